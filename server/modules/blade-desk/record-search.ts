/**
 * GET /api/blade-desk/search/records?keyword=: the palette's record search. One call finds the
 * clues, customers, members, vehicles, stock cars, car orders, work orders, contracts and coupons
 * whose phone, VIN, plate, number or name the keyword is (or ends with: the last 4 digits of a phone,
 * the last 6 of a VIN; a name by its beginning), grouped by kind (src/domain/record-search.ts).
 *
 * Scope: each kind is read through its list's own scope (ResourceRuntime.scope: tenant, store, the
 * role's data scope, so a salesman finds only his own clues and customers), and a kind whose list
 * the role may not call (API scope) is not searched. Every condition is an index range scan
 * (server/db/search-indexes.ts); each kind reads at most RECORDS_PER_KIND + 1 rows.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { AuthContext } from '../../http/auth';
import { checkApiScope } from '../../http/permissions';
import type { ResourceRuntime } from '../../http/resource-router';
import type { Services } from '../../services';
import { RECORD_KINDS, RECORD_SEARCH_MAX, RECORDS_PER_KIND, searchTerms, type MatchKind, type RecordKind } from '../../../src/domain/record-search';
import { runtimes } from '../resources';
import { reversedKey } from '../../db/search-indexes';

export interface FoundRecord {
  id: string;
  title: string;
  details: string[];
}

export interface FoundGroup {
  kind: string;
  records: FoundRecord[];
  /** more records of this kind match than are shown */
  more: boolean;
}

const reverse = (s: string) => [...s].reverse().join('');

/** the first text after every text that begins with `s` (its last character's next code point) */
function after(s: string): string {
  const chars = [...s];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/**
 * The condition of one field: its beginning (a name), or its end as the beginning of its reversed
 * copy. A range of the text_pattern comparisons, which are leakproof: under row-level security only
 * such a condition may use the index (LIKE and reverse() may not; server/db/search-indexes.ts).
 */
export function searchCondition(cols: Record<string, AnyPgColumn>, field: string, how: MatchKind, term: string): SQL {
  const col = how === 'name' ? cols[field] : cols[reversedKey(field)];
  const from = how === 'name' ? term : reverse(term);
  return sql`(${col} ~>=~ ${from} and ${col} ~<~ ${after(from)})`;
}

function opList(ops: string | readonly string[] | undefined): string[] {
  if (!ops) return [];
  return typeof ops === 'string' ? [ops] : [...ops];
}

/** whether the role may call the kind's list at all (API scopes): search shows no more than the list */
async function mayList(services: Services, auth: AuthContext, rt: ResourceRuntime): Promise<boolean> {
  const d = rt.decl;
  const op = opList(d.ops.page)[0] ?? opList(d.ops.all)[0];
  if (!op) return false;
  try {
    await checkApiScope(services, auth, 'GET', `/${d.service}/${d.base}/${op}`);
    return true;
  } catch {
    return false;
  }
}

const text = (x: unknown) => (x === null || x === undefined ? '' : String(x));

async function searchKind(services: Services, auth: AuthContext, k: RecordKind, terms: ReturnType<typeof searchTerms>): Promise<FoundGroup | null> {
  const rt = runtimes.get(k.resource);
  if (!rt) throw new Error(`record search: no resource ${k.resource}`);
  const conds = Object.entries(k.match).flatMap(([field, how]) => (terms[how] ? [searchCondition(rt.cols, field, how, terms[how])] : []));
  if (conds.length === 0) return null;
  if (!(await mayList(services, auth, rt))) return null;
  const scope = await rt.scope(services, auth);
  const fields = [...new Set([k.title, ...k.details])];
  const columns: Record<string, AnyPgColumn> = { id: rt.cols.id };
  for (const f of fields) columns[f] = rt.cols[f];
  const rows = (await services.db
    .select(columns)
    .from(rt.table)
    .where(and(scope, or(...conds)))
    .limit(RECORDS_PER_KIND + 1)) as Record<string, unknown>[];
  if (rows.length === 0) return null;
  return {
    kind: k.kind,
    more: rows.length > RECORDS_PER_KIND,
    records: rows.slice(0, RECORDS_PER_KIND).map((r) => ({ id: text(r.id), title: text(r[k.title]), details: k.details.map((f) => text(r[f])).filter(Boolean) })),
  };
}

/** The groups found for a keyword, in the declared order of kinds; nothing for a keyword that can be nothing. */
export async function searchRecords(services: Services, auth: AuthContext, keyword: string): Promise<FoundGroup[]> {
  const terms = searchTerms(keyword);
  if (Object.keys(terms).length === 0) return [];
  const groups = await Promise.all(RECORD_KINDS.map((k) => searchKind(services, auth, k, terms)));
  return groups.filter((g): g is FoundGroup => g !== null);
}

const input = v.object({
  keyword: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.trim()),
      v.maxLength(RECORD_SEARCH_MAX, `搜索内容不能超过${RECORD_SEARCH_MAX}个字符`),
    ),
    '',
  ),
});

export const recordSearchRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-desk/search/records',
    input,
    handler: ({ services, auth, input: q }) => searchRecords(services, auth, q.keyword),
  }),
];

/**
 * Property: for every route, input generated from its schema and its resource's declared fields but
 * made hostile (control characters, overlong strings, deep nesting, out-of-range numbers, dates that
 * do not exist, wrong types) never answers a 5xx, and a refused request changes no row.
 *
 * "No row changed": a refused request sent no write statement at all; or, when it did (inside a
 * transaction it then rolled back), PostgreSQL says every transaction id assigned meanwhile aborted.
 * (On a shared PostgreSQL server other databases take ids too, which is why the statement count
 * comes first.) Seeded and with a fixed number of cases per route, so a failure is reproducible:
 * fast-check prints the seed and the shrunk input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { BASIC, startServer, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { accountIn } from './car-order-helpers';
import { allRoutes } from '../../server/modules';
import { runtimes } from '../../server/modules/resources';
import type { Registrable } from '../../server/http/route';
import type { FieldDecl } from '../../src/domain/resources/types';

const SEED = 20_251_126;
const CASES_PER_ROUTE = 10;

/**
 * Refusals that must write: a wrong captcha is spent, a failed sign-in or code is counted (that is
 * what stops guessing). Their rows are attempts, not the refused change.
 */
const COUNTS_FAILURES = new Set(['/blade-user/sendSmsByImgCode', '/blade-auth/oauth/token', '/blade-user/checkOperationCode', '/blade-user/updateOperatingCode', '/blade-user/setOperatingCode']);

/** routes that end the caller's own session or mint tokens are driven elsewhere (sign-in tests) */
const SKIP = new Set(['/blade-auth/logout', '/blade-auth/oauth/logout', '/blade-user/logout']);

/** the keys a schema names: object entries, through pipes, unions and wrappers */
function schemaKeys(schema: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (!schema || typeof schema !== 'object' || depth > 6) return out;
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown; options?: unknown[] };
  if (s.entries) for (const k of Object.keys(s.entries)) out.add(k);
  for (const p of s.pipe ?? []) schemaKeys(p, out, depth + 1);
  for (const o of Array.isArray(s.options) ? s.options : []) schemaKeys(o, out, depth + 1);
  if (s.wrapped) schemaKeys(s.wrapped, out, depth + 1);
  return out;
}

/** a value of the declared type that would pass, so the hostile one is checked past the others */
function plausible(fd: FieldDecl | undefined, key: string): unknown {
  if (fd?.options?.length) return fd.options[0].value;
  switch (fd?.type) {
    case 'int':
    case 'bool':
      return 1;
    case 'money':
      return 10000;
    case 'decimal':
      return 1.5;
    case 'date':
      return '2024-05-06';
    case 'datetime':
      return '2024-05-06 10:00:00';
    case 'id':
    case 'ids':
      return '1';
    case undefined:
      return /id$/i.test(key) ? '1' : /time|date/i.test(key) ? '2024-05-06 10:00:00' : /num|count|size|state|type|amount|price/i.test(key) ? 1 : 'x';
    default:
      return 'x';
  }
}

/** the declared fields of the resource a route belongs to (by its base path) */
function declaredFields(url: string): Map<string, FieldDecl> {
  const out = new Map<string, FieldDecl>();
  for (const rt of runtimes.values()) {
    const { decl } = rt;
    const base = decl.base ? `/${decl.service}/${decl.base}/` : `/${decl.service}/`;
    if (url.startsWith(base)) for (const [k, fd] of Object.entries(decl.fields)) out.set(k, fd);
  }
  return out;
}

/** the declared fields of the resource a route belongs to (by its base path), with their range filters */
function declaredKeys(url: string): string[] {
  const keys: string[] = [];
  for (const rt of runtimes.values()) {
    const { decl } = rt;
    const base = decl.base ? `/${decl.service}/${decl.base}/` : `/${decl.service}/`;
    if (!url.startsWith(base)) continue;
    for (const [k, fd] of Object.entries(decl.fields)) {
      keys.push(k);
      if (fd.search === 'range') keys.push(`${k}Start`, `${k}End`);
    }
  }
  return keys;
}

const GENERIC_KEYS = ['id', 'ids', 'storeId', 'current', 'size', 'pageNo', 'pageSize', 'status', 'type', 'name'];

function deep(n: number): unknown {
  let x: unknown = 1;
  for (let i = 0; i < n; i++) x = [x];
  return x;
}

/** values a careless or hostile client sends */
const hostile = fc.oneof(
  fc.constantFrom<unknown>(
    'a\u0000b',
    '\u0007',
    'x'.repeat(25_000),
    '99999999999999999999',
    '-9223372036854775809',
    '9223372036854775808',
    1e20,
    -1,
    1.5,
    2147483648,
    -2147483649,
    'abc',
    '+275760-09-13',
    '2023-02-31',
    '2023-02-31 10:00:00',
    '1899-12-31',
    '2101-01-01T00:00:00Z',
    '\ud800',
    true,
    null,
    {},
    { a: { b: 1 } },
    [],
    ['1', '2'],
    '1,abc',
    '0',
    ' ',
    "'; drop table blade_user; --",
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 33, max: 60 }).map(deep),
  fc.double({ noNaN: true }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

interface Case {
  method: 'GET' | 'POST';
  /** send the other keys with plausible values (reaches the checks behind the first missing field) */
  filled: boolean;
  values: Array<[string, unknown]>;
  bareArray: unknown;
}

function caseArb(r: Registrable, keys: string[]): fc.Arbitrary<Case> {
  const methods = [r.method].flat().filter((m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST');
  return fc.record({
    method: fc.constantFrom(...(methods.length ? methods : ['GET' as const])),
    filled: fc.boolean(),
    values: fc.array(fc.tuple(fc.constantFrom(...keys), hostile), { minLength: 1, maxLength: 3 }),
    // now and then the body is a bare array (several spec calls send ids so)
    bareArray: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 33, max: 50 }).map(deep), fc.array(hostile, { maxLength: 3 })) },
    ),
  });
}

async function assignedXid(s: TestServer): Promise<bigint> {
  const rows = (await s.database.ownerDb.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as { rows?: Array<{ x: string }> } | Array<{ x: string }>;
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return BigInt(list[0].x);
}

/** whether a transaction id in [from, to) committed */
async function committedBetween(s: TestServer, from: bigint, to: bigint): Promise<string[]> {
  if (to <= from) return [];
  const res = (await s.database.ownerDb.execute(
    sql`select x::text as x from generate_series(${from.toString()}::bigint, ${(to - 1n).toString()}::bigint) x where pg_xact_status(x::text::xid8) = 'committed'`,
  )) as unknown as { rows?: Array<{ x: string }> } | Array<{ x: string }>;
  const list = Array.isArray(res) ? res : (res.rows ?? []);
  return list.map((r) => r.x);
}

/** one call; exports answer a file, so the body is read as an envelope only when it is one */
async function send(s: TestServer, method: 'GET' | 'POST', url: string, token: string, query: Record<string, string>, body: unknown) {
  const headers: Record<string, string> = { authorization: BASIC, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await s.app.inject({ method, url: `/api${url}`, query, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
  let env: { code: number; msg: string } = { code: res.statusCode, msg: '' };
  if (String(res.headers['content-type'] ?? '').includes('json')) env = JSON.parse(res.body) as typeof env;
  return { status: res.statusCode, code: env.code, msg: env.msg };
}

let s: TestServer;
let token: string;
/** write statements sent through the app's database handle */
let writes = 0;

beforeAll(async () => {
  s = await startServer();
  s.database.onWrite(() => writes++);
  ({ token } = await accountIn(s, 'admin', '安华宝马杭州西湖店'));
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('hostile input over every route', () => {
  const routes = allRoutes.filter((r) => !SKIP.has(r.url) && !r.stream && [r.method].flat().some((m) => m === 'GET' || m === 'POST'));
  const seen = { routes: 0, cases: 0, fivexx: 0, refused: 0 };
  const failures: string[] = [];

  it(
    'answers no 5xx and changes nothing when it refuses',
    async () => {
      for (const r of routes) {
        const keys = [...new Set([...schemaKeys(r.input as v.GenericSchema | undefined), ...declaredKeys(r.url), ...GENERIC_KEYS])];
        seen.routes++;
        await fc.assert(
          fc.asyncProperty(caseArb(r, keys), async (c) => {
            seen.cases++;
            const query: Record<string, string> = {};
            const body: Record<string, unknown> = {};
            const fields = declaredFields(r.url);
            const all: Array<[string, unknown]> = c.filled ? keys.filter((k) => !GENERIC_KEYS.includes(k) || k === 'storeId').map((k) => [k, plausible(fields.get(k), k)]) : [];
            for (const [k, value] of [...all, ...c.values]) {
              if (c.method === 'GET') query[k] = typeof value === 'string' ? value : JSON.stringify(value);
              else body[k] = value;
            }
            let before = await assignedXid(s);
            let writesBefore = writes;
            const payload = c.method === 'POST' ? (c.bareArray ?? body) : undefined;
            let res = await send(s, c.method, r.url, token, query, payload);
            if (res.status === 401 || res.code === 59998) {
              // a call that ended the session (a store switch): sign in again and go on
              ({ token } = await accountIn(s, 'admin', '安华宝马杭州西湖店'));
              before = await assignedXid(s);
              writesBefore = writes;
              res = await send(s, c.method, r.url, token, query, payload);
            }
            if (res.status >= 500 || (res.code >= 500 && res.code < 600)) {
              seen.fivexx++;
              failures.push(`${c.method} ${r.url} ${JSON.stringify(c).slice(0, 300)} -> ${res.status} ${res.msg}`);
              return false;
            }
            if (res.code !== 200 && !COUNTS_FAILURES.has(r.url)) {
              seen.refused++;
              const wrote = writes === writesBefore ? [] : await committedBetween(s, before, await assignedXid(s));
              if (wrote.length) failures.push(`${c.method} ${r.url} refused (${res.code} ${res.msg}) but committed a write`);
              return wrote.length === 0;
            }
            return true;
          }),
          { seed: SEED, numRuns: CASES_PER_ROUTE, endOnFailure: true },
        ).catch((e: unknown) => failures.push(`${r.url}: ${String(e).split('\n').slice(0, 3).join(' ')}`));
      }
      console.log(`hostile input: ${seen.routes} routes, ${seen.cases} cases, ${seen.refused} refused, ${seen.fivexx} answered 5xx`);
      expect(failures).toEqual([]);
    },
    600_000,
  );
});

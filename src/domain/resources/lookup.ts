/**
 * "Look up by code, then act": the counter's kind of action (核销消费码, 核销次卡, 卡券核销). The person
 * types or scans a code; `GET <base>/<lookup.path>?<code>=` answers what the code names, the screen
 * shows the declared fields of it and the act's input; the act posts the code and the input to
 * `<base>/<act.path>`. The declaration holds the valibot schemas of both calls: the server's routes
 * take them as their input (lookupRoutes in server/http/resource-router.ts), and the client checks
 * the same schema before it sends, so a bad code or number answers the same words on both sides.
 */
import * as v from 'valibot';
import type { Lang } from '../codes';
import { isId } from '../ids';
import type { Label, LookupActDecl, ResourceDecl } from './types';

// the declaration's shapes live with the others in types.ts (one module: no import circle)
export type { LookupActDecl, LookupInput, LookupShow } from './types';

export function lookupOf(decl: ResourceDecl, name: string): LookupActDecl {
  const l = decl.lookups?.find((x) => x.name === name);
  if (!l) throw new Error(`${decl.key} declares no look-up ${name}`);
  return l;
}

/** The look-up call's input: the code alone. */
export const lookupSchema = (l: LookupActDecl) => v.object({ [l.code.name]: l.code.schema() });

/** The act's input: the code, the declared input fields and the row's id when it has one. */
export function actSchema(l: LookupActDecl) {
  const entries: Record<string, v.GenericSchema> = { [l.code.name]: l.code.schema() };
  for (const [k, fd] of Object.entries(l.act.input ?? {})) entries[k] = fd.schema();
  if (l.act.rowParam) entries[l.act.rowParam] = v.optional(v.union([v.literal(''), v.pipe(v.union([v.string(), v.number()], 'id格式错误'), v.transform((x) => String(x).trim()), v.check((x: string) => isId(x), 'id格式错误'))]));
  return v.object(entries);
}

export type LookupCheck = { ok: true; value: Record<string, unknown> } | { ok: false; field: string; message: string };

/** What the server will answer about a body, checked before it is sent: the first field in error and its message. */
export function checkLookupBody(schema: v.GenericSchema, body: Record<string, unknown>): LookupCheck {
  const r = v.safeParse(schema, body);
  if (r.success) return { ok: true, value: r.output as Record<string, unknown> };
  const issue = r.issues[0];
  const key = issue.path?.[0]?.key;
  return { ok: false, field: typeof key === 'string' ? key : Object.keys(body)[0] ?? '', message: issue.message };
}

/** The act's body: the code as typed, the input values and the row's id. */
export function actBody(l: LookupActDecl, code: string, values: Readonly<Record<string, unknown>>, rowId?: string): Record<string, unknown> {
  const body: Record<string, unknown> = { [l.code.name]: code, ...values };
  if (l.act.rowParam && rowId) body[l.act.rowParam] = rowId;
  return body;
}

/** Whether the found record may take the act, and the refusal to show when not. */
export function lookupRefusal(l: LookupActDecl, found: Readonly<Record<string, unknown>>, lang: Lang): string | null {
  if (!l.ready) return null;
  const ok = found[l.ready.field];
  if (ok === true || ok === 1 || ok === '1') return null;
  const r = found[l.ready.refusal] as Partial<Label> | string | null | undefined;
  if (typeof r === 'string' && r) return r;
  return (r && typeof r === 'object' && r[lang]) || (lang === 'en' ? 'This cannot be done' : '不能办理');
}

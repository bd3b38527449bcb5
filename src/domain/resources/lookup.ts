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
import type { FieldDecl, FieldType, Label, Option, ResourceDecl } from './types';

/** One line of what the code found: a field of the look-up's answer, or a text computed from it. */
export interface LookupShow {
  field: string;
  label: Label;
  /** formats the value like a list cell (money, date, datetime, bool); options give labels */
  type?: FieldType;
  options?: readonly Option[];
  /** the shown text, computed from the whole answer ('' leaves the line out) */
  text?: (found: Readonly<Record<string, unknown>>, lang: Lang) => string;
  /** a badge coloured green when this says so (a state) */
  badge?: (found: Readonly<Record<string, unknown>>) => 'green' | 'gray' | 'orange' | 'red';
}

/** An input field of the act: declared like a resource field, checked by `schema`. */
export interface LookupInput extends FieldDecl {
  /** the check of the value (the server's words); an optional field wraps it in v.optional */
  schema: () => v.GenericSchema;
  /** the value the form starts with */
  initial?: string;
}

export interface LookupActDecl {
  /** the action's name; commands and ids are `<resource key>.<name>` */
  name: string;
  /** the dialog's title and the toolbar's button (核销消费码) */
  label: Label;
  /** the button code of the act; the look-up is also open to `lookupPermission` */
  permission: string;
  lookupPermission?: readonly string[];
  key?: string;
  /** 'toolbar': a button over the list; 'row': a row action, whose id travels as `act.rowParam`; 'page': the menu's own page */
  on: 'toolbar' | 'row' | 'page';
  /** which rows offer a row look-up */
  rowApplies?: (row: Readonly<Record<string, unknown>>) => boolean;
  /** the code box: query and body parameter, label, placeholder, its check */
  code: { name: string; label: Label; max: number; placeholder: Label; numeric?: boolean; schema: () => v.GenericSchema };
  /** GET path under the base answering the record the code names */
  lookup: string;
  /** the name of the card showing it (an accessible label) */
  found: Label;
  show: readonly LookupShow[];
  /** the answer's field saying it may be acted on, and the one with the refusal ({zh, en}) when not */
  ready?: { field: string; refusal: string };
  act: {
    path: string;
    /** the submit button (确认核销) */
    label: Label;
    input?: Readonly<Record<string, LookupInput>>;
    /** a row look-up sends the row's id under this name (the sub-card's ahSubCardId) */
    rowParam?: string;
  };
  /** after a success: 'next' clears the box for the next code (a queue at the counter), 'close' closes */
  then: 'next' | 'close';
  /** the success message, from the act's answer and what was sent */
  done: (answer: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, lang: Lang) => string;
}

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

/**
 * The contract of a declared action: the body the generic client sends, and the reading of that
 * body the server does before the action runs. Both sides call these two functions, so what the
 * client sends is what the server reads (a contract test posts every declared action).
 *
 * Body: a one-row action sends `{id}`, a batch action `{ids: 'a,b'}`; then the action's `set`
 * values (so several actions may share one path and the server tells them apart, as the spec's
 * `switchState {id, state}` does), its input fields, `operatingCode` and `reason` when asked.
 */
import type { Lang } from '../codes';
import { isId } from '../ids';
import { msg } from '../messages';
import { validationMessage } from '../validators';
import type { ActionDecl, ResourceDecl } from './types';
import { validateRecord } from './validate';

export interface ActionCallInput {
  /** the action's input fields, as the form gives them (validated again on the server) */
  values?: Record<string, unknown>;
  operatingCode?: string;
  reason?: string;
}

export function actionBody(action: ActionDecl, ids: readonly string[], call: ActionCallInput = {}): Record<string, unknown> {
  const body: Record<string, unknown> = action.batch ? { [action.idsParam ?? 'ids']: ids.join(',') } : { id: ids[0] };
  Object.assign(body, action.set ?? {}, call.values ?? {});
  if (action.operatingPassword) body.operatingCode = call.operatingCode ?? '';
  if (action.reason) body.reason = call.reason ?? '';
  return body;
}

/** The action's route under its service: `/<service>/<base>/<path>`, the action's own base when it names one. */
export function actionRoute(decl: ResourceDecl, action: ActionDecl): string {
  const base = action.base ?? decl.base;
  return `/${decl.service}${base ? `/${base}` : ''}/${action.path.replace(/^\//, '')}`;
}

/** The action's question for one row (a function of the row words it with the row's figures), if it asks one. */
export function actionConfirm(action: ActionDecl, row: Readonly<Record<string, unknown>> | undefined, lang: Lang): string | undefined {
  const c = action.confirm;
  if (!c) return undefined;
  if (typeof c === 'function') return row ? c(row)[lang] : undefined;
  return c[lang];
}

/** The declaration of an action's input form: the resource with the action's input fields only. */
export function actionInputDecl(decl: ResourceDecl, action: ActionDecl): ResourceDecl {
  return { ...decl, fields: action.input ?? {}, actions: [], editable: undefined, removable: undefined };
}

/** The generic routes an action has: the engine writes its `set` and input values, unless its module implements it. */
export const isGeneratedAction = (a: ActionDecl): boolean => !a.custom && (!!a.set || !!a.input);

/** Actions sharing one path: the one whose `set` values the body carries (the only one when alone). */
export function actionForBody(actions: readonly ActionDecl[], body: Record<string, unknown>): ActionDecl | undefined {
  if (actions.length === 1) return actions[0];
  return actions.find((a) => Object.entries(a.set ?? {}).every(([k, x]) => body[k] !== undefined && String(body[k]) === String(x)));
}

/** Why a body matches none of the actions sharing a path: the first told-apart field's value is not one of theirs. */
export function noActionMessage(decl: ResourceDecl, actions: readonly ActionDecl[], lang: Lang): { field?: string; message: string } {
  const field = Object.keys(actions[0]?.set ?? {})[0];
  const label = (field && decl.fields[field]?.label) || { zh: '操作类型', en: 'Action' };
  return { field, message: lang === 'en' ? `${label.en}: not an allowed value` : `${label.zh}取值无效` };
}

export interface ActionCall {
  ids: string[];
  /** the input fields, checked and converted like a record's */
  values: Record<string, unknown>;
  operatingCode?: string;
  reason?: string;
}

export type ActionRead = { ok: true; call: ActionCall } | { ok: false; field?: string; message: string };

const idMessage = (lang: Lang) => msg('idFormat', lang);

/** What the server reads of an action's body: ids (or id), the declared input, the password and the reason. */
export function readActionBody(decl: ResourceDecl, action: ActionDecl, body: Record<string, unknown>, lang: Lang): ActionRead {
  const raw = (action.idsParam ? body[action.idsParam] : undefined) ?? body.ids ?? body.id;
  const ids = (Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : [])
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (ids.length === 0) return { ok: false, field: 'ids', message: raw === undefined || raw === null || raw === '' ? msg('selectAtLeastOne', lang) : idMessage(lang) };
  if (ids.length > 1000) return { ok: false, field: 'ids', message: lang === 'en' ? 'At most 1000 rows at a time' : '一次最多处理1000条数据' };
  if (!ids.every(isId)) return { ok: false, field: 'ids', message: idMessage(lang) };
  for (const [k, x] of Object.entries(action.set ?? {})) {
    const label = decl.fields[k]?.label ?? { zh: k, en: k };
    if (body[k] !== undefined && String(body[k]) !== String(x)) return { ok: false, field: k, message: lang === 'en' ? `${label.en}: not an allowed value` : `${label.zh}取值无效` };
  }
  let values: Record<string, unknown> = {};
  if (action.input) {
    const checked = validateRecord(actionInputDecl(decl, action), body, { lang });
    if (!checked.ok) return { ok: false, field: checked.field, message: checked.message };
    values = checked.value;
  }
  const call: ActionCall = { ids: [...new Set(ids)], values };
  // the operating password itself is checked by the server's operating-code service
  if (action.operatingPassword) call.operatingCode = typeof body.operatingCode === 'string' ? body.operatingCode : undefined;
  if (action.reason) {
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const label = action.reason.label[lang];
    if (!reason) return { ok: false, field: 'reason', message: validationMessage('labelRequired', lang, { label }) };
    if (reason.length > action.reason.max) return { ok: false, field: 'reason', message: lang === 'en' ? `${label} is too long (at most ${action.reason.max})` : `${label}长度不能超过${action.reason.max}个字符` };
    call.reason = reason;
  }
  return { ok: true, call };
}

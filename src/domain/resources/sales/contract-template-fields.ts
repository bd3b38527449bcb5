/**
 * A contract template's field list (`fieldJsonObject`, docs/contracts.md "Templates"): one check for
 * the server's editTemplateField and the client's field editor, so both answer the same words; and
 * the placeholders of a template's text, which the editor's preview and its "add the text's
 * placeholders" read.
 */
import type { Label } from '../types';
import { CONTRACT_BINDINGS } from './contract';

export interface TemplateField {
  name: string;
  binding: string;
}

/** at most this many fields, each name at most this long */
export const TEMPLATE_FIELDS_MAX = 100;
export const TEMPLATE_FIELD_NAME_MAX = 50;

const BINDINGS = new Set(CONTRACT_BINDINGS.map((b) => String(b.value)));

export interface TemplateFieldProblem {
  message: Label;
  /** the field (by its place in the list) and which part of it is wrong; none when the list as a whole is */
  index?: number;
  part?: 'name' | 'binding';
}

/** The list as sent: JSON text or an array (anything else is 模板字段格式错误). */
export function parseTemplateFields(raw: unknown): { ok: true; list: unknown[] } | { ok: false; problem: TemplateFieldProblem } {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return { ok: false, problem: { message: { zh: '模板字段格式错误', en: 'The fields are not valid JSON' } } };
    }
  }
  if (!Array.isArray(list)) return { ok: false, problem: { message: { zh: '模板字段格式错误', en: 'The fields must be a list' } } };
  return { ok: true, list };
}

/**
 * The first problem of a field list, or the list trimmed: each field named (at most 50 characters),
 * once, and bound to contract data from the catalogue (模板字段「x」未绑定合同数据).
 */
export function checkTemplateFieldList(raw: unknown): { ok: true; fields: TemplateField[] } | { ok: false; problem: TemplateFieldProblem } {
  const parsed = parseTemplateFields(raw);
  if (!parsed.ok) return parsed;
  if (parsed.list.length > TEMPLATE_FIELDS_MAX) return { ok: false, problem: { message: { zh: `模板字段最多${TEMPLATE_FIELDS_MAX}个`, en: `At most ${TEMPLATE_FIELDS_MAX} fields` } } };
  const seen = new Set<string>();
  const fields: TemplateField[] = [];
  for (const [index, item] of parsed.list.entries()) {
    const o = (item ?? {}) as Record<string, unknown>;
    const name = typeof o.name === 'string' ? o.name.trim() : '';
    const binding = typeof o.binding === 'string' ? o.binding.trim() : '';
    if (!name) return { ok: false, problem: { index, part: 'name', message: { zh: '模板字段名称不能为空', en: 'A field needs a name' } } };
    if (name.length > TEMPLATE_FIELD_NAME_MAX || /[{}\s]/.test(name)) return { ok: false, problem: { index, part: 'name', message: { zh: `模板字段名称不能超过${TEMPLATE_FIELD_NAME_MAX}个字符，且不能含空格或花括号`, en: `A field name has at most ${TEMPLATE_FIELD_NAME_MAX} characters, no spaces or braces` } } };
    if (seen.has(name)) return { ok: false, problem: { index, part: 'name', message: { zh: `模板字段「${name}」重复`, en: `Field ${name} appears twice` } } };
    if (!BINDINGS.has(binding)) return { ok: false, problem: { index, part: 'binding', message: { zh: `模板字段「${name}」未绑定合同数据`, en: `Field ${name} is bound to nothing` } } };
    seen.add(name);
    fields.push({ name, binding });
  }
  return { ok: true, fields };
}

/** The `{{name}}` placeholders of a template's text, once each, in their order. */
export function templatePlaceholders(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)) if (!out.includes(m[1])) out.push(m[1]);
  return out;
}

/** The text cut at its placeholders: plain text and the placeholders' names, in order (the preview's pieces). */
export function templatePieces(text: string): Array<{ text: string } | { placeholder: string }> {
  const out: Array<{ text: string } | { placeholder: string }> = [];
  let at = 0;
  for (const m of text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)) {
    if (m.index! > at) out.push({ text: text.slice(at, m.index) });
    out.push({ placeholder: m[1] });
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

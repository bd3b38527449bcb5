/**
 * Checks a record against its declaration: the same function runs in the form before sending and
 * on the server before writing, so both answer with the same first message for the same field.
 */
import * as v from 'valibot';
import type { Lang } from '../codes';
import { isId, isIdRef } from '../ids';
import { translateValidationMessage, validationMessage } from '../validators';
import { translateMessage } from '../messages';
import type { FieldDecl, ResourceDecl } from './types';

export type RecordCheck = { ok: true; value: Record<string, unknown> } | { ok: false; field: string; message: string };

const isEmpty = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** Fields a form writes: declared, not read-only, not hidden from forms. */
export function writableFields(decl: ResourceDecl): Array<[string, FieldDecl]> {
  return Object.entries(decl.fields).filter(([, fd]) => !fd.readonly && fd.form !== false);
}

function convert(key: string, fd: FieldDecl, raw: unknown, lang: Lang): { value: unknown } | { message: string } {
  const label = fd.label[lang];
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const tooLong = (s: string) => (fd.max !== undefined && s.length > fd.max ? { message: lang === 'en' ? `${label} is too long (at most ${fd.max})` : `${label}长度不能超过${fd.max}个字符` } : null);
  switch (fd.type) {
    case 'string':
    case 'text':
    case 'dict': {
      if (typeof text !== 'string' && typeof text !== 'number') return { message: validationMessage('labelRequired', lang, { label }) };
      const s = String(text);
      return tooLong(s) ?? { value: s };
    }
    case 'int':
    case 'bool': {
      const n = typeof text === 'boolean' ? Number(text) : Number(text);
      if (!Number.isInteger(n) || n < 0 || (fd.type === 'bool' && n > 1)) return { message: validationMessage('formInteger', lang, { label }) };
      return { value: n };
    }
    case 'decimal': {
      const n = Number(text);
      if (typeof text === 'boolean' || !Number.isFinite(n)) return { message: validationMessage('notANumber', lang) };
      return { value: n };
    }
    case 'money': {
      // money travels as integer hundredths (spec 1 section 5)
      const n = Number(text);
      if (typeof text === 'boolean' || !Number.isInteger(n) || n < 0 || n > 9_999_999_999) return { message: validationMessage('moneyRange', lang) };
      return { value: n };
    }
    case 'date': {
      const s = String(text);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`))) return { message: lang === 'en' ? `${label}: invalid date` : `${label}日期格式错误` };
      return { value: s };
    }
    case 'datetime': {
      const s = String(text).replace(' ', 'T');
      const t = Date.parse(s);
      if (Number.isNaN(t)) return { message: lang === 'en' ? `${label}: invalid time` : `${label}时间格式错误` };
      return { value: new Date(t).toISOString() };
    }
    case 'id': {
      const s = String(text);
      if (!isIdRef(s)) return { message: lang === 'en' ? `${label}: malformed id` : `${label}格式错误` };
      return { value: s };
    }
    case 'ids': {
      const list = (Array.isArray(text) ? text.map(String) : String(text).split(',')).map((x) => x.trim()).filter(Boolean);
      if (!list.every(isId)) return { message: lang === 'en' ? `${label}: malformed id` : `${label}格式错误` };
      return { value: list.join(',') };
    }
    case 'json':
      return { value: text };
  }
  void key;
  return { value: text };
}

export function checkField(key: string, fd: FieldDecl, raw: unknown, lang: Lang): { value: unknown } | { message: string } {
  if (isEmpty(raw)) {
    if (fd.required) return { message: validationMessage('labelRequired', lang, { label: fd.label[lang] }) };
    return { value: null };
  }
  const converted = convert(key, fd, raw, lang);
  if ('message' in converted) return converted;
  const n = converted.value;
  if (typeof n === 'number') {
    if (fd.min !== undefined && n < fd.min) return { message: validationMessage('min', lang, { n: fd.min }) };
    if (fd.maxValue !== undefined && n > fd.maxValue) return { message: validationMessage('range', lang, { min: fd.min ?? 0, max: fd.maxValue }) };
  }
  if (fd.options && !fd.options.some((o) => String(o.value) === String(n))) {
    return { message: lang === 'en' ? `${fd.label.en}: not an allowed value` : `${fd.label.zh}取值无效` };
  }
  if (fd.rule) {
    const r = v.safeParse(fd.rule(), typeof raw === 'string' ? raw.trim() : raw);
    if (!r.success) return { message: translateValidationMessage(translateMessage(r.issues[0].message, lang), lang) };
  }
  return converted;
}

/**
 * partial: an update checks only the fields it carries. The first failing field in declaration
 * order is reported, which is also the first field of the form.
 */
export function validateRecord(decl: ResourceDecl, input: Record<string, unknown>, opts: { lang?: Lang; partial?: boolean } = {}): RecordCheck {
  const lang = opts.lang ?? 'zh';
  const value: Record<string, unknown> = {};
  for (const [key, fd] of writableFields(decl)) {
    if (opts.partial && !(key in input)) continue;
    let raw = input[key];
    if (!opts.partial && isEmpty(raw) && fd.default !== undefined) raw = fd.default;
    const r = checkField(key, fd, raw, lang);
    if ('message' in r) return { ok: false, field: key, message: r.message };
    value[key] = r.value;
  }
  return { ok: true, value };
}

/**
 * Checks a record against its declaration: the same function runs in the form before sending and
 * on the server before writing, so both answer with the same first message for the same field.
 */
import * as v from 'valibot';
import type { Lang } from '../codes';
import { isId, isIdRef } from '../ids';
import { VALUE_BOUNDS, checkDateTime, checkInteger, toNumber, translateValidationMessage, validationMessage, type MessageId, type MessageParams } from '../validators';
import { translateMessage } from '../messages';
import type { FieldDecl, ResourceDecl } from './types';

export type RecordCheck = { ok: true; value: Record<string, unknown> } | { ok: false; field: string; message: string };

const isEmpty = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** Fields a form writes: declared, not read-only, not hidden from forms. */
export function writableFields(decl: ResourceDecl): Array<[string, FieldDecl]> {
  return Object.entries(decl.fields).filter(([, fd]) => !fd.readonly && fd.form !== false);
}

/** the longest string a field takes: its declared max, else its column's (varchar) or the text limit */
export function maxLengthOf(fd: FieldDecl): number {
  if (fd.max !== undefined) return fd.max;
  return fd.type === 'text' ? VALUE_BOUNDS.textMax : fd.type === 'dict' ? VALUE_BOUNDS.dictMax : VALUE_BOUNDS.stringMax;
}

function convert(key: string, fd: FieldDecl, raw: unknown, lang: Lang): { value: unknown } | { message: string } {
  const label = fd.label[lang];
  const say = (id: MessageId, params: MessageParams = {}) => ({ message: validationMessage(id, lang, { label, ...params }) });
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (fd.type) {
    case 'string':
    case 'text':
    case 'dict': {
      if (typeof text !== 'string' && typeof text !== 'number') return say('labelRequired');
      const s = String(text);
      const max = maxLengthOf(fd);
      return s.length > max ? say('tooLong', { max }) : { value: s };
    }
    case 'int':
    case 'bool': {
      // int columns are int4; a negative count is refused unless the field declares a lower min
      // (the declared min and maxValue are checked after, with their own messages)
      const n = typeof text === 'boolean' ? Number(text) : checkInteger(text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      if (n === null || (n < 0 && !(fd.min !== undefined && fd.min < 0)) || (fd.type === 'bool' && n > 1)) return say('formInteger');
      if (n < VALUE_BOUNDS.int4Min || n > VALUE_BOUNDS.int4Max) return say('integerRange', { min: Math.max(fd.min ?? 0, VALUE_BOUNDS.int4Min), max: VALUE_BOUNDS.int4Max });
      return { value: n };
    }
    case 'decimal': {
      const n = typeof text === 'boolean' ? null : toNumber(text);
      if (n === null || Math.abs(n) > VALUE_BOUNDS.decimalAbsMax) return say('notANumber');
      return { value: n };
    }
    case 'money': {
      // money travels as integer hundredths (spec 1 section 5)
      const n = typeof text === 'boolean' ? null : checkInteger(text, 0, 9_999_999_999);
      if (n === null) return say('moneyRange');
      return { value: n };
    }
    case 'date':
    case 'datetime': {
      const r = checkDateTime(text, fd.type);
      if (!r.ok) return say(r.message, { min: VALUE_BOUNDS.yearMin, max: VALUE_BOUNDS.yearMax });
      return { value: fd.type === 'date' ? r.date : r.time.toISOString() };
    }
    case 'id': {
      const s = String(text);
      if (!isIdRef(s)) return { message: lang === 'en' ? `${label}: malformed id` : `${label}格式错误` };
      return { value: s };
    }
    case 'ids': {
      if (!Array.isArray(text) && typeof text !== 'string' && typeof text !== 'number') return { message: lang === 'en' ? `${label}: malformed id` : `${label}格式错误` };
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
    if (fd.required) return { message: fd.requiredMessage?.[lang] ?? validationMessage('labelRequired', lang, { label: fd.label[lang] }) };
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
    return { message: validationMessage('notAllowed', lang, { label: fd.label[lang] }) };
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

/**
 * The record form's values and their conversion, from the declaration. The form holds text for
 * every field (what the user sees: yuan with two decimals, 'YYYY-MM-DD', '1' for a switch); on
 * submit the text is trimmed, money goes to integer hundredths (toCents), and validateRecord —
 * the same check the server runs — converts and checks the rest. Pure: tested without a DOM.
 */
import dayjs from 'dayjs';
import type { Lang } from '../../domain/codes';
import { formatDate } from '../../domain/format';
import type { FieldDecl, ResourceDecl, Widget } from '../../domain/resources/types';
import { validateRecord, writableFields } from '../../domain/resources/validate';
import { fromCents, toCents, toNumber, trimStrings, validationMessage } from '../../domain/validators';
import { rt } from './texts';

export type FormMode = 'create' | 'edit' | 'view';

/** Text by field key. */
export type FormValues = Record<string, string>;

export type FormResult = { ok: true; value: Record<string, unknown> } | { ok: false; field: string; message: string };

/** The widget of a field: the declared one, else one derived from the type. */
export function widgetOf(key: string, fd: FieldDecl, decl?: ResourceDecl): Widget {
  if (typeof fd.form === 'string') return fd.form;
  if (fd.hashed || fd.secret) return 'password';
  if (decl?.parentField === key) return 'tree';
  // several rows of another resource, or several options: a list of check boxes
  if (fd.type === 'ids' && (fd.ref || fd.options || fd.dict)) return 'checks';
  if (fd.dict || fd.options) return fd.type === 'bool' && !fd.dict ? 'switch' : 'select';
  switch (fd.type) {
    case 'text':
    case 'json':
      return 'textarea';
    case 'int':
    case 'decimal':
      return 'number';
    case 'money':
      return 'money';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'bool':
      return 'switch';
    default:
      return 'input';
  }
}

/** The fields a form shows: writable ones to add and edit; for viewing also read-only listed ones, never secrets. */
export function formFields(decl: ResourceDecl, mode: FormMode): Array<[string, FieldDecl]> {
  if (mode !== 'view') return writableFields(decl);
  return Object.entries(decl.fields).filter(([, fd]) => !fd.secret && !fd.hashed && (fd.form !== false || !!fd.list));
}

/** The value a switch sends when on and off: the field's options when it has two, else 1 and 0. */
export function switchValues(fd: FieldDecl): { on: string; off: string } {
  if (fd.options && fd.options.length === 2) {
    const values = fd.options.map((o) => String(o.value));
    const on = values.find((x) => x === '1' || x === 'true') ?? values[1];
    return { on, off: values.find((x) => x !== on) ?? values[0] };
  }
  return { on: '1', off: '0' };
}

/** One stored value as form text. */
export function toFormText(key: string, fd: FieldDecl, value: unknown, decl?: ResourceDecl): string {
  if (fd.secret || fd.hashed) return '';
  if (value === null || value === undefined) return '';
  switch (fd.type) {
    case 'money': {
      const n = toNumber(value);
      return n === null || !Number.isSafeInteger(Math.round(n)) ? String(value) : fromCents(Math.round(n));
    }
    case 'date':
      return formatDate(value as string) || String(value);
    case 'datetime': {
      const d = dayjs(value as string);
      return d.isValid() ? d.format('YYYY-MM-DDTHH:mm:ss') : String(value);
    }
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    case 'bool':
      if (widgetOf(key, fd, decl) === 'switch') {
        const { on, off } = switchValues(fd);
        return value === true || String(value) === on ? on : value === false ? off : String(value);
      }
      return String(value);
    default:
      return String(value);
  }
}

/** The values of a new record: declared defaults, else blank (a switch starts off). */
export function initialValues(decl: ResourceDecl): FormValues {
  const out: FormValues = {};
  for (const [key, fd] of formFields(decl, 'create')) {
    if (fd.default !== undefined) out[key] = toFormText(key, fd, fd.default, decl);
    else if (fd.initial !== undefined) out[key] = fd.type === 'date' && fd.initial === 'today' ? dayjs().format('YYYY-MM-DD') : fd.initial;
    else out[key] = widgetOf(key, fd, decl) === 'switch' ? switchValues(fd).off : '';
  }
  return out;
}

/** A stored record (detail or list row) as form values. */
export function recordToForm(decl: ResourceDecl, record: Record<string, unknown>, mode: FormMode = 'edit'): FormValues {
  const out: FormValues = {};
  for (const [key, fd] of formFields(decl, mode)) out[key] = toFormText(key, fd, record[key], decl);
  return out;
}

/** Yuan typed by the user to hundredths, or the message the field shows. */
export function moneyToCents(text: string, lang: Lang): { cents: number } | { message: string } {
  const t = text.trim().replace(/,/g, '');
  if (toNumber(t) === null) return { message: validationMessage('notANumber', lang) };
  try {
    return { cents: toCents(t) };
  } catch {
    return { message: validationMessage('money', lang) };
  }
}

/**
 * The record to send. Create checks every writable field; edit checks the fields it carries
 * (partial), and a blank password-like field is left out so the stored secret stays as it is.
 * Strings are trimmed (spec 1 section 5; passwords too, as the server's check does).
 */
export function formToRecord(decl: ResourceDecl, values: FormValues, options: { mode: 'create' | 'edit'; lang: Lang }): FormResult {
  const { lang, mode } = options;
  const input: Record<string, unknown> = {};
  const fields = formFields(decl, mode);
  const trimmed = trimStrings(values);
  // a value the form cannot even convert (money text, JSON); checked below in field order
  let conversion: { index: number; field: string; message: string } | null = null;
  fields.forEach(([key, fd], index) => {
    const text = trimmed[key] ?? '';
    if ((fd.secret || fd.hashed) && mode === 'edit' && text === '') return;
    if (text === '') {
      input[key] = null;
      return;
    }
    let failed: string | null = null;
    if (fd.type === 'money') {
      const m = moneyToCents(text, lang);
      if ('message' in m) failed = m.message;
      else input[key] = m.cents;
    } else if (fd.type === 'json') {
      try {
        input[key] = JSON.parse(text) as unknown;
      } catch {
        failed = rt('invalidJson', lang, { label: fd.label[lang] });
      }
    } else {
      input[key] = text;
    }
    if (failed !== null) {
      input[key] = undefined;
      conversion ??= { index, field: key, message: failed };
    }
  });
  const checked = validateRecord(decl, input, { lang, partial: mode === 'edit' });
  const firstConversion = conversion as { index: number; field: string; message: string } | null;
  if (!checked.ok) {
    const at = fields.findIndex(([k]) => k === checked.field);
    // the first field in error in form order: the server's check or the conversion, whichever comes first
    if (!firstConversion || at < firstConversion.index) return checked;
  }
  if (firstConversion) return { ok: false, field: firstConversion.field, message: firstConversion.message };
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value };
}

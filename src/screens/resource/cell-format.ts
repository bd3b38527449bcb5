/**
 * How a value shows in a list cell or a read-only form (spec 1 section 5): money with two decimals
 * and thousands separators, dictionary and option labels (English when the interface is), '--'
 * for a negative select value, dates yyyy-MM-dd and datetimes yyyy-MM-dd HH:mm:ss.
 */
import type { Lang } from '../../domain/codes';
import { displaySelectValue, formatDate, formatDateTime, formatMoney } from '../../domain/format';
import type { FieldDecl } from '../../domain/resources/types';
import { servedUrl } from '../../domain/upload';
import { toNumber } from '../../domain/validators';
import { rt } from './texts';

export interface DictEntry {
  dictKey: string;
  dictValue: string;
  dictValueEn?: string | null;
}

export const dictEntryLabel = (item: DictEntry, lang: Lang): string => (lang === 'en' && item.dictValueEn ? item.dictValueEn : item.dictValue);

/** The label of a value among the field's options or dictionary, or null when it has none. */
export function choiceLabel(fd: FieldDecl, value: unknown, lang: Lang, dict?: readonly DictEntry[]): string | null {
  const key = String(value);
  if (fd.options) {
    const o = fd.options.find((x) => String(x.value) === key);
    if (o) return o[lang];
  }
  if (dict) {
    const d = dict.find((x) => String(x.dictKey) === key);
    if (d) return dictEntryLabel(d, lang);
  }
  return null;
}

/**
 * `dict` holds the labels of the field's dictionary, or of the rows a referring field names
 * (dictKey = id); either way the field shows as a select.
 */
export function formatCell(fd: FieldDecl, value: unknown, ctx: { lang: Lang; dict?: readonly DictEntry[] }): string {
  const { lang } = ctx;
  if (fd.dict || fd.options || ctx.dict) {
    if (value === null || value === undefined || value === '') return '';
    return displaySelectValue(value, choiceLabel(fd, value, lang, ctx.dict) ?? String(value));
  }
  if (value === null || value === undefined) return '';
  switch (fd.type) {
    case 'money': {
      const n = toNumber(value);
      return n === null ? String(value) : formatMoney(n);
    }
    case 'date':
      return formatDate(value as string) || String(value);
    case 'datetime':
      return formatDateTime(value as string) || String(value);
    case 'bool':
      return value === 1 || value === true || value === '1' ? rt('yes', lang) : value === 0 || value === false || value === '0' ? rt('no', lang) : String(value);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/** An image field (form widget 'image'): list cells and the view show thumbnails, not its URL. */
export const isImageField = (fd: FieldDecl): boolean => fd.form === 'image';

export interface ImageRef {
  /** the URL as stored */
  url: string;
  /** what an <img> loads; null when the value is no address an image may come from (shown as a placeholder) */
  src: string | null;
}

// a new URL starts after a comma: a comma inside one (data:image/png;base64,...) does not split it
const URL_LIST_SEPARATOR = /\s*,\s*(?=https?:\/\/|\/|data:|blob:)/i;
const LOADABLE = /^(https?:\/\/|\/|data:image\/|blob:)/i;

/** The images of an image field's value: one URL, or several separated by commas. */
export function imageRefs(value: unknown): ImageRef[] {
  if (typeof value !== 'string') return [];
  return value
    .split(URL_LIST_SEPARATOR)
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => ({ url, src: LOADABLE.test(url) ? servedUrl(url) : null }));
}

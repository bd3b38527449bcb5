/**
 * What an exported spreadsheet holds, said once for the server's export worker and blob exports
 * (server/jobs/export-worker.ts) and the browser's client-side export
 * (src/shell/export-tasks/client-export.ts): the columns (the declaration's list columns, secrets
 * left out), their widths, the cell values (money in yuan with two decimals, dictionary, option and
 * reference labels, dates and times as the screens show them) and the file name. Pure: no exceljs
 * here, so the main bundle does not carry it; the callers hand the column definitions to exceljs.
 */
import dayjs from 'dayjs';
import type { Lang } from './codes';
import { formatDate, formatDateTime } from './format';
import type { FieldDecl, Label, ResourceDecl } from './resources/types';
import { toNumber } from './validators';

/** spec 1 section 9: the generic export button asks for 50000 rows */
export const EXPORT_MAX_ROWS = 50_000;
/** spec 1 section 9: a list without a server export exports at most 5000 rows in the browser */
export const CLIENT_EXPORT_MAX_ROWS = 5000;
/** rows per list call of a client-side export */
export const CLIENT_EXPORT_PAGE_ROWS = 1000;
/** two decimals with thousands separators; the cell keeps the number, so sums still work */
export const MONEY_NUM_FMT = '#,##0.00';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export { XLSX_MIME };

export interface ExportColumn {
  key: string;
  fd: FieldDecl;
  header: string;
  /** exceljs width in characters */
  width: number;
  numFmt?: string;
}

/** The list columns of a declaration, in order; secret and hashed fields never leave the server. */
export function exportColumns(decl: ResourceDecl, lang: Lang = 'zh'): ExportColumn[] {
  return Object.entries(decl.fields)
    .filter(([, fd]) => fd.list && !fd.secret && !fd.hashed)
    .map(([key, fd]) => ({
      key,
      fd,
      header: fd.label[lang],
      // the list's pixel width, about 7 px a character, never narrower than 10 characters
      width: Math.max(10, Math.round((typeof fd.list === 'number' ? fd.list : 120) / 7)),
      numFmt: fd.type === 'money' ? MONEY_NUM_FMT : undefined,
    }));
}

/** The column definitions exceljs takes (worksheet.columns), for the streaming and the plain writer alike. */
export function sheetColumns(columns: readonly ExportColumn[]): Array<{ header: string; key: string; width: number; style: { numFmt?: string } }> {
  return columns.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
}

/** A worksheet name: at most 31 characters and none of []:*?/\ (the xlsx rules). */
export function sheetName(decl: ResourceDecl, lang: Lang = 'zh'): string {
  return decl.title[lang].replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

const YES_NO: Record<Lang, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'] };

/**
 * One cell. `labels` maps the stored value to its label for a dictionary field (dictKey → label)
 * or a field naming rows of another resource (id → name). A negative select value stands for
 * "none" and shows as -- (spec 1 section 5), as on the screens.
 */
export function exportCell(fd: FieldDecl, value: unknown, ctx: { lang?: Lang; labels?: ReadonlyMap<string, string> } = {}): string | number | null {
  const lang = ctx.lang ?? 'zh';
  if (typeof value === 'bigint') value = Number(value);
  if (value === null || value === undefined || value === '') return null;
  const key = String(value);
  if (fd.options || fd.dict || ctx.labels) {
    const option = fd.options?.find((o) => String(o.value) === key);
    const label = option ? option[lang] : ctx.labels?.get(key);
    if (label !== undefined) return label;
    const n = toNumber(value);
    if (n !== null && n < 0) return '--';
    if (fd.type === 'int' || fd.type === 'decimal') return n ?? key;
    return key;
  }
  switch (fd.type) {
    case 'money': {
      // integer hundredths in the database and on the wire; the sheet holds yuan
      const cents = toNumber(value);
      return cents === null ? key : Math.round(cents) / 100;
    }
    case 'int':
    case 'decimal': {
      const n = toNumber(value);
      return n ?? key;
    }
    case 'bool': {
      if (value === 1 || value === true || key === '1') return YES_NO[lang][0];
      if (value === 0 || value === false || key === '0') return YES_NO[lang][1];
      return key;
    }
    case 'date':
      return formatDate(value as string) || key;
    case 'datetime':
      return formatDateTime(value as string | Date) || key;
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return key;
  }
}

/** One row of cells by column key. */
export function exportRow(columns: readonly ExportColumn[], row: Record<string, unknown>, ctx: { lang?: Lang; labels?: (key: string) => ReadonlyMap<string, string> | undefined } = {}): Record<string, string | number | null> {
  return Object.fromEntries(columns.map((c) => [c.key, exportCell(c.fd, row[c.key], { lang: ctx.lang, labels: ctx.labels?.(c.key) })]));
}

/**
 * The file name: the Chinese label plus the date and time (spec 1 section 9). exceljs writes
 * xlsx, so the extension is .xlsx (docs/exports.md).
 */
export function exportFileName(title: Label, now: Date | number): string {
  return `${title.zh}${dayjs(now).format('YYYYMMDDHHmmss')}.xlsx`;
}

/**
 * Content-Disposition for a file answer: an ASCII fallback name for old clients and the real
 * (Chinese) name in RFC 5987 form.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '').replace(/^\.+/, '') || 'export.xlsx';
  const fallback = ascii.includes('.') ? ascii : `${ascii}.xlsx`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(s: string): string {
  return encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

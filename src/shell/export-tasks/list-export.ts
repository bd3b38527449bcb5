/**
 * The three ways a list's export button exports (docs/exports.md):
 *   'task'   the declared export call queues an export task (the export-tasks dialog follows it);
 *   'blob'   the declared export call answers the file itself (exportMode 'blob'): saved at once;
 *   'client' no export call is declared: the browser fetches the list with the current filter,
 *            page by page up to 5000 rows (spec 1 section 9), and writes the xlsx itself with
 *            exceljs, loaded only now, in its own chunk.
 * Columns, cells and the file name come from src/domain/export-format.ts, as on the server.
 */
import { http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { CLIENT_EXPORT_MAX_ROWS, CLIENT_EXPORT_PAGE_ROWS, exportColumns, exportFileName, exportRow, sheetColumns, sheetName, XLSX_MIME } from '../../domain/export-format';
import { opList, type ResourceDecl } from '../../domain/resources/types';
import { dictEntryLabel, type DictEntry } from '../../screens/resource/cell-format';
import { saveBlob } from './export-task-api';

export type ExportMode = 'task' | 'blob' | 'client';

export function exportModeOf(decl: ResourceDecl): ExportMode {
  if (!decl.ops.export) return 'client';
  return decl.exportMode === 'blob' ? 'blob' : 'task';
}

const urlOf = (decl: ResourceDecl, path: string) => `/api/${decl.service}/${decl.base}/${path.replace(/^\//, '')}`;

/** Thrown when an export call answered an error the http client has already shown. */
export class ExportCallError extends Error {}

/** A blob export: the declared call answers the xlsx, saved under the Chinese label plus the date. */
export async function downloadBlobExport(decl: ResourceDecl, params: Record<string, string | number>): Promise<string> {
  const res = await http.request<Blob>({ url: urlOf(decl, decl.ops.export!), method: 'POST', data: params, responseType: 'blob' });
  if (!(res.data instanceof Blob)) throw new ExportCallError(res.msg);
  const name = exportFileName(decl.title, Date.now());
  saveBlob(res.data, name);
  return name;
}

/** The label of a stored value, by column key (dictionary keys, ids of referred rows). */
export type ColumnLabels = (key: string) => ReadonlyMap<string, string> | undefined;

/**
 * The labels a list screen shows, as maps by column key: a dictionary field's entries (English
 * when the interface is and the entry has one), or the rows a referring column names.
 */
export function columnLabelsOf(
  decl: ResourceDecl,
  dicts: Readonly<Record<string, readonly DictEntry[] | undefined>>,
  refs: Readonly<Record<string, readonly DictEntry[] | undefined>>,
  lang: Lang,
): ColumnLabels {
  const maps = new Map<string, Map<string, string>>();
  for (const [key, fd] of Object.entries(decl.fields)) {
    const entries = (fd.dict ? dicts[fd.dict] : undefined) ?? refs[key];
    if (entries) maps.set(key, new Map(entries.map((e) => [String(e.dictKey), dictEntryLabel(e, lang)])));
  }
  return (key) => maps.get(key);
}

/**
 * The rows of the list with `params`' filters and sort, page by page, at most 5000. The paging
 * keys of the declared style are replaced; the total of the first page bounds the rest.
 */
export async function fetchListRows(decl: ResourceDecl, params: Record<string, string | number>, max = CLIENT_EXPORT_MAX_ROWS): Promise<Record<string, unknown>[]> {
  const pagePath = opList(decl.ops.page)[0];
  const allPath = opList(decl.ops.all)[0];
  const filters = Object.fromEntries(Object.entries(params).filter(([k]) => !['current', 'size', 'pageNo', 'pageSize'].includes(k)));
  if (!pagePath) {
    if (!allPath) return [];
    const env = await http.get<unknown[]>(urlOf(decl, allPath), filters);
    if (env.code !== 200) throw new ExportCallError(env.msg);
    return (Array.isArray(env.data) ? env.data : []).slice(0, max) as Record<string, unknown>[];
  }
  const rows: Record<string, unknown>[] = [];
  for (let current = 1; rows.length < max; current++) {
    const size = Math.min(CLIENT_EXPORT_PAGE_ROWS, max);
    const paging = decl.paging === 'pageNo' ? { pageNo: current, pageSize: size } : { current, size };
    const env = await (decl.pageMethod === 'POST' ? http.post : http.get)<{ records?: unknown[]; total?: number }>(urlOf(decl, pagePath), { ...filters, ...paging });
    if (env.code !== 200) throw new ExportCallError(env.msg);
    const records = (env.data?.records ?? []) as Record<string, unknown>[];
    rows.push(...records.slice(0, max - rows.length));
    const total = Number(env.data?.total ?? 0);
    if (records.length < size || rows.length >= total) break;
  }
  return rows;
}

/** The xlsx of some rows, written by exceljs (loaded on first use, in its own chunk). */
export async function writeWorkbook(decl: ResourceDecl, rows: readonly Record<string, unknown>[], lang: Lang, labels?: ColumnLabels): Promise<Blob> {
  const mod = await import('exceljs');
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const columns = exportColumns(decl, lang);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(decl, lang));
  sheet.columns = sheetColumns(columns);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(exportRow(columns, row, { lang, labels }));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_MIME });
}

/**
 * A client-side export: answers the file name, or null when the list has no rows (the caller
 * warns 无数据导出).
 */
export async function exportInBrowser(decl: ResourceDecl, params: Record<string, string | number>, lang: Lang, labels?: ColumnLabels): Promise<string | null> {
  const rows = await fetchListRows(decl, params);
  if (rows.length === 0) return null;
  const blob = await writeWorkbook(decl, rows, lang, labels);
  const name = exportFileName(decl.title, Date.now());
  saveBlob(blob, name);
  return name;
}

/**
 * The one import pipeline every kind goes through:
 *   format and size check → streaming read of the first sheet → the header matched against the
 *   kind's template → every row converted and checked with the declaration's validators → all
 *   good rows written in ONE transaction by the kind's writer, which may still refuse a row (a VIN
 *   already in stock) → if any row was refused, the transaction is rolled back and nothing is
 *   written → an import log (crm-file/ahImportLog) with an error file listing every refused row
 *   and why.
 * Rows are checked to the end even after the first refusal, so one run reports every bad row.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Lang } from '../../../src/domain/codes';
import { Codes } from '../../../src/domain/codes';
import { formatDateTime } from '../../../src/domain/format';
import { checkField } from '../../../src/domain/resources/validate';
import type { FieldDecl } from '../../../src/domain/resources/types';
import { headerOf, importMessage, type ImportKindDecl } from '../../../src/domain/imports/types';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest } from '../../http/envelope';
import { dict, importFile } from '../../db/schema';
import { finishImportLog, IMPORT_STATE, recordImportLog } from '../../modules/blade-system/content/import-log';
import { readSheetRows, sheetDate, sheetFormat, SheetReadError } from './read-sheet';
import { requireStore } from '../../http/store-scope';

/** What a kind does with its checked rows; made once per run, before the transaction. */
export interface ImportWriter {
  /** writes one checked row inside the run's transaction; an ApiError refuses the row */
  write?(tx: Tx, value: Record<string, unknown>, row: number): Promise<void>;
  /**
   * writes all checked rows at once, with its checks done set-wise; answers the rows it refuses
   * (then the run is rolled back). An ApiError fails the whole run with its message.
   */
  writeMany?(tx: Tx, rows: Array<{ row: number; value: Record<string, unknown> }>): Promise<Array<{ row: number; message: string }>>;
  /** runs after every row was written, in the same transaction */
  finish?(tx: Tx): Promise<void>;
}

export type WriterFactory = (services: Services, auth: AuthContext, lang: Lang, extra: Record<string, string>) => Promise<ImportWriter>;

export interface RejectedRow {
  row: number;
  cells: unknown[];
  reasons: string[];
}

export interface ImportResult {
  importLogId: string;
  total: number;
  succeeded: number;
  failed: number;
}

/** Thrown inside the transaction to roll it back when a row was refused. */
class RowsRejected extends Error {}

const normalHeader = (s: unknown) => String(s ?? '').replace(/^\s*\*\s*/, '').replace(/\s+/g, '').toLowerCase();

/** label (zh or en) or key → key, for the dictionary and option columns of a kind */
async function choiceMaps(services: Services, auth: AuthContext, columns: Record<string, FieldDecl>) {
  const codes = [...new Set(Object.values(columns).flatMap((fd) => (fd.type === 'dict' && fd.dict ? [fd.dict] : [])))];
  const byCode = new Map<string, Map<string, string>>();
  if (codes.length) {
    const rows = await services.db
      .select({ code: dict.code, key: dict.dictKey, zh: dict.dictValue, en: dict.dictValueEn })
      .from(dict)
      .where(and(eq(dict.tenantId, auth.tenantId), inArray(dict.code, codes), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)));
    for (const r of rows) {
      if (r.key === null) continue;
      const m = byCode.get(r.code) ?? new Map<string, string>();
      m.set(r.key.toLowerCase(), r.key);
      m.set(r.zh.toLowerCase(), r.key);
      if (r.en) m.set(r.en.toLowerCase(), r.key);
      byCode.set(r.code, m);
    }
  }
  const maps = new Map<string, Map<string, string>>();
  for (const [key, fd] of Object.entries(columns)) {
    if (fd.type === 'dict' && fd.dict) maps.set(key, byCode.get(fd.dict) ?? new Map());
    else if (fd.options) {
      const m = new Map<string, string>();
      for (const o of fd.options) for (const t of [String(o.value), o.zh, o.en]) m.set(t.toLowerCase(), String(o.value));
      maps.set(key, m);
    }
  }
  return maps;
}

/** A sheet cell as the raw value checkField expects for the column's type. */
function rawFor(fd: FieldDecl, cell: unknown, choices: Map<string, string> | undefined): unknown {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return fd.type === 'datetime' ? sheetDate(cell).datetime : sheetDate(cell).date;
  if (choices) return choices.get(String(cell).trim().toLowerCase()) ?? String(cell);
  switch (fd.type) {
    case 'money': {
      // the sheet holds yuan; the record holds hundredths, with at most two decimals
      const n = typeof cell === 'number' ? cell : Number(String(cell).replace(/[,，¥￥\s]/g, ''));
      if (!Number.isFinite(n)) return String(cell);
      const cents = Math.round(n * 100);
      return Math.abs(n * 100 - cents) > 1e-6 ? n : cents;
    }
    case 'date':
      return String(cell).trim().replace(/[/.]/g, '-').replace(/-(\d)(?!\d)/g, '-0$1');
    case 'string':
    case 'text':
    case 'dict':
      // phone numbers and codes typed as numbers arrive as numbers
      return typeof cell === 'number' ? String(cell) : cell;
    default:
      return cell;
  }
}

async function errorWorkbook(decl: ImportKindDecl, headers: string[], rejected: RejectedRow[], lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(decl.title[lang].slice(0, 31));
  ws.addRow([importMessage('rowHeader', lang), ...headers, importMessage('reasonHeader', lang)]);
  ws.getRow(1).font = { bold: true };
  for (const r of rejected) {
    ws.addRow([r.row, ...headers.map((_, i) => {
      const c = r.cells[i];
      return c instanceof Date ? sheetDate(c).datetime : (c as string | number | boolean | null) ?? null;
    }), r.reasons.join('；')]);
  }
  ws.getColumn(headers.length + 2).width = 60;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const fileStamp = (d: Date) => formatDateTime(d).replace(/\D/g, '');

/**
 * Runs one import. Bad files answer an error and record nothing but a failed log; refused rows
 * answer an error carrying the log id, with nothing written.
 */
export async function runImport(
  services: Services,
  auth: AuthContext,
  lang: Lang,
  decl: ImportKindDecl,
  file: { name: string; content: Buffer },
  makeWriter: WriterFactory,
  extra: Record<string, string> = {},
  logError: (err: unknown) => void = () => {},
): Promise<ImportResult> {
  if (decl.scope === 'store') requireStore(auth, lang);
  const format = sheetFormat(file.content);
  if (format === 'xls') throw badRequest(importMessage('oldFormat', lang));
  if (format !== 'xlsx') throw badRequest(importMessage('notSpreadsheet', lang));

  const columns = Object.entries(decl.columns);
  const choices = await choiceMaps(services, auth, decl.columns);
  const writer = await makeWriter(services, auth, lang, extra);

  let headers: string[] = [];
  let index: number[] = [];
  const good: Array<{ row: number; value: Record<string, unknown>; cells: unknown[] }> = [];
  const rejected: RejectedRow[] = [];
  let total = 0;
  try {
    for await (const r of readSheetRows(file.content)) {
      if (headers.length === 0) {
        headers = r.cells.map((c) => String(c ?? '').trim());
        const at = new Map(headers.map((h, i) => [normalHeader(h), i]));
        index = columns.map(([, fd]) => at.get(normalHeader(fd.label.zh)) ?? at.get(normalHeader(fd.label.en)) ?? -1);
        const known = new Set(index);
        const unknown = headers.some((h, i) => h !== '' && !known.has(i));
        if (index.includes(-1) || unknown) throw badRequest(importMessage('wrongTemplate', lang));
        continue;
      }
      total++;
      if (total > decl.maxRows) throw badRequest(importMessage('tooManyRows', lang, { n: decl.maxRows }));
      const value: Record<string, unknown> = {};
      const reasons: string[] = [];
      columns.forEach(([key, fd], i) => {
        const cell = r.cells[index[i]];
        const choice = choices.get(key);
        // a dictionary or option column holds one of its labels (or keys)
        if (choice && cell !== null && cell !== undefined && !choice.has(String(cell).trim().toLowerCase())) {
          reasons.push(lang === 'en' ? `${fd.label.en}: not an allowed value` : `${fd.label.zh}取值无效`);
          return;
        }
        const checked = checkField(key, fd, rawFor(fd, cell, choice), lang);
        if ('message' in checked) reasons.push(checked.message);
        else value[key] = checked.value;
      });
      const cells = headers.map((_, i) => r.cells[i] ?? null);
      if (reasons.length) rejected.push({ row: r.number, cells, reasons });
      else good.push({ row: r.number, value, cells });
    }
  } catch (err) {
    if (err instanceof SheetReadError) throw badRequest(importMessage('notSpreadsheet', lang));
    throw err;
  }
  if (headers.length === 0) throw badRequest(importMessage('wrongTemplate', lang));
  if (total === 0) throw badRequest(importMessage('empty', lang));

  // the same key twice in one file: the later rows are refused, naming the first
  for (const key of decl.uniqueInFile ?? []) {
    const first = new Map<string, number>();
    for (const g of good) {
      const k = String(g.value[key] ?? '').toUpperCase();
      if (!k) continue;
      const seen = first.get(k);
      if (seen === undefined) first.set(k, g.row);
      else rejected.push({ row: g.row, cells: g.cells, reasons: [`${decl.columns[key].label[lang]}${importMessage('duplicateInFile', lang, { row: seen })}`] });
    }
  }
  const refusedRows = new Set(rejected.map((r) => r.row));

  const logId = await recordImportLog(services.db, auth, { kind: decl.kind, fileName: file.name, total }, services.now());
  let failure: unknown = null;
  try {
    await services.db.transaction(async (tx) => {
      if (writer.writeMany) {
        const cellsOf = new Map(good.map((g) => [g.row, g.cells]));
        const refused = await writer.writeMany(tx, good.filter((g) => !refusedRows.has(g.row)).map((g) => ({ row: g.row, value: g.value })));
        for (const r of refused) rejected.push({ row: r.row, cells: cellsOf.get(r.row) ?? [], reasons: [r.message] });
      } else {
        for (const g of good) {
          if (refusedRows.has(g.row)) continue;
          try {
            await writer.write!(tx, g.value, g.row);
          } catch (err) {
            // a refusal is a row's reason; anything else fails the run
            if (!(err instanceof ApiError)) throw err;
            rejected.push({ row: g.row, cells: g.cells, reasons: [err.messageFor(lang)] });
          }
        }
      }
      if (rejected.length) throw new RowsRejected();
      await writer.finish?.(tx);
    });
  } catch (err) {
    if (err instanceof ApiError) {
      // a refusal of the whole batch: the run fails with its reason, nothing written
      const message = err.messageFor(lang);
      await finishImportLog(services.db, logId, { total, succeeded: 0, failed: total, status: IMPORT_STATE.FAILED, message }, services.now());
      throw new ApiError(Codes.BAD_REQUEST, message, { importLogId: logId, total, failed: total });
    }
    if (!(err instanceof RowsRejected)) failure = err;
  }

  if (failure) {
    logError(failure);
    await finishImportLog(services.db, logId, { total, succeeded: 0, failed: total, status: IMPORT_STATE.FAILED, message: importMessage('serverError', lang) }, services.now());
    throw new ApiError(Codes.SERVER_ERROR, importMessage('serverError', lang), { importLogId: logId });
  }
  if (rejected.length) {
    rejected.sort((a, b) => a.row - b.row);
    const failed = rejected.length;
    const message = importMessage('rowsRejected', lang, { n: failed });
    const errorName = `${decl.title.zh}错误数据${fileStamp(services.now())}.xlsx`;
    const content = await errorWorkbook(decl, headers, rejected, lang);
    await services.db.insert(importFile).values({ logId, tenantId: auth.tenantId, fileName: errorName, content });
    await finishImportLog(
      services.db,
      logId,
      { total, succeeded: 0, failed, status: IMPORT_STATE.FAILED, errorFile: errorName, message },
      services.now(),
    );
    throw new ApiError(Codes.BAD_REQUEST, message, {
      importLogId: logId,
      total,
      failed,
      errors: rejected.slice(0, 100).map((r) => ({ row: r.row, reason: r.reasons.join('；') })),
    });
  }
  await finishImportLog(services.db, logId, { total, succeeded: total, failed: 0, status: IMPORT_STATE.SUCCEEDED }, services.now());
  return { importLogId: logId, total, succeeded: total, failed: 0 };
}

/** The template of a kind: the header row, a sample-free data area and a notes sheet with every column's rule. */
export async function templateWorkbook(decl: ImportKindDecl, lang: Lang, dictLabels: Map<string, string[]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(decl.title[lang].slice(0, 31));
  const columns = Object.entries(decl.columns);
  ws.addRow(columns.map(([, fd]) => headerOf(fd, lang)));
  ws.getRow(1).font = { bold: true };
  columns.forEach(([, fd], i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(12, fd.label[lang].length * 2 + 6);
    // text columns stay text, so phones and VINs keep their digits
    if (fd.type === 'string' || fd.type === 'dict' || fd.type === 'text') col.numFmt = '@';
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = wb.addWorksheet(lang === 'en' ? 'Notes' : '填写说明');
  notes.addRow(lang === 'en' ? ['Column', 'Required', 'Rule'] : ['列', '必填', '规则']);
  notes.getRow(1).font = { bold: true };
  for (const [key, fd] of columns) {
    const rules: string[] = [];
    if (fd.max) rules.push(lang === 'en' ? `at most ${fd.max} characters` : `不超过${fd.max}个字符`);
    if (fd.type === 'date') rules.push(lang === 'en' ? 'date, yyyy-MM-dd' : '日期，格式yyyy-MM-dd');
    if (fd.type === 'datetime') rules.push(lang === 'en' ? 'time, yyyy-MM-dd HH:mm:ss' : '时间，格式yyyy-MM-dd HH:mm:ss');
    if (fd.type === 'money') rules.push(lang === 'en' ? 'amount in yuan, 0–99999999.99' : '金额（元），0–99999999.99，最多两位小数');
    const choices = fd.options?.map((o) => o[lang]) ?? dictLabels.get(key);
    if (choices?.length) rules.push((lang === 'en' ? 'one of: ' : '可选值：') + choices.join(lang === 'en' ? ', ' : '、'));
    notes.addRow([fd.label[lang], fd.required ? (lang === 'en' ? 'yes' : '是') : '', rules.join(lang === 'en' ? '; ' : '；')]);
  }
  if (decl.note) {
    notes.addRow([]);
    notes.addRow([decl.note[lang]]);
  }
  notes.getColumn(1).width = 18;
  notes.getColumn(3).width = 80;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

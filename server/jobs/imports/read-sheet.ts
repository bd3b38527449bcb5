/**
 * Reading an uploaded spreadsheet: the format check by its first bytes, then exceljs's streaming
 * reader over the first worksheet, one row at a time, each cell turned into a plain value.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type SheetFormat = 'xlsx' | 'xls' | 'other';

/** xlsx is a zip (PK\x03\x04); the old binary xls is an OLE compound file (D0 CF 11 E0). */
export function sheetFormat(buf: Buffer): SheetFormat {
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04) return 'xlsx';
  if (buf.length >= 4 && buf[0] === 0xd0 && buf[1] === 0xcf && buf[2] === 0x11 && buf[3] === 0xe0) return 'xls';
  return 'other';
}

export class SheetReadError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text, number, boolean, a Date (exceljs gives wall-clock times as UTC) or null. */
export function plainCell(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.richText)) return plainCell((o.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join(''));
    if ('result' in o) return plainCell(o.result);
    if ('text' in o) return plainCell(o.text);
    if ('error' in o) return String(o.error);
  }
  return String(value);
}

/** The wall-clock date and time of a spreadsheet Date. */
export function sheetDate(d: Date): { date: string; datetime: string } {
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { date, datetime: `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` };
}

export interface SheetRow {
  /** the row's number in the sheet (1 is the header) */
  number: number;
  cells: Array<string | number | boolean | Date | null>;
}

/** The rows of the first worksheet, streamed by exceljs's WorkbookReader. */
async function* streamedRows(buf: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buf), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // styles tell which numbers are dates
    styles: 'cache',
    entries: 'emit',
  });
  let sawSheet = false;
  for await (const worksheet of reader) {
    sawSheet = true;
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based with a hole at 0
      const values = (row.values as unknown[]).slice(1).map(plainCell);
      if (values.every((c) => c === null)) continue;
      yield { number: row.number, cells: values };
    }
    break; // only the first worksheet is read
  }
  if (!sawSheet) throw new SheetReadError('no worksheet');
}

/** The same rows from the workbook read whole (the file is within the 10 MiB limit). */
async function* loadedRows(buf: Buffer): AsyncGenerator<SheetRow> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch (err) {
    throw new SheetReadError((err as Error).message);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new SheetReadError('no worksheet');
  const rows: SheetRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1).map(plainCell);
    if (!values.every((c) => c === null)) rows.push({ number: row.number, cells: values });
  });
  yield* rows;
}

/**
 * The rows of the first worksheet: streamed; empty rows skipped. exceljs's streaming reader has
 * been seen to fail now and then on a valid file before its first row (PostgreSQL CI run): then the
 * workbook is read whole. A file neither can open (a broken zip, a zip that is not a workbook)
 * throws SheetReadError.
 */
export async function* readSheetRows(buf: Buffer): AsyncGenerator<SheetRow> {
  let yielded = 0;
  try {
    for await (const row of streamedRows(buf)) {
      yielded++;
      yield row;
    }
  } catch (err) {
    if (yielded > 0) throw err instanceof SheetReadError ? err : new SheetReadError((err as Error).message);
    yield* loadedRows(buf);
  }
}

/**
 * An import kind, declared once: its columns (in template order, taken from the resource
 * declarations so the same validators and messages check a spreadsheet row and a form), its call,
 * its permission and its limits. The server's pipeline (server/jobs/imports) and the client's
 * import dialog (src/screens/import) both read it.
 */
import type { FieldDecl, Label, ResourceDecl } from '../resources/types';

export interface ImportKindDecl {
  /** a key of the import_kind dictionary; also the import log's kind */
  kind: string;
  title: Label;
  /** the spec's call: POST multipart with `file` (and the kind's extra fields) */
  url: string;
  /** button code the role must hold */
  permission: string;
  /** the rows a store works in: 'store' kinds need a current store */
  scope: 'store' | 'tenant';
  /** columns in template order; the header of a column is its label (zh, or en) */
  columns: Record<string, FieldDecl>;
  /** columns whose value may appear only once in a file (compared case-insensitively) */
  uniqueInFile?: readonly string[];
  /** more rows than this are refused before anything is checked */
  maxRows: number;
  /** what the template's notes sheet says about the kind, beside each column's rules */
  note?: Label;
  /** the screen a kind's own page lives at (besides /import/index) */
  page?: string;
  /** other addresses of the same page (a menu that opens /afterSales/import/index) */
  alsoAt?: readonly string[];
  /** kinds sharing one call are told apart by this form field (ahMember/import's excelType) */
  variant?: { field: string; value: string };
  /** a form field the import needs besides the file, chosen from a list (the group an Excel group fills) */
  pick?: ImportPick;
}

export interface ImportPick {
  /** the form field sent with the file */
  field: string;
  label: Label;
  /** a page call listing the choices (current/size paging) and its filter */
  listUrl: string;
  query?: Record<string, string | number>;
  valueKey: string;
  labelKey: string;
}

/** Largest spreadsheet accepted (10 MiB holds far more than maxRows rows of any kind). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Columns taken from a resource declaration by key; `over` adjusts a column for the import. */
export function columnsOf<R extends ResourceDecl>(
  decl: R,
  keys: ReadonlyArray<keyof R['fields'] & string>,
  over: Partial<Record<keyof R['fields'] & string, Partial<FieldDecl>>> = {},
): Record<string, FieldDecl> {
  const out: Record<string, FieldDecl> = {};
  for (const k of keys) {
    // an import writes fields a form may not (arrival date, state): readonly is the form's concern
    out[k] = { ...decl.fields[k], readonly: false, form: undefined, ...(over[k] ?? {}) } as FieldDecl;
  }
  return out;
}

/** The header cell of a column: required columns carry a leading '*'. */
export function headerOf(fd: FieldDecl, lang: 'zh' | 'en' = 'zh'): string {
  return `${fd.required ? '*' : ''}${fd.label[lang]}`;
}

/** The import messages (chosen here; the spec gives none for imports: see docs/imports.md). */
export const IMPORT_MESSAGES = {
  notSpreadsheet: { zh: '请上传Excel文件（.xlsx）', en: 'Please upload an Excel file (.xlsx)' },
  oldFormat: { zh: '不支持.xls格式，请另存为.xlsx后再导入', en: 'The old .xls format is not supported: save the file as .xlsx and import it again' },
  tooLarge: { zh: '文件大小不能超过10MB', en: 'The file must not exceed 10 MB' },
  noFile: { zh: '请选择要导入的文件', en: 'Please choose a file to import' },
  wrongTemplate: { zh: '导入模板不正确，请下载最新模板', en: 'This is not the import template: please download the latest template' },
  empty: { zh: '导入文件没有数据', en: 'The file has no data rows' },
  tooManyRows: { zh: '单次最多导入{n}条数据', en: 'At most {n} rows can be imported at once' },
  rowsRejected: { zh: '导入失败：{n}行数据有误，未导入任何数据，请下载错误文件查看原因', en: 'Import failed: {n} rows have errors and nothing was imported; download the error file for the reasons' },
  succeeded: { zh: '导入成功{n}条', en: '{n} rows imported' },
  duplicateInFile: { zh: '与第{row}行重复', en: 'Duplicates row {row}' },
  serverError: { zh: '导入失败：服务器错误', en: 'Import failed: server error' },
  pickMissing: { zh: '请选择{label}', en: 'Please choose the {label}' },
  badVariant: { zh: '导入类型无效', en: 'Unknown import type' },
  reasonHeader: { zh: '错误原因', en: 'Reason' },
  rowHeader: { zh: '行号', en: 'Row' },
} as const;

export function importMessage(key: keyof typeof IMPORT_MESSAGES, lang: 'zh' | 'en', vars: Record<string, string | number> = {}): string {
  return IMPORT_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

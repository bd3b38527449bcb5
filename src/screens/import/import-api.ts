/** The import calls (docs/imports.md): the kinds a user may import, templates, the upload, error files. */
import { http, HttpError } from '../../api/http';
import { saveBlob } from '../../shell/export-tasks/export-task-api';
import type { ImportKindDecl } from '../../domain/imports/types';

export interface ImportKindInfo {
  kind: string;
  title: string;
  url: string;
  maxRows: number;
  needsStore: boolean;
}

export interface ImportOutcome {
  ok: boolean;
  message: string;
  importLogId?: string;
  total?: number;
  failed?: number;
  errors?: Array<{ row: number; reason: string }>;
}

export async function fetchImportKinds(): Promise<ImportKindInfo[]> {
  return (await http.get<ImportKindInfo[]>('/api/crm-file/import/kinds')).data ?? [];
}

export async function downloadTemplate(decl: ImportKindDecl, lang: 'zh' | 'en'): Promise<void> {
  const res = await http.request<Blob>({ url: '/api/crm-file/import/template', method: 'GET', params: { kind: decl.kind }, responseType: 'blob' });
  if (res.data instanceof Blob) saveBlob(res.data, lang === 'en' ? `${decl.title.en} template.xlsx` : `${decl.title.zh}模板.xlsx`);
}

/** Uploads a file to the kind's call; refused rows come back as an outcome, not an exception. */
export async function uploadImport(decl: ImportKindDecl, file: File, fields: Record<string, string> = {}): Promise<ImportOutcome> {
  const form = new FormData();
  if (decl.variant) form.append(decl.variant.field, decl.variant.value);
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  form.append('file', file, file.name);
  try {
    const res = await http.request<{ importLogId: string; total: number }>({ url: `/api${decl.url}`, method: 'POST', data: form, quiet: true });
    return { ok: true, message: res.msg, importLogId: res.data?.importLogId, total: res.data?.total, failed: 0 };
  } catch (err) {
    if (err instanceof HttpError) {
      const data = (err.data ?? {}) as Partial<ImportOutcome>;
      return { ok: false, message: err.message, importLogId: data.importLogId, total: data.total, failed: data.failed, errors: data.errors };
    }
    throw err;
  }
}

export async function downloadErrorFile(importLogId: string, name: string): Promise<void> {
  const res = await http.request<Blob>({ url: '/api/crm-file/ahImportLog/downloadErrorFile', method: 'GET', params: { id: importLogId }, responseType: 'blob' });
  if (res.data instanceof Blob) saveBlob(res.data, name);
}

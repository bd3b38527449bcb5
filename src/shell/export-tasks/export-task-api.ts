/**
 * The export-task calls (spec 1 section 7, docs/exports.md). The download goes through the app's
 * http client, so it carries the same headers as every call (client Basic credential, Tenant-Id,
 * Blade-Auth, Account-Type, Accept-Language), answers as a blob, and a failure is handled by the
 * client's rules; the server confirms the task on download.
 */
import { http } from '../../api/http';
import { downloadName, EXPORT_LIST_SIZE, type ExportTask } from './export-task-logic';

export interface TaskPage {
  records: ExportTask[];
  total: number;
}

const BASE = '/api/crm-file/ahExportTask';

export async function listExportTasks(size = EXPORT_LIST_SIZE): Promise<TaskPage> {
  const res = await http.get<TaskPage>(`${BASE}/list`, { current: 1, size });
  return { records: res.data?.records ?? [], total: Number(res.data?.total ?? 0) || 0 };
}

export const deleteExportTasks = (ids: string[]) => http.post<boolean>(`${BASE}/delete`, { ids });
export const retryExportTasks = (ids: string[]) => http.post<boolean>(`${BASE}/retry`, { ids });
export const confirmExportTasks = (ids: string[]) => http.post<boolean>(`${BASE}/confirm`, { ids });

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the file by then
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a done task's file and saves it under the task's name. */
export async function downloadExportTask(task: Pick<ExportTask, 'ahExportTaskId' | 'name'>): Promise<void> {
  const res = await http.request<Blob>({ url: `${BASE}/downloadFile`, method: 'GET', params: { ahExportTaskId: task.ahExportTaskId }, responseType: 'blob' });
  if (!(res.data instanceof Blob)) throw new Error('no file');
  saveBlob(res.data, downloadName(task.name));
}

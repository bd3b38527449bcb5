/** Helpers of the import tests: multipart uploads through app.inject, workbooks in memory. */
import ExcelJS from 'exceljs';
import { BASIC, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';

export interface Answer<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
  status: number;
}

/** a multipart/form-data body with one file part and text fields */
export function multipart(file: { name: string; content: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = '----anhua' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, val] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${val}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload<T = unknown>(s: TestServer, token: string, url: string, file: { name: string; content: Buffer } | null, fields: Record<string, string> = {}): Promise<Answer<T>> {
  const body = multipart(file, fields);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: BASIC, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { ...(JSON.parse(res.body) as Omit<Answer<T>, 'status'>), status: res.statusCode };
}

export async function download(s: TestServer, token: string, url: string, query: Record<string, string>) {
  const res = await s.app.inject({
    method: 'GET',
    url: `/api${url}`,
    query,
    headers: { authorization: BASIC, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${token}` },
  });
  return res;
}

export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function readRows(content: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(content as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}


/**
 * Blob exports (exportMode 'blob'): the export call answers the xlsx itself. Tested on a copy of the
 * real warehouse-car declaration with the option set (its own path, registered before the server
 * starts), against the worker's file for the same filter: same columns, same cells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { BASIC, call, login, startServer, type TestServer } from './harness';
import { allRoutes } from '../../server/modules';
import { runtimes } from '../../server/modules/resources';
import { ResourceRuntime, resourceRoutes } from '../../server/http/resource-router';
import { exportRoutes } from '../../server/jobs/export-routes';
import { drainExportQueue } from '../../server/jobs/export-worker';
import { DEMO_TENANT } from '../../server/db/seed';

const base = runtimes.get('warehouseCar')!;
// the declaration as it is, answering its export as a file under a path of its own
// a copy for the blob export only: its tabs' count route is the original's
const blobRt = new ResourceRuntime({ ...base.decl, ops: { export: 'exportFile' }, exportMode: 'blob', tabs: undefined }, base.table, base.hooks);
allRoutes.push(...resourceRoutes(blobRt), ...exportRoutes(blobRt));
const URL_BLOB = '/api/crm-warehouse/ahWarehouseCar/exportFile';

let s: TestServer;
let manager: string;
beforeAll(async () => {
  s = await startServer();
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

const headers = (token: string) => ({ authorization: BASIC, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${token}`, 'account-type': '0' });

async function blob(query: Record<string, string | number>, token = manager): Promise<LightMyRequestResponse> {
  return s.app.inject({ method: 'POST', url: URL_BLOB, headers: headers(token), payload: query });
}

async function book(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

const rowsOf = (sheet: ExcelJS.Worksheet) => Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1));

describe('blob export', () => {
  it('answers the xlsx itself, named with the Chinese label and the date, with the worker’s columns and cells', async () => {
    const before = await call<{ total: number }>(s.app, 'GET', '/crm-file/ahExportTask/list', { token: manager });
    const res = await blob({ current: 1, size: 50000 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="\d{14}\.xlsx"; filename\*=UTF-8''/);
    const name = decodeURIComponent(disposition.split("filename*=UTF-8''")[1]);
    expect(name).toMatch(/^库存车辆\d{14}\.xlsx$/);

    const sheet = await book(res.rawPayload);
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(expect.arrayContaining(['车架号', '指导价', '采购价', '状态', '调拨中', '入库时间']));
    const page = await call<{ total: number; records: Array<{ vin: string; guidePrice: number; state: number }> }>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', {
      token: manager,
      query: { current: 1, size: 500 },
    });
    expect(page.data.total).toBeGreaterThan(0);
    expect(rows.length - 1).toBe(page.data.total);
    // a row as the list has it: money in yuan (two decimals as the cell format), the state's label
    const header = rows[0] as string[];
    const car = page.data.records[0];
    const line = rows.find((r) => r[header.indexOf('车架号')] === car.vin)!;
    expect(line[header.indexOf('指导价')]).toBe(car.guidePrice / 100);
    expect(sheet.getRow(rows.indexOf(line) + 1).getCell(header.indexOf('指导价') + 1).numFmt).toBe('#,##0.00');
    expect(['在途', '已到车', '已编号', '在库', '已锁定', '已出库']).toContain(line[header.indexOf('状态')]);
    // no task was queued
    const after = await call<{ total: number }>(s.app, 'GET', '/crm-file/ahExportTask/list', { token: manager });
    expect(after.data.total).toBe(before.data.total);

    // the worker's file for the same call holds the same cells
    const task = await call<{ ahExportTaskId: string }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/export', { token: manager, body: { current: 1, size: 50000 } });
    expect(task.code).toBe(200);
    await drainExportQueue(s.services);
    const file = await s.app.inject({ method: 'GET', url: '/api/crm-file/ahExportTask/downloadFile', query: { ahExportTaskId: task.data.ahExportTaskId }, headers: headers(manager) });
    expect(file.statusCode).toBe(200);
    expect(rowsOf(await book(file.rawPayload))).toEqual(rows);
  });

  it('applies the filters and the row cap of the call', async () => {
    const all = rowsOf(await book((await blob({ current: 1, size: 50000 })).rawPayload));
    const header = all[0] as string[];
    const inStock = all.slice(1).filter((r) => r[header.indexOf('状态')] === '在库');
    expect(inStock.length).toBeGreaterThan(0);
    const filtered = rowsOf(await book((await blob({ current: 1, size: 50000, state: 3 })).rawPayload));
    expect(filtered.slice(1)).toEqual(inStock);
    const capped = rowsOf(await book((await blob({ current: 1, size: 1 })).rawPayload));
    expect(capped).toHaveLength(2);
    expect(capped[1]).toEqual(all[1]);
  });

  it('keeps to the caller’s store', async () => {
    // the same manager acting in another of their stores sees none of store 0's cars
    const first = rowsOf(await book((await blob({ current: 1, size: 50000 })).rawPayload));
    const stores = await call<Array<{ id: string }>>(s.app, 'GET', '/crm-anhua/store/list', { token: manager, query: { pageNo: 1, pageSize: 50 } });
    const list = Array.isArray(stores.data) ? stores.data : ((stores.data as unknown as { records: Array<{ id: string }> }).records ?? []);
    expect(list.length).toBeGreaterThan(1);
    const switched = await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: manager, query: { storeId: list[1].id } });
    expect(switched.code).toBe(200);
    const other = rowsOf(await book((await blob({ current: 1, size: 50000 }, switched.data.access_token)).rawPayload));
    const vins = new Set(first.slice(1).map((r) => r[0]));
    expect(other.slice(1).some((r) => vins.has(r[0]))).toBe(false);
    manager = switched.data.access_token;
  });

  it('answers a bad filter with its message and no file, and refuses a role without the export button', async () => {
    const bad = await blob({ current: 1, size: 50000, vin: 'x'.repeat(300) });
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json()).toMatchObject({ code: 400 });
    expect(String(bad.json().msg)).not.toBe('');
    const sales = (await login(s.app, 'sales', 'anhua123')).access_token;
    const refused = await blob({ current: 1, size: 50000 }, sales);
    expect(refused.json()).toMatchObject({ code: 403 });
  });
});

/**
 * 事项工单, 车主服务 and 延保确认 (docs/after-sales.md): demo rows listed per menu slice; a time in the
 * past refused when recorded, nothing written; requests and matters walked through the owner-service
 * machine (assign, start, finish, cancel) with refusals in its words; warranties confirmed once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { ahOwnerService } from '../../server/db/resource-tables/work-orders';
import { OWNER_SERVICE_STATE } from '../../src/domain/resources/operations/after-sales-service';
import { nextOwnerServiceState } from '../../src/machines/owner-service.machine';

let s: TestServer;
let service: Tokens;

beforeAll(async () => {
  s = await startServer();
  service = await login(s.app, 'service', 'anhua123');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = <T = unknown>(url: string, body: unknown) => call<T>(s.app, 'POST', url, { token: service.access_token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token: service.access_token, query });
const S = '/crm-workorder/ahOwnerService';
const MW = '/crm-workorder/ahMatterWorkOrder';
const EW = '/crm-workorder/ahExtendedWarrantyConfirm';
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('owner services', () => {
  it('lists each menu’s requests', async () => {
    for (const serviceType of [1, 2, 3, 4]) {
      const env = await get<{ records: Array<{ serviceType: number }> }>(`${S}/page`, { current: 1, size: 50, serviceType });
      expect(env.code).toBe(200);
      expect(env.data.records.length, String(serviceType)).toBeGreaterThan(0);
      expect(env.data.records.every((r) => r.serviceType === serviceType)).toBe(true);
    }
  });

  it('refuses a reservation in the past and writes nothing; a future one starts new with its number', async () => {
    const before = (await s.database.ownerDb.select().from(ahOwnerService)).length;
    const pastEnv = await post(`${S}/saveOrUpdate`, { serviceType: 2, ownerName: '过去', phone: '13812345678', appointmentTime: at(-1) });
    expect(pastEnv.code).toBe(400);
    expect(pastEnv.msg).toBe('预约时间不能早于当前时间');
    expect((await s.database.ownerDb.select().from(ahOwnerService)).length).toBe(before);
    const env = await post<{ id: string }>(`${S}/saveOrUpdate`, { serviceType: 2, ownerName: '预约客户', phone: '13812345678', licensePlate: '浙A12345', appointmentTime: at(24), content: '常规保养' });
    expect(env.code, env.msg).toBe(200);
    const [row] = await s.database.ownerDb.select().from(ahOwnerService).where(eq(ahOwnerService.id, env.data.id));
    expect(row.state).toBe(OWNER_SERVICE_STATE.new);
    expect(row.requestNo).toMatch(/^FW\d{8}\d{6}$/);
  });

  it('assigned, started and finished through its machine; a finished request cannot be cancelled', async () => {
    const { data } = await post<{ id: string }>(`${S}/saveOrUpdate`, { serviceType: 1, ownerName: '救援客户', phone: '13812345679', appointmentTime: at(1), location: '文三路' });
    const id = data.id;
    expect((await post(`${S}/start`, { id })).code).toBe(10300);
    expect((await post(`${S}/assign`, { id })).code).toBe(400);
    expect((await post(`${S}/assign`, { id, assignee: '王师傅' })).code).toBe(200);
    expect((await post(`${S}/start`, { id })).code).toBe(200);
    expect((await post(`${S}/finish`, { id })).code).toBe(400);
    expect((await post(`${S}/finish`, { id, handleResult: '已拖回店' })).code).toBe(200);
    const cancel = await post(`${S}/cancel`, { id });
    expect(cancel.code).toBe(10300);
    expect(cancel.msg).toBe('已完成的单据不能取消');
    const [row] = await s.database.ownerDb.select().from(ahOwnerService).where(eq(ahOwnerService.id, id));
    expect(row).toMatchObject({ state: OWNER_SERVICE_STATE.done, assignee: '王师傅', handleResult: '已拖回店' });
  });

  it('the machine: done and cancelled are final', () => {
    expect(nextOwnerServiceState(0, 'START')).toBeNull();
    expect(nextOwnerServiceState(1, 'ASSIGN')).toBe(1);
    expect(nextOwnerServiceState(2, 'CANCEL')).toBe(4);
    for (const e of ['ASSIGN', 'START', 'FINISH', 'CANCEL'] as const) {
      expect(nextOwnerServiceState(3, e)).toBeNull();
      expect(nextOwnerServiceState(4, e)).toBeNull();
    }
  });
});

describe('matter work orders', () => {
  it('a matter with an assignee starts assigned; a due time in the past is refused', async () => {
    const bad = await post(`${MW}/saveOrUpdate`, { title: '回访', matterType: 1, dueTime: at(-2), assignee: '陈静' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('截止时间不能早于当前时间');
    const env = await post<{ id: string }>(`${MW}/saveOrUpdate`, { title: '保养后回访', matterType: 1, customerName: '钱国平', dueTime: at(48), assignee: '陈静' });
    expect(env.code, env.msg).toBe(200);
    const detail = await get<{ state: number }>(`${MW}/detail`, { id: env.data.id });
    expect(detail.data.state).toBe(OWNER_SERVICE_STATE.assigned);
    expect((await get<{ records: unknown[] }>(`${MW}/page`, { current: 1, size: 50 })).data.records.length).toBeGreaterThan(1);
  });
});

describe('extended-warranty confirmation', () => {
  it('confirms a pending warranty once; a rejection needs its reason', async () => {
    const page = await get<{ records: Array<{ id: string; state: number }> }>(`${EW}/page`, { current: 1, size: 50, state: 0 });
    const [a, b] = page.data.records;
    expect((await post(`${EW}/confirm`, { id: a.id })).code).toBe(200);
    expect((await post(`${EW}/confirm`, { id: a.id })).code).toBe(10300);
    expect((await post(`${EW}/reject`, { id: b.id, reason: '客户放弃购买' })).code).toBe(200);
    expect((await get<{ state: number }>(`${EW}/detail`, { id: b.id })).data.state).toBe(2);
  });
});

describe('work-order report (crm-file/tableWorkOrder/page)', () => {
  it('per adviser, station and month, the sums of the store’s orders that are not cancelled', async () => {
    const { ahWorkOrderInfo } = await import('../../server/db/resource-tables/work-orders');
    const orders = (await s.database.ownerDb.select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.storeId, service.store_id!))).filter((o) => o.isDeleted === 0 && o.state !== 4);
    for (const groupBy of [1, 2, 3]) {
      const env = await post<{ records: Array<{ dimension: string; orderCount: number; labourAmount: number; materialsAmount: number; totalAmount: number }>; total: number }>('/crm-file/tableWorkOrder/page', { current: 1, size: 100, groupBy });
      expect(env.code, env.msg).toBe(200);
      const sum = (k: 'orderCount' | 'labourAmount' | 'materialsAmount' | 'totalAmount') => env.data.records.reduce((t, r) => t + r[k], 0);
      expect(sum('orderCount'), String(groupBy)).toBe(orders.length);
      expect(sum('labourAmount')).toBe(orders.reduce((t, o) => t + Number(o.itemsAmount ?? 0), 0));
      expect(sum('materialsAmount')).toBe(orders.reduce((t, o) => t + Number(o.materialsAmount ?? 0), 0));
      expect(sum('totalAmount')).toBe(orders.reduce((t, o) => t + Number(o.totalAmount ?? 0), 0));
    }
    const advisers = await post<{ records: Array<{ dimension: string; orderCount: number }> }>('/crm-file/tableWorkOrder/page', { current: 1, size: 100, groupBy: 1 });
    const chen = orders.filter((o) => o.serviceAdviser === '陈静').length;
    expect(advisers.data.records.find((r) => r.dimension === '陈静')?.orderCount ?? 0).toBe(chen);
    // a period with no orders: nothing
    const none = await post<{ records: unknown[] }>('/crm-file/tableWorkOrder/page', { current: 1, size: 100, groupBy: 1, createTimeStart: '2001-01-01 00:00:00', createTimeEnd: '2001-12-31 23:59:59' });
    expect(none.data.records).toHaveLength(0);
  });
});

describe('vehicles (车辆档案)', () => {
  it('lists the store’s cars with their owners, reads one, refuses a second car of the same VIN and a bad VIN', async () => {
    const page = await get<{ records: Array<{ id: string; vin: string; ownerName: string }> }>('/crm-workorder/ahVehicle/page', { current: 1, size: 50 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.records.length).toBeGreaterThan(0);
    const car = page.data.records[0];
    const detail = await get<{ vin: string; ownerName: string }>('/crm-workorder/ahVehicle/detail', { id: car.id });
    expect(detail.data).toMatchObject({ vin: car.vin, ownerName: car.ownerName });
    const dup = await post('/crm-workorder/ahVehicle/save', { vin: car.vin, ownerName: '重复', phone: '13812345678' });
    expect(dup.code).toBe(400);
    const bad = await post('/crm-workorder/ahVehicle/save', { vin: 'ABC', ownerName: '坏车架号', phone: '13812345678' });
    expect(bad.code).toBe(400);
    const vin = `LBV5S3102NSV${String(Date.now()).slice(-5)}`;
    const ok = await post<{ id: string }>('/crm-workorder/ahVehicle/save', { vin, licensePlate: '浙A88888', ownerName: '新车主', phone: '13812345678', mileage: 1200 });
    expect(ok.code, ok.msg).toBe(200);
    // the same car in 车主档案
    expect((await get<{ vin: string }>('/crm-workorder/ahOwner/detail', { id: ok.data.id })).data.vin).toBe(vin);
  });
});

describe('work-order report export', () => {
  it('answers the table as an xlsx file', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/crm-file/tableWorkOrder/export', headers: { 'blade-auth': `bearer ${service.access_token}`, authorization: 'Basic Y29uc29sZTpjb25zb2xlX3NlY3JldA==', 'tenant-id': '000001', 'content-type': 'application/json' }, payload: { groupBy: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

/**
 * 车辆档案 with its 里程记录 and 维修记录, and 保养预约 → 售后工单 (docs/after-sales.md): a work order names
 * its car (given or found by VIN), its 进厂里程 becomes a reading and the car keeps the highest; a
 * reservation becomes exactly one work order, also when two people click at once (PGlite and PostgreSQL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { testVin } from './car-order-helpers';
import { ahOwnerService, ahVehicleMileage, ahWorkOrderInfo } from '../../server/db/resource-tables/work-orders';
import { ahOwner } from '../../server/db/resource-tables/members';

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
const db = () => s.database.ownerDb;
const V = '/crm-workorder/ahVehicle';
const WO = '/crm-workorder/ahWorkOrderInfo';
const S = '/crm-workorder/ahOwnerService';
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const idOf = (data: unknown) => (typeof data === 'string' ? data : (data as { id: string }).id);

async function vehicle(plate: string, mileage = 12000) {
  const vin = testVin();
  const env = await post(`${V}/save`, { vin, licensePlate: plate, carModel: '宝马 325Li', ownerName: '里程车主', phone: '13912345678', mileage });
  expect(env.code, env.msg).toBe(200);
  return { id: idOf(env.data), vin };
}
const readings = (vehicleId: string) => db().select().from(ahVehicleMileage).where(and(eq(ahVehicleMileage.ahVehicleId, vehicleId), eq(ahVehicleMileage.isDeleted, 0)));
const car = async (id: string) => (await db().select().from(ahOwner).where(eq(ahOwner.id, id)))[0] as Record<string, unknown>;

describe('a car’s mileage history and work orders', () => {
  it('orders name the car (given, or by VIN); 进厂里程 readings, the car keeps the highest', async () => {
    const v = await vehicle('浙A5M001');
    expect((await readings(v.id)).map((r) => [r.mileage, r.source])).toEqual([[12000, 2]]);

    // given: the order takes the car's VIN; its reading is recorded
    const a = await post(`${WO}/addOrUpdate`, { customerName: '里程车主', customerPhone: '13912345678', licensePlate: '浙A5M001', repairType: 1, serviceAdviser: '陈静', ahVehicleId: v.id, mileage: 15000 });
    expect(a.code, a.msg).toBe(200);
    const [orderA] = await db().select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, idOf(a.data)));
    expect(orderA).toMatchObject({ ahVehicleId: v.id, vin: v.vin, mileage: 15000 });
    // by VIN: linked without naming the car
    const b = await post(`${WO}/addOrUpdate`, { customerName: '里程车主', customerPhone: '13912345678', licensePlate: '浙A5M001', vin: v.vin, repairType: 2, serviceAdviser: '陈静', mileage: 14000 });
    const [orderB] = await db().select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, idOf(b.data)));
    expect(orderB.ahVehicleId).toBe(v.id);
    expect((await car(v.id)).mileage).toBe(15000);

    // a corrected reading replaces the order's own
    const fix = await post(`${WO}/addOrUpdate`, { id: idOf(b.data), mileage: 16000 });
    expect(fix.code, fix.msg).toBe(200);
    const r = await readings(v.id);
    expect(r.map((x) => x.mileage).sort()).toEqual([12000, 15000, 16000]);
    expect((await car(v.id)).mileage).toBe(16000);

    // the related lists of the detail page
    const orders = await post<{ records: Array<{ id: string }> }>(`${WO}/pageList`, { current: 1, size: 10, ahVehicleId: v.id });
    expect(orders.data.records.map((o) => o.id).sort()).toEqual([idOf(a.data), idOf(b.data)].sort());
    const history = await get<{ records: Array<{ mileage: number }> }>('/crm-workorder/ahVehicleMileage/page', { current: 1, size: 10, ahVehicleId: v.id });
    expect(history.code, history.msg).toBe(200);
    expect(history.data.records.length).toBe(3);
  });

  it('refuses an unknown car and a negative mileage; nothing written', async () => {
    const before = (await db().select().from(ahWorkOrderInfo)).length;
    const unknown = await post(`${WO}/addOrUpdate`, { customerName: '某', customerPhone: '13912345678', licensePlate: '浙A5M002', repairType: 1, serviceAdviser: '陈静', ahVehicleId: '1234567890123' });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toBe('车辆不存在');
    const negative = await post(`${WO}/addOrUpdate`, { customerName: '某', customerPhone: '13912345678', licensePlate: '浙A5M002', repairType: 1, serviceAdviser: '陈静', mileage: -5 });
    expect(negative.code).toBe(400);
    expect((await db().select().from(ahWorkOrderInfo)).length).toBe(before);
  });
});

describe('保养预约 → 售后工单', () => {
  async function reservation(extra: Record<string, unknown> = {}) {
    const env = await post(`${S}/saveOrUpdate`, { serviceType: 2, ownerName: '预约车主', phone: '13812340000', licensePlate: '浙A7R001', appointmentTime: at(24), content: '1万公里保养', ...extra });
    expect(env.code, env.msg).toBe(200);
    return idOf(env.data);
  }

  it('becomes one work order with the owner and plate; a second time is refused', async () => {
    const id = await reservation();
    const env = await post<{ id: string; orderNo: string }>(`${S}/toWorkOrder`, { id, serviceAdviser: '陈静', repairType: 1 });
    expect(env.code, env.msg).toBe(200);
    expect(env.data.orderNo).toMatch(/^WO\d{12}$/);
    const [order] = await db().select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, env.data.id));
    expect(order).toMatchObject({ customerName: '预约车主', customerPhone: '13812340000', licensePlate: '浙A7R001', repairType: 1, serviceAdviser: '陈静', ahOwnerServiceId: id });
    const [row] = await db().select().from(ahOwnerService).where(eq(ahOwnerService.id, id));
    expect(row).toMatchObject({ ahWorkOrderInfoId: env.data.id, workOrderNo: env.data.orderNo });
    const again = await post(`${S}/toWorkOrder`, { id, serviceAdviser: '陈静', repairType: 1 });
    expect(again.code).toBe(10300);
    expect(again.msg).toBe(`该预约已转为工单${env.data.orderNo}`);
  });

  it('two clicks at once: one work order', async () => {
    const id = await reservation({ licensePlate: '浙A7R002' });
    const both = await Promise.all([post(`${S}/toWorkOrder`, { id, serviceAdviser: '陈静' }), post(`${S}/toWorkOrder`, { id, serviceAdviser: '王磊' })]);
    expect(both.map((e) => e.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    expect((await db().select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.ahOwnerServiceId, id))).length).toBe(1);
  });

  it('refuses bad input and other requests; nothing written', async () => {
    const before = (await db().select().from(ahWorkOrderInfo)).length;
    const id = await reservation({ licensePlate: '浙A7R003' });
    expect((await post(`${S}/toWorkOrder`, { id })).code).toBe(400); // no adviser
    expect((await post(`${S}/toWorkOrder`, { id, serviceAdviser: '陈静', repairType: 99 })).code).toBe(400);
    expect((await post(`${S}/toWorkOrder`, { serviceAdviser: '陈静' })).code).toBe(400); // no id
    const noPlate = await reservation({ licensePlate: '' });
    const plate = await post(`${S}/toWorkOrder`, { id: noPlate, serviceAdviser: '陈静' });
    expect(plate.code).toBe(400);
    expect(plate.msg).toBe('请先填写车牌号');
    const rescue = await reservation({ serviceType: 1 });
    const r = await post(`${S}/toWorkOrder`, { id: rescue, serviceAdviser: '陈静' });
    expect(r.code).toBe(10300);
    expect(r.msg).toBe('只有保养预约可以转为工单');
    const cancelled = await reservation({ licensePlate: '浙A7R004' });
    expect((await post(`${S}/cancel`, { id: cancelled })).code).toBe(200);
    const c = await post(`${S}/toWorkOrder`, { id: cancelled, serviceAdviser: '陈静' });
    expect(c.code).toBe(10300);
    expect(c.msg).toBe('已取消的预约不能转为工单');
    expect((await db().select().from(ahWorkOrderInfo)).length).toBe(before);
  });
});

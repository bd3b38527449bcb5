/**
 * Test drives (crm-anhua ahTestDrive*): cars, routes and the store's settings; a booking inside opening
 * hours for one slot, never two on one car at once (also when many arrive together); start (licence
 * check), finish (mileage, the car's odometer, the clue's follow-up) and cancel through the test-drive
 * machine, each with its log line. Every refusal is checked to change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';
import { ahTestDrive } from '../../server/db/resource-tables/test-drives';
import { ahClueTrace, ahClueTraceRecord } from '../../server/db/resource-tables/sales';

let s: TestServer;
let token: string;
let storeId: string;
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
});
afterAll(async () => {
  await s?.close();
});

const B = '/crm-anhua';
const get = <T>(url: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', `${B}${url}`, { token, query });
const post = <T>(url: string, body: unknown) => call<T>(s.app, 'POST', `${B}${url}`, { token, body });
const DAY = 86_400_000;
/** a time in the store's zone, `days` ahead, at hh:mm */
const at = (days: number, hh: number, mm = 0) => {
  const d = new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${d}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`)).toISOString();
};
let seq = 0;

async function newCar(): Promise<string> {
  const r = await post<{ id: string }>('/ahTestDriveCar/saveOrUpdate', { plateNo: `浙B${String(++seq + 10000).slice(-5)}`, seriesName: '5系', modelName: '530Li', source: 1, mileage: 100 });
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}
const book = (carId: string, startTime: string, phone = `1390000${String(++seq + 1000).slice(-4)}`, more: Record<string, unknown> = {}) =>
  post<{ id: string }>('/ahTestDrive/book', { customerName: '试驾客户', customerPhone: phone, ahTestDriveCarId: carId, startTime, ...more });
const drive = async (id: string) => (await get<Record<string, unknown>>('/ahTestDrive/detail', { id })).data;

describe('cars, routes and settings', () => {
  it('lists the seeded cars and routes and keeps the settings valid', async () => {
    expect((await get<{ total: number }>('/ahTestDriveCar/page')).data.total).toBeGreaterThanOrEqual(3);
    expect((await get<{ total: number }>('/ahTestDriveRoute/page')).data.total).toBeGreaterThanOrEqual(2);
    const cfg = await get<{ records: Array<{ slotMinutes: number; openTime: string }> }>('/ahTestDriveConfig/page');
    expect(cfg.data.records[0]).toMatchObject({ slotMinutes: 60, openTime: '09:00' });
    expect((await post('/ahTestDriveConfig/saveOrUpdate', { openTime: '9点', closeTime: '18:00', slotMinutes: 60, licenceRequired: 1 })).msg).toBe('请输入HH:mm格式的时间');
    expect((await post('/ahTestDriveConfig/saveOrUpdate', { openTime: '19:00', closeTime: '18:00', slotMinutes: 60, licenceRequired: 1 })).msg).toBe('营业开始时间必须早于结束时间');
    expect((await post('/ahTestDriveConfig/saveOrUpdate', { openTime: '09:00', closeTime: '18:00', slotMinutes: 5, licenceRequired: 1 })).code).toBe(400);
    expect((await get<{ records: Array<{ openTime: string }> }>('/ahTestDriveConfig/page')).data.records[0].openTime).toBe('09:00');
    const bad = await post('/ahTestDriveCar/saveOrUpdate', { plateNo: 'ABC', seriesName: '5系', source: 1 });
    expect(bad.code).toBe(400);
  });
});

describe('bookings', () => {
  it('books one slot inside opening hours and refuses an overlapping one on the same car', async () => {
    const car = await newCar();
    const first = await book(car, at(2, 10));
    expect(first.code, first.msg).toBe(200);
    const d = await drive(first.data.id);
    expect(new Date(String(d.endTime)).getTime() - new Date(String(d.startTime)).getTime()).toBe(3600_000);
    expect(d).toMatchObject({ status: 0, carName: '5系 530Li' });
    const clash = await book(car, at(2, 10, 30));
    expect([clash.code, clash.msg]).toEqual([10300, '该试驾车在此时段已被预约']);
    // the slot right after is free
    expect((await book(car, at(2, 11))).code).toBe(200);
    expect((await book(car, at(2, 7))).msg).toBe('预约时间不在试驾营业时间内');
    expect((await book(car, at(2, 17, 30))).msg).toBe('预约时间不在试驾营业时间内');
    expect((await book(car, at(-1, 10))).msg).toBe('预约时间不能早于当前时间');
    expect((await book(car, at(2, 12), '123')).code).toBe(400);
    const rows = await s.database.ownerDb.select().from(ahTestDrive).where(eq(ahTestDrive.ahTestDriveCarId, car));
    expect(rows).toHaveLength(2);
    // a car switched off takes no bookings
    expect((await post('/ahTestDriveCar/changeStatus', { id: car, carStatus: 0 })).code).toBe(200);
    expect((await book(car, at(3, 10))).msg).toBe('该试驾车已停用，不能预约');
  });

  it('never double-books a car when many book the same slot at once', async () => {
    const car = await newCar();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => book(car, at(4, 10, i * 5))));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.msg === '该试驾车在此时段已被预约')).toHaveLength(7);
    const rows = await s.database.ownerDb.select().from(ahTestDrive).where(eq(ahTestDrive.ahTestDriveCarId, car));
    expect(rows).toHaveLength(1);
  });
});

describe('the test-drive machine against the server', () => {
  it('starts after the licence check, finishes with its mileage and writes the clue’s follow-up', async () => {
    const car = await newCar();
    // a clue of the store: the booking finds it by phone
    const [clue] = await s.database.ownerDb.select().from(ahClueTrace).where(and(eq(ahClueTrace.storeId, storeId), eq(ahClueTrace.isDeleted, 0))).limit(1);
    const id = (await book(car, at(5, 10), String(clue.customerPhone))).data.id;
    expect((await drive(id)).ahClueTraceId).toBe(clue.id);
    expect((await post('/ahTestDrive/finish', { id, endMileage: 120 })).msg).toBe('试驾已预约，不能结束试驾');
    const noLicence = await post('/ahTestDrive/start', { id, licenceChecked: 0 });
    expect([noLicence.code, noLicence.msg]).toEqual([10300, '请先核验客户驾驶证']);
    expect((await drive(id)).status).toBe(0);
    expect((await post('/ahTestDrive/start', { id, licenceChecked: 1 })).code).toBe(200);
    expect((await post('/ahTestDrive/cancel', { id, reason: '客户有事' })).msg).toBe('试驾试驾中，不能取消');
    expect((await post('/ahTestDrive/finish', { id, endMileage: 90 })).msg).toBe('结束里程不能小于开始里程');
    const done = await post('/ahTestDrive/finish', { id, endMileage: 112.5, feedback: '加速有力' });
    expect(done.code, done.msg).toBe(200);
    expect(await drive(id)).toMatchObject({ status: 2, startMileage: 100, endMileage: 112.5, driveMileage: 12.5 });
    const carRow = (await get<{ mileage: number; driveCount: number }>('/ahTestDriveCar/detail', { id: car })).data;
    expect([Number(carRow.mileage), carRow.driveCount]).toEqual([112.5, 1]);
    const records = await s.database.ownerDb.select().from(ahClueTraceRecord).where(and(eq(ahClueTraceRecord.ahClueTraceId, clue.id), eq(ahClueTraceRecord.event, 'TEST_DRIVE')));
    expect(records).toHaveLength(1);
    expect(records[0].content).toContain('12.5km');
    const [after] = await s.database.ownerDb.select().from(ahClueTrace).where(eq(ahClueTrace.id, clue.id));
    expect(after.nextTraceText).toBe('试驾后回访，了解购车意向');
    const log = await get<{ records: Array<{ event: string }> }>('/ahTestDriveEvent/page', { ahTestDriveId: id });
    expect(log.data.records.map((r) => r.event).sort()).toEqual(['BOOK', 'FINISH', 'START']);
    // the finished drive is a record now
    const recs = await get<{ records: Array<{ id: string }> }>('/ahTestDrive/page', { status: 2, size: 100 });
    expect(recs.data.records.some((r) => r.id === id)).toBe(true);
  });

  it('cancels a booking, which frees the car’s slot', async () => {
    const car = await newCar();
    const id = (await book(car, at(6, 15))).data.id;
    expect((await post('/ahTestDrive/cancel', { id })).code).toBe(400); // the reason is asked
    expect((await post('/ahTestDrive/cancel', { id, reason: '客户改期' })).code).toBe(200);
    expect((await post('/ahTestDrive/start', { id, licenceChecked: 1 })).msg).toBe('试驾已取消，不能开始试驾');
    expect((await book(car, at(6, 15))).code).toBe(200);
  });
});

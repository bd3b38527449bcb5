/**
 * Record search (GET /api/blade-desk/search/records, docs/console.md): by the last 4 digits of a
 * phone, the last 6 of a VIN, a plate, an order number, a name; in the caller's scope only (a
 * salesman finds his own clues, never a colleague's; no other store's; never another tenant's).
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, login, secondTenant } from './harness';
import { s, manager, sales, salesId, colleagueId, get } from './sales-desk';
import { useSalesDesk } from './sales-desk';
import { ahClueTrace } from '../../server/db/resource-tables/sales';
import { ahWarehouseCar } from '../../server/db/resource-tables/operations';
import { ahWorkOrderInfo } from '../../server/db/resource-tables/work-orders';
import { ahCarOrder } from '../../server/db/resource-tables/car-orders';

useSalesDesk();

type Group = { kind: string; more: boolean; records: Array<{ id: string; title: string; details: string[] }> };
const URL = '/blade-desk/search/records';
const search = (keyword: string, token = manager.access_token) => get<Group[]>(URL, { keyword }, token);
const idsOf = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind)?.records.map((r) => r.id) ?? [];

/** the first row, its values all present (the demo rows picked have them) */
const one = async <T extends object>(q: Promise<T[]>): Promise<{ [K in keyof T]: NonNullable<T[K]> }> => {
  const [row] = await q;
  if (!row || Object.values(row).some((x) => x === null || x === undefined)) throw new Error('no demo row for the test');
  return row as { [K in keyof T]: NonNullable<T[K]> };
};

/** a live clue of the manager's store followed by `owner` */
const clueOf = (owner: string) =>
  one(
    s.database.ownerDb
      .select({ id: ahClueTrace.id, phone: ahClueTrace.customerPhone, name: ahClueTrace.customerName, storeId: ahClueTrace.storeId })
      .from(ahClueTrace)
      .where(and(eq(ahClueTrace.storeId, manager.store_id!), eq(ahClueTrace.nextTraceUserId, owner), eq(ahClueTrace.isDeleted, 0)))
      .limit(1),
  );

describe('record search', () => {
  it('finds a clue by the last 4 digits of its phone, by the whole phone and by the name, and opens it by id', async () => {
    const clue = await clueOf(salesId);
    for (const keyword of [clue.phone.slice(-4), clue.phone, clue.phone.slice(-7), `${clue.phone.slice(0, 3)} ${clue.phone.slice(3, 7)} ${clue.phone.slice(7)}`]) {
      const r = await search(keyword);
      expect(r.code, keyword).toBe(200);
      const found = r.data.find((g) => g.kind === 'clue')!;
      // the last 4 digits may match several clues: at most 5 shown, and `more` says so
      if (!found.records.some((x) => x.id === clue.id)) expect(found.more, keyword).toBe(true);
      else expect(found.records.find((x) => x.id === clue.id)!.details).toContain(clue.phone);
      for (const rec of found.records) expect(rec.details.some((d) => d.endsWith(clue.phone.slice(-4)))).toBe(true);
    }
    const whole = await search(clue.phone);
    expect(idsOf(whole.data, 'clue')).toContain(clue.id);
    const byName = await search(clue.name);
    expect(byName.data.find((g) => g.kind === 'clue')!.records.every((x) => x.title.startsWith(clue.name))).toBe(true);
  });

  it('a salesman finds his own clues, never a colleague\'s, the manager both', async () => {
    const mine = await clueOf(salesId);
    const theirs = await clueOf(colleagueId);
    expect(idsOf((await search(mine.phone, sales.access_token)).data, 'clue')).toContain(mine.id);
    const other = await search(theirs.phone, sales.access_token);
    expect(idsOf(other.data, 'clue')).not.toContain(theirs.id);
    for (const g of other.data.filter((x) => x.kind === 'clue')) expect(g.records.length).toBeGreaterThanOrEqual(0);
    expect(idsOf((await search(theirs.phone)).data, 'clue')).toContain(theirs.id);
    // and a clue of another store: not even the manager
    const elsewhere = await one(
      s.database.ownerDb
        .select({ id: ahClueTrace.id, phone: ahClueTrace.customerPhone })
        .from(ahClueTrace)
        .where(and(ne(ahClueTrace.storeId, manager.store_id!), eq(ahClueTrace.isDeleted, 0)))
        .limit(1),
    );
    expect(idsOf((await search(elsewhere.phone)).data, 'clue')).not.toContain(elsewhere.id);
  });

  it('finds a stock car by the last 6 of its VIN, a work order by its plate, a car order by its number', async () => {
    const car = await one(s.database.ownerDb.select({ id: ahWarehouseCar.id, vin: ahWarehouseCar.vin }).from(ahWarehouseCar).where(and(eq(ahWarehouseCar.storeId, manager.store_id!), eq(ahWarehouseCar.isDeleted, 0))).limit(1));
    const byVin = await search(car.vin.slice(-6).toLowerCase());
    const cars = byVin.data.find((g) => g.kind === 'stockCar');
    expect(cars?.records.some((x) => x.id === car.id) || cars?.more).toBe(true);
    expect(cars!.records.every((x) => x.title.endsWith(car.vin.slice(-6)))).toBe(true);
    expect(idsOf((await search(car.vin)).data, 'stockCar')).toContain(car.id);

    const wo = await one(
      s.database.ownerDb
        .select({ id: ahWorkOrderInfo.id, plate: ahWorkOrderInfo.licensePlate, orderNo: ahWorkOrderInfo.orderNo })
        .from(ahWorkOrderInfo)
        .where(and(eq(ahWorkOrderInfo.storeId, manager.store_id!), eq(ahWorkOrderInfo.isDeleted, 0), isNotNull(ahWorkOrderInfo.orderNo)))
        .limit(1),
    );
    expect(idsOf((await search(wo.plate)).data, 'workOrder')).toContain(wo.id);
    // the plate without its province character
    const tail = await search(wo.plate.slice(1));
    expect(tail.data.find((g) => g.kind === 'workOrder')!.records.every((x) => x.details.some((d) => d.endsWith(wo.plate.slice(1))))).toBe(true);
    expect(idsOf((await search(wo.orderNo)).data, 'workOrder')).toContain(wo.id);

    const order = await one(
      s.database.ownerDb
        .select({ id: ahCarOrder.id, orderNo: ahCarOrder.orderNo })
        .from(ahCarOrder)
        .where(and(eq(ahCarOrder.storeId, manager.store_id!), eq(ahCarOrder.isDeleted, 0), isNotNull(ahCarOrder.orderNo)))
        .limit(1),
    );
    const byNo = await search(order.orderNo);
    expect(idsOf(byNo.data, 'carOrder')).toEqual([order.id]);
  });

  it('never finds another tenant\'s records', async () => {
    const clue = await clueOf(salesId);
    const stranger = await secondTenant(s.app, '000778', '第三汽车集团');
    for (const keyword of [clue.phone, clue.phone.slice(-4), clue.name]) {
      const r = await call<Group[]>(s.app, 'GET', URL, { token: stranger, tenant: '000778', query: { keyword } });
      expect(r.code).toBe(200);
      expect(r.data).toEqual([]);
    }
    // the demo tenant's own super-admin (no store: every store) does find it
    const admin = (await login(s.app, 'admin', 'admin123')).access_token;
    expect(idsOf((await search(clue.phone, admin)).data, 'clue')).toContain(clue.id);
  });

  it('answers nothing for what cannot be a record, and refuses a keyword that is too long', async () => {
    for (const keyword of ['', ' ', '12', '%%', '_']) {
      const r = await search(keyword);
      expect(r.code, keyword).toBe(200);
      expect(r.data, keyword).toEqual([]);
    }
    const long = await search('1'.repeat(51));
    expect(long.code).toBe(400);
    expect(long.msg).toBe('搜索内容不能超过50个字符');
  });
});

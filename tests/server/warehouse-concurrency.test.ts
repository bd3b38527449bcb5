/**
 * Two people acting on the same stock car at once: two transfers, a transfer against an outbound, a
 * confirm against a revoke and an outbound. Exactly one wins each race, and a watcher reading the car
 * and its transfers in one statement while the races run never sees the car in a store its
 * transfers contradict (belonging to exactly one store at every moment, held iff a transfer is pending).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { call, login, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { hashOperatingCode } from '../../src/domain/operating-code';

let s: TestServer;
let clerk: string; // warehouse clerk, store 0
let admin0: string; // super-admin acting in store 0
let receiver: string; // manager acting in store 1
let stores: string[];
let code: string;

const W = '/crm-warehouse/ahWarehouseCar';
const T = '/crm-warehouse/ahWarehouseCarTransfer';

async function inStore(token: string, storeId: string): Promise<string> {
  return (await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token, query: { storeId } })).data.access_token;
}

beforeAll(async () => {
  s = await startServer();
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  const all = await call<{ records: Array<{ id: string; branchName: string }> }>(s.app, 'GET', '/crm-anhua/store/list', { token: clerk, query: { pageNo: 1, pageSize: 20 } });
  const byName = (n: string) => all.data.records.find((x) => x.branchName === n)!.id;
  stores = [byName('安华宝马杭州西湖店'), byName('安华奔驰杭州滨江店'), byName('安华奥迪宁波鄞州店')];
  receiver = await inStore((await login(s.app, 'manager', 'anhua123')).access_token, stores[1]);
  admin0 = await inStore((await login(s.app, 'admin', 'admin123')).access_token, stores[0]);
  const plain = 'Stock2026';
  code = await hashOperatingCode(plain);
  const h = await hash(code);
  for (const account of ['warehouse', 'admin', 'manager']) await s.database.ownerDb.update(user).set({ operatingCodeHash: h }).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, account)));
});
afterAll(async () => {
  await s?.close();
});

interface Car {
  id: string;
  vin: string;
  state: number;
  inTransfer: number;
}
const used = new Set<string>();
async function freeCar(): Promise<Car> {
  const page = await call<{ records: Car[] }>(s.app, 'GET', `${W}/getPage`, { token: clerk, query: { size: 200, state: 3, inTransfer: 0 } });
  const c = page.data.records.find((x) => !used.has(x.id))!;
  expect(c).toBeTruthy();
  used.add(c.id);
  return c;
}
const transfer = (token: string, id: string, toStoreId: string) => call<{ ids: string[] }>(s.app, 'POST', `${T}/transfer`, { token, body: { ahWarehouseCarIdList: [id], toStoreId, operatingCode: code } });
const out = (token: string, id: string) => call(s.app, 'POST', `${W}/warehouseOut`, { token, body: { id } });
const act = (token: string, what: 'confirm' | 'revoke', id: string) => call(s.app, 'POST', `${T}/${what}`, { token, body: { id } });

interface Snapshot {
  storeId: string;
  state: number;
  inTransfer: number;
  pending: number;
  confirmedTo: string | null;
}

/** the car and its transfers in one statement: one consistent view */
async function snapshot(carId: string): Promise<Snapshot> {
  const r = await s.database.ownerDb.execute(sql`
    select c.store_id::text as "storeId", c.state, c.in_transfer as "inTransfer",
      (select count(*)::int from ah_warehouse_car_transfer t where t.ah_warehouse_car_id = c.id and t.state = 0 and t.is_deleted = 0) as pending,
      (select t.to_store_id::text from ah_warehouse_car_transfer t where t.ah_warehouse_car_id = c.id and t.state = 1 and t.is_deleted = 0 order by t.confirm_time desc limit 1) as "confirmedTo"
    from ah_warehouse_car c where c.id = ${carId}`);
  return (r as unknown as { rows: Snapshot[] }).rows[0];
}

/** the invariants of one car, given where it started */
function consistent(x: Snapshot, home: string) {
  expect(x.pending).toBeLessThanOrEqual(1);
  // held exactly while one transfer is pending
  expect(x.inTransfer === 1).toBe(x.pending === 1);
  // it leaves its store only through a confirmed transfer, and then it is in the receiving store
  expect(x.storeId).toBe(x.confirmedTo ?? home);
  // a car that went out was not sent anywhere at the same time
  if (x.state === 5) expect(x.pending).toBe(0);
}

/** runs the racers while a watcher samples the car; answers the racers' results */
async function race<T>(carId: string, home: string, racers: Array<() => Promise<T>>): Promise<T[]> {
  let running = true;
  const samples: Snapshot[] = [];
  const watcher = (async () => {
    while (running) {
      samples.push(await snapshot(carId));
      await new Promise((r) => setTimeout(r, 1));
    }
  })();
  try {
    return await Promise.all(racers.map((f) => f()));
  } finally {
    running = false;
    await watcher;
    samples.push(await snapshot(carId));
    for (const x of samples) consistent(x, home);
    expect(samples.length).toBeGreaterThan(1);
  }
}

const codes = (xs: Array<{ code: number }>) => xs.map((x) => x.code).sort((a, b) => a - b);

describe('two people on one car at once', () => {
  it('two transfers of the same car to different stores: exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await freeCar();
      const results = await race(c.id, stores[0], [() => transfer(clerk, c.id, stores[1]), () => transfer(admin0, c.id, stores[2])]);
      expect(codes(results)).toEqual([200, 10300]);
      expect(await snapshot(c.id)).toMatchObject({ storeId: stores[0], state: 3, inTransfer: 1, pending: 1 });
    }
  });

  it('a transfer against an outbound: exactly one wins', async () => {
    for (let round = 0; round < 6; round++) {
      const c = await freeCar();
      // alternate who starts first, so both orders are exercised
      const racers = [() => transfer(clerk, c.id, stores[1]), () => out(admin0, c.id)];
      const results = await race(c.id, stores[0], round % 2 ? racers.reverse() : racers);
      const [t, o] = round % 2 ? [results[1], results[0]] : results;
      expect(codes([t, o])).toEqual([200, 10300]);
      const after = await snapshot(c.id);
      if (t.code === 200) {
        expect(after).toMatchObject({ storeId: stores[0], state: 3, inTransfer: 1, pending: 1 });
        expect(o.msg).toBe(`${c.vin}：车辆调拨中，请先确认或撤销调拨`);
      } else {
        expect(after).toMatchObject({ storeId: stores[0], state: 5, inTransfer: 0, pending: 0 });
        expect(t.msg).toBe(`${c.vin}：车辆已出库，不能再操作`);
      }
    }
  });

  it('confirm, revoke and outbound of a pending transfer at once: one of confirm and revoke wins, no outbound slips through while the car is held', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await freeCar();
      const [tid] = (await transfer(clerk, c.id, stores[1])).data.ids;
      const [conf, rev, o] = await race(c.id, stores[0], [() => act(receiver, 'confirm', tid), () => act(clerk, 'revoke', tid), () => out(admin0, c.id)]);
      expect(codes([conf, rev])).toEqual([200, 10300]);
      const after = await snapshot(c.id);
      expect(after.pending).toBe(0);
      expect(after.inTransfer).toBe(0);
      if (conf.code === 200) {
        expect(after.storeId).toBe(stores[1]);
        // the sending store no longer holds the car: its outbound finds nothing or found it held
        expect([404, 10300]).toContain(o.code);
        expect(after.state).toBe(3);
      } else {
        expect(after.storeId).toBe(stores[0]);
        // after a revoke the sender's outbound may legitimately follow; before it, it was refused
        expect([200, 10300]).toContain(o.code);
        expect(after.state).toBe(o.code === 200 ? 5 : 3);
      }
    }
  });

  it('the receiving store confirming the same transfer twice at once (two tabs): one confirms, the other is told it is closed', async () => {
    const c = await freeCar();
    const [tid] = (await transfer(clerk, c.id, stores[1])).data.ids;
    const [a, b] = await race(c.id, stores[0], [() => act(receiver, 'confirm', tid), () => act(receiver, 'confirm', tid)]);
    expect(codes([a, b])).toEqual([200, 10300]);
    expect([a, b].find((x) => x.code === 10300)!.msg).toBe('调拨已确认，不能再操作');
    expect(await snapshot(c.id)).toMatchObject({ storeId: stores[1], inTransfer: 0, pending: 0, confirmedTo: stores[1] });
  });
});

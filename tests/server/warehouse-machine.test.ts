/**
 * Model-based against the server: every shortest path of the warehouse-car machine (with the
 * refused events the graph also walks), played on a fresh car through the real calls. An event the
 * machine allows must answer 200 and an event it refuses 10300; after each step the row's state,
 * transfer hold and store are what the machine says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { call, login, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { hashOperatingCode } from '../../src/domain/operating-code';
import { warehouseCarMachine, WAREHOUSE_CAR_STATES, type WarehouseCarEventType, type WarehouseCarState } from '../../src/machines/warehouse-car.machine';

let s: TestServer;
let code: string;
let modelId: string;
/** the two ends: the clerk in store 0 and the manager in store 1 */
const ends: Array<{ token: string; storeId: string }> = [];

beforeAll(async () => {
  s = await startServer();
  code = await hashOperatingCode('Stock2026');
  for (const account of ['warehouse', 'manager']) {
    await s.database.ownerDb
      .update(user)
      .set({ operatingCodeHash: await hash(code) })
      .where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, account)));
  }
  const clerk = await login(s.app, 'warehouse', 'anhua123');
  const manager = await login(s.app, 'manager', 'anhua123');
  const stores = await call<Array<{ value: string; label: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: manager.access_token });
  const benz = stores.data.find((x) => x.label === '安华奔驰杭州滨江店')!.value;
  const sw = await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: manager.access_token, query: { storeId: benz } });
  ends.push({ token: clerk.access_token, storeId: clerk.store_id! }, { token: sw.data.access_token, storeId: benz });
  const models = await call<Array<{ id: string }>>(s.app, 'GET', '/crm-anhua/car_brand/getComModelList', { token: clerk.access_token });
  modelId = models.data[0].id;
});
afterAll(async () => {
  await s?.close();
});

const EVENTS: WarehouseCarEventType[] = ['ARRIVE', 'PUT_NO', 'IN_CONFIRM', 'LOCK', 'UNLOCK', 'OUT', 'TRANSFER', 'TRANSFER_CONFIRM', 'TRANSFER_REVOKE', 'DELETE'];
const PATHS: Partial<Record<WarehouseCarEventType, string>> = {
  ARRIVE: 'arriveWarehouseCar',
  PUT_NO: 'putWarehouseCarNo',
  IN_CONFIRM: 'inConfirm',
  LOCK: 'lockWarehouseCar',
  UNLOCK: 'unlockWarehouseCar',
  OUT: 'warehouseOut',
  DELETE: 'delete',
};

const model = createTestModel(warehouseCarMachine, { events: EVENTS.map((type) => ({ type })) });
const paths = model.getShortestPaths();
let serial = 0;

describe('warehouse car machine against the server', () => {
  for (const path of paths) {
    it(path.description, async () => {
      const vin = `LSVAB12C0SB${String(700_000 + serial++)}`;
      const created = await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/saveOrUpdate', { token: ends[0].token, body: { vin, carModelId: modelId } });
      expect(created.code).toBe(200);
      const id = created.data.id;
      const actor = createActor(warehouseCarMachine).start();
      let holder = 0; // index into ends of the store that holds the car
      let transferId: string | null = null;

      const check = async (name: WarehouseCarState | 'deleted') => {
        const d = await call<{ state: number; inTransfer: number }>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: ends[holder].token, query: { id } });
        if (name === 'deleted') return expect(d.code).toBe(404);
        expect(d.code).toBe(200);
        expect(d.data.state).toBe(WAREHOUSE_CAR_STATES[name]);
        expect(d.data.inTransfer).toBe(actor.getSnapshot().context.inTransfer ? 1 : 0);
        // the other store does not see it: one store at every moment
        expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: ends[1 - holder].token, query: { id } })).code).toBe(404);
      };

      const send = async (type: WarehouseCarEventType) => {
        const allowed = actor.getSnapshot().can({ type });
        const expected = allowed ? 200 : 10300;
        const me = ends[holder];
        const other = ends[1 - holder];
        if (type === 'TRANSFER') {
          const r = await call<{ ids: string[] }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCarTransfer/transfer', {
            token: me.token,
            body: { ahWarehouseCarIdList: [id], toStoreId: other.storeId, operatingCode: code },
          });
          expect(r.code).toBe(expected);
          if (r.code === 200) transferId = r.data.ids[0];
        } else if (type === 'TRANSFER_CONFIRM' || type === 'TRANSFER_REVOKE') {
          if (transferId) {
            const confirm = type === 'TRANSFER_CONFIRM';
            const r = await call(s.app, 'POST', `/crm-warehouse/ahWarehouseCarTransfer/${confirm ? 'confirm' : 'revoke'}`, { token: (confirm ? other : me).token, body: { id: transferId } });
            expect(r.code).toBe(expected);
            if (r.code === 200 && confirm) holder = 1 - holder;
            if (r.code === 200) transferId = null;
          } else {
            expect(allowed).toBe(false); // no transfer to close: nothing to call
          }
        } else {
          const r = await call(s.app, 'POST', `/crm-warehouse/ahWarehouseCar/${PATHS[type]!}`, { token: me.token, body: type === 'DELETE' ? { ids: id } : { id } });
          expect(r.code).toBe(expected);
        }
        actor.send({ type });
      };

      await path.test({
        states: {
          inTransit: () => check('inTransit'),
          arrived: () => check('arrived'),
          numbered: () => check('numbered'),
          inStock: () => check('inStock'),
          locked: () => check('locked'),
          out: () => check('out'),
          deleted: () => check('deleted'),
        },
        events: Object.fromEntries(EVENTS.map((type) => [type, () => send(type)])),
      });
    });
  }

  it('walks a car from arrival through a transfer and back, out of the new store', async () => {
    const walk = createActor(warehouseCarMachine).start();
    const steps: WarehouseCarEventType[] = ['ARRIVE', 'PUT_NO', 'IN_CONFIRM', 'TRANSFER', 'TRANSFER_CONFIRM', 'LOCK', 'OUT', 'UNLOCK', 'OUT'];
    const vin = `LSVAB12C0SB${String(800_000 + serial++)}`;
    const id = (await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/saveOrUpdate', { token: ends[0].token, body: { vin, carModelId: modelId } })).data.id;
    let holder = 0;
    let transferId = '';
    for (const type of steps) {
      const allowed = walk.getSnapshot().can({ type });
      let r;
      if (type === 'TRANSFER') {
        r = await call<{ ids: string[] }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCarTransfer/transfer', { token: ends[0].token, body: { ahWarehouseCarIdList: [id], toStoreId: ends[1].storeId, operatingCode: code } });
        transferId = r.data.ids[0];
      } else if (type === 'TRANSFER_CONFIRM') {
        r = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCarTransfer/confirm', { token: ends[1].token, body: { id: transferId } });
        holder = 1;
      } else {
        r = await call(s.app, 'POST', `/crm-warehouse/ahWarehouseCar/${PATHS[type]!}`, { token: ends[holder].token, body: { id } });
      }
      expect([type, r.code]).toEqual([type, allowed ? 200 : 10300]);
      walk.send({ type });
    }
    expect(walk.getSnapshot().value).toBe('out');
  });
});

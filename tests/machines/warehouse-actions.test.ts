/**
 * The actions the stock screen offers for a car and the transfer list for a transfer: at every state
 * the machines reach (a held version included), exactly the events the machine accepts, within the
 * user's buttons; confirm only for the receiving store and revoke only for the sending one.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { warehouseCarMachine, WAREHOUSE_CAR_STATES, type WarehouseCarEventType, type WarehouseCarState } from '../../src/machines/warehouse-car.machine';
import { warehouseCarResource } from '../../src/domain/resources/operations/warehouse';
import type { ActionDecl } from '../../src/domain/resources/types';
import { actionApplies } from '../../src/screens/resource/action-runner';
import { transferActionApplies } from '../../src/screens/warehouse/transfer-screen';

const EVENTS: WarehouseCarEventType[] = ['ARRIVE', 'PUT_NO', 'IN_CONFIRM', 'LOCK', 'UNLOCK', 'OUT', 'TRANSFER', 'TRANSFER_CONFIRM', 'TRANSFER_REVOKE', 'DELETE'];
const all = () => true;
const CAR_ACTIONS: readonly ActionDecl[] = warehouseCarResource.actions;
/** the declared actions a car offers to a user with these buttons, as the list and the car's page ask */
const carActionsFor = (car: { state: number; inTransfer: number }, can: (code: string) => boolean) => CAR_ACTIONS.filter((a) => can(a.permission) && actionApplies(a, car)).map((a) => ({ key: a.name }));

describe('stock car actions follow the warehouse-car machine', () => {
  const paths = createTestModel(warehouseCarMachine, { events: EVENTS.map((type) => ({ type })) }).getShortestPaths();
  const seen = new Map<string, { state: number; inTransfer: number; accepts: Set<string> }>();
  for (const p of paths)
    for (const st of [p.state, ...p.steps.map((x) => x.state)]) {
      const name = String(st.value) as WarehouseCarState | 'deleted';
      if (name === 'deleted') continue;
      const key = `${name}:${st.context.inTransfer}`;
      seen.set(key, { state: WAREHOUSE_CAR_STATES[name], inTransfer: st.context.inTransfer ? 1 : 0, accepts: new Set(EVENTS.filter((e) => st.can({ type: e }))) });
    }

  it('walks every state, free and held', () => {
    expect([...seen.keys()].sort()).toEqual([
      'arrived:false', 'arrived:true', 'inStock:false', 'inStock:true', 'inTransit:false', 'inTransit:true', 'locked:false', 'numbered:false', 'numbered:true', 'out:false',
    ]);
  });

  it('offers exactly the accepted events, and attributes until the car is out', () => {
    for (const [key, s] of seen) {
      const offered = carActionsFor(s, all).map((a) => a.key).sort();
      // every declared action but the attribute edit is the machine event of its name
      const expected = [...CAR_ACTIONS.filter((a) => (a.name !== 'ATTRIBUTE' ? s.accepts.has(a.name) : s.state !== WAREHOUSE_CAR_STATES.out)).map((a) => a.name)].sort();
      expect(offered, key).toEqual(expected);
    }
    expect(carActionsFor({ state: 0, inTransfer: 0 }, all).map((a) => a.key)).toEqual(['ARRIVE', 'TRANSFER', 'ATTRIBUTE']);
    expect(carActionsFor({ state: 3, inTransfer: 1 }, all).map((a) => a.key)).toEqual(['ATTRIBUTE']);
    expect(carActionsFor({ state: 4, inTransfer: 0 }, all).map((a) => a.key)).toEqual(['UNLOCK', 'ATTRIBUTE']);
    expect(carActionsFor({ state: 5, inTransfer: 0 }, all)).toEqual([]);
    expect(carActionsFor({ state: 3, inTransfer: 0 }, all).map((a) => a.key)).toEqual(['TRANSFER', 'OUT', 'LOCK', 'ATTRIBUTE']);
  });

  it('offers only what the user’s buttons allow', () => {
    const clerk = (code: string) => code !== 'warehouse_stock_transfer' && code !== 'warehouse_stock_lock_setting';
    expect(carActionsFor({ state: 3, inTransfer: 0 }, clerk).map((a) => a.key)).toEqual(['OUT', 'ATTRIBUTE']);
    expect(carActionsFor({ state: 3, inTransfer: 0 }, () => false)).toEqual([]);
  });

  it('gives every action its own key', () => {
    const keys = CAR_ACTIONS.map((a) => a.key);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // none of the list's own keys
    for (const k of ['n', 'e', 'r', 'j', 'k', 'x', '/', '[', ']']) expect(keys).not.toContain(k);
  });
});

describe('transfer actions follow the car-transfer machine and the store', () => {
  const t = (state: number) => ({ state, fromStoreId: 'A', toStoreId: 'B' });
  it('lets the receiving store confirm and the sending store revoke a pending transfer', () => {
    expect(transferActionApplies('CONFIRM', t(0), 'B')).toBe(true);
    expect(transferActionApplies('CONFIRM', t(0), 'A')).toBe(false);
    expect(transferActionApplies('REVOKE', t(0), 'A')).toBe(true);
    expect(transferActionApplies('REVOKE', t(0), 'B')).toBe(false);
    expect(transferActionApplies('REVOKE', t(0), null)).toBe(false);
  });
  it('offers nothing on a closed transfer', () => {
    for (const state of [1, 2]) for (const kind of ['CONFIRM', 'REVOKE'] as const) for (const store of ['A', 'B']) expect(transferActionApplies(kind, t(state), store)).toBe(false);
  });
});

/** Model-based: every shortest path of the work-order settlement machine, with the pure helpers the server and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  WORK_ORDER_EVENTS,
  WORK_ORDER_STATE,
  nextWorkOrderState,
  workOrderDeductible,
  workOrderEditable,
  workOrderMachine,
  workOrderRefusal,
  workOrderRowRefusal,
  workOrderStateOf,
  type WorkOrderEvent,
  type WorkOrderEventType,
  type WorkOrderState,
} from '../../src/machines/work-order.machine';
import { workOrderResource } from '../../src/domain/resources/operations/work-order';
import { reachedStates } from './helpers';

const STATES = Object.keys(WORK_ORDER_STATE) as WorkOrderState[];
const eventOf = (type: WorkOrderEventType): WorkOrderEvent => (type === 'REFUTE_SETTLEMENT' ? { type, reason: '材料单价有误' } : ({ type } as WorkOrderEvent));

/** The graph of docs/work-orders.md, written out independently of the machine. */
const ALLOWED: Record<WorkOrderState, Partial<Record<WorkOrderEventType, WorkOrderState>>> = {
  inProgress: { COMPLETE: 'completed', CANCEL: 'cancelled' },
  completed: { CANCEL_COMPLETION: 'inProgress', SUBMIT_SETTLEMENT: 'settlementSubmitted', CANCEL: 'cancelled' },
  settlementSubmitted: { SETTLE: 'settled', REFUTE_SETTLEMENT: 'completed', CANCEL_SETTLEMENT: 'completed' },
  settled: { CANCEL_SETTLEMENT: 'completed' },
  cancelled: {},
};

describe('work-order model', () => {
  const model = createTestModel(workOrderMachine, { events: WORK_ORDER_EVENTS.map(eventOf) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(workOrderMachine).start();
      let state: number = WORK_ORDER_STATE.inProgress;
      const check = (name: WorkOrderState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(workOrderStateOf(state)).toBe(name);
        for (const e of WORK_ORDER_EVENTS) expect(nextWorkOrderState(state, e, 'x') !== null).toBe(actor.getSnapshot().can(eventOf(e)));
        // the list offers exactly the events the machine allows
        for (const a of workOrderResource.actions) expect(a.applies!({ state }), a.name).toBe(actor.getSnapshot().can(eventOf(a.name as WorkOrderEventType)));
        expect(workOrderEditable(state)).toBe(name === 'inProgress');
        expect(workOrderResource.editable.applies({ state })).toBe(name === 'inProgress');
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          WORK_ORDER_EVENTS.map((type) => [
            type,
            () => {
              const next = nextWorkOrderState(state, type, '材料单价有误');
              expect(next !== null).toBe(actor.getSnapshot().can(eventOf(type)));
              if (next !== null) state = next;
              actor.send(eventOf(type));
            },
          ]),
        ),
      });
    });
  }

  it('allows exactly the documented graph', () => {
    for (const from of STATES) {
      for (const e of WORK_ORDER_EVENTS) {
        const to = ALLOWED[from][e];
        expect(nextWorkOrderState(WORK_ORDER_STATE[from], e, 'reason'), `${from} ${e}`).toBe(to === undefined ? null : WORK_ORDER_STATE[to]);
        if (to === undefined) expect(workOrderRefusal(from, e).zh).not.toBe('当前状态不允许该操作');
      }
    }
    // values the table should never hold take no event; rows from a form carry the value as text
    for (const bad of [null, undefined, '', 9, 'x']) for (const e of WORK_ORDER_EVENTS) expect(nextWorkOrderState(bad, e)).toBeNull();
    expect(nextWorkOrderState('1', 'SUBMIT_SETTLEMENT')).toBe(WORK_ORDER_STATE.settlementSubmitted);
  });

  it('refutes a settlement only with a reason of at most 200 characters', () => {
    const submitted = WORK_ORDER_STATE.settlementSubmitted;
    expect(nextWorkOrderState(submitted, 'REFUTE_SETTLEMENT', '')).toBeNull();
    expect(nextWorkOrderState(submitted, 'REFUTE_SETTLEMENT', '   ')).toBeNull();
    expect(nextWorkOrderState(submitted, 'REFUTE_SETTLEMENT', 'x'.repeat(201))).toBeNull();
    expect(nextWorkOrderState(submitted, 'REFUTE_SETTLEMENT', 'x'.repeat(200))).toBe(WORK_ORDER_STATE.completed);
    expect(workOrderRefusal('settlementSubmitted', 'REFUTE_SETTLEMENT', '').zh).toBe('请输入驳回原因');
    expect(workOrderRefusal('settlementSubmitted', 'REFUTE_SETTLEMENT', 'x'.repeat(201)).zh).toBe('驳回原因不能超过200个字符');
  });

  it('names the reasons the product shows, and the order when several were sent', () => {
    expect(workOrderRefusal('completed', 'COMPLETE').zh).toBe('只有施工中的工单可以完工');
    expect(workOrderRefusal('settled', 'CANCEL').zh).toBe('已提交结算或已结算的工单不能取消，请先取消结算');
    expect(workOrderRefusal('cancelled', 'SUBMIT_SETTLEMENT').zh).toBe('工单已取消，不能再操作');
    expect(workOrderRowRefusal({ state: 0, orderNo: 'WO202611250001' }, 'SUBMIT_SETTLEMENT', true).zh).toBe('WO202611250001：只有已完工的工单可以提交结算');
  });

  it('takes vouchers before the settlement is submitted', () => {
    expect(STATES.filter((n) => workOrderDeductible(WORK_ORDER_STATE[n]))).toEqual(['inProgress', 'completed']);
  });

  it('declares one list action per machine event, each under its own button', () => {
    expect(workOrderResource.actions.map((a) => a.name).sort()).toEqual([...WORK_ORDER_EVENTS].sort());
    for (const a of workOrderResource.actions) expect(a.permission).toMatch(/^work_order_[a-z_]+$/);
    // the actions that undo work ask first; the refusal asks for its reason
    const confirms = workOrderResource.actions.filter((a) => a.confirm).map((a) => a.name);
    expect(confirms).toEqual(expect.arrayContaining(['CANCEL_COMPLETION', 'CANCEL', 'CANCEL_SETTLEMENT', 'REFUTE_SETTLEMENT']));
    expect(workOrderResource.actions.find((a) => a.name === 'REFUTE_SETTLEMENT')!.reason?.max).toBe(200);
  });
});

/**
 * An owner's service request (道路救援, 保养预约, 洗车服务, 上牌服务) and a matter work order (事项工单),
 * docs/after-sales.md:
 *
 *   新建 new --ASSIGN--> 已指派 assigned --START--> 处理中 inProgress --FINISH--> 已完成 done
 *   new|assigned --ASSIGN--> assigned (handed to someone else)
 *   new|assigned|inProgress --CANCEL--> 已取消 cancelled
 *
 * The server asks this machine before it writes a request's state; done and cancelled are final.
 */
import { setup, transition } from 'xstate';

export const OWNER_SERVICE_STATE = { new: 0, assigned: 1, inProgress: 2, done: 3, cancelled: 4 } as const;
export type OwnerServiceState = keyof typeof OWNER_SERVICE_STATE;

export const OWNER_SERVICE_STATE_OPTIONS = [
  { value: 0, zh: '新建', en: 'New' },
  { value: 1, zh: '已指派', en: 'Assigned' },
  { value: 2, zh: '处理中', en: 'In progress' },
  { value: 3, zh: '已完成', en: 'Done' },
  { value: 4, zh: '已取消', en: 'Cancelled' },
] as const;

export type OwnerServiceEventType = 'ASSIGN' | 'START' | 'FINISH' | 'CANCEL';
export const OWNER_SERVICE_EVENTS: readonly OwnerServiceEventType[] = ['ASSIGN', 'START', 'FINISH', 'CANCEL'];

export const ownerServiceMachine = setup({ types: { events: {} as { type: OwnerServiceEventType } } }).createMachine({
  id: 'ownerService',
  initial: 'new',
  states: {
    new: { on: { ASSIGN: 'assigned', CANCEL: 'cancelled' } },
    assigned: { on: { ASSIGN: 'assigned', START: 'inProgress', CANCEL: 'cancelled' } },
    inProgress: { on: { FINISH: 'done', CANCEL: 'cancelled' } },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const NAMES = Object.fromEntries(Object.entries(OWNER_SERVICE_STATE).map(([k, v]) => [v, k])) as Record<number, OwnerServiceState>;

/** The stored state after `event`, or null when the machine refuses it. */
export function nextOwnerServiceState(value: unknown, event: OwnerServiceEventType): number | null {
  if (value === null || value === undefined || value === '') return null;
  const from = NAMES[Number(value)];
  if (!from) return null;
  const snapshot = ownerServiceMachine.resolveState({ value: from, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(ownerServiceMachine, snapshot, { type: event });
  return OWNER_SERVICE_STATE[next.value as OwnerServiceState];
}

const EVENT_WORDS: Record<OwnerServiceEventType, { zh: string; en: string }> = {
  ASSIGN: { zh: '指派', en: 'assigned' },
  START: { zh: '开始处理', en: 'started' },
  FINISH: { zh: '完成', en: 'finished' },
  CANCEL: { zh: '取消', en: 'cancelled' },
};

/** The 10300 message when a request cannot take `event`. */
export function ownerServiceRefusal(row: Readonly<Record<string, unknown>>, event: OwnerServiceEventType, many = false): { zh: string; en: string } {
  const state = OWNER_SERVICE_STATE_OPTIONS.find((o) => o.value === Number(row.state));
  const no = many && row.requestNo ? `${String(row.requestNo)}: ` : '';
  return {
    zh: `${no}${state?.zh ?? '状态未知'}的单据不能${EVENT_WORDS[event].zh}`,
    en: `${no}A request that is ${state?.en.toLowerCase() ?? 'in an unknown state'} cannot be ${EVENT_WORDS[event].en}`,
  };
}

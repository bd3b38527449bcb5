/**
 * One test drive (预约试驾 › 试驾列表): booked --START--> driving --FINISH--> finished; booked --CANCEL-->
 * cancelled. finished and cancelled are final. A booking holds its car for its slot while booked or
 * driving; the server locks the car, asks this machine and writes the change with its log line in one
 * transaction. Decisions: docs/test-drives.md.
 */
import { setup, transition } from 'xstate';
import type { Label } from '../domain/resources/types';

type Row = Readonly<Record<string, unknown>>;

export const TEST_DRIVE_STATUS = { booked: 0, driving: 1, finished: 2, cancelled: 3 } as const;
export const TEST_DRIVE_STATUS_OPTIONS = [
  { value: 0, zh: '已预约', en: 'Booked' },
  { value: 1, zh: '试驾中', en: 'Driving' },
  { value: 2, zh: '已完成', en: 'Finished' },
  { value: 3, zh: '已取消', en: 'Cancelled' },
] as const;
/** the states that hold the car */
export const HOLDING_STATUSES: readonly number[] = [TEST_DRIVE_STATUS.booked, TEST_DRIVE_STATUS.driving];

export type TestDriveState = keyof typeof TEST_DRIVE_STATUS;
export type TestDriveEventType = 'START' | 'FINISH' | 'CANCEL';
export const TEST_DRIVE_EVENTS: readonly TestDriveEventType[] = ['START', 'FINISH', 'CANCEL'];

export const testDriveMachine = setup({ types: { events: {} as { type: TestDriveEventType } } }).createMachine({
  id: 'testDrive',
  initial: 'booked',
  states: {
    booked: { on: { START: 'driving', CANCEL: 'cancelled' } },
    driving: { on: { FINISH: 'finished' } },
    finished: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const BY_STATUS = Object.fromEntries(Object.entries(TEST_DRIVE_STATUS).map(([k, v]) => [v, k])) as Record<number, TestDriveState>;
export const testDriveStateOf = (row: Row): TestDriveState | null => BY_STATUS[Number(row.status)] ?? null;

/** the status after the event, or null when the drive cannot take it */
export function testDriveNext(row: Row, type: TestDriveEventType): number | null {
  const state = testDriveStateOf(row);
  if (!state) return null;
  const snap = testDriveMachine.resolveState({ value: state, context: undefined });
  if (!snap.can({ type })) return null;
  return TEST_DRIVE_STATUS[transition(testDriveMachine, snap, { type })[0].value as TestDriveState];
}
export const testDriveAllows = (row: Row, type: TestDriveEventType) => testDriveNext(row, type) !== null;

const WORDS: Record<TestDriveState, string> = { booked: '已预约', driving: '试驾中', finished: '已完成', cancelled: '已取消' };
const WORDS_EN: Record<TestDriveState, string> = { booked: 'booked', driving: 'under way', finished: 'finished', cancelled: 'cancelled' };
const VERB: Record<TestDriveEventType, [string, string]> = { START: ['开始试驾', 'start'], FINISH: ['结束试驾', 'finish'], CANCEL: ['取消', 'cancel'] };

export function testDriveRefusal(row: Row, type: TestDriveEventType): Label {
  const state = testDriveStateOf(row);
  if (!state) return { zh: '试驾状态异常', en: 'The test drive is in an unknown state' };
  return { zh: `试驾${WORDS[state]}，不能${VERB[type][0]}`, en: `The test drive is ${WORDS_EN[state]}; it cannot ${VERB[type][1]}` };
}

/** Model-based: every shortest path of the test-drive machine, checked against the pure helper the server and the screens use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { TEST_DRIVE_EVENTS, TEST_DRIVE_STATUS, testDriveMachine, testDriveNext, testDriveRefusal, testDriveStateOf, type TestDriveState } from '../../src/machines/test-drive.machine';
import { reachedStates } from './helpers';

describe('test-drive model', () => {
  const model = createTestModel(testDriveMachine, { events: TEST_DRIVE_EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['booked', 'cancelled', 'driving', 'finished']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(testDriveMachine).start();
      const row: Record<string, unknown> = { status: TEST_DRIVE_STATUS.booked };
      const check = (name: TestDriveState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(testDriveStateOf(row)).toBe(name);
        for (const type of TEST_DRIVE_EVENTS) expect(testDriveNext(row, type) !== null).toBe(actor.getSnapshot().can({ type }));
      };
      await path.test({
        states: Object.fromEntries((['booked', 'driving', 'finished', 'cancelled'] as const).map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          TEST_DRIVE_EVENTS.map((type) => [
            type,
            () => {
              const next = testDriveNext(row, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next !== null) row.status = next;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('names the state in its refusals', () => {
    expect(testDriveRefusal({ status: 2 }, 'CANCEL').zh).toBe('试驾已完成，不能取消');
    expect(testDriveNext({ status: 9 }, 'START')).toBeNull();
    expect(testDriveRefusal({ status: 9 }, 'START').zh).toBe('试驾状态异常');
  });
});

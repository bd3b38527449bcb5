/** Model-based: every shortest path of the export-task machine, walked on a real actor and on the pure row helper the server uses. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  DONE_TASK_TTL_MS,
  EXPORT_TASK_STATE,
  exportTaskActions,
  exportTaskMachine,
  exportTaskRefusal,
  exportTaskStateOf,
  nextExportTask,
  STALE_MS,
  stateNameOf,
  type ExportTaskEvent,
  type ExportTaskRow,
  type ExportTaskStateName,
} from '../../src/machines/export-task.machine';
import { reachedStates } from './helpers';

/** two workers, fresh and stale heartbeats, young and old finished tasks */
const EVENTS: ExportTaskEvent[] = [
  { type: 'CLAIM', workerId: 'w1' },
  { type: 'RECLAIM', workerId: 'w2', heartbeatAgeMs: STALE_MS - 1 },
  { type: 'RECLAIM', workerId: 'w2', heartbeatAgeMs: STALE_MS },
  { type: 'FINISH', workerId: 'w1' },
  { type: 'FINISH', workerId: 'w2' },
  { type: 'FAIL', workerId: 'w1' },
  { type: 'FAIL', workerId: 'w2' },
  { type: 'RETRY' },
  { type: 'DOWNLOAD' },
  { type: 'CONFIRM' },
  { type: 'DELETE' },
  { type: 'SWEEP', ageMs: DONE_TASK_TTL_MS - 1 },
  { type: 'SWEEP', ageMs: DONE_TASK_TTL_MS },
];

const eventKey = (e: ExportTaskEvent) => JSON.stringify(e);

describe('export task model', () => {
  const model = createTestModel(exportTaskMachine, { events: EVENTS });
  const paths = model.getShortestPaths();

  it('reaches every state, and generating under either worker', () => {
    expect(reachedStates(paths)).toEqual(['deleted', 'failed', 'generating', 'waiting', '{"done":"confirmed"}', '{"done":"unconfirmed"}'].sort());
    const workers = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).filter((s) => s.value === 'generating').map((s) => s.context.workerId));
    expect([...workers].sort()).toEqual(['w1', 'w2']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(exportTaskMachine).start();
      // the stored row, moved only by the helper the server uses
      let row: ExportTaskRow = { state: EXPORT_TASK_STATE.WAITING, isConfirm: 0, isDeleted: 0, workerId: null };
      const check = (name: ExportTaskStateName) => {
        const snap = actor.getSnapshot();
        expect(stateNameOf(snap.value)).toBe(name);
        expect(exportTaskStateOf(row)).toBe(name);
        if (name === 'generating') expect(row.workerId).toBe(snap.context.workerId);
        // what the machine refuses the helper refuses, with a message; what it allows the helper allows
        for (const e of EVENTS) {
          const allowed = snap.can(e);
          expect(nextExportTask(row, e) !== null, `${name} ${eventKey(e)}`).toBe(allowed);
          if (!allowed) expect(exportTaskRefusal(row, e.type).zh).not.toBe('');
        }
        // the dialog offers exactly the person's events the machine allows
        expect(exportTaskActions(row)).toEqual((['DOWNLOAD', 'RETRY', 'DELETE'] as const).filter((type) => snap.can({ type })));
      };
      await path.test({
        states: {
          waiting: () => check('waiting'),
          generating: () => check('generating'),
          'done.unconfirmed': () => check('done.unconfirmed'),
          'done.confirmed': () => check('done.confirmed'),
          failed: () => check('failed'),
          deleted: () => check('deleted'),
        },
        events: Object.fromEntries(
          EVENTS.map((e) => [
            e.type,
            ({ event }: { event: ExportTaskEvent }) => {
              const next = nextExportTask(row, event);
              expect(next !== null).toBe(actor.getSnapshot().can(event));
              if (next) row = { state: next.state, isConfirm: next.isConfirm, isDeleted: next.deleted ? 1 : 0, workerId: next.workerId };
              actor.send(event);
            },
          ]),
        ),
      });
    });
  }

  it('names the facts the product depends on', () => {
    const generating = { state: 1, workerId: 'dead' };
    // a late finish of a worker that lost the task is refused
    expect(nextExportTask(generating, { type: 'FINISH', workerId: 'other' })).toBeNull();
    expect(nextExportTask(generating, { type: 'FINISH', workerId: 'dead' })).toMatchObject({ state: 3, isConfirm: 0 });
    // a fresh heartbeat keeps the task with its worker; a stale one hands it over
    expect(nextExportTask(generating, { type: 'RECLAIM', workerId: 'live', heartbeatAgeMs: STALE_MS - 1 })).toBeNull();
    expect(nextExportTask(generating, { type: 'RECLAIM', workerId: 'live', heartbeatAgeMs: STALE_MS })).toMatchObject({ state: 1, workerId: 'live' });
    // download confirms; only failed tasks retry; any live task can be deleted
    expect(nextExportTask({ state: 3, isConfirm: 0 }, { type: 'DOWNLOAD' })).toMatchObject({ state: 3, isConfirm: 1 });
    expect(nextExportTask({ state: 3 }, { type: 'RETRY' })).toBeNull();
    expect(exportTaskRefusal({ state: 3 }, 'RETRY').zh).toBe('只有失败的任务可以重试');
    expect(exportTaskRefusal({ state: 2 }, 'DOWNLOAD').zh).toBe('导出任务尚未完成，暂无文件');
    for (const state of [1, 2, 3, 4]) expect(nextExportTask({ state }, { type: 'DELETE' })).toMatchObject({ deleted: true });
    expect(nextExportTask({ state: 3, isDeleted: 1 }, { type: 'DELETE' })).toBeNull();
    // swept 3 days after finishing, not before; waiting and generating tasks are never swept
    expect(nextExportTask({ state: 3 }, { type: 'SWEEP', ageMs: DONE_TASK_TTL_MS - 1 })).toBeNull();
    expect(nextExportTask({ state: 4 }, { type: 'SWEEP', ageMs: DONE_TASK_TTL_MS })).toMatchObject({ deleted: true });
    expect(nextExportTask({ state: 2 }, { type: 'SWEEP', ageMs: DONE_TASK_TTL_MS * 10 })).toBeNull();
    expect(nextExportTask({ state: 7 }, { type: 'DELETE' })).toBeNull();
    expect(exportTaskActions({ state: 3, isConfirm: 1 })).toEqual(['DOWNLOAD', 'DELETE']);
    expect(exportTaskActions({ state: 4 })).toEqual(['RETRY', 'DELETE']);
    expect(exportTaskActions({ state: 1 })).toEqual(['DELETE']);
  });
});

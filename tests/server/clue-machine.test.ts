/** Model-based: every shortest path of the clue-trace machine walked against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { CLUE_TRACE_STATES, clueTraceMachine, offeredEvents, type ClueTraceEvent, type ClueTraceEventType } from '../../src/machines/clue-trace.machine';
import { VISIT_STATE } from '../../src/domain/resources/sales/clue-trace';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { inputClue, traceRow, userId } from './clue-helpers';

let s: TestServer;
let manager: Tokens;
let users: string[];

beforeAll(async () => {
  s = await startServer();
  manager = await login(s.app, 'manager', 'anhua123');
  users = [await userId(s, 'sales'), await userId(s, 'sales0a')];
});
afterAll(async () => {
  await s?.close();
});

const EVENTS: ClueTraceEvent[] = [
  { type: 'ALLOCATE', userId: 'u1' },
  { type: 'TRACE', nextTraceTime: '2030-01-01T00:00:00Z' },
  { type: 'VISIT' },
  { type: 'DEFEAT', reason: '价格因素' },
  { type: 'TRANSFER', userId: 'u2' },
  { type: 'TO_SEA' },
  { type: 'FROM_SEA', userId: 'u3' },
];
const model = createTestModel(clueTraceMachine, { events: EVENTS });
const paths = model.getShortestPaths();

/** the server call of each event for one clue; answers the envelope code */
function driver(ids: { clueId: string; traceId: string }) {
  const post = async (url: string, body: unknown) => (await call(s.app, 'POST', url, { token: manager.access_token, body })).code;
  const other = async () => ((await traceRow(s, ids.traceId)).nextTraceUserId === users[0] ? users[1] : users[0]);
  const send: Record<ClueTraceEventType, () => Promise<number>> = {
    ALLOCATE: () => post('/crm-dcc/cluerecord/allocation-clue', { ids: [ids.clueId], nextTraceUserId: users[0] }),
    TRACE: () => post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: ids.traceId, content: '电话跟进', nextTraceTime: new Date(Date.now() + 86_400_000).toISOString() }),
    VISIT: () => post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: ids.traceId, content: '到店', event: 'VISIT' }),
    DEFEAT: () => post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: ids.traceId, content: '战败', event: 'DEFEAT', defeatReason: '价格因素' }),
    TRANSFER: async () =>
      (await call(s.app, 'GET', '/crm-dcc/ahClueTrace/transferAhClueTrance', { token: manager.access_token, query: { ahClueTranceId: ids.traceId, nextTraceUserId: await other() } })).code,
    TO_SEA: () => post('/crm-dcc/ahClueTrace/toSea', { ids: [ids.traceId] }),
    FROM_SEA: () => post('/crm-dcc/ahClueSeaTrace/transfer', { ahClueSeaTraceRelationId: ids.traceId, nextTraceUserId: users[1] }),
  };
  return send;
}

describe('clue-trace machine against the server', () => {
  it('the paths reach every state', () => {
    const reached = new Set(paths.flatMap((p) => [String(p.state.value), ...p.steps.map((st) => String(st.state.value))]));
    expect([...reached].sort()).toEqual([...CLUE_TRACE_STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const c = await inputClue(s, manager.access_token);
      const ids = { clueId: c.clueId, traceId: c.ahClueTraceId };
      const send = driver(ids);
      await path.test({
        states: Object.fromEntries(
          CLUE_TRACE_STATES.map((name) => [
            name,
            async () => {
              const row = await traceRow(s, ids.traceId);
              expect(row.visitState).toBe(VISIT_STATE[name]);
              // every event the machine refuses in this state, the server refuses too, and the row stays
              const offered = new Set(offeredEvents(row));
              for (const type of Object.keys(send) as ClueTraceEventType[]) {
                if (offered.has(type)) continue;
                const code = await send[type]();
                expect(code).toBe(10300);
                const after = await traceRow(s, ids.traceId);
                expect([after.visitState, after.nextTraceUserId]).toEqual([row.visitState, row.nextTraceUserId]);
              }
            },
          ]),
        ),
        events: Object.fromEntries(
          (Object.keys(send) as ClueTraceEventType[]).map((type) => [
            type,
            async () => {
              expect(await send[type]()).toBe(200);
            },
          ]),
        ),
      });
    });
  }
});

describe('the history of a follow-up', () => {
  it('one follow-up writes one history line, with its content (no empty 跟进 line beside it)', async () => {
    const c = await inputClue(s, manager.access_token);
    const send = driver({ clueId: c.clueId, traceId: c.ahClueTraceId });
    expect(await send.ALLOCATE()).toBe(200);
    const list = async () =>
      (await call<{ records: Array<{ event: string; content: string; result: string | null }> }>(s.app, 'GET', '/crm-dcc/ahClueTraceRecord/list', {
        token: manager.access_token,
        query: { ahClueTraceId: c.ahClueTraceId, current: 1, size: 100 },
      })).data.records;
    const before = await list();
    expect(await send.TRACE()).toBe(200);
    const added = (await list()).filter((r) => !before.some((b) => JSON.stringify(b) === JSON.stringify(r)));
    expect(added.map((r) => [r.event, r.content, r.result])).toEqual([['NOTE', '电话跟进', 'TRACE']]);
    expect(await send.VISIT()).toBe(200);
    expect((await list()).length).toBe(before.length + 2);
  });
});

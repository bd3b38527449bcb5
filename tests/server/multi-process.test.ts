/**
 * Two servers on one database behave as one (issue 26). On PostgreSQL each has its own Database
 * (connections, read cache, LISTEN connection), as two processes behind a balancer; on PGlite, which
 * one process holds, the second app shares the Database and its in-memory channel.
 *
 * A change made through A reaches B through the database's change channel; the tests wait for
 * that message (state, not time), then read through B. bench/multi-process.ts measures how long the
 * message takes between real processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, call, login, startServer, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { channelName } from '../../server/db/events';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startServer();
  b = await a.peer();
}, 180_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** resolves when `s` has heard a change of `table` made by the other server */
function heard(s: TestServer, table: string): Promise<void> {
  return new Promise((resolve) => {
    const off = s.database.events.subscribe((change, outside) => {
      if ((outside || s.database === a.database) && (change.tables.includes(table) || change.tables.includes('*'))) {
        off();
        resolve();
      }
    });
  });
}

async function paramTotal(s: TestServer, token: string, key: string): Promise<number> {
  const r = await call<{ total: number }>(s.app, 'GET', '/blade-system/param/list', { token, query: { paramKey: key, current: 1, size: 10 } });
  expect(r.code).toBe(200);
  return r.data.total;
}

/** reads server-sent events until `until` holds for one of them */
async function readEvents(reader: ReadableStreamDefaultReader<Uint8Array>, buf: { text: string }, until: (e: { event: string; data: unknown }) => boolean) {
  const decoder = new TextDecoder();
  for (;;) {
    let at: number;
    while ((at = buf.text.indexOf('\n\n')) >= 0) {
      const block = buf.text.slice(0, at);
      buf.text = buf.text.slice(at + 2);
      if (block.startsWith(':')) continue;
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      if (until({ event, data })) return { event, data };
    }
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before the awaited event; left: ${buf.text}`);
    buf.text += decoder.decode(value, { stream: true });
  }
}

describe('two servers on one database', () => {
  it('names a channel per schema within PostgreSQL limits', () => {
    expect(channelName('public')).toBe('anhua_changes_public');
    expect(channelName('x'.repeat(80)).length).toBeLessThanOrEqual(63);
  });

  it('a write through A is seen by the next read through B (the cached total included)', async () => {
    const { access_token: token } = await login(a.app, 'admin', 'admin123');
    const key = `mp.seen.${Date.now()}`;
    expect(await paramTotal(b, token, key)).toBe(0); // B keeps this total for a while
    const told = heard(b, 'blade_param');
    const saved = await call(a.app, 'POST', '/blade-system/param/submit', { token, body: { paramName: '多进程参数', paramKey: key, paramValue: '1' } });
    expect(saved.code).toBe(200);
    await told;
    expect(await paramTotal(b, token, key)).toBe(1);
    expect(await paramTotal(a, token, key)).toBe(1);
  });

  it('the read through B that follows A\'s answer is fresh without waiting for the message (ten rounds)', async () => {
    const { access_token: token } = await login(a.app, 'admin', 'admin123');
    for (let i = 0; i < 10; i++) {
      const key = `mp.next.${Date.now()}.${i}`;
      expect(await paramTotal(b, token, key)).toBe(0); // cached on B
      const saved = await call(a.app, 'POST', '/blade-system/param/submit', { token, body: { paramName: '多进程参数', paramKey: key, paramValue: '1' } });
      expect(saved.code).toBe(200);
      // no wait for B to hear it: B's call first catches up with what was committed before it
      expect(await paramTotal(b, token, key)).toBe(1);
    }
    const older = await login(a.app, 'admin', 'admin123');
    expect((await call(b.app, 'GET', '/blade-system/param/list', { token: older.access_token, query: { current: 1, size: 1 } })).code).toBe(200);
    await login(a.app, 'admin', 'admin123');
    expect((await call(b.app, 'GET', '/blade-system/param/list', { token: older.access_token, query: { current: 1, size: 1 } })).code).toBe(59998);
  });

  it('a sign-in through A ends the older session on B at its next call (59998)', async () => {
    const first = await login(a.app, 'admin', 'admin123');
    const ok = await call(b.app, 'GET', '/blade-system/param/list', { token: first.access_token, query: { current: 1, size: 1 } });
    expect(ok.code).toBe(200); // B now holds the session row in its cache
    const told = heard(b, 'auth_session');
    await login(a.app, 'admin', 'admin123');
    await told;
    const old = await call(b.app, 'GET', '/blade-system/param/list', { token: first.access_token, query: { current: 1, size: 1 } });
    expect(old.code).toBe(59998);
  });

  it("B's live stream names the tables of A's write (another session's), only in its tenant, and ends with 59998 when A signs the account in again", async () => {
    const session = await login(b.app, 'admin', 'admin123');
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/blade-desk/live`, {
      headers: { 'blade-auth': `bearer ${session.access_token}`, authorization: BASIC, 'tenant-id': DEMO_TENANT, 'account-type': '0' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const buf = { text: '' };
    await readEvents(reader, buf, (e) => e.event === 'ready');

    const writer = await login(a.app, 'admin', 'admin123').catch(() => null);
    // that sign-in superseded the stream's own session: the stream ends at once with 59998
    const end = await readEvents(reader, buf, (e) => e.event === 'end');
    expect(end.data).toEqual({ code: 59998 });
    expect(writer).not.toBeNull();

    // another session's stream (a store manager of the tenant) hears A's write of a parameter, by table
    // name only; the writing session's own stream is not told its own writes (its screens reload them)
    const manager = await login(b.app, 'manager', 'anhua123');
    const res2 = await fetch(`http://127.0.0.1:${port}/api/blade-desk/live`, {
      headers: { 'blade-auth': `bearer ${manager.access_token}`, authorization: BASIC, 'tenant-id': DEMO_TENANT, 'account-type': '0' },
    });
    const reader2 = res2.body!.getReader();
    const buf2 = { text: '' };
    await readEvents(reader2, buf2, (e) => e.event === 'ready');
    // another tenant's change is not told to this tenant's stream
    await a.services.cache.tell({ tenant: 'another-tenant', tables: ['ah_other_tenants_table'] });
    const key = `mp.live.${Date.now()}`;
    const saved = await call(a.app, 'POST', '/blade-system/param/submit', { token: writer!.access_token, body: { paramName: '推送参数', paramKey: key, paramValue: '2' } });
    expect(saved.code).toBe(200);
    const named: string[] = [];
    const msg = await readEvents(reader2, buf2, (e) => {
      const tables = e.event === 'message' ? (e.data as { tables: string[] }).tables : [];
      named.push(...tables);
      return tables.includes('blade_param');
    });
    expect(JSON.stringify(msg.data)).not.toContain(key); // names tables, never data
    expect(named).not.toContain('ah_other_tenants_table');
    await reader2.cancel();
  });

  it('/healthz and /readyz answer for the balancer', async () => {
    const h = await b.app.inject({ method: 'GET', url: '/healthz' });
    expect(h.statusCode).toBe(200);
    const r = await b.app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ status: 'ready', listening: true });
  });
});

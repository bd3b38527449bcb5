/**
 * GET /api/blade-desk/live: one server-sent-events stream per browser tab for the signed-in session.
 * Each message names the tables a write changed in the caller's tenant (never data), by any other
 * session or job (this session's own calls are not told back: its screens already reload what they
 * changed, and a second reload under the keyboard would move the focus); the browser
 * reloads the queries that read them (src/api/live.ts, src/shell/use-live-updates.ts). Writes through
 * any process arrive here through the database's change channel (server/db/events.ts).
 *
 * When a change touches the sessions, users or tenants, the stream checks its own session again: a
 * superseded session (a sign-in elsewhere) ends the stream with `event: end` and code 59998, a
 * disabled account with 59997, an ended session with 401, so the browser shows its dialog at once.
 */
import * as v from 'valibot';
import { ApiError } from '../../http/envelope';
import { authenticate } from '../../http/auth';
import { route } from '../../http/route';
import { asTenant } from '../../db/data-context';
import type { Services } from '../../services';
import type { Change } from '../../db/events';

/** a comment line every so often keeps proxies from closing a quiet stream */
export const LIVE_HEARTBEAT_MS = 25_000;
/** changes that arrive together go out as one message */
const COALESCE_MS = 50;
/** the tables whose change may end a session */
const SESSION_TABLES = new Set(['auth_session', 'blade_user', 'blade_tenant', '*']);

const open = new WeakMap<Services, Set<() => void>>();

/** ends every open stream of this app (SIGTERM): the browsers reconnect to another process */
export function endLiveStreams(services: Services): number {
  const set = open.get(services);
  if (!set) return 0;
  const n = set.size;
  for (const end of [...set]) end();
  return n;
}

/** how many streams this app holds open */
export function liveStreamCount(services: Services): number {
  return open.get(services)?.size ?? 0;
}

export const liveRoutes = [
  route({
    method: 'GET',
    url: '/blade-desk/live',
    input: v.object({}),
    raw: true,
    stream: true,
    onInitialPassword: true,
    handler: async ({ req, reply, auth, services }) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const streams = open.get(services) ?? new Set<() => void>();
      open.set(services, streams);
      let ended = false;
      let pending: Set<string> | null = null;
      let checkSession = false;
      let timer: NodeJS.Timeout | null = null;

      const end = (code?: number) => {
        if (ended) return;
        ended = true;
        streams.delete(end);
        off();
        clearInterval(beat);
        if (timer) clearTimeout(timer);
        if (code !== undefined && !res.writableEnded) res.write(`event: end\ndata: ${JSON.stringify({ code })}\n\n`);
        if (!res.writableEnded) res.end();
      };

      const flush = async () => {
        timer = null;
        const tables = pending ? [...pending].sort() : [];
        pending = null;
        if (checkSession) {
          checkSession = false;
          try {
            await asTenant(auth.tenantId, () => authenticate(req, services, true));
          } catch (err) {
            return end(err instanceof ApiError ? err.code : 401);
          }
        }
        if (!ended && tables.length) res.write(`data: ${JSON.stringify({ tables })}\n\n`);
      };

      const off = services.database.events.subscribe((change: Change) => {
        if (ended || (change.tenant !== null && change.tenant !== auth.tenantId)) return;
        // this session's own calls: its screens reload what they changed themselves
        if (change.session && change.session === auth.sessionId) return;
        pending ??= new Set();
        for (const t of change.tables) {
          pending.add(t);
          if (SESSION_TABLES.has(t)) checkSession = true;
        }
        timer ??= setTimeout(() => void flush(), COALESCE_MS);
      });
      const beat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
      streams.add(end);
      req.raw.on('close', () => end());
      res.write(`event: ready\ndata: {}\n\n`);
      return null;
    },
  }),
];

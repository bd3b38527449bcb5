/**
 * Real server processes for the benches that need more than one (multi-process.ts, faults.ts): each is
 * `node server/main.ts` with its own port, on one PostgreSQL database or one PGlite folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TENANT = '000001';
export const BASIC = 'Basic ' + Buffer.from('console:console_secret').toString('base64');

export function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** a server on `port`, on PostgreSQL (`db.url`) or on a PGlite folder (`db.dataDir`) */
export function startServer(port: number, db: { url?: string; dataDir?: string }): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: '1', CLIENT_DIST: 'no-client' };
  delete env.DATABASE_URL;
  if (db.url) env.DATABASE_URL = db.url;
  if (db.dataDir) env.DATA_DIR = db.dataDir;
  // node itself runs the server (not the tsx CLI, which would run it in a child a SIGKILL does not reach)
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
  });
}

/** resolves when /readyz answers 200; rejects when the process exits first */
export async function ready(port: number, child?: ChildProcess): Promise<void> {
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGKILL, resolved once the process is gone */
export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** signs `username` in and answers the headers of its calls */
export async function signIn(port: number, username: string, password: string): Promise<Record<string, string>> {
  const q = new URLSearchParams({ tenantId: TENANT, username, password, grant_type: 'password', scope: 'all', type: 'account' });
  const r = await fetch(`http://127.0.0.1:${port}/api/blade-auth/oauth/token?${q}`, { method: 'POST', headers: { authorization: BASIC, 'tenant-id': TENANT } });
  const body = (await r.json()) as { code: number; msg?: string; data: { access_token: string } };
  if (body.code !== 200) throw new Error(`sign-in ${username}: ${JSON.stringify(body)}`);
  return { authorization: BASIC, 'tenant-id': TENANT, 'blade-auth': `bearer ${body.data.access_token}` };
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export const randomPort = (base: number) => base + Math.floor(Math.random() * 500);

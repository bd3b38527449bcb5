/**
 * A real server for tests: PGlite in memory, or a fresh database on the PostgreSQL server named by
 * TEST_DATABASE_URL; demo data seeded (a copy of the run's seeded database, seeded-database.ts);
 * a clock the test can move; calls through app.inject().
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db';
import { DEMO_CLIENT, DEMO_INIT_PASSWORD, DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';
import { openSeeded } from './seeded-database';
import { buildApp } from '../../server/app';
import { and, eq } from 'drizzle-orm';
import { user } from '../../server/db/schema';
import type { Services } from '../../server/services';

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** milliseconds added to the real clock; frozenAt stops the real clock there (a test of time-to-live on a slow machine) */
  clock: { offsetMs: number; frozenAt?: number };
  close(): Promise<void>;
  /**
   * A second server on the same data, as another process behind the balancer would be: on PostgreSQL
   * its own Database (connections, change channel, read cache); on PGlite (one process's database)
   * a second app on the same Database. Same secret and clock. Closed by its own close().
   */
  peer(): Promise<TestServer>;
}

export interface StartOptions {
  /**
   * 'changed' (default): the demo staff have been through their first sign-in and changed the
   * initial password (the server refuses everything else until they do, code 30006); their password
   * stays anhua123 so tests sign in as the README says. 'kept': every account as seeded, for the
   * tests of the first sign-in itself.
   */
  initialPasswords?: 'changed' | 'kept';
  /** a built app to serve besides the API (none by default) */
  clientDir?: string;
}

export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL || null;
  const { database, drop, reopen } = await openSeeded(url, inject('seededSource') ?? { kind: 'none' });
  if ((opts.initialPasswords ?? 'changed') === 'changed') await passFirstSignIn(database);
  const clock: TestServer['clock'] = { offsetMs: 0 };
  const config = { ...loadConfig({}), jwtSecret: 'test-secret-' + crypto.randomBytes(8).toString('hex') };
  const now = () => new Date((clock.frozenAt ?? Date.now()) + clock.offsetMs);
  const { app, services } = await buildApp({ database, config, now, clientDir: opts.clientDir ?? null });
  await app.ready();
  const peer = async (): Promise<TestServer> => {
    const other = reopen ? await reopen() : database;
    const built = await buildApp({ database: other, config, now, clientDir: null });
    await built.app.ready();
    return {
      ...built,
      database: other,
      clock,
      peer,
      async close() {
        await built.app.close();
        if (other !== database) await other.close();
      },
    };
  };
  return {
    app,
    services,
    database,
    clock,
    peer,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The demo staff's first-sign-in password change, as if each had done it (the hash stays: anhua123). */
export async function passFirstSignIn(database: Database, account?: string): Promise<void> {
  await database.ownerDb
    .update(user)
    .set({ passwordIsInitial: false })
    .where(account ? and(eq(user.tenantId, DEMO_TENANT), eq(user.account, account)) : eq(user.passwordIsInitial, true));
}

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  tenant?: string | null;
  basic?: string | null;
}

export const BASIC = 'Basic ' + Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64');

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: CallOptions = {},
): Promise<Envelope<T> & { status: number }> {
  const headers: Record<string, string> = { 'account-type': '0', ...(opts.headers ?? {}) };
  if (opts.basic !== null) headers.authorization = opts.basic ?? BASIC;
  if (opts.tenant !== null) headers['tenant-id'] = opts.tenant ?? DEMO_TENANT;
  if (opts.token) headers['blade-auth'] = `bearer ${opts.token}`;
  const query = Object.fromEntries(Object.entries(opts.query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  let payload: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  const res = await app.inject({ method, url: `/api${url}`, query, headers, payload });
  const body = JSON.parse(res.body) as Envelope<T>;
  return { ...body, status: res.statusCode };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  user_id: string;
  store_id: string | null;
  role_name: string;
  tenant_id: string;
}

export async function login(app: FastifyInstance, username: string, password: string, tenant = DEMO_TENANT): Promise<Tokens> {
  const res = await call<Tokens>(app, 'POST', '/blade-auth/oauth/token', {
    tenant,
    query: { tenantId: tenant, username, password, grant_type: 'password', scope: 'all', type: 'account' },
  });
  if (res.code !== 200) throw new Error(`login ${username} failed: ${res.code} ${res.msg}`);
  return res.data;
}

/**
 * A tenant of its own, made by the platform admin as an operator would (tenant/submit), with its
 * super-admin signed in: the token of that admin (calls to it need `tenant: tenantId`).
 */
export async function secondTenant(app: FastifyInstance, tenantId: string, tenantName: string): Promise<string> {
  const platform = (await login(app, 'admin', 'admin123', PLATFORM_TENANT)).access_token;
  const made = await call(app, 'POST', '/blade-system/tenant/submit', {
    token: platform,
    tenant: PLATFORM_TENANT,
    body: { tenantId, tenantName, linkman: '钱七', contactNumber: `0571-${tenantId.padStart(7, '7')}`, expireTime: '2099-01-01 00:00:00' },
  });
  if (made.code !== 200) throw new Error(`tenant ${tenantId}: ${made.code} ${made.msg}`);
  return (await login(app, 'admin', DEMO_INIT_PASSWORD, tenantId)).access_token;
}

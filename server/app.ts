/** Builds the Fastify app: every module's routes, the envelope for errors, and the built client. */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import { Codes } from '../src/domain/codes';
import type { Config } from './config';
import type { Database } from './db';
import { appSetting } from './db/schema';
import { uniqueIndexFields } from './db/resource-table';
import { ApiError, errorEnvelope, httpStatusFor } from './http/envelope';
import { langOf } from './http/lang';
import type { Registrable } from './http/route';
import type { Services } from './services';
import { outboxProvider, type SmsProvider } from './services/sms';
import { captchaWithOutbox, rasterCaptcha } from './services/captcha';
import { defaultCorpWechatProviders, type CorpWechatProviders } from './services/corp-wechat';
import { allRoutes } from './modules';
import { writeErrorLog } from './modules/blade-system/content/logs';
import { ossStore } from './storage/oss-server';
import { noteWrite, ReadCache } from './http/read-cache';
import { registerSecurityHeaders } from './http/security-headers';
import { onSystemAccess } from './db/data-context';

/** what the request carried, for the error log: secrets masked, cut short */
function requestInfo(query: unknown, body: unknown): string {
  const secret = /pass|secret|code|token|sign/i;
  try {
    const text = JSON.stringify({ query, body: Buffer.isBuffer(body) ? `<${body.length} bytes>` : body }, (key, value: unknown) =>
      key && secret.test(key) && typeof value !== 'object' ? '***' : value,
    );
    return text.slice(0, 4000);
  } catch {
    return '<unreadable>';
  }
}

export interface BuildOptions {
  database: Database;
  config: Config;
  now?: () => Date;
  sms?: SmsProvider;
  corpWechat?: CorpWechatProviders;
  /** folder of the built client; omitted in API-only tests */
  clientDir?: string | null;
  logger?: boolean;
}

async function loadSecret(database: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  // one secret per database, so several processes and restarts accept each other's tokens
  await database.db
    .insert(appSetting)
    .values({ key: 'jwt_secret', value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(appSetting).where(eq(appSetting.key, 'jwt_secret'));
  return row.value;
}

/** what a load balancer asks: /readyz answers 503 once the process drains (SIGTERM) */
export interface Readiness {
  draining: boolean;
}

export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; services: Services; readiness: Readiness }> {
  const services: Services = {
    database: opts.database,
    db: opts.database.db,
    config: opts.config,
    secret: await loadSecret(opts.database, opts.config.jwtSecret),
    sms: opts.sms ?? outboxProvider,
    captcha: opts.config.captchaOutbox ? captchaWithOutbox(opts.config.captchaOutbox) : rasterCaptcha,
    corpWechat: opts.corpWechat ?? defaultCorpWechatProviders,
    now: opts.now ?? (() => new Date()),
    cache: new ReadCache(() => services.now().getTime()),
  };

  const app = Fastify({
    logger: opts.logger ? { level: 'warn' } : false,
    bodyLimit: 20 * 1024 * 1024,
    // only behind a known proxy may X-Forwarded-For name the client: the login throttle counts per address
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
  });
  // the platform's work across tenants leaves a line in the log; the jobs' queue polls do not
  onSystemAccess((reason) => {
    if (reason.startsWith('platform:')) app.log.warn({ audit: reason }, 'cross-tenant access');
  });
  await registerSecurityHeaders(app);
  await app.register(formbody);
  // spreadsheet imports read their one file part themselves (server/jobs/imports), with their own limits
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    const lang = langOf(req);
    if (err instanceof ApiError) {
      return reply.status(httpStatusFor(err.code)).send(errorEnvelope(err.code, err.messageFor(lang), err.data));
    }
    // a unique index refused a concurrent duplicate the handler's own check did not see
    const pg = (err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } });
    const pgCode = pg.code ?? pg.cause?.code;
    if (pgCode === '23505') {
      const field = uniqueIndexFields.get(pg.constraint ?? pg.cause?.constraint ?? '');
      if (field) return reply.status(400).send(errorEnvelope(400, lang === 'en' ? `${field.label.en} already exists` : `${field.label.zh}已存在`, { field: field.key }));
      return reply.status(400).send(errorEnvelope(400, lang === 'en' ? 'This record already exists' : '数据已存在'));
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // malformed JSON, wrong content type, body too large: the caller's fault, said plainly
      const text = status === 413 ? (lang === 'en' ? 'Request body too large' : '请求体过大') : Codes.BAD_REQUEST[lang];
      return reply.status(400).send(errorEnvelope(400, text));
    }
    // the database refused a value (class 22: out of range, bad text or date): the input layer should
    // have refused it first, so it is logged like a failure, but it is the caller's value, not a 500
    const dataException = typeof pgCode === 'string' && pgCode.startsWith('22');
    req.log.error({ err, method: req.method, url: req.url }, 'request failed');
    if (!opts.logger) console.error(`${req.method} ${req.url.slice(0, 300)}`, err);
    // the details stay on the server, in the error log an administrator can read (never the stack nor SQL to the caller)
    void writeErrorLog(
      services,
      'server',
      { url: req.url, type: dataException ? `${err.name} ${pgCode}` : err.name, message: err.message, stack: err.stack, info: requestInfo(req.query, req.body) },
      { req },
    ).catch((logErr: unknown) => req.log.error({ err: logErr }, 'error log not written'));
    if (dataException) return reply.status(400).send(errorEnvelope(400, Codes.BAD_REQUEST[lang]));
    return reply.status(500).send(errorEnvelope(500, Codes.SERVER_ERROR[lang]));
  });

  // a write inside a route() call drops its tenant's cached reads when the handler is done; any
  // other write (a job, a test's own insert) drops them all at once; both are told to the other
  // processes on this database, whose writes drop ours in turn (server/db/events.ts)
  opts.database.onWrite((tables) => noteWrite(services.cache, tables));
  const detach = services.cache.attach(opts.database.events);
  app.addHook('onClose', async () => detach());

  // for a load balancer: /healthz the process is up; /readyz it reaches its database and takes work
  const readiness: Readiness = { draining: false };
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'up' }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await opts.database.ping();
    } catch (err) {
      return reply.status(503).send({ status: 'database unreachable', error: (err as Error).message.slice(0, 200) });
    }
    return reply.send({ status: 'ready', listening: opts.database.events.listening() });
  });

  const routes: Registrable[] = allRoutes;
  for (const r of routes) r.register(app, services);
  await app.register(ossStore, { services });

  const clientDir = opts.clientDir;
  const servesClient = !!clientDir && fs.existsSync(path.join(clientDir, 'index.html'));
  if (clientDir && servesClient) {
    // the built app: the build's brotli and gzip copies (build/precompress.ts) go to a browser that
    // takes them; a hashed file under /assets/ never changes under its name, anything else
    // (index.html) is asked for again each time; dist/.vite (the build manifest) is not served
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControlOf(path.relative(clientDir, file))),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const lang = langOf(req);
    if (req.url.startsWith('/api/') || req.url === '/api' || !servesClient) {
      return reply.status(404).send(errorEnvelope(404, Codes.NOT_FOUND[lang]));
    }
    // the single-page app answers every other path; its router shows /404 for unknown ones
    return reply.code(200).sendFile('index.html');
  });

  return { app, services, readiness };
}

/** Cache-Control of a file of the built app, by its path under dist/: Vite's hashed assets are immutable. */
export function cacheControlOf(file: string): string {
  return file.split(path.sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

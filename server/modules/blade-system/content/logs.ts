/**
 * Logs (blade-log): the browser's error-log report (spec 1 section 3 error log entry), and the
 * writers other parts of the server call for usual, API and server-error entries. Lists and
 * details are generated from the declarations.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { newId } from '../../../db/ids';
import { bladeLogApi, bladeLogError, bladeLogUsual } from '../../../db/resource-tables/content';
import type { AuthContext } from '../../../http/auth';
import type { Services } from '../../../services';
import { route, type Registrable } from '../../../http/route';
import { say } from './common';
import { ApiError } from '../../../http/envelope';
import { Codes } from '../../../../src/domain/codes';
import { asTenant } from '../../../db/data-context';
import { PLATFORM_TENANT } from '../../../db/tenants';

/** Reports one user may send per minute; a broken page in a loop must not fill the table. */
export const ERROR_REPORTS_PER_MINUTE = 60;

/** PostgreSQL text cannot hold NUL, nor can UTF-8 hold a lone surrogate: a log keeps them readable instead of failing to record the very request that carried them */
const clip = (s: unknown, n: number): string | null =>
  s === undefined || s === null || s === ''
    ? null
    : String(s)
        .replaceAll('\u0000', '\\u0000')
        .slice(0, n)
        .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Who and where, taken from the request. */
function origin(req: FastifyRequest | null, auth: AuthContext | null) {
  return {
    tenantId: auth?.tenantId ?? PLATFORM_TENANT,
    createUser: auth?.userId ?? null,
    createBy: auth?.account ?? null,
    remoteIp: clip(req?.ip, 64),
    userAgent: clip(req?.headers['user-agent'], 500),
    requestUri: clip(req?.url.split('?')[0], 500),
    method: clip(req?.method, 10),
  };
}

const text = (max: number, label: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `${label}格式错误`),
      v.transform((x) => String(x)),
      v.maxLength(max, `${label}长度不能超过${max}个字符`),
    ),
  );

/** The error-log entry of spec 1 section 3: url, time, type, message, stack, info (info may be any JSON). */
export const ErrorReportSchema = v.object({
  url: text(1000, 'url'),
  time: text(40, 'time'),
  type: text(100, 'type'),
  message: v.pipe(
    v.union([v.string(), v.number()], 'message不能为空'),
    v.transform((x) => String(x).trim()),
    v.minLength(1, 'message不能为空'),
    v.maxLength(2000, 'message长度不能超过2000个字符'),
  ),
  stack: text(20_000, 'stack'),
  info: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === undefined || x === null ? undefined : typeof x === 'string' ? x : JSON.stringify(x))),
      v.optional(v.pipe(v.string(), v.maxLength(4000, 'info长度不能超过4000个字符'))),
    ),
  ),
});

export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>;

export async function writeErrorLog(
  services: Services,
  source: 'browser' | 'server',
  entry: ErrorReport,
  ctx: { req?: FastifyRequest | null; auth?: AuthContext | null } = {},
): Promise<string> {
  const id = newId();
  const now = services.now();
  const who = origin(ctx.req ?? null, ctx.auth ?? null);
  // written in the entry's own tenant: the error handler runs after the call's work has ended
  await asTenant(who.tenantId, () => services.db.insert(bladeLogError).values({
    id,
    ...who,
    source,
    url: clip(entry.url, 1000),
    time: clip(entry.time, 40) ?? now.toISOString(),
    type: clip(entry.type, 100),
    message: clip(entry.message, 2000),
    stack: clip(entry.stack, 20_000),
    info: clip(entry.info, 4000),
    createTime: now,
    updateTime: now,
  }));
  return id;
}

/** A usual log entry (jobs, sweepers, integrations): level, a business id and the data. */
export async function writeUsualLog(
  services: Services,
  entry: { tenantId: string; logLevel: 'info' | 'warn' | 'error'; logId?: string; logData: string; params?: string },
  ctx: { req?: FastifyRequest | null; auth?: AuthContext | null } = {},
): Promise<void> {
  const now = services.now();
  await asTenant(entry.tenantId, () => services.db.insert(bladeLogUsual).values({
    id: newId(),
    ...origin(ctx.req ?? null, ctx.auth ?? null),
    tenantId: entry.tenantId,
    logLevel: entry.logLevel,
    logId: clip(entry.logId, 64),
    logData: clip(entry.logData, 10_000),
    params: clip(entry.params, 10_000),
    createTime: now,
    updateTime: now,
  }));
}

/** An API log entry: a call worth a trace, its answer code and how long it took. */
export async function writeApiLog(
  services: Services,
  entry: { title: string; code: number; timeMs: number; params?: string },
  ctx: { req: FastifyRequest | null; auth: AuthContext },
): Promise<void> {
  const now = services.now();
  await asTenant(ctx.auth.tenantId, () => services.db.insert(bladeLogApi).values({
    id: newId(),
    ...origin(ctx.req, ctx.auth),
    title: clip(entry.title, 200),
    code: entry.code,
    time: Math.max(0, Math.round(entry.timeMs)),
    params: clip(entry.params, 10_000),
    createTime: now,
    updateTime: now,
  }));
}

export const logRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/blade-log/error/report',
    input: ErrorReportSchema,
    handler: async ({ auth, services, input, req, lang }) => {
      const since = new Date(services.now().getTime() - 60_000);
      const [{ n }] = await services.db
        .select({ n: count() })
        .from(bladeLogError)
        .where(and(eq(bladeLogError.createUser, auth.userId), gt(bladeLogError.createTime, since)));
      if (Number(n) >= ERROR_REPORTS_PER_MINUTE) {
        throw new ApiError(Codes.BAD_REQUEST, say(lang, '错误日志上报过于频繁，请稍后再试', 'Too many error reports; please try again later'));
      }
      return { id: await writeErrorLog(services, 'browser', input, { req, auth }) };
    },
  }),
];

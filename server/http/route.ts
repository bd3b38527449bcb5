/**
 * The one place every call passes through: token and session checks, API scope, button
 * permission, input validation, the envelope and the error answer. Modules only declare routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { Codes, type Lang } from '../../src/domain/codes';
import type { Services } from '../services';
import { badInput, envelope, fail } from './envelope';
import { authenticate, requestTenant, type AuthContext } from './auth';
import { asSystem, asTenant } from '../db/data-context';
import { withWriteTracking } from './read-cache';
import { PLATFORM_TENANT } from '../db/tenants';
import { checkAnyPermission, checkApiScope, checkPermission } from './permissions';
import { validationFailure } from './errors';
import { langOf } from './lang';
import { INPUT_LIMITS, guardRequest } from './input-guard';
import type { FieldDecl, Label } from '../../src/domain/resources/types';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** what the OpenAPI document says of a route beyond its input schema (server/http/openapi.ts) */
export interface RouteDoc {
  /** the declaration's title, for the routes the resource engine generates */
  title?: Label;
  /** fields the handler checks itself against a declaration (a generated create or update) */
  fields?: Record<string, FieldDecl>;
  /** the input is a multipart form with one file part (spreadsheet imports) */
  upload?: boolean;
}

export interface Ctx<I, A extends AuthContext | null> {
  req: FastifyRequest;
  reply: FastifyReply;
  input: I;
  auth: A;
  services: Services;
  lang: Lang;
  ip: string;
}

interface RouteBase<S extends v.GenericSchema | undefined> {
  method: Method | Method[];
  /** path after /api, exactly as the spec names it */
  url: string;
  input?: S;
  /** button code the role must hold */
  /** a button code, or several of which one is enough */
  permission?: string | readonly string[];
  /** the handler writes the reply itself (files); its return value is ignored */
  raw?: boolean;
  /** the answer is a stream that stays open (server-sent events): route walks in tests skip it */
  stream?: boolean;
  /** message of the success envelope */
  msg?: string;
  /** the longest string the route takes, when more than the global limit (INPUT_LIMITS.string) */
  maxString?: number;
  /** answered while the account is still on its initial password (the change itself, sign-out, user info) */
  onInitialPassword?: boolean;
  /** the platform's own work across tenants (tenants, clients): for the platform admin only, it runs asSystem */
  crossTenant?: boolean;
  doc?: RouteDoc;
}

type Input<S> = S extends v.GenericSchema ? v.InferOutput<S> : Record<string, unknown>;

export type RouteDef<S extends v.GenericSchema | undefined> =
  | (RouteBase<S> & { auth: 'public'; handler: (ctx: Ctx<Input<S>, AuthContext | null>) => Promise<unknown> })
  | (RouteBase<S> & { auth?: 'user'; handler: (ctx: Ctx<Input<S>, AuthContext>) => Promise<unknown> });

export interface Registrable {
  method: Method | Method[];
  url: string;
  auth?: 'public' | 'user';
  /** a button code, or several of which one is enough */
  permission?: string | readonly string[];
  /** the declared input schema (tests generate hostile input from it) */
  input?: v.GenericSchema;
  doc?: RouteDoc;
  /** an answer that stays open (GET /api/blade-desk/live): a walk over every route skips it */
  stream?: boolean;
  register(app: FastifyInstance, services: Services): void;
}

/** query and body merged; a bare array body (as several spec calls send ids) becomes `ids` */
function rawInput(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body;
  if (Array.isArray(body)) return { ...query, ids: body };
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) return { ...query, ...(body as Record<string, unknown>) };
  return { ...query };
}

/**
 * valibot reports a missing key with its own generic text; a key present as undefined is checked
 * by the key's schema instead, which carries the spec's message (请输入验证码 and the like).
 */
function fillMissingKeys(schema: v.GenericSchema, input: Record<string, unknown>): void {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries) return;
  for (const key of Object.keys(entries)) if (!(key in input)) input[key] = undefined;
}

export function route<S extends v.GenericSchema | undefined = undefined>(def: RouteDef<S>): Registrable {
  return {
    method: def.method,
    url: def.url,
    auth: def.auth,
    permission: def.permission,
    input: def.input,
    doc: def.doc,
    stream: def.stream,
    register(app, services) {
      app.route({
        method: def.method,
        url: `/api${def.url}`,
        bodyLimit: INPUT_LIMITS.bodyBytes,
        // everything the call reads or writes stays in its tenant (data-context.ts)
        handler: (req, reply) => asTenant(requestTenant(req, services), () => handle(req, reply)),
      });
      const handle = async (req: FastifyRequest, reply: FastifyReply) => {
          const lang = langOf(req);
          // hostile input is refused before anything reads it, the session lookup included
          const issue = guardRequest(req.query, req.body, { maxString: def.maxString });
          if (issue) throw badInput(issue.message, issue.field || undefined);
          // what other processes wrote before this call arrived is not served from this process's cache
          await services.cache.catchUp();
          const auth = await authenticate(req, services, def.auth !== 'public');
          const writer = () => (auth && auth.tenantId !== PLATFORM_TENANT ? auth.tenantId : null);
          // the forced change at first sign-in is the server's rule, not only the browser's (the admin is exempt, as in verifyIsInitPassword)
          if (auth?.passwordIsInitial && !auth.isAdmin && !def.onInitialPassword) throw fail(Codes.PASSWORD_CHANGE_REQUIRED);
          if (auth) {
            await checkApiScope(services, auth, req.method, def.url);
            if (def.permission) await (typeof def.permission === 'string' ? checkPermission(services, auth, def.permission) : checkAnyPermission(services, auth, def.permission));
          }
          let input: unknown = rawInput(req);
          if (def.input) {
            fillMissingKeys(def.input, input as Record<string, unknown>);
            const result = v.safeParse(def.input, input);
            if (!result.success) throw validationFailure(result.issues, lang);
            input = result.output;
          }
          const ctx = { req, reply, input, auth, services, lang, ip: req.ip } as Ctx<never, never>;
          const run = () => withWriteTracking(services.cache, writer, () => (def.handler as (c: typeof ctx) => Promise<unknown>)(ctx), auth?.sessionId ?? null);
          const data = def.crossTenant && auth?.isAdmin && auth.tenantId === PLATFORM_TENANT ? await asSystem(`platform: ${auth.account} ${req.method} ${def.url}`, run) : await run();
          if (def.raw) return reply;
          return envelope(data ?? null, def.msg, lang);
      };
    },
  };
}

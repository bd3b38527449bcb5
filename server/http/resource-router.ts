/**
 * The routes of a resource, generated from its declaration under the spec's own path names:
 * paged and unpaged lists, detail, create, update, upsert, remove and simple actions.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { opList, type ActionDecl, type ResourceDecl } from '../../src/domain/resources/types';
import type { ResourceKey } from '../../src/domain/resources';
import { buttonPrefixes } from '../../src/domain/resources/slice';
import { validateRecord } from '../../src/domain/resources/validate';
import { actionForBody, actionRoute, isGeneratedAction, noActionMessage, readActionBody, type ActionCall } from '../../src/domain/resources/action';
import type { Lang } from '../../src/domain/codes';
import { actSchema, lookupOf, lookupSchema } from '../../src/domain/resources/lookup';
import { newId } from '../db/ids';
import { dict } from '../db/schema';
import { writeStateLog } from './state-log';
import type { Services } from '../services';
import type { Tx } from '../db';
import type { AuthContext } from './auth';
import { ApiError, notFound, page } from './envelope';
import { Codes } from '../../src/domain/codes';
import { route, type Registrable } from './route';
import { noInput, pagingCurrentSize, pagingPageNo, vId, vIds } from './input';
import { checkAnyPermission, dataScopeFor } from './permissions';
import { built, cachedCount, sharedRows } from './read-cache';
import { columnsOf, filterWhere, orderBy, scopeWhere, type Columns } from './resource-query';
import { requireOperatingCode } from './operating-code';
import { sha256Hex } from './jwt';
import { requireStore } from './store-scope';

const ALL_CAP = 10_000;

/** Hooks keyed by declared resource: a key that names no resource fails the typecheck. */
export type ResourceHookMap = { readonly [K in ResourceKey]?: ResourceHooks };
/** The hooks of named resources, each present (for the callers that read them by name). */
export type HooksFor<K extends ResourceKey> = Record<K, ResourceHooks>;
/** The hooks of a declaration met at run time (its key is a plain string there). */
export const hooksOf = (map: ResourceHookMap, key: string): ResourceHooks | undefined => (map as Readonly<Record<string, ResourceHooks | undefined>>)[key];

/** What a presentation may read besides the row: the server's clock, never the wall clock (tests run on their own). */
export type Clock = Pick<Services, 'now'>;

export interface ResourceHooks {
  /** extra conditions on every read (e.g. a parent filter) */
  where?: (ctx: { auth: AuthContext; query: Record<string, unknown>; services: Services }) => SQL | undefined;
  /** adjust a record before it is written (inside the transaction) */
  /** `newId`: on create, the id the new row will get (a hook writing rows that name it, such as a log line) */
  beforeWrite?: (ctx: { tx: Tx; auth: AuthContext; services: Services; value: Record<string, unknown>; id: string | null; lang: Lang; newId?: string }) => Promise<void>;
  /** check before soft-deleting (e.g. a department with users) */
  beforeRemove?: (ctx: { tx: Tx; auth: AuthContext; services: Services; ids: string[]; lang: Lang }) => Promise<void>;
  /** shape each answered row; it gets a copy of its own, which it may change and return */
  present?: (row: Record<string, unknown>, clock: Clock) => Record<string, unknown>;
  /**
   * rows computed rather than read from the table (the parts inventory by month): the page and the
   * export call this instead of selecting the table's rows
   */
  list?: (ctx: { services: Services; auth: AuthContext; query: Record<string, unknown>; offset: number; limit: number }) => Promise<{ total: number; records: Record<string, unknown>[] }>;
  /**
   * the SQL each filter-only field of the declaration stands for (a stock car's lock end, from the
   * order car holding it): the declared filter of that field applies to it as to a column
   */
  computed?: (ctx: { auth: AuthContext; services: Services }) => Record<string, SQL>;
}

let runtimes = 0;

export class ResourceRuntime<T extends PgTable = PgTable> {
  readonly cols: Columns;
  /** the table as any table: the queries below are the same for every one (drizzle cannot resolve them on an open T) */
  private readonly pg: PgTable;
  /** columns never answered: the soft-delete flag, the tenant of a tenant's row, secrets and hashes */
  private readonly hidden: Set<string>;
  /** this runtime's presentation, for sharing a page being loaded (two runtimes of a table present differently) */
  private readonly id = `rt${++runtimes}`;
  constructor(
    readonly decl: ResourceDecl,
    readonly table: T,
    readonly hooks: ResourceHooks = {},
  ) {
    this.pg = table;
    this.cols = columnsOf(table);
    this.hidden = new Set([
      'isDeleted',
      ...(decl.scope !== 'global' ? ['tenantId'] : []),
      ...Object.entries(decl.fields).filter(([, fd]) => fd.secret || fd.hashed).map(([k]) => k),
      // record search's reversed copies (server/db/search-indexes.ts) are the database's, not the API's
      ...Object.keys(this.cols).filter((k) => k.endsWith('SearchRev')),
    ]);
  }

  async scope(services: Services, auth: AuthContext, query: Record<string, unknown> = {}): Promise<SQL | undefined> {
    return this.scopeWith(services, auth, query, await dataScopeFor(services, auth, this.decl.key));
  }

  private scopeWith(services: Services, auth: AuthContext, query: Record<string, unknown>, dataScope: Awaited<ReturnType<typeof dataScopeFor>>): SQL | undefined {
    return and(
      scopeWhere(this.decl, this.cols, { storeId: auth.storeId, userId: auth.userId, dataScope }),
      this.hooks.where?.({ auth, query, services }),
    );
  }

  /** the query's declared filters (filter-only fields by the SQL the hooks give them) */
  filters(services: Services, auth: AuthContext, query: Record<string, unknown>): SQL | undefined {
    return filterWhere(this.decl, this.cols, query, this.hooks.computed?.({ auth, services }));
  }

  /** one pass per row: the busiest lists answer tens of thousands of rows a minute */
  present(row: Record<string, unknown>, clock: Clock): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const k in row) if (!this.hidden.has(k)) out[k] = row[k];
    return this.hooks.present ? this.hooks.present(out, clock) : out;
  }

  async list(services: Services, auth: AuthContext, query: Record<string, unknown>, offset: number, limit: number) {
    if (this.hooks.list) return this.hooks.list({ services, auth, query, offset, limit });
    const dataScope = await dataScopeFor(services, auth, this.decl.key);
    // the same request within a second builds nothing: its statements depend on the caller, their data
    // scope, the query and the clock only (a hook's `where` reads nothing else)
    const key = `list:${this.id}\u0000${auth.userId}\u0000${auth.storeId}\u0000${auth.roleId}\u0000${JSON.stringify(dataScope)}\u0000${JSON.stringify(query)}\u0000${offset}\u0000${limit}`;
    const stmts = services.cache.memo(auth.tenantId, key, () => {
      const where = and(this.scopeWith(services, auth, query, dataScope), this.filters(services, auth, query));
      return {
        count: built(services.db.select({ n: count() }).from(this.pg).where(where)),
        page: built(
          services.db
            .select()
            .from(this.pg)
            .where(where)
            .orderBy(...orderBy(this.decl, this.cols, query))
            .limit(limit)
            .offset(offset),
        ),
      };
    });
    // the total may be a few seconds old (server/http/read-cache.ts); the page never is
    const [[{ n }], records] = await Promise.all([
      cachedCount(services.cache, auth.tenantId, stmts.count),
      sharedRows(services.cache, auth.tenantId, this.id, stmts.page, (rows) => (rows as Record<string, unknown>[]).map((r) => this.present(r, services))),
    ]);
    return { total: Number(n), records };
  }

  /** The where of the list call: scope, the hooks' condition and the query's filters. */
  async listWhere(services: Services, auth: AuthContext, query: Record<string, unknown>): Promise<SQL | undefined> {
    const dataScope = await dataScopeFor(services, auth, this.decl.key);
    return and(this.scopeWith(services, auth, query, dataScope), this.filters(services, auth, query));
  }

  /**
   * The list's rows counted per value of one field (a dashboard's breakdown): the same where as
   * the list, so each part equals the total of the list filtered by that value too.
   */
  async countBy(services: Services, auth: AuthContext, query: Record<string, unknown>, field: string): Promise<{ value: string | number | null; count: number }[]> {
    const col = this.cols[field];
    if (!col || !this.decl.fields[field]?.search) throw new Error(`${this.decl.key}.${field} is not a search field`);
    const where = await this.listWhere(services, auth, query);
    const rows = await cachedCount(services.cache, auth.tenantId, built(services.db.select({ value: col, n: count() }).from(this.pg).where(where).groupBy(col).orderBy(desc(count()))));
    return (rows as { value: string | number | null; n: number }[]).map((r) => ({ value: r.value, count: Number(r.n) }));
  }

  /** scope: computed before any transaction (PGlite has one connection: no outside query inside one) */
  async findOne(db: Services['db'] | Tx, scope: SQL | undefined, id: string, lock = false): Promise<T['$inferSelect'] | null> {
    const query = db
      .select()
      .from(this.pg)
      .where(and(eq(this.cols.id, id), scope))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return (row as T['$inferSelect'] | undefined) ?? null;
  }

  /** dictionary fields must hold a key of their dictionary */
  private async checkDicts(tx: Tx, auth: AuthContext, value: Record<string, unknown>, lang: Lang) {
    for (const [key, fd] of Object.entries(this.decl.fields)) {
      if (fd.type !== 'dict' || !fd.dict || value[key] === null || value[key] === undefined) continue;
      const [hit] = await tx
        .select({ id: dict.id })
        .from(dict)
        .where(and(eq(dict.tenantId, auth.tenantId), eq(dict.code, fd.dict), eq(dict.dictKey, String(value[key])), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)))
        .limit(1);
      if (!hit) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `${fd.label.en}: not an allowed value` : `${fd.label.zh}取值无效`, { field: key });
    }
  }

  private async checkUnique(tx: Tx, scope: SQL | undefined, value: Record<string, unknown>, id: string | null, lang: Lang) {
    for (const [key, fd] of Object.entries(this.decl.fields)) {
      if (!fd.unique || value[key] === undefined || value[key] === null) continue;
      const [dup] = await tx
        .select({ id: this.cols.id })
        .from(this.pg)
        .where(and(eq(this.cols[key], value[key]), scope, id ? ne(this.cols.id, id) : undefined))
        .limit(1);
      if (dup) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `${fd.label.en} already exists` : `${fd.label.zh}已存在`, { field: key });
    }
  }

  /** hashed fields keep only their sha-256; datetimes go to the driver as Date */
  private toColumns(value: Record<string, unknown>) {
    for (const [key, fd] of Object.entries(this.decl.fields)) {
      if (fd.hashed && typeof value[key] === 'string') value[key] = sha256Hex(value[key] as string);
      if (fd.type === 'datetime' && typeof value[key] === 'string') value[key] = new Date(value[key] as string);
    }
  }

  async create(services: Services, auth: AuthContext, input: Record<string, unknown>, lang: Lang): Promise<string> {
    const checked = validateRecord(this.decl, input, { lang });
    if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
    const value = checked.value;
    const now = services.now();
    const id = newId();
    const scope = await this.scope(services, auth);
    return services.db.transaction((tx) => this.insertIn(tx, services, auth, value, scope, lang, { id, now }));
  }

  /**
   * Inserts a record already checked by validateRecord inside the caller's transaction, with the
   * dictionary, uniqueness and hook checks of create (the spreadsheet imports write rows this way).
   * scope: from this.scope(), computed before the transaction.
   */
  async insertIn(tx: Tx, services: Services, auth: AuthContext, value: Record<string, unknown>, scope: SQL | undefined, lang: Lang, opts: { id?: string; now?: Date } = {}): Promise<string> {
    const id = opts.id ?? newId();
    const now = opts.now ?? services.now();
    await this.checkDicts(tx, auth, value, lang);
    await this.checkUnique(tx, scope, value, null, lang);
    // a read-only field is never taken from the input, so its declared default is where a new row starts
    for (const [key, fd] of Object.entries(this.decl.fields)) if (fd.readonly && fd.default !== undefined && value[key] === undefined) value[key] = fd.default;
    await this.hooks.beforeWrite?.({ tx, auth, services, value, id: null, lang, newId: id });
    this.toColumns(value);
    const row: Record<string, unknown> = { ...value, id, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now };
    if (this.decl.scope !== 'global') row.tenantId = auth.tenantId;
    if (this.decl.scope === 'store') {
      requireStore(auth, lang);
      row.storeId = auth.storeId;
    }
    await tx.insert(this.pg).values(row);
    return id;
  }

  async update(services: Services, auth: AuthContext, id: string, input: Record<string, unknown>, lang: Lang): Promise<string> {
    const checked = validateRecord(this.decl, input, { lang, partial: true });
    if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
    const value = checked.value;
    const scope = await this.scope(services, auth);
    return services.db.transaction(async (tx) => {
      // a row whose state decides whether it may change is locked until the change is written
      const existing = await this.findOne(tx, scope, id, !!this.decl.editable);
      if (!existing) throw notFound();
      if (this.decl.editable && !this.decl.editable.applies(existing)) throw new ApiError(Codes.BUSINESS_NOTICE, this.decl.editable.refusal(existing, false)[lang]);
      await this.checkDicts(tx, auth, value, lang);
      await this.checkUnique(tx, scope, value, id, lang);
      await this.hooks.beforeWrite?.({ tx, auth, services, value, id, lang });
      this.toColumns(value);
      await tx
        .update(this.pg)
        .set({ ...value, updateUser: auth.userId, updateTime: services.now() })
        .where(eq(this.cols.id, id));
      return id;
    });
  }

  /** all or nothing: one id outside the caller's scope refuses the whole call */
  async remove(services: Services, auth: AuthContext, ids: string[], lang: Lang = 'zh'): Promise<number> {
    const unique = [...new Set(ids)];
    const scope = await this.scope(services, auth);
    return services.db.transaction(async (tx) => {
      const rule = this.decl.removable;
      if (rule) {
        // the rows stay as judged until they are deleted: locked in id order, like every batch change
        const rows = (await tx.select().from(this.pg).where(and(inArray(this.cols.id, unique), scope)).orderBy(asc(this.cols.id)).for('update')) as Record<string, unknown>[];
        const refused = rows.find((r) => !rule.applies(r));
        if (refused) throw new ApiError(Codes.BUSINESS_NOTICE, rule.refusal(refused, unique.length > 1)[lang]);
      }
      await this.hooks.beforeRemove?.({ tx, auth, services, ids: unique, lang });
      const rows = await tx
        .update(this.pg)
        .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
        .where(and(inArray(this.cols.id, unique), scope))
        .returning({ id: this.cols.id });
      if (rows.length !== unique.length) throw notFound();
      return rows.length;
    });
  }

  /**
   * Sets fields on rows in scope, all or none. With a guard (a declared action's `applies`), the rows
   * are locked in id order and each must pass it first: a refused row answers 10300 with the guard's
   * reason and nothing is written.
   */
  async setFields(services: Services, auth: AuthContext, ids: string[], set: Record<string, unknown>, guard?: { action: ActionDecl; lang: Lang; reason?: string }): Promise<void> {
    const unique = [...new Set(ids)].sort();
    const scope = await this.scope(services, auth);
    // an action that changes a state field leaves a line in the state history (who, when, from, to, why)
    const stateField = guard?.action.set ? Object.keys(guard.action.set)[0] : undefined;
    await services.db.transaction(async (tx) => {
      const { applies, refusal } = guard?.action ?? {};
      let before: Record<string, unknown>[] = [];
      if (applies || stateField) {
        // judged and logged as they were: locked in id order, like every batch change
        before = (await tx.select().from(this.pg).where(and(inArray(this.cols.id, unique), scope)).orderBy(asc(this.cols.id)).for('update')) as Record<string, unknown>[];
        if (before.length !== unique.length) throw notFound();
        const refused = applies ? before.find((row) => !applies(row)) : undefined;
        if (refused) throw new ApiError(Codes.BUSINESS_NOTICE, refusal?.(refused, unique.length > 1)[guard!.lang]);
      }
      const values = { ...set };
      this.toColumns(values);
      const now = services.now();
      const rows = await tx
        .update(this.pg)
        .set({ ...values, updateUser: auth.userId, updateTime: now })
        .where(and(inArray(this.cols.id, unique), scope))
        .returning({ id: this.cols.id });
      if (rows.length !== unique.length) throw notFound();
      if (stateField && guard) {
        const action = guard.action.name;
        await writeStateLog(tx, auth, before.map((row) => ({ resource: this.decl.key, recordId: String(row.id), action, field: stateField, from: row[stateField], to: set[stateField], reason: guard.reason })), now);
      }
    });
  }
}

/** The declared input of an action, read as the generic client sends it; a 400 with the field's message otherwise. */
export function readAction(decl: ResourceDecl, action: ActionDecl, body: Record<string, unknown>, lang: Lang): ActionCall {
  const r = readActionBody(decl, action, body, lang);
  if (!r.ok) throw new ApiError(Codes.BAD_REQUEST, r.message, r.field ? { field: r.field } : undefined);
  return r.call;
}

/**
 * The route of an action its module implements (`custom`): the declared path, permission, operating
 * password and input, read through the same contract as the generated ones.
 */
export function declaredActionRoute<R>(
  decl: ResourceDecl,
  name: string,
  handler: (ctx: { auth: AuthContext; services: Services; lang: Lang; call: ActionCall; action: ActionDecl; body: Record<string, unknown> }) => Promise<R>,
): Registrable {
  const action = decl.actions?.find((a) => a.name === name);
  if (!action) throw new Error(`${decl.key} declares no action ${name}`);
  return route({
    method: 'POST',
    url: actionRoute(decl, action),
    permission: action.permission,
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => {
      const call = readAction(decl, action, input, lang);
      if (action.operatingPassword) await requireOperatingCode(services, auth, call.operatingCode);
      return handler({ auth, services, lang, call, action, body: input });
    },
  });
}

/**
 * The two routes of a declared look-up-then-act (src/domain/resources/lookup.ts): `GET <base>/<lookup>`
 * and `POST <base>/<act.path>`, their input the declaration's schemas (the client checks the same
 * ones), the act under its button and the look-up also under `lookupPermission`.
 */
export function lookupRoutes<F, A>(
  decl: ResourceDecl,
  name: string,
  h: {
    find: (ctx: { auth: AuthContext; services: Services; lang: Lang; code: string }) => Promise<F>;
    act: (ctx: { auth: AuthContext; services: Services; lang: Lang; code: string; values: Record<string, unknown>; rowId?: string }) => Promise<A>;
  },
): Registrable[] {
  const l = lookupOf(decl, name);
  const base = `/${decl.service}/${decl.base}`;
  return [
    route({
      method: 'GET',
      url: `${base}/${l.lookup}`,
      permission: [l.permission, ...(l.lookupPermission ?? [])],
      input: lookupSchema(l),
      handler: ({ auth, services, lang, input }) => h.find({ auth, services, lang, code: String((input as Record<string, unknown>)[l.code.name]) }),
    }),
    route({
      method: 'POST',
      url: `${base}/${l.act.path}`,
      permission: l.permission,
      input: actSchema(l),
      handler: ({ auth, services, lang, input }) => {
        const body = input as Record<string, unknown>;
        const values = Object.fromEntries(Object.keys(l.act.input ?? {}).map((k) => [k, body[k]]));
        const rowId = l.act.rowParam && body[l.act.rowParam] ? String(body[l.act.rowParam]) : undefined;
        return h.act({ auth, services, lang, code: String(body[l.code.name]), values, rowId });
      },
    }),
  ];
}

/** the codes of a standard button: the resource's menu or any of its slices' menus grants it */
/** The codes that grant an action: its own, and the same action under each slice's button prefix. */
export function actionPermissions(decl: ResourceDecl, action: ActionDecl): string[] {
  const own = `${decl.buttonPrefix}_`;
  if (!action.permission.startsWith(own)) return [action.permission];
  return buttonPrefixes(decl).map((p) => `${p}_${action.permission.slice(own.length)}`);
}

export const button = (decl: ResourceDecl, action: 'add' | 'edit' | 'delete' | 'view' | 'export') => buttonPrefixes(decl).map((p) => `${p}_${action}`);

const idInput = v.object({ id: vId() });

/** Every standard route of one resource. */
export function resourceRoutes(rt: ResourceRuntime): Registrable[] {
  const { decl } = rt;
  // a global resource (tenants, clients) is the platform's: its admin works on it across tenants
  const crossTenant = decl.scope === 'global';
  const base = decl.base ? `/${decl.service}/${decl.base}` : `/${decl.service}`;
  const out: Registrable[] = [];
  const paging = decl.paging === 'pageNo' ? pagingPageNo : pagingCurrentSize;

  if (decl.singleton) out.push(...singletonRoutes(rt, base));
  // declared tabs (computed states) are counted by their module's own call
  if (decl.tabs?.field) out.push(tabCountsRoute(rt, base, { field: decl.tabs.field, path: decl.tabs.path }));
  for (const name of opList(decl.singleton ? [] : decl.ops.page)) {
    out.push(
      route({
        crossTenant,
        method: ['GET', 'POST'],
        url: `${base}/${name}`,
        input: v.looseObject(paging),
        handler: async ({ auth, services, input }) => {
          const q = input as Record<string, unknown>;
          const current = (decl.paging === 'pageNo' ? q.pageNo : q.current) as number;
          const size = (decl.paging === 'pageNo' ? q.pageSize : q.size) as number;
          const { total, records } = await rt.list(services, auth, q, (current - 1) * size, size);
          return page(records, total, current, size);
        },
      }),
    );
  }
  for (const name of opList(decl.ops.all)) {
    out.push(
      route({
        crossTenant,
        method: 'GET',
        url: `${base}/${name}`,
        input: v.looseObject({}),
        handler: async ({ auth, services, input }) => (await rt.list(services, auth, input, 0, ALL_CAP)).records,
      }),
    );
  }
  for (const name of opList(decl.ops.detail)) {
    out.push(
      route({
        crossTenant,
        method: 'GET',
        url: `${base}/${name}`,
        // the spec names some detail ids after the entity (carId, ahMemberGroupId): declared as idField
        input: decl.idField
          ? v.pipe(
              v.looseObject({}),
              v.transform((x: Record<string, unknown>) => ({ id: x.id ?? x[decl.idField!] })),
              idInput,
            )
          : idInput,
        handler: async ({ auth, services, input }) => {
          const row = await rt.findOne(services.db, await rt.scope(services, auth), input.id);
          if (!row) throw notFound();
          return rt.present(row, services);
        },
      }),
    );
  }
  for (const name of opList(decl.ops.create)) {
    out.push(
      route({
        crossTenant,
        method: 'POST',
        url: `${base}/${name}`,
        // the declaration's fields are the input, checked by rt.create (validateRecord)
        input: noInput,
        doc: { fields: decl.fields },
        permission: button(decl, 'add'),
        handler: async ({ auth, services, input, lang }) => ({ id: await rt.create(services, auth, input, lang) }),
      }),
    );
  }
  for (const name of opList(decl.ops.update)) {
    out.push(
      route({
        crossTenant,
        method: 'POST',
        url: `${base}/${name}`,
        permission: button(decl, 'edit'),
        input: v.looseObject({ id: vId() }),
        doc: { fields: decl.fields },
        handler: async ({ auth, services, input, lang }) => ({ id: await rt.update(services, auth, input.id, input, lang) }),
      }),
    );
  }
  for (const name of opList(decl.singleton ? [] : decl.ops.upsert)) {
    out.push(
      route({
        crossTenant,
        method: 'POST',
        url: `${base}/${name}`,
        input: v.looseObject({ id: v.optional(v.union([v.literal(''), v.null(), vId()])) }),
        doc: { fields: decl.fields },
        handler: async ({ auth, services, input, lang }) => {
          if (input.id) {
            await checkAnyPermission(services, auth, button(decl, 'edit'));
            return { id: await rt.update(services, auth, input.id, input, lang) };
          }
          await checkAnyPermission(services, auth, button(decl, 'add'));
          return { id: await rt.create(services, auth, input, lang) };
        },
      }),
    );
  }
  for (const name of opList(decl.ops.remove)) {
    out.push(
      route({
        crossTenant,
        method: 'POST',
        url: `${base}/${name}`,
        permission: button(decl, 'delete'),
        input: v.pipe(
          v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
          v.transform((x) => ({ ids: x.ids ?? x.id })),
          v.object({ ids: vIds() }),
        ),
        handler: async ({ auth, services, input, lang }) => {
          await rt.remove(services, auth, input.ids, lang);
          return true;
        },
      }),
    );
  }
  // the export route is the export job's (server/jobs/export-routes.ts), added beside these by the module registry
  // generated actions: one route per path; actions sharing a path are told apart by their `set` values
  const byPath = new Map<string, ActionDecl[]>();
  for (const a of (decl.actions ?? []).filter(isGeneratedAction)) byPath.set(a.path, [...(byPath.get(a.path) ?? []), a]);
  for (const [path, actions] of byPath) {
    out.push(
      route({
        crossTenant,
        method: 'POST',
        url: `${base}/${path}`,
        input: v.looseObject({}),
        handler: async ({ auth, services, input, lang }) => {
          const action = actionForBody(actions, input);
          if (!action) {
            const why = noActionMessage(decl, actions, lang);
            throw new ApiError(Codes.BAD_REQUEST, why.message, why.field ? { field: why.field } : undefined);
          }
          // a slice's menu grants the action under its own button prefix (road_rescue_handle for owner_service_handle)
          await checkAnyPermission(services, auth, actionPermissions(decl, action));
          const call = readAction(decl, action, input, lang);
          if (action.operatingPassword) await requireOperatingCode(services, auth, call.operatingCode);
          await rt.setFields(services, auth, call.ids, { ...action.set, ...call.values }, { action, lang, reason: call.reason });
          return true;
        },
      }),
    );
  }
  // the OpenAPI document names each generated route after its declaration
  for (const r of out) r.doc = { title: decl.title, ...r.doc };
  // paths the module writes itself (a save that may also list the row) are not generated
  const own = new Set((decl.handWritten ?? []).map((p) => `${base}/${p}`));
  return own.size ? out.filter((r) => !own.has(r.url)) : out;
}

/**
 * The counts of a list's tabs: the rows the list's filters find (all but the tab field's), grouped
 * by the tab field, in one statement: `{ all, counts: { [value]: n } }`.
 */
function tabCountsRoute(rt: ResourceRuntime, base: string, tabs: { field: string; path: string }): Registrable {
  return route({
    method: ['GET', 'POST'],
    url: `${base}/${tabs.path}`,
    input: v.looseObject({}),
    handler: async ({ auth, services, input }) => {
      const q: Record<string, unknown> = { ...input };
      delete q[tabs.field];
      const col = rt.cols[tabs.field];
      const where = and(await rt.scope(services, auth, q), rt.filters(services, auth, q));
      const rows = await services.db.select({ value: col, n: count() }).from(rt.table).where(where).groupBy(col);
      const counts: Record<string, number> = {};
      for (const r of rows) if (r.value !== null && r.value !== undefined) counts[String(r.value)] = Number(r.n);
      return { all: rows.reduce((sum, r) => sum + Number(r.n), 0), counts };
    },
  });
}

/** The scope's one row, or the declared defaults (id '') while it has none. */
async function singletonRow(rt: ResourceRuntime, services: Services, auth: AuthContext): Promise<Record<string, unknown> | null> {
  const { records } = await rt.list(services, auth, {}, 0, 1);
  if (records.length) return records[0];
  if (rt.decl.scope === 'store' && !auth.storeId) return null;
  return { id: '', ...(rt.decl.scope === 'store' ? { storeId: auth.storeId } : {}), ...Object.fromEntries(Object.entries(rt.decl.fields).map(([k, fd]) => [k, fd.default ?? null])) };
}

/** A singleton's page (its one row as a page) and upsert (create once, then edit). */
function singletonRoutes(rt: ResourceRuntime, base: string): Registrable[] {
  const { decl } = rt;
  const paging = decl.paging === 'pageNo' ? pagingPageNo : pagingCurrentSize;
  return [
    ...opList(decl.ops.page).map((name) =>
      route({
        method: ['GET', 'POST'],
        url: `${base}/${name}`,
        input: v.looseObject(paging),
        handler: async ({ auth, services, input }) => {
          const q = input as Record<string, number>;
          const [current, size] = decl.paging === 'pageNo' ? [q.pageNo, q.pageSize] : [q.current, q.size];
          const row = await singletonRow(rt, services, auth);
          return page(row ? [row] : [], row ? 1 : 0, current, size);
        },
      }),
    ),
    ...opList(decl.ops.upsert).map((name) =>
      route({
        method: 'POST',
        url: `${base}/${name}`,
        permission: button(decl, 'edit'),
        input: v.looseObject({ id: v.optional(v.union([v.literal(''), v.null(), vId()])) }),
        doc: { fields: decl.fields },
        handler: async ({ auth, services, input, lang }) => {
          if (input.id) return { id: await rt.update(services, auth, input.id, input, lang) };
          const mine = (await rt.list(services, auth, {}, 0, 1)).records[0];
          if (mine) return { id: await rt.update(services, auth, String(mine.id), input, lang) };
          try {
            return { id: await rt.create(services, auth, input, lang) };
          } catch (err) {
            // two first saves at once: the unique index kept one row; this save edits it
            if (!isUniqueViolation(err)) throw err;
            const row = (await rt.list(services, auth, {}, 0, 1)).records[0];
            if (!row) throw err;
            return { id: await rt.update(services, auth, String(row.id), input, lang) };
          }
        },
      }),
    ),
  ];
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle may wrap it in `cause`) */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) if (e.code === '23505') return true;
  return false;
}


/**
 * The database's own tenant wall, on PostgreSQL and on PGlite (docs/tenancy.md). The owner (the URL the server is
 * given, which runs the migrations and the demo seed) makes, at every start:
 * - a login role for the server's queries (APP_ROLE) that is neither superuser nor table owner, with
 *   rights to read and write the tables and nothing else;
 * - a role without login for the work that must see every tenant (SYSTEM_ROLE), which the app role
 *   may take (`set role`) but does not inherit: only asSystem (data-context.ts) takes it;
 * - on every table with a tenant_id, row-level security enabled and forced (the owner too), with two
 *   policies: for the app role a row is seen and written only under its tenant's `app.tenant_id`
 *   setting (without the setting a query sees no rows); for the system role every row.
 * The app role's policy is a plain equality, so the planner uses the tenant indexes: an OR with a
 * "see everything" value in one policy cannot (114 ms against 0.04 ms on 1M rows, docs/tenancy.md).
 * It is idempotent and cheap: policies already there are left alone; the one-policy wall of earlier
 * versions (tenant_wall) is replaced.
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { ALL_TENANTS } from './data-context';

export const APP_ROLE = process.env.DATABASE_APP_ROLE || 'anhua_app';
export const SYSTEM_ROLE = process.env.DATABASE_SYSTEM_ROLE || 'anhua_system';

/** The role the server's queries run as: the given app URL's user, else APP_ROLE (made at start). */
export function appRoleName(): string {
  const given = process.env.DATABASE_APP_URL;
  return given ? decodeURIComponent(new URL(given).username) : APP_ROLE;
}

/**
 * The statement that puts the rest of an owner's transaction under the wall, as the app role in
 * `tenant` (transaction-local): the demo seed runs the modules' own functions after it, so they see
 * and write what they would in a call of that tenant, and nothing of another.
 */
export function underTheWall(tenant: string): SQL {
  return sql`select set_config('role', ${appRoleName()}, true), set_config('app.tenant_id', ${tenant}, true)`;
}
/**
 * The session a piece of work runs in, from its tenant setting (data-context.ts): a tenant's work as
 * `appRole` under its tenant; asSystem's as the system role under no tenant. `appRole` is the app
 * role on PGlite (one superuser session for everything) and 'none' on PostgreSQL, where the login
 * role already is the app role.
 */
export function sessionFor(setting: string, appRole: string): [role: string, tenant: string] {
  return setting === ALL_TENANTS ? [SYSTEM_ROLE, ''] : [appRole, setting];
}

/** Takes a session's role and tenant for the rest of the connection (not the transaction): pass sessionFor's pair. */
export const TAKE_SESSION = `select set_config('role', $1, false), set_config('app.tenant_id', $2, false)`;

const TENANT_POLICY = 'tenant_only';
const SYSTEM_POLICY = 'system_all';
/** the single policy of earlier versions, with the OR that kept the indexes out */
const OLD_POLICY = 'tenant_wall';
const RULE = `tenant_id = current_setting('app.tenant_id', true)`;

/** The app role's password, the same in every process that shares the owner's URL. */
export function appPassword(ownerUrl: string): string {
  const u = new URL(ownerUrl);
  return crypto.createHash('sha256').update(`${APP_ROLE}:${u.username}:${decodeURIComponent(u.password)}:${u.host}`).digest('base64url');
}

/** The owner's URL with the app role's name and password. */
export function appUrl(ownerUrl: string): string {
  const u = new URL(ownerUrl);
  u.username = APP_ROLE;
  u.password = appPassword(ownerUrl);
  return u.toString();
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

const ROLE_RACES = new Set(['42710', '23505', 'XX000']);

/** Runs a role statement; roles belong to the cluster, so several databases (test files, processes) may race on them. */
async function roleStatement(owner: RowReader, text: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await owner.query(text);
      return;
    } catch (err) {
      // 42710 duplicate role, 23505 its catalogue row, XX000 "tuple concurrently updated"
      if (attempt < 5 && ROLE_RACES.has((err as { code?: string }).code ?? '')) continue;
      throw err;
    }
  }
}

const roleExists = async (db: RowReader, name: string) => (await db.query('select 1 from pg_roles where rolname = $1', [name])).rows.length > 0;

async function ensureRoles(owner: pg.Pool, password: string): Promise<void> {
  // noinherit: the app role may take the system role with `set role`, never holds its rights by itself
  await roleStatement(owner, `${(await roleExists(owner, APP_ROLE)) ? 'alter' : 'create'} role ${quoteIdent(APP_ROLE)} login noinherit nosuperuser nobypassrls nocreatedb nocreaterole password ${quoteLiteral(password)}`);
  await roleStatement(owner, `${(await roleExists(owner, SYSTEM_ROLE)) ? 'alter' : 'create'} role ${quoteIdent(SYSTEM_ROLE)} nologin noinherit nosuperuser nobypassrls nocreatedb nocreaterole`);
  await grantSystemRole(owner, APP_ROLE);
}

/**
 * A deployment that manages its roles (DATABASE_APP_URL) makes the system role too; what is missing
 * is said at start, with the statements that make it.
 */
async function givenRoles(owner: pg.Pool, role: string): Promise<void> {
  const [r] = (await owner.query<{ inherit: boolean }>('select rolinherit as inherit from pg_roles where rolname = $1', [role])).rows;
  const wanted = `create role ${quoteIdent(SYSTEM_ROLE)} nologin noinherit; alter role ${quoteIdent(role)} noinherit; grant ${quoteIdent(SYSTEM_ROLE)} to ${quoteIdent(role)}`;
  if (!(await roleExists(owner, SYSTEM_ROLE)) || !r || r.inherit) throw new Error(`the database roles are not ready for the tenant wall (docs/tenancy.md): ${wanted}`);
  await grantSystemRole(owner, role);
}

/** The app role may take the system role; the owner sees every row through it (it is under the wall too: forced). */
async function grantSystemRole(owner: RowReader, role: string): Promise<void> {
  const member = async (who: string) =>
    (await owner.query('select 1 from pg_auth_members m join pg_roles r on r.oid = m.roleid join pg_roles u on u.oid = m.member where r.rolname = $1 and u.rolname = $2', [SYSTEM_ROLE, who])).rows.length > 0;
  const [{ me, su }] = (await owner.query<{ me: string; su: boolean }>('select current_user as me, (select rolsuper from pg_roles where rolname = current_user) as su')).rows;
  if (!(await member(role))) await roleStatement(owner, `grant ${quoteIdent(SYSTEM_ROLE)} to ${quoteIdent(role)}`);
  // a superuser passes the wall anyway; an owner that is not one sees every row through the system
  // role, and may take the app role (the seed's module calls run under the wall)
  if (!su && !(await member(me))) await roleStatement(owner, `grant ${quoteIdent(SYSTEM_ROLE)} to ${quoteIdent(me)}`);
  if (!su) await roleStatement(owner, `grant ${quoteIdent(role)} to ${quoteIdent(me)}`);
}

/** Anything that answers a parameterised query with rows: a pg.Pool, a PGlite. */
export interface RowReader {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * The statements that bring `schema`'s tables under the wall for the app role `role` and the system
 * role: the grants always (they cover tables made since the last start), the security and policies of
 * each table only where missing.
 */
export async function rowSecurityStatements(owner: RowReader, schema: string, role: string): Promise<string[]> {
  const s = quoteIdent(schema);
  const roles = `${quoteIdent(role)}, ${quoteIdent(SYSTEM_ROLE)}`;
  const tables = (await owner.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = $1 and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`,
    [schema],
  )).rows.map((x) => x.table_name);
  const policies = (await owner.query<{ tablename: string; policyname: string }>('select tablename, policyname from pg_policies where schemaname = $1', [schema])).rows;
  const has = (policy: string) => new Set(policies.filter((p) => p.policyname === policy).map((p) => p.tablename));
  const [tenantDone, systemDone, old] = [has(TENANT_POLICY), has(SYSTEM_POLICY), has(OLD_POLICY)];
  const forced = new Set((await owner.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relrowsecurity and c.relforcerowsecurity`,
    [schema],
  )).rows.map((x) => x.relname));
  const statements = [
    `grant usage on schema ${s} to ${roles}`,
    `grant select, insert, update, delete on all tables in schema ${s} to ${roles}`,
    `grant usage, select, update on all sequences in schema ${s} to ${roles}`,
  ];
  for (const t of tables) {
    const q = `${s}.${quoteIdent(t)}`;
    if (!forced.has(t)) statements.push(`alter table ${q} enable row level security`, `alter table ${q} force row level security`);
    if (old.has(t)) statements.push(`drop policy ${OLD_POLICY} on ${q}`);
    if (!tenantDone.has(t)) statements.push(`create policy ${TENANT_POLICY} on ${q} to ${quoteIdent(role)} using (${RULE}) with check (${RULE})`);
    if (!systemDone.has(t)) statements.push(`create policy ${SYSTEM_POLICY} on ${q} to ${quoteIdent(SYSTEM_ROLE)} using (true) with check (true)`);
  }
  return statements;
}

/**
 * PGlite: the same role (without login: PGlite has one session, which takes the role for the app's
 * queries, server/db/index.ts) and the same policies, in the one process that holds the folder.
 */
export async function ensurePgliteRowSecurity(db: RowReader & { exec(text: string): Promise<unknown> }): Promise<void> {
  for (const name of [APP_ROLE, SYSTEM_ROLE]) {
    await db.exec(`${(await roleExists(db, name)) ? 'alter' : 'create'} role ${quoteIdent(name)} nologin noinherit nosuperuser nobypassrls nocreatedb nocreaterole`);
  }
  await grantSystemRole(db, APP_ROLE);
  const schema = (await db.query<{ s: string }>('select current_schema() as s')).rows[0].s;
  const statements = await rowSecurityStatements(db, schema, APP_ROLE);
  await db.exec(['begin', ...statements, 'commit'].join(';\n'));
}

/** Makes the app role and the policies; `schema` is the schema the tables live in. */
export async function ensureRowSecurity(owner: pg.Pool, opts: { schema: string; password: string; createRole: boolean; role?: string }): Promise<void> {
  const role = opts.role ?? APP_ROLE;
  if (opts.createRole) await ensureRoles(owner, opts.password);
  else await givenRoles(owner, role);
  const client = await owner.connect();
  try {
    await client.query('begin');
    // one start at a time per database: two processes starting together must not both create a policy,
    // so what is missing is read under the lock
    await client.query(`select pg_advisory_xact_lock(hashtext('anhua.row_security'))`);
    for (const st of await rowSecurityStatements(client, opts.schema, role)) await client.query(st);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

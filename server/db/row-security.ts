/**
 * The database's own tenant wall, on PostgreSQL and on PGlite (docs/tenancy.md). The owner (the URL the server is
 * given, which runs the migrations and the demo seed) makes, at every start:
 * - a login role for the server's queries that is neither superuser nor table owner, with rights
 *   to read and write the tables and nothing else;
 * - on every table with a tenant_id, row-level security enabled and forced (the owner too), with one
 *   policy: a row is seen and written only under its tenant's `app.tenant_id` setting (or '*', set
 *   only by asSystem in data-context.ts). Without the setting a query sees no rows.
 * It is idempotent and cheap: policies already there are left alone.
 */
import crypto from 'node:crypto';
import type pg from 'pg';

export const APP_ROLE = process.env.DATABASE_APP_ROLE || 'anhua_app';
const POLICY = 'tenant_wall';
const RULE = `tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;

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

async function ensureRole(owner: pg.Pool, password: string): Promise<void> {
  // roles belong to the cluster: several databases (test files, processes) may make it at once
  for (let attempt = 0; ; attempt++) {
    try {
      const { rowCount } = await owner.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
      const verb = rowCount ? 'alter' : 'create';
      await owner.query(`${verb} role ${quoteIdent(APP_ROLE)} login nosuperuser nobypassrls nocreatedb nocreaterole password ${quoteLiteral(password)}`);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // 42710 duplicate role, 23505 its catalogue row, XX000 "tuple concurrently updated"
      if (attempt < 5 && (code === '42710' || code === '23505' || code === 'XX000')) continue;
      throw err;
    }
  }
}

/** Anything that answers a parameterised query with rows: a pg.Pool, a PGlite. */
export interface RowReader {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * The statements that bring `schema`'s tables under the wall for `role`: the grants always (they
 * cover tables made since the last start), the security and policy of each table only where missing.
 */
export async function rowSecurityStatements(owner: RowReader, schema: string, role: string): Promise<string[]> {
  const s = quoteIdent(schema);
  const r = quoteIdent(role);
  const tables = (await owner.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = $1 and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`,
    [schema],
  )).rows.map((x) => x.table_name);
  const done = new Set((await owner.query<{ tablename: string }>('select tablename from pg_policies where schemaname = $1 and policyname = $2', [schema, POLICY])).rows.map((x) => x.tablename));
  const forced = new Set((await owner.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relrowsecurity and c.relforcerowsecurity`,
    [schema],
  )).rows.map((x) => x.relname));
  const statements = [
    `grant usage on schema ${s} to ${r}`,
    `grant select, insert, update, delete on all tables in schema ${s} to ${r}`,
    `grant usage, select, update on all sequences in schema ${s} to ${r}`,
  ];
  for (const t of tables) {
    const q = `${s}.${quoteIdent(t)}`;
    if (!forced.has(t)) statements.push(`alter table ${q} enable row level security`, `alter table ${q} force row level security`);
    if (!done.has(t)) statements.push(`create policy ${POLICY} on ${q} using (${RULE}) with check (${RULE})`);
  }
  return statements;
}

/**
 * PGlite: the same role (without login: PGlite has one session, which takes the role for the app's
 * queries, server/db/index.ts) and the same policies, in the one process that holds the folder.
 */
export async function ensurePgliteRowSecurity(db: RowReader & { exec(text: string): Promise<unknown> }): Promise<void> {
  const { rows } = await db.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
  if (!rows.length) await db.exec(`create role ${quoteIdent(APP_ROLE)} nologin nosuperuser nobypassrls nocreatedb nocreaterole`);
  const schema = (await db.query<{ s: string }>('select current_schema() as s')).rows[0].s;
  const statements = await rowSecurityStatements(db, schema, APP_ROLE);
  await db.exec(['begin', ...statements, 'commit'].join(';\n'));
}

/** Makes the app role and the policies; `schema` is the schema the tables live in. */
export async function ensureRowSecurity(owner: pg.Pool, opts: { schema: string; password: string; createRole: boolean; role?: string }): Promise<void> {
  const role = opts.role ?? APP_ROLE;
  if (opts.createRole) await ensureRole(owner, opts.password);
  const statements = await rowSecurityStatements(owner, opts.schema, role);
  const client = await owner.connect();
  try {
    await client.query('begin');
    // one start at a time per database: two processes starting together must not both create a policy
    await client.query(`select pg_advisory_xact_lock(hashtext('anhua.row_security'))`);
    for (const st of statements) await client.query(st);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    const code = (err as { code?: string }).code;
    // 42710: another process created the same policy between our read and our write
    if (code !== '42710') throw err;
  } finally {
    client.release();
  }
}

/**
 * What the tenant wall's policy costs a query that carries no tenant predicate of its own, on
 * PostgreSQL, 1,000,000 rows in 10 tenants × 10 stores, indexed on (tenant_id, store_id, create_time)
 * as the clue desk is. The desk's query (`store_id = $1 order by create_time desc limit 20`) runs as a
 * role under the wall with the tenant setting made, under two policies:
 * - `or`: the single policy of earlier versions, `tenant_id = setting OR setting = '*'`;
 * - `equality`: today's (server/db/row-security.ts), `tenant_id = setting`, with every-tenant work on
 *   a role of its own;
 * each beside the same query with the handler's own `tenant_id = $2` predicate. Prints p50/p95 in ms
 * over RUNS (default 200) runs, and the plan's scan. Works in a scratch schema it drops.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/tenant-wall.ts
 */
import pg from 'pg';

const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.RUNS ?? 200);
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const SCHEMA = 'bench_tenant_wall';
const ROLE = 'bench_wall_reader';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function main() {
  const c = new pg.Client({ connectionString: URL });
  await c.connect();
  await c.query(`drop schema if exists ${SCHEMA} cascade`);
  await c.query(`create schema ${SCHEMA}`);
  await c.query(`do $$ begin if not exists (select 1 from pg_roles where rolname = '${ROLE}') then create role ${ROLE} nologin; end if; end $$`);
  await c.query(`set search_path = ${SCHEMA}`);
  await c.query(`create table t (id bigint primary key, tenant_id varchar(12) not null, store_id varchar(20) not null, create_time timestamp not null, name text)`);
  await c.query(
    `insert into t select g, lpad(((g % 10) + 1)::text, 6, '0'), 's' || ((g / 10) % 10), now() - (g || ' seconds')::interval, 'name ' || g from generate_series(1, $1) g`,
    [ROWS],
  );
  await c.query(`create index t_desk on t (tenant_id, store_id, create_time)`);
  await c.query(`analyze t`);
  await c.query(`alter table t enable row level security`);
  await c.query(`grant usage on schema ${SCHEMA} to ${ROLE}; grant select on t to ${ROLE}`);
  const tenant = '000003';
  const store = 's4';
  const policies = {
    or: `tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`,
    equality: `tenant_id = current_setting('app.tenant_id', true)`,
  };
  const out: Array<Record<string, string | number>> = [];
  for (const [name, rule] of Object.entries(policies)) {
    await c.query(`drop policy if exists wall on t`);
    await c.query(`create policy wall on t to ${ROLE} using (${rule})`);
    await c.query(`set role ${ROLE}`);
    await c.query(`select set_config('app.tenant_id', $1, false)`, [tenant]);
    for (const [query, text, params] of [
      ['no tenant predicate', `select id from t where store_id = $1 order by create_time desc limit 20`, [store]],
      ['with tenant_id = $2', `select id from t where store_id = $1 and tenant_id = $2 order by create_time desc limit 20`, [store, tenant]],
    ] as const) {
      const lines = (await c.query(`explain ${text.replace(/\$1/g, `'${store}'`).replace(/\$2/g, `'${tenant}'`)}`)).rows.map((r) => r['QUERY PLAN'] as string);
      const plan = lines.find((l) => /Scan/.test(l)) ?? lines[0];
      const got = (await c.query(text, [...params])).rowCount;
      if (got !== 20) throw new Error(`expected 20 rows, got ${got}`);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await c.query(text, [...params]);
        times.push(performance.now() - t0);
      }
      out.push({ policy: name, query, p50: +pct(times, 0.5).toFixed(2), p95: +pct(times, 0.95).toFixed(2), plan: plan.replace(/\s+\(cost.*$/, '').replace(/^[\s>-]+/, '') });
    }
    await c.query(`reset role`);
  }
  console.table(out);
  await c.query(`drop schema ${SCHEMA} cascade`);
  await c.query(`drop role ${ROLE}`);
  await c.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

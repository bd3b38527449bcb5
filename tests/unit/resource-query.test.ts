/** The engine's SQL, rendered without a database: scope, filters, sorting. */
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { and } from 'drizzle-orm';
import { defineResource, f } from '../../src/domain/resources/types';
import { resourceTable } from '../../server/db/resource-table';
import { columnsOf, filterWhere, orderBy, scopeWhere } from '../../server/http/resource-query';
import { ApiError } from '../../server/http/envelope';

const decl = defineResource({
  key: 'demo',
  service: 'crm-demo',
  base: 'thing',
  table: 'ah_demo_thing',
  title: { zh: '示例', en: 'Demo' },
  buttonPrefix: 'demo',
  paging: 'current',
  scope: 'store',
  fields: {
    name: f.string('名称', { search: 'like', sortable: true }),
    state: f.int('状态', { search: 'eq' }),
    price: f.money('价格', { search: 'range' }),
    arriveTime: f.datetime('到店时间', { search: 'range' }),
    kind: f.dict('类型', { search: 'in', dict: 'kind' }),
    ownerId: f.id('负责人', { search: 'eq' }),
  },
  ops: { page: 'page' },
});
const cols = columnsOf(resourceTable(decl));
const dialect = new PgDialect();
const render = (q: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(q);

describe('scopeWhere', () => {
  it('limits a store resource to the acting store (the tenant is the database wall’s)', () => {
    const q = render(scopeWhere(decl, cols, { storeId: '42', userId: '7', dataScope: { kind: 'store', storeId: '42' } })!);
    expect(q.sql).toBe('("ah_demo_thing"."is_deleted" = $1 and "ah_demo_thing"."store_id" = $2)');
    expect(q.params).toEqual([0, '42']);
  });

  it('shows nothing of a store resource to a storeless user without the all scope', () => {
    const q = render(scopeWhere(decl, cols, { storeId: null, userId: '7', dataScope: { kind: 'store', storeId: null } })!);
    expect(q.sql).toContain('false');
  });

  it('lets the super-admin without a store see every store of the tenant', () => {
    const q = render(scopeWhere(decl, cols, { storeId: null, userId: '7', dataScope: { kind: 'all' } })!);
    expect(q.sql).not.toContain('store_id');
    expect(q.sql).not.toContain('tenant_id');
  });

  it('adds the own-rows data scope on the creator column', () => {
    const q = render(scopeWhere(decl, cols, { storeId: '42', userId: '7', dataScope: { kind: 'own', column: 'create_user', userId: '7' } })!);
    expect(q.sql).toContain('"ah_demo_thing"."create_user" = $3');
    expect(q.params[2]).toBe('7');
  });
});

describe('filterWhere', () => {
  it('builds like (escaped), eq (typed), in and ranges', () => {
    const w = filterWhere(decl, cols, { name: '50%_off', state: '2', kind: 'a,b', priceStart: '100', priceEnd: '900', arriveTimeStart: '2026-01-01', arriveTimeEnd: '2026-01-31' })!;
    const q = render(and(w)!);
    expect(q.sql).toContain('"ah_demo_thing"."name" ilike $1');
    expect(q.params[0]).toBe('%50\\%\\_off%');
    expect(q.sql).toContain('"ah_demo_thing"."state" = $2');
    expect(q.params[1]).toBe(2);
    expect(q.sql).toContain('"ah_demo_thing"."price" >= $3');
    expect(q.sql).toContain('"ah_demo_thing"."price" <= $4');
    expect(q.sql).toContain('"ah_demo_thing"."arrive_time" >= $5');
    // a date-only end includes the whole day
    expect(q.sql).toContain('"ah_demo_thing"."arrive_time" < $6');
    expect(Date.parse(String(q.params[5])) - Date.parse(String(q.params[4]))).toBe(31 * 86_400_000);
    expect(q.sql).toContain('"ah_demo_thing"."kind" in ($7, $8)');
  });

  it('ignores empty filters and refuses malformed ones', () => {
    expect(filterWhere(decl, cols, { name: '  ', state: '' })).toBeUndefined();
    expect(() => filterWhere(decl, cols, { state: 'abc' })).toThrow(ApiError);
    expect(() => filterWhere(decl, cols, { ownerId: 'x1' })).toThrow(ApiError);
    expect(() => filterWhere(decl, cols, { arriveTimeStart: 'yesterday' })).toThrow(ApiError);
  });
});

describe('orderBy', () => {
  it('sorts by declared fields only, newest first by default, id last for stable pages', () => {
    const def = orderBy(decl, cols, {}).map((x) => render(x).sql);
    expect(def).toEqual(['"ah_demo_thing"."create_time" desc', '"ah_demo_thing"."id" desc']);
    const asked = orderBy(decl, cols, { ascs: 'name', descs: 'price,create_time' }).map((x) => render(x).sql);
    expect(asked).toEqual(['"ah_demo_thing"."name" asc', '"ah_demo_thing"."create_time" desc', '"ah_demo_thing"."id" desc']);
  });
});

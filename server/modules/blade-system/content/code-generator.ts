/**
 * Code generator (blade-develop/code): lists the tables of a data source and writes the resource
 * declaration a table implies, as TypeScript to preview or download. Only the built-in data source
 * (the product's own database) is reachable: the server makes no outside connections.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Lang } from '../../../../src/domain/codes';
import { RESOURCES } from '../../../../src/domain/resources';
import { columnOf, type FieldDecl, type FieldType, type Label } from '../../../../src/domain/resources/types';
import { datasourceResource } from '../../../../src/domain/resources/system/datasource';
import { bladeDatasource } from '../../../db/resource-tables/content';
import type { AuthContext } from '../../../http/auth';
import type { Services } from '../../../services';
import { ResourceRuntime } from '../../../http/resource-router';
import { notFound } from '../../../http/envelope';
import { vOptId } from '../../../http/input';
import { route, type Registrable } from '../../../http/route';
import { DATASOURCE_HOOKS } from './datasource';
import { refuse, rowsOf } from './common';
import { and, eq } from 'drizzle-orm';

const datasources = new ResourceRuntime(datasourceResource, bladeDatasource, DATASOURCE_HOOKS);

/** Columns every generated table carries; the declaration does not list them. */
const AUDIT_COLUMNS = new Set(['id', 'tenant_id', 'store_id', 'create_user', 'create_time', 'update_user', 'update_time', 'is_deleted']);

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

interface ColumnInfo {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  comment: string | null;
}

/** The built-in data source of the caller's tenant, or the named one if it is the built-in one. */
async function reachable(services: Services, auth: AuthContext, datasourceId: string | undefined, lang: Lang) {
  const [builtIn] = await services.db
    .select({ id: bladeDatasource.id })
    .from(bladeDatasource)
    .where(and(await datasources.scope(services, auth), eq(bladeDatasource.builtIn, 1)))
    .limit(1);
  if (!datasourceId) {
    if (!builtIn) throw notFound();
    return;
  }
  const row = await datasources.findOne(services.db, await datasources.scope(services, auth), datasourceId);
  if (!row) throw notFound();
  if (Number(row.builtIn) !== 1) {
    throw refuse('只能读取本系统数据库：服务端不连接外部数据源', 'Only the product’s own database can be read here; the server does not connect to other data sources', lang);
  }
}

export async function listTables(services: Services): Promise<Array<{ tableName: string; comment: string | null }>> {
  const result = await services.db.execute(sql`
    select t.table_name as "tableName", obj_description(format('%I.%I', t.table_schema, t.table_name)::regclass, 'pg_class') as "comment"
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by t.table_name`);
  return rowsOf<{ tableName: string; comment: string | null }>(result);
}

async function columnsOf(services: Services, tableName: string): Promise<ColumnInfo[]> {
  const result = await services.db.execute(sql`
    select c.column_name, c.data_type, c.character_maximum_length, c.is_nullable, c.column_default,
           col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as "comment"
    from information_schema.columns c
    where c.table_schema = current_schema() and c.table_name = ${tableName}
    order by c.ordinal_position`);
  return rowsOf<ColumnInfo>(result);
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const words = (s: string) => s.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const ID_COLUMN = /(^|_)id$|_ids?$/;
const MONEY_COLUMN = /(price|amount|money|fee|cost|balance)$/;

/** The field builder a column's database type implies. */
export function fieldTypeOf(c: Pick<ColumnInfo, 'column_name' | 'data_type'>): FieldType {
  const name = c.column_name;
  switch (c.data_type) {
    case 'character varying':
    case 'character':
      return 'string';
    case 'text':
      return 'text';
    case 'smallint':
    case 'integer':
      return name.startsWith('is_') ? 'bool' : 'int';
    case 'bigint':
      return ID_COLUMN.test(name) ? 'id' : MONEY_COLUMN.test(name) ? 'money' : 'int';
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'decimal';
    case 'boolean':
      return 'bool';
    case 'date':
      return 'date';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return 'datetime';
    case 'json':
    case 'jsonb':
      return 'json';
    default:
      return 'string';
  }
}

/** What the declarations already say about a table: its title and each column's label and flags. */
function knownOf(tableName: string): { title: Label | null; columns: Map<string, FieldDecl> } {
  const columns = new Map<string, FieldDecl>();
  let title: Label | null = null;
  for (const decl of RESOURCES) {
    if (decl.table !== tableName) continue;
    title ??= decl.title;
    for (const [key, fd] of Object.entries(decl.fields)) if (!fd.filterOnly && !columns.has(columnOf(key, fd))) columns.set(columnOf(key, fd), fd);
  }
  return { title, columns };
}

const SECRET_COLUMN = /(password|secret|secret_key|token)$/;

/** The TypeScript text of the resource declaration a table implies. */
export function declarationText(tableName: string, tableComment: string | null, columns: ColumnInfo[]): string {
  const names = new Set(columns.map((c) => c.column_name));
  const scope = names.has('store_id') ? 'store' : names.has('tenant_id') ? 'tenant' : 'global';
  const stem = tableName.replace(/^(ah|blade|bs)_/, '');
  const base = tableName.startsWith('blade_') ? camel(stem) : `ah${camel(`_${stem}`)}`;
  const service = tableName.startsWith('blade_') ? 'blade-system' : 'crm-anhua';
  const key = camel(stem);
  const known = knownOf(tableName);
  const title = tableComment ? { zh: tableComment, en: words(stem) } : (known.title ?? { zh: words(stem), en: words(stem) });
  const fields = columns
    .filter((c) => !AUDIT_COLUMNS.has(c.column_name))
    .map((c) => {
      const type = fieldTypeOf(c);
      const declared = known.columns.get(c.column_name);
      const label = c.comment ? { zh: c.comment, en: words(c.column_name) } : (declared?.label ?? { zh: words(c.column_name), en: words(c.column_name) });
      // a secret stays a secret: never listed, searched or answered
      const secret = declared?.secret || declared?.hashed || SECRET_COLUMN.test(c.column_name);
      const opts: string[] = [];
      if (c.is_nullable === 'NO' && c.column_default === null) opts.push('required: true');
      if (type === 'string' && c.character_maximum_length) opts.push(`max: ${c.character_maximum_length}`);
      if (secret) opts.push(declared?.hashed ? 'hashed: true' : 'secret: true');
      else {
        if (declared?.readonly) opts.push('readonly: true');
        if (type !== 'text' && type !== 'json') opts.push('list: true');
        if (type === 'string') opts.push("search: 'like'");
      }
      const prop = camel(c.column_name);
      if (columnOf(prop, { type, label }) !== c.column_name) opts.push(`column: ${quote(c.column_name)}`);
      return `    ${prop}: f.${type}({ zh: ${quote(label.zh)}, en: ${quote(label.en)} }${opts.length ? `, { ${opts.join(', ')} }` : ''}),`;
    });
  return [
    "import { defineResource, f } from '../types';",
    '',
    `/** ${title.zh.replace(/\*\//g, '* /')} (generated from table ${tableName}) */`,
    `export const ${key}Resource = defineResource({`,
    `  key: ${quote(key)},`,
    `  service: ${quote(service)},`,
    `  base: ${quote(base)},`,
    `  table: ${quote(tableName)},`,
    `  title: { zh: ${quote(title.zh)}, en: ${quote(title.en)} },`,
    `  buttonPrefix: ${quote(stem)},`,
    "  paging: 'current',",
    `  scope: ${quote(scope)},`,
    '  fields: {',
    ...fields,
    '  },',
    "  ops: { page: 'page', detail: 'detail', upsert: 'submit', remove: 'remove' },",
    '});',
    '',
  ].join('\n');
}

const tableInput = v.object({
  datasourceId: vOptId(),
  tableName: v.pipe(v.string('表名不能为空'), v.trim(), v.minLength(1, '表名不能为空'), v.regex(TABLE_NAME, '表名格式错误')),
});

async function preview(services: Services, auth: AuthContext, input: v.InferOutput<typeof tableInput>, lang: Lang) {
  await reachable(services, auth, input.datasourceId || undefined, lang);
  const table = (await listTables(services)).find((t) => t.tableName === input.tableName);
  if (!table) throw refuse('表不存在', 'No such table', lang);
  return { fileName: `${input.tableName.replace(/^(ah|blade|bs)_/, '').replace(/_/g, '-')}.ts`, text: declarationText(table.tableName, table.comment, await columnsOf(services, table.tableName)) };
}

export const codeGeneratorRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-develop/code/tables',
    permission: 'code_view',
    input: v.object({ datasourceId: vOptId() }),
    handler: async ({ auth, services, input, lang }) => {
      await reachable(services, auth, input.datasourceId || undefined, lang);
      return listTables(services);
    },
  }),
  route({
    method: 'GET',
    url: '/blade-develop/code/preview',
    permission: 'code_view',
    input: tableInput,
    handler: async ({ auth, services, input, lang }) => preview(services, auth, input, lang),
  }),
  route({
    method: 'GET',
    url: '/blade-develop/code/download',
    permission: 'code_download',
    input: tableInput,
    raw: true,
    handler: async ({ auth, services, input, lang, reply }) => {
      const { fileName, text } = await preview(services, auth, input, lang);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(text);
    },
  }),
];

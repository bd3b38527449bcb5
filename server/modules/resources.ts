/** Registers the generated routes of every declared resource, with the hooks of the special ones. */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../src/domain/resources';
import * as schema from '../db/schema';
import * as generated from '../db/resource-tables';
import type { Registrable } from '../http/route';
import { ResourceRuntime, hooksOf, resourceRoutes } from '../http/resource-router';
import { exportRoutes } from '../jobs/export-routes';
import { provideExportRuntimes } from '../jobs/export-runtimes';
import { RESOURCE_HOOKS } from './resource-hooks';

const tables = new Map<string, PgTable>();
for (const t of [...Object.values(schema), ...Object.values(generated)]) {
  if (is(t, PgTable)) tables.set(getTableName(t), t);
}

export const runtimes = new Map<string, ResourceRuntime>();
for (const decl of RESOURCES) {
  const table = tables.get(decl.table);
  if (!table) throw new Error(`Resource ${decl.key}: no table ${decl.table} (add it to server/db/resource-tables.ts)`);
  runtimes.set(decl.key, new ResourceRuntime(decl, table, hooksOf(RESOURCE_HOOKS, decl.key)));
}

provideExportRuntimes(runtimes);

export const resourceRoutesAll: Registrable[] = [...runtimes.values()].flatMap((rt) => [...resourceRoutes(rt), ...exportRoutes(rt)]);

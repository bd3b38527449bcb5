/** Data sources (blade-develop/datasource): the built-in one (the product's own database) is neither edited nor removed; an empty password on edit keeps the old one. */
import { and, eq, inArray } from 'drizzle-orm';
import { bladeDatasource } from '../../../db/resource-tables/content';
import type { ResourceHooks } from '../../../http/resource-router';
import { refuse } from './common';

export const DATASOURCE_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, value, id }) => {
    if (!id) {
      value.builtIn = 0;
      return;
    }
    const [cur] = await tx.select({ builtIn: bladeDatasource.builtIn }).from(bladeDatasource).where(eq(bladeDatasource.id, id)).limit(1);
    if (Number(cur?.builtIn) === 1) throw refuse('系统内置数据源不能修改', 'The built-in data source cannot be changed');
    if (value.password === null) delete value.password;
  },
  beforeRemove: async ({ tx, ids }) => {
    const [builtIn] = await tx
      .select({ id: bladeDatasource.id })
      .from(bladeDatasource)
      .where(and(inArray(bladeDatasource.id, ids), eq(bladeDatasource.builtIn, 1)))
      .limit(1);
    if (builtIn) throw refuse('系统内置数据源不能删除', 'The built-in data source cannot be removed');
  },
};

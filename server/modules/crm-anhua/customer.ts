/**
 * The group's customer archive (crm-anhua customer: page with pageNo/pageSize, list, detail,
 * remove, save, update — generated from the declaration). What is special lives in these hooks.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceHookMap } from '../../http/resource-router';
import { badRequest } from '../../http/envelope';
import { columnsOf } from '../../http/resource-query';
import { store } from '../../db/schema';
import { ahCustomer } from '../../db/resource-tables/customers';

const customerCols = columnsOf(ahCustomer);

export const archiveHooks: ResourceHookMap = {
  anhuaCustomer: {
    // the store where the person was first recorded, for the group's overview
    beforeWrite: async ({ tx, auth, value, id }) => {
      if (id || !auth.storeId) return;
      const [st] = await tx.select({ name: store.branchName }).from(store).where(eq(store.id, auth.storeId)).limit(1);
      value.sourceStoreName = st?.name ?? null;
    },
    // an archive record that store customers point to stays: removing it would orphan them
    beforeRemove: async ({ tx, ids }) => {
      const [linked] = await tx
        .select({ id: customerCols.id })
        .from(ahCustomer)
        .where(and(inArray(customerCols.customerId, ids), eq(customerCols.isDeleted, 0)))
        .limit(1);
      if (linked) throw badRequest('该客户已关联门店客户，不能删除');
    },
  },
};

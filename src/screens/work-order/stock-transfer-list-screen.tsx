/**
 * 配件调拨单 (/accessories/stockTransfer): the generic list of the transfer lines (the spec's
 * item/page), the stores named by the tenant's store list; 新增 (n) opens a new form with its lines,
 * Enter opens the line's form (its lines and its machine's events).
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { stockTransferItemResource } from '../../domain/resources/operations/accessory';
import type { ResourceDecl } from '../../domain/resources/types';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useStores } from '../warehouse/warehouse-api';
import { STOCK_TRANSFER_FORM_PATH } from './paths';

export function StockTransferListScreen() {
  const [, navigate] = useLocation();
  const stores = useStores();
  const decl = useMemo<ResourceDecl>(() => {
    const options = (stores.data ?? []).map((st) => ({ value: String(st.id), zh: st.branchName, en: st.branchName }));
    const fields = stockTransferItemResource.fields;
    return { ...stockTransferItemResource, fields: { ...fields, fromStoreId: { ...fields.fromStoreId, options }, toStoreId: { ...fields.toStoreId, options } } };
  }, [stores.data]);
  return (
    <ResourceListScreen
      decl={decl}
      onAdd={() => navigate(STOCK_TRANSFER_FORM_PATH)}
      onView={(row) => navigate(`${STOCK_TRANSFER_FORM_PATH}?id=${String(row.ahAccessoryStockTransferFormId)}`)}
    />
  );
}

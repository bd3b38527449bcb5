/**
 * 首页门店 (/homeStore/list): the generic list and form of the home-page entries; the store field is
 * a picker of the tenant's stores (the same list the list column names them by). The server refuses
 * a store that is already on the home page.
 */
import { useMemo } from 'react';
import { homeStoreResource } from '../../domain/resources/operations/customer-service';
import type { ResourceDecl } from '../../domain/resources/types';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useStores } from '../warehouse/warehouse-api';

export function HomeStoreListScreen() {
  const stores = useStores();
  const decl = useMemo<ResourceDecl>(() => {
    const options = (stores.data ?? []).map((st) => ({ value: String(st.id), zh: st.branchName, en: st.branchName }));
    return { ...homeStoreResource, fields: { ...homeStoreResource.fields, ahStoreId: { ...homeStoreResource.fields.ahStoreId, options } } };
  }, [stores.data]);
  return <ResourceListScreen decl={decl} />;
}

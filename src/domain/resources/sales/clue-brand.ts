import { defineResource, f } from '../types';

/**
 * Which catalogue brands a store takes clues for (ahClueStoreBrandRelation saveOrUpdate,
 * getBrandIdList). The clue brand list of the store follows it; a store without any relation
 * takes every brand of the tenant's catalogue.
 */
export const clueStoreBrandResource = defineResource({
  key: 'ahClueStoreBrandRelation',
  service: 'crm-dcc',
  base: 'ahClueStoreBrandRelation',
  table: 'ah_clue_store_brand_relation',
  title: { zh: '门店品牌', en: 'Store brands' },
  buttonPrefix: 'clue_config_brand',
  paging: 'current',
  scope: 'store',
  fields: {
    brandId: f.id({ zh: '品牌', en: 'Brand' }, { required: true, search: 'eq' }),
    brandName: f.string({ zh: '品牌名称', en: 'Brand' }, { max: 50, list: 200, readonly: true }),
  },
  /** saveOrUpdate and getBrandIdList are hand-written (server/modules/crm-dcc/clue-extras.ts) */
  ops: {},
});

/** Salesmen of a store by type (0 sales consultant, 1 invitation specialist): ahSalesman updateSalesmanList. */
export const clueSalesmanResource = defineResource({
  key: 'ahSalesman',
  service: 'crm-dcc',
  base: 'ahSalesman',
  table: 'ah_salesman',
  title: { zh: '销售顾问配置', en: 'Sales consultants' },
  menu: 'clue-config-salesman',
  buttonPrefix: 'clue_config_salesman',
  paging: 'current',
  scope: 'store',
  fields: {
    userId: f.id({ zh: '人员', en: 'User' }, { required: true, search: 'eq' }),
    userName: f.string({ zh: '姓名', en: 'Name' }, { max: 50, list: 160, search: 'like', readonly: true }),
    type: f.dict({ zh: '人员类型', en: 'Type' }, { dict: 'salesman_type', required: true, list: 140, search: 'eq' }),
  },
  /** personnelList, salesmenList and updateSalesmanList are hand-written (clue-people.ts, clue-extras.ts) */
  ops: { page: 'page' },
});

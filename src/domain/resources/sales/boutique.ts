/**
 * Boutiques (crm-member/ahBoutique, spec 2 and 3): the group's base catalogue (rows without a store,
 * kept by head office) and each store's boutiques (rows of that store, often copied from the base
 * catalogue by code). A store sees and edits its own rows; head office (no store) the base rows.
 */
import { defineResource, f, type Option } from '../types';
import { listing } from '../../../machines/listing.machine';

export const BOUTIQUE_UP_OPTIONS: readonly Option[] = [
  { value: 1, zh: '上架', en: 'Listed' },
  { value: 0, zh: '下架', en: 'Unlisted' },
];

export const boutiqueShelf = listing({ field: 'isUp', on: 1, off: 0, noun: { zh: '精品', en: 'Boutique' }, nameField: 'boutiqueName' });

export const boutiqueResource = defineResource({
  key: 'ahBoutique',
  service: 'crm-member',
  base: 'ahBoutique',
  table: 'ah_boutique',
  title: { zh: '精品管理', en: 'Boutique goods' },
  menu: 'boutique',
  buttonPrefix: 'boutique',
  paging: 'current',
  scope: 'tenant',
  fields: {
    storeId: f.id({ zh: '门店', en: 'Store' }, { form: false, readonly: true }),
    code: f.string({ zh: '精品编码', en: 'Code' }, { required: true, max: 32, list: 130, search: 'like', unique: true }),
    boutiqueName: f.string({ zh: '精品名称', en: 'Name' }, { required: true, max: 100, list: 220, search: 'like' }),
    category: f.dict({ zh: '精品类别', en: 'Category' }, { dict: 'boutique_category', required: true, list: 90, search: 'eq' }),
    // listed by getPage/{groupId}; no one types a group id into a search field
    ahBoutiqueGroupId: f.id({ zh: '精品分组', en: 'Group' }, { form: false }),
    brand: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, list: 90 }),
    spec: f.string({ zh: '规格型号', en: 'Specification' }, { max: 100, list: 140 }),
    fitModel: f.string({ zh: '适用车型', en: 'Fits' }, { max: 200 }),
    unit: f.string({ zh: '单位', en: 'Unit' }, { max: 10, list: 60, default: '件' }),
    price: f.money({ zh: '销售价', en: 'Price' }, { required: true, list: 110, sortable: true }),
    costPrice: f.money({ zh: '成本价', en: 'Cost' }, { list: 110 }),
    integral: f.int({ zh: '积分价', en: 'Points price' }, { min: 0, list: 90, maxValue: 99_999_999 }),
    hourlyRate: f.money({ zh: '工时费', en: 'Labour' }, {}),
    stock: f.int({ zh: '库存', en: 'Stock' }, { min: 0, list: 80, default: 0, maxValue: 9_999_999 }),
    isUp: f.int({ zh: '上架状态', en: 'Listing' }, { list: 90, search: 'eq', readonly: true, default: 0, options: BOUTIQUE_UP_OPTIONS }),
    imgUrl: f.string({ zh: '图片', en: 'Picture' }, { max: 500, form: 'image' }),
    description: f.text({ zh: '描述', en: 'Description' }, { form: 'textarea' }),
  },
  ops: { page: 'getPage', detail: 'detail', create: 'saveBoutique', update: 'updateBoutique', remove: 'delete' },
  actions: boutiqueShelf.actions({ prefix: 'boutique' }),
  defaultSort: ['code', 'asc'],
});

/** One row per store: whether the store's boutique shelf is open (changeUp with butType). */
export const BUT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '开启', en: 'Open' },
  { value: 0, zh: '关闭', en: 'Closed' },
];

/**
 * 商城管理 (crm-mall, spec 3 sections 3, 4 and 7): the categories of a store's membership mall and
 * the goods it sells. The listing machine is src/machines/mall-goods.machine.ts; the decisions where
 * the spec is silent are in docs/mall.md.
 */
import { defineResource, f, viewOf } from '../types';
import { GOODS_IS_UP, GOODS_IS_UP_OPTIONS, goodsAllows, goodsRowRefusal } from '../../../machines/mall-goods.machine';

export const CATEGORY_SHOW_OPTIONS = [
  { value: 1, zh: '显示', en: 'Shown' },
  { value: 0, zh: '隐藏', en: 'Hidden' },
] as const;

export const categoryResource = defineResource({
  key: 'ahCategory',
  service: 'crm-mall',
  base: 'ahCategory',
  table: 'ah_category',
  title: { zh: '商品分类', en: 'Categories' },
  menu: 'mall-category',
  buttonPrefix: 'mall_category',
  labelField: 'categoryName',
  paging: 'current',
  scope: 'store',
  fields: {
    categoryName: f.string({ zh: '分类名称', en: 'Category' }, { required: true, max: 20, list: 180, search: 'like', unique: true }),
    // new categories go last (beforeWrite); the order changes only by swap (上移/下移)
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, readonly: true, form: false }),
    icon: f.string({ zh: '分类图标', en: 'Icon' }, { max: 500, list: 90, form: 'image' }),
    isShow: f.bool({ zh: '是否显示', en: 'Shown' }, { list: 90, search: 'eq', default: 1, form: 'select', options: CATEGORY_SHOW_OPTIONS }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'edit', remove: 'delete' },
  reorder: { field: 'sort', path: 'swap', permission: 'mall_category_sort', mode: 'swap' },
  defaultSort: ['sort', 'asc'],
});

export const goodsResource = defineResource({
  key: 'ahGoods',
  service: 'crm-mall',
  base: 'ahGoods',
  table: 'ah_goods',
  title: { zh: '商品管理', en: 'Goods' },
  menu: 'mall-goods',
  buttonPrefix: 'mall_goods',
  labelField: 'goodsName',
  paging: 'current',
  scope: 'store',
  fields: {
    goodsName: f.string({ zh: '商品名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like' }),
    categoryId: f.id({ zh: '商品分类', en: 'Category' }, { required: true, list: 120, search: 'eq', form: 'select', ref: 'ahCategory' }),
    price: f.money({ zh: '售价', en: 'Price' }, { required: true, list: 100, sortable: true }),
    marketPrice: f.money({ zh: '市场价', en: 'Market price' }, { list: 100 }),
    stock: f.int({ zh: '库存', en: 'Stock' }, { required: true, min: 0, maxValue: 999999, list: 80, sortable: true, default: 0 }),
    mainImage: f.string({ zh: '商品主图', en: 'Main image' }, { max: 500, list: 90, form: 'image' }),
    description: f.string({ zh: '商品描述', en: 'Description' }, { max: 2000, form: 'textarea' }),
    // the boutiques a goods item includes (a maintenance package's parts): getGoodsBoutiqueList answers them
    boutiqueIds: f.ids({ zh: '关联精品', en: 'Boutiques included' }, { form: 'checks', ref: 'ahBoutique' }),
    isUp: f.int({ zh: '上架状态', en: 'Listing' }, { list: 90, search: 'eq', readonly: true, form: false, default: GOODS_IS_UP.unlisted, options: GOODS_IS_UP_OPTIONS }),
  },
  ops: { page: 'getUpGoodsList', detail: 'detail', upsert: 'saveOrUpdate', update: 'update', remove: 'delete' },
  // the spec names no count call: ours (docs/mall.md)
  tabs: { field: 'isUp', path: 'countByUp' },
  // the listing machine: only unlisted goods change
  editable: { applies: (row) => goodsAllows(row, 'EDIT'), refusal: (row, many) => goodsRowRefusal(row, 'EDIT', many) },
  removable: { applies: (row) => goodsAllows(row, 'DELETE'), refusal: (row, many) => goodsRowRefusal(row, 'DELETE', many) },
  actions: [
    {
      name: 'up',
      label: { zh: '上架', en: 'List' },
      path: 'up',
      permission: 'mall_goods_up',
      set: { isUp: GOODS_IS_UP.listed },
      applies: (row) => goodsAllows(row, 'UP'),
      refusal: (row, many) => goodsRowRefusal(row, 'UP', many),
    },
    {
      name: 'down',
      label: { zh: '下架', en: 'Unlist' },
      path: 'down',
      permission: 'mall_goods_down',
      confirm: { zh: '确定下架该商品？', en: 'Unlist these goods?' },
      set: { isUp: GOODS_IS_UP.unlisted },
      applies: (row) => goodsAllows(row, 'DOWN'),
      refusal: (row, many) => goodsRowRefusal(row, 'DOWN', many),
    },
  ],
  defaultSort: ['createTime', 'desc'],
  // spec 3 section 2: /goods/edit adds goods, and edits them with ?id=
  pages: { add: '/goods/edit', edit: '/goods/edit' },
});

/**
 * crm-anhua goods (page, detail, save, update, remove): the store's general goods catalogue. It is the
 * mall's goods, not a second list of them: one table, the same fields, checks and listing rule (listed
 * goods are not edited or removed), under the crm-anhua paths for the callers that use them. Listing
 * stays crm-mall's (up, down, saveOrPublish); /goods/edit is the goods' page (docs/mall.md).
 */
// built apart: inside defineResource's inference the view's key would widen to string (ResourceKey)
const anhuaGoodsView = viewOf(goodsResource, {
  key: 'anhuaGoods',
  base: 'goods',
  title: { zh: '商品库', en: 'Goods catalogue' },
  buttonPrefix: 'mall_goods',
  ops: { page: 'page', detail: 'detail', create: 'save', update: 'update', remove: 'remove' },
});

export const anhuaGoodsResource = defineResource({
  ...anhuaGoodsView,
  service: 'crm-anhua',
  menu: undefined,
  pages: undefined,
  tabs: undefined,
});

export const MALL_RESOURCES = [categoryResource, goodsResource, anhuaGoodsResource] as const;

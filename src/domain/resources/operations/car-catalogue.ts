/** The car catalogue (crm-anhua): brands, series and models of the tenant, and each store's own view of them. */
import { defineResource, f } from '../types';
import { listing, LISTING_WORDS } from '../../../machines/listing.machine';

const ON_OFF = [
  { value: 1, zh: '上架', en: 'On' },
  { value: 0, zh: '下架', en: 'Off' },
] as const;
const YES_NO = [
  { value: 1, zh: '是', en: 'Yes' },
  { value: 0, zh: '否', en: 'No' },
] as const;

/** a store's series and models are put on and off its shelf (state), series also recommended (isRecommend) */
export const storeSeriesShelf = listing({ field: 'state', on: 1, off: 0, noun: { zh: '车系', en: 'Series' }, nameField: 'seriesName' });
export const storeSeriesRecommend = listing({ field: 'isRecommend', on: 1, off: 0, noun: { zh: '车系', en: 'Series' }, nameField: 'seriesName', words: LISTING_WORDS.recommend });
export const storeModelShelf = listing({ field: 'state', on: 1, off: 0, noun: { zh: '车型', en: 'Model' }, nameField: 'modelName' });

export const carBrandResource = defineResource({
  key: 'carBrand',
  service: 'crm-anhua',
  base: 'car_brand',
  table: 'ah_car_brand',
  title: { zh: '品牌管理', en: 'Brands' },
  menu: 'car-brand',
  buttonPrefix: 'car_brand',
  paging: 'current',
  scope: 'tenant',
  fields: {
    brandName: f.string({ zh: '品牌名称', en: 'Brand' }, { required: true, max: 50, list: 200, search: 'like', unique: true }),
    initial: f.string({ zh: '首字母', en: 'Initial' }, { required: true, max: 1, list: 80, search: 'eq', sortable: true }),
    logo: f.string({ zh: '品牌标志', en: 'Logo' }, { max: 500, form: 'image', list: 80 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['initial', 'asc'],
});

/** vehicle classes as Chinese car catalogues name them; the value is the stored text */
export const CAR_LEVEL_OPTIONS = [
  ['微型车', 'Mini car'],
  ['小型车', 'Small car'],
  ['紧凑型车', 'Compact car'],
  ['中型车', 'Mid-size car'],
  ['中大型车', 'Upper mid-size car'],
  ['大型车', 'Full-size car'],
  ['小型SUV', 'Small SUV'],
  ['紧凑型SUV', 'Compact SUV'],
  ['中型SUV', 'Mid-size SUV'],
  ['中大型SUV', 'Upper mid-size SUV'],
  ['大型SUV', 'Full-size SUV'],
  ['MPV', 'MPV'],
  ['跑车', 'Sports car'],
  ['皮卡', 'Pickup'],
  ['微面', 'Microvan'],
  ['轻客', 'Light bus'],
].map(([zh, en]) => ({ value: zh, zh, en }));

export const carSeriesResource = defineResource({
  key: 'carSeries',
  service: 'crm-anhua',
  base: 'car_series',
  table: 'ah_car_series',
  title: { zh: '车系管理', en: 'Series' },
  menu: 'car-series',
  buttonPrefix: 'car_series',
  // pickers name a series by its own name, not its brand's (the first name-like field)
  labelField: 'seriesName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    brandId: f.id({ zh: '品牌', en: 'Brand' }, { required: true, search: 'eq', form: 'select', ref: 'carBrand' }),
    brandName: f.string({ zh: '品牌名称', en: 'Brand' }, { max: 50, list: 140, readonly: true }),
    seriesName: f.string({ zh: '车系名称', en: 'Series' }, { required: true, max: 50, list: 200, search: 'like' }),
    // a class from the list: a free text let 999 or 'zzz' into the catalogue
    level: f.string({ zh: '级别', en: 'Class' }, { max: 30, list: 120, options: CAR_LEVEL_OPTIONS }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});

export const carModelResource = defineResource({
  key: 'carModel',
  service: 'crm-anhua',
  base: 'car_model',
  table: 'ah_car_model',
  title: { zh: '车型管理', en: 'Models' },
  menu: 'car-model',
  buttonPrefix: 'car_model',
  labelField: 'modelName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    // the brand narrows the series to pick (a dependent reference); the server writes the series' brand
    brandId: f.id({ zh: '品牌', en: 'Brand' }, { search: 'eq', form: 'select', ref: 'carBrand' }),
    seriesId: f.id({ zh: '车系', en: 'Series' }, { required: true, search: 'eq', form: 'select', ref: { resource: 'carSeries', dependsOn: 'brandId', param: 'brandId' } }),
    seriesName: f.string({ zh: '车系名称', en: 'Series' }, { max: 50, list: 140, readonly: true }),
    modelName: f.string({ zh: '车型名称', en: 'Model' }, { required: true, max: 100, list: 260, search: 'like' }),
    modelYear: f.int({ zh: '年款', en: 'Model year' }, { list: 90, min: 1990, maxValue: 2100, sortable: true }),
    guidePrice: f.money({ zh: '指导价', en: 'Guide price' }, { required: true, list: 130, sortable: true, search: 'range' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});

/** A store's brands: which catalogue brands the store sells (list, size 999). */
export const storeCarBrandResource = defineResource({
  key: 'storeCarBrand',
  service: 'crm-anhua',
  base: 'ahStoreCarBrand',
  table: 'ah_store_car_brand',
  title: { zh: '门店品牌', en: 'Store brands' },
  buttonPrefix: 'store_car_brand',
  paging: 'current',
  scope: 'store',
  fields: {
    carBrandId: f.id({ zh: '品牌', en: 'Brand' }, { required: true, search: 'eq', readonly: true }),
    brandName: f.string({ zh: '品牌名称', en: 'Brand' }, { max: 50, list: 200, readonly: true }),
    logo: f.string({ zh: '品牌标志', en: 'Logo' }, { max: 500, list: 80, readonly: true }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, readonly: true }),
  },
  ops: { page: 'list' },
  defaultSort: ['sort', 'asc'],
});

export const storeCarSeriesResource = defineResource({
  key: 'storeCarSeries',
  service: 'crm-anhua',
  base: 'ahStoreCarSeries',
  table: 'ah_store_car_series',
  title: { zh: '门店车系', en: 'Store series' },
  menu: 'store-car-series',
  buttonPrefix: 'store_car_series',
  paging: 'current',
  scope: 'store',
  fields: {
    storeCarBrandId: f.id({ zh: '门店品牌', en: 'Store brand' }, { search: 'eq', readonly: true }),
    carSeriesId: f.id({ zh: '车系', en: 'Series' }, { readonly: true }),
    brandName: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, list: 120, readonly: true }),
    seriesName: f.string({ zh: '车系名称', en: 'Series' }, { max: 50, list: 200, search: 'like', readonly: true }),
    isRecommend: f.bool({ zh: '推荐', en: 'Recommended' }, { list: 80, search: 'eq', readonly: true, options: YES_NO }),
    state: f.bool({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, options: ON_OFF }),
    carSeriesImg: f.string({ zh: '车系图片', en: 'Series image' }, { max: 500, form: 'image', list: 80 }),
    carMasterImg: f.string({ zh: '车系主图', en: 'Main image' }, { max: 500, form: 'image' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, readonly: true }),
  },
  ops: { page: 'list' },
  actions: [
    ...storeSeriesShelf.actions({ prefix: 'store_car_series', path: 'switchState' }),
    // one button code for both (the spec's store_car_series_recommend)
    ...storeSeriesRecommend.actions({ prefix: 'store_car_series', path: 'switchRecommend', names: { up: 'recommend', down: 'unrecommend' } }).map((a) => ({ ...a, permission: 'store_car_series_recommend' })),
    {
      name: 'uploadImage',
      label: { zh: '上传图片', en: 'Upload images' },
      path: 'uploadImage',
      permission: 'store_car_series_upload_image',
      input: {
        carSeriesImg: f.string({ zh: '车系图片', en: 'Series image' }, { max: 500, form: 'image' }),
        carMasterImg: f.string({ zh: '车系主图', en: 'Main image' }, { max: 500, form: 'image' }),
      },
    },
  ],
  defaultSort: ['sort', 'asc'],
});

export const storeCarModelResource = defineResource({
  key: 'storeCarModel',
  service: 'crm-anhua',
  base: 'ahStoreCarModel',
  table: 'ah_store_car_model',
  title: { zh: '门店车型', en: 'Store models' },
  menu: 'store-car-model',
  buttonPrefix: 'store_car_model',
  paging: 'current',
  scope: 'store',
  fields: {
    storeCarSeriesId: f.id({ zh: '门店车系', en: 'Store series' }, { search: 'eq', readonly: true }),
    carModelId: f.id({ zh: '车型', en: 'Model' }, { readonly: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, list: 140, readonly: true }),
    modelName: f.string({ zh: '车型名称', en: 'Model' }, { max: 100, list: 260, search: 'like', readonly: true }),
    guidePrice: f.money({ zh: '指导价', en: 'Guide price' }, { list: 130, readonly: true }),
    storePrice: f.money({ zh: '门店售价', en: 'Store price' }, { list: 130, sortable: true }),
    state: f.bool({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, options: ON_OFF }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, readonly: true }),
  },
  ops: { page: 'list' },
  actions: [
    ...storeModelShelf.actions({ prefix: 'store_car_model', path: 'switchState' }),
    {
      name: 'editPrice',
      label: { zh: '修改售价', en: 'Edit price' },
      path: 'updateCarModelStorePrice',
      permission: 'store_car_model_edit_price',
      input: { storePrice: f.money({ zh: '门店售价', en: 'Store price' }, { required: true }) },
    },
  ],
  defaultSort: ['sort', 'asc'],
});

/** A merge of one catalogue model into another (duplicates from imports): the stock cars move, the merged model hides; revocable. */
export const carModelMergeResource = defineResource({
  key: 'carModelMerge',
  service: 'crm-anhua',
  base: 'bsCarModelMerge',
  table: 'bs_car_model_merge',
  title: { zh: '车型合并记录', en: 'Model merges' },
  buttonPrefix: 'car_model',
  paging: 'current',
  scope: 'tenant',
  fields: {
    fromModelId: f.id({ zh: '被合并车型', en: 'Merged model' }, { search: 'eq', readonly: true }),
    fromModelName: f.string({ zh: '被合并车型', en: 'Merged model' }, { max: 100, list: 220, readonly: true }),
    toModelId: f.id({ zh: '合并到车型', en: 'Into model' }, { search: 'eq', readonly: true }),
    toModelName: f.string({ zh: '合并到车型', en: 'Into model' }, { max: 100, list: 220, readonly: true }),
    carIds: f.ids({ zh: '转移的库存车辆', en: 'Moved stock cars' }, { readonly: true }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, options: [{ value: 0, zh: '已合并', en: 'Merged' }, { value: 1, zh: '已撤销', en: 'Revoked' }] }),
    revokeTime: f.datetime({ zh: '撤销时间', en: 'Revoked at' }, { list: 160, readonly: true }),
  },
  ops: { page: 'list', detail: 'detail' },
});

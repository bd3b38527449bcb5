/**
 * 汽车商品 (/carMall/manage and /carMall/manage/edit, crm-anhua ahCarGoods, spec 3 sections 2, 3, 4
 * and 7): the cars a store offers in its mall, new (carType 1) or used (2), each picked from the car
 * catalogue by brand, series and model (three dependent pickers), with price, images and the store's
 * tags; listed and unlisted through the listing machine. Decisions in docs/mall.md "汽车商品".
 */
import { defineResource, f, type Label } from '../types';
import { listing } from '../../../machines/listing.machine';
import { CAR_TYPE_OPTIONS } from './car-category';

/** only unlisted car goods change: a member never sees a car's terms change under them */
export const carGoodsShelf = listing({ field: 'isUp', on: 1, off: 0, noun: { zh: '汽车商品', en: 'Car goods' }, nameField: 'goodsName', lockWhileOn: true });

export const CAR_GOODS_IS_UP_OPTIONS = [
  { value: 0, zh: '未上架', en: 'Unlisted' },
  { value: 1, zh: '已上架', en: 'Listed' },
] as const;

const api = (path: string) => `crm-anhua/ahCarGoods/${path}`;

/** the store's own tags for its car goods (tag list, addCarGoodsTag, deleteCarGoodsTag) */
export const carGoodsTagResource = defineResource({
  key: 'ahCarGoodsTag',
  service: 'crm-anhua',
  base: 'ahCarGoods',
  table: 'ah_car_goods_tag',
  title: { zh: '汽车商品标签', en: 'Car goods tags' },
  buttonPrefix: 'car_goods_tag',
  labelField: 'tagName',
  paging: 'current',
  scope: 'store',
  fields: {
    tagName: f.string({ zh: '标签名称', en: 'Tag' }, { required: true, max: 10, list: 200, search: 'like', unique: true }),
  },
  ops: { page: 'tagList', create: 'addCarGoodsTag', remove: 'deleteCarGoodsTag' },
  defaultSort: ['createTime', 'asc'],
});

export const carGoodsResource = defineResource({
  key: 'ahCarGoods',
  service: 'crm-anhua',
  base: 'ahCarGoods',
  table: 'ah_car_goods',
  title: { zh: '汽车商品', en: 'Car goods' },
  menu: 'car-goods',
  buttonPrefix: 'car_goods',
  labelField: 'goodsName',
  paging: 'current',
  scope: 'store',
  fields: {
    goodsName: f.string({ zh: '商品名称', en: 'Name' }, { required: true, max: 50, list: 180, search: 'like' }),
    carType: f.int({ zh: '车辆类型', en: 'Car type' }, { required: true, list: 80, search: 'eq', form: 'select', options: CAR_TYPE_OPTIONS, default: 1 }),
    categoryId: f.id({ zh: '汽车分类', en: 'Category' }, {
      required: true,
      list: 120,
      search: 'eq',
      form: 'select',
      ref: 'ahCarCategory',
      // the categories of the chosen car type (hidden ones too: goods may be prepared before the category shows)
      source: { path: 'crm-anhua/ahCarCategory/list', params: { carType: 'carType' }, fixed: { size: 1000 }, value: 'id', label: 'categoryName' },
    }),
    carBrandId: f.id({ zh: '品牌', en: 'Brand' }, { required: true, search: 'eq', form: 'select', source: { path: api('getCarBrandList'), params: { carType: 'carType' }, value: 'id', label: 'brandName' } }),
    carSeriesId: f.id({ zh: '车系', en: 'Series' }, { required: true, form: 'select', source: { path: api('getCarSeriesList'), params: { carBrandId: 'carBrandId' }, value: 'id', label: 'seriesName' } }),
    carModelId: f.id({ zh: '车型', en: 'Model' }, { required: true, form: 'select', source: { path: api('getCarModelList'), params: { carSeriesId: 'carSeriesId', carType: 'carType' }, value: 'id', label: 'modelName' } }),
    // copies of the catalogue's names at saving, so the list and the mall read them without joins
    brandName: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, list: 80, readonly: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, list: 100, readonly: true }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 160, readonly: true }),
    guidePrice: f.money({ zh: '指导价', en: 'Guide price' }, { readonly: true }),
    price: f.money({ zh: '售价', en: 'Price' }, { required: true, list: 110, sortable: true }),
    mileage: f.decimal({ zh: '表显里程(万公里)', en: 'Mileage (10,000 km)' }, { min: 0, maxValue: 999 }),
    firstRegisterDate: f.date({ zh: '首次上牌', en: 'First registered' }),
    mainImage: f.string({ zh: '商品主图', en: 'Main image' }, { max: 500, form: 'image' }),
    images: f.string({ zh: '商品图片', en: 'Images' }, { max: 2000, form: 'image' }),
    tagIds: f.ids({ zh: '标签', en: 'Tags' }, { form: 'checks', ref: 'ahCarGoodsTag' }),
    tagNames: f.string({ zh: '标签', en: 'Tags' }, { max: 500, list: 120, readonly: true }),
    description: f.string({ zh: '商品描述', en: 'Description' }, { max: 2000, form: 'textarea' }),
    isUp: f.int({ zh: '上架状态', en: 'Listing' }, { list: 90, search: 'eq', readonly: true, form: false, default: 0, options: CAR_GOODS_IS_UP_OPTIONS }),
  },
  // saveOrPublish saves (and with publish=1 also lists) in one transaction: the module writes it
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrPublish', remove: 'delete' },
  handWritten: ['saveOrPublish'],
  tabs: { field: 'isUp', path: 'countByUp' },
  editable: carGoodsShelf.editable,
  removable: carGoodsShelf.removable,
  actions: carGoodsShelf.actions({ prefix: 'car_goods', confirmDown: { zh: '确定下架该汽车商品？', en: 'Unlist this car?' }, keys: { up: 'u', down: 'd' } }),
  defaultSort: ['createTime', 'desc'],
  pages: { add: '/carMall/manage/edit', edit: '/carMall/manage/edit' },
});

export const CAR_GOODS_MESSAGES = {
  brand: { zh: '品牌不存在或不可选', en: 'No such brand for this car type' },
  series: { zh: '车系不属于所选品牌', en: 'The series is not of the chosen brand' },
  model: { zh: '车型不属于所选车系', en: 'The model is not of the chosen series' },
  modelNotSold: { zh: '本门店未上架该车型，不能作为新车出售', en: 'The store does not offer this model as a new car' },
  category: { zh: '汽车分类不存在或不属于该车辆类型', en: 'No such category for this car type' },
  tag: { zh: '标签不存在', en: 'No such tag' },
  tagInUse: { zh: '该标签已被汽车商品使用，不能删除', en: 'Car goods carry this tag; it cannot be deleted' },
  carType: { zh: '请选择车辆类型', en: 'Choose the car type' },
  brandId: { zh: '请选择品牌', en: 'Choose the brand' },
  seriesId: { zh: '请选择车系', en: 'Choose the series' },
} as const satisfies Record<string, Label>;

export const CAR_GOODS_RESOURCES = [carGoodsResource, carGoodsTagResource] as const;

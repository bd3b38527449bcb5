/**
 * 汽车分类 (/carMall/category, crm-anhua ahCarCategory, spec 3 sections 3 and 7): how the store groups
 * the cars it offers in the mall, new cars and used cars apart (carType). Ordered like the goods
 * categories (a new one goes last, 上移/下移 swap two); getCarCategoryByType answers the shown
 * categories of one car type for the mall's pages. Decisions in docs/mall.md.
 */
import { defineResource, f, type Option } from '../types';
import { CATEGORY_SHOW_OPTIONS } from './mall';

export const CAR_TYPE = { newCar: 1, usedCar: 2 } as const;
export const CAR_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '新车', en: 'New cars' },
  { value: 2, zh: '二手车', en: 'Used cars' },
];

export const carCategoryResource = defineResource({
  key: 'ahCarCategory',
  service: 'crm-anhua',
  base: 'ahCarCategory',
  table: 'ah_car_category',
  title: { zh: '汽车分类', en: 'Car categories' },
  menu: 'car-category',
  buttonPrefix: 'car_category',
  labelField: 'categoryName',
  paging: 'current',
  scope: 'store',
  fields: {
    categoryName: f.string({ zh: '分类名称', en: 'Category' }, { required: true, max: 20, list: 180, search: 'like' }),
    carType: f.int({ zh: '车辆类型', en: 'Car type' }, { required: true, list: 90, search: 'eq', form: 'select', options: CAR_TYPE_OPTIONS, default: 1 }),
    // new categories go last (beforeWrite); the order changes only by swap (上移/下移)
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, readonly: true, form: false }),
    icon: f.string({ zh: '分类图标', en: 'Icon' }, { max: 500, list: 90, form: 'image' }),
    isShow: f.bool({ zh: '是否显示', en: 'Shown' }, { list: 90, search: 'eq', default: 1, form: 'select', options: CATEGORY_SHOW_OPTIONS }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'edit', remove: 'delete' },
  reorder: { field: 'sort', path: 'swap', permission: 'car_category_sort', mode: 'swap' },
  defaultSort: ['sort', 'asc'],
});

export const CAR_CATEGORY_MESSAGES = {
  nameTaken: { zh: '该车辆类型下已有同名分类', en: 'A category of this car type already has that name' },
  chooseTwo: { zh: '请选择两个分类交换排序', en: 'Choose two categories to swap' },
  holdsGoods: { zh: '该分类下还有汽车商品，不能删除', en: 'The category still holds car goods; it cannot be deleted' },
} as const;

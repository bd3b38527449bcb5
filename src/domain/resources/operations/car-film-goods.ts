/** Car film goods (crm-warehouse carFilmGoods): the window and paint-protection films a store sells with its cars. */
import { defineResource, f } from '../types';
import { listing } from '../../../machines/listing.machine';

export const filmShelf = listing({ field: 'isUp', on: 1, off: 0, noun: { zh: '车膜商品', en: 'Film' }, nameField: 'goodsName' });

export const carFilmGoodsResource = defineResource({
  key: 'carFilmGoods',
  service: 'crm-warehouse',
  base: 'carFilmGoods',
  table: 'ah_car_film_goods',
  title: { zh: '车膜商品', en: 'Car film goods' },
  menu: 'car-film-goods',
  buttonPrefix: 'car_film_goods',
  paging: 'current',
  scope: 'store',
  fields: {
    goodsName: f.string({ zh: '商品名称', en: 'Name' }, { required: true, max: 100, list: 240, search: 'like' }),
    filmBrand: f.string({ zh: '品牌', en: 'Brand' }, { required: true, max: 50, list: 120, search: 'like' }),
    filmType: f.string({ zh: '类型', en: 'Type' }, {
      required: true,
      max: 20,
      list: 110,
      search: 'eq',
      form: 'select',
      options: [
        { value: '全车窗膜', zh: '全车窗膜', en: 'Window film, whole car' },
        { value: '前挡膜', zh: '前挡膜', en: 'Windscreen film' },
        { value: '隐形车衣', zh: '隐形车衣', en: 'Paint protection film' },
        { value: '改色膜', zh: '改色膜', en: 'Colour-change film' },
      ],
    }),
    warrantyYears: f.int({ zh: '质保年限', en: 'Warranty (years)' }, { list: 100, min: 0, maxValue: 20, default: 0 }),
    price: f.money({ zh: '售价', en: 'Price' }, { required: true, list: 120, sortable: true }),
    image: f.string({ zh: '商品图片', en: 'Image' }, { max: 500, form: 'image' }),
    isUp: f.bool({ zh: '上架状态', en: 'Listed' }, { list: 90, search: 'eq', readonly: true, options: [{ value: 1, zh: '已上架', en: 'Listed' }, { value: 0, zh: '已下架', en: 'Unlisted' }] }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'carFilmGoodsPage', detail: 'detail', upsert: 'saveOrUpdateCarFilmGoods', remove: 'delete' },
  // the spec's one call for both: switchUp {id, isUp}
  actions: filmShelf.actions({ prefix: 'car_film_goods', path: 'switchUp' }),
  defaultSort: ['sort', 'asc'],
});

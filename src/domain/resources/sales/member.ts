/**
 * Members and their cars (crm-member, spec 2 "Members and cars"): a member belongs to the store that
 * registered them; a car belongs to at most one member of its store (ahMemberCarRelation/relationCar
 * moves it). See docs/members.md.
 */
import { vIdCard, vMobile, vPlate, vVin } from '../../validators';
import { defineResource, f, type Option } from '../types';

/** Member level (spec: "member level/rank"; the values are ours, docs/members.md). */
export const MEMBER_LEVEL_OPTIONS: readonly Option[] = [
  { value: 1, zh: '普通会员', en: 'Standard' },
  { value: 2, zh: '银卡会员', en: 'Silver' },
  { value: 3, zh: '金卡会员', en: 'Gold' },
  { value: 4, zh: '钻石会员', en: 'Diamond' },
];

/** member_source dictionary keys the server sets */
export const MEMBER_SOURCE = { miniProgram: '1', store: '2', import: '3', corpWechat: '4' } as const;

export const memberResource = defineResource({
  key: 'ahMember',
  service: 'crm-member',
  base: 'ahMember',
  table: 'ah_member',
  title: { zh: '会员列表', en: 'Members' },
  menu: 'member-list',
  buttonPrefix: 'member_list',
  paging: 'current',
  scope: 'store',
  fields: {
    memberName: f.string({ zh: '会员姓名', en: 'Name' }, { required: true, max: 50, list: 110, search: 'like' }),
    // one member per phone in a store: the phone is how members are found (coupons, imports, groups)
    phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 130, search: 'like', unique: true, rule: vMobile }),
    sex: f.dict({ zh: '性别', en: 'Sex' }, { dict: 'sex', list: 70, search: 'eq' }),
    birthday: f.date({ zh: '生日', en: 'Birthday' }, { list: 110 }),
    idCard: f.string({ zh: '身份证号', en: 'ID card' }, { max: 18, rule: vIdCard }),
    memberLevel: f.int({ zh: '会员等级', en: 'Level' }, { list: 100, search: 'eq', default: 1, options: MEMBER_LEVEL_OPTIONS }),
    integral: f.int({ zh: '积分', en: 'Points' }, { min: 0, list: 90, sortable: true, readonly: true, default: 0 }),
    source: f.dict({ zh: '会员来源', en: 'Source' }, { dict: 'member_source', list: 100, search: 'eq', readonly: true }),
    carCount: f.int({ zh: '车辆数', en: 'Cars' }, { list: 80, readonly: true, default: 0 }),
    registerTime: f.datetime({ zh: '注册时间', en: 'Registered' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    address: f.string({ zh: '地址', en: 'Address' }, { max: 200 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'update', remove: 'remove', export: 'export' },
  defaultSort: ['registerTime', 'desc'],
  // a member's own page (ours: the spec shows none), where record search opens a member (docs/console.md)
  pages: { view: '/member/detail' },
});

export const memberCarResource = defineResource({
  key: 'ahMemberCar',
  service: 'crm-member',
  base: 'ahMemberCar',
  table: 'ah_member_car',
  title: { zh: '会员车辆', en: 'Member cars' },
  menu: 'member-car',
  buttonPrefix: 'member_car',
  idField: 'carId',
  paging: 'current',
  scope: 'store',
  fields: {
    // the column allows more than 17 so that a long VIN answers the spec's format message, not a length message
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, list: 190, search: 'like', unique: true, rule: vVin }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 110, search: 'like', rule: vPlate }),
    memberId: f.id({ zh: '所属会员', en: 'Member' }, { search: 'eq', form: 'select', ref: 'ahMember' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Member phone' }, { max: 11, list: 130, search: 'like', readonly: true }),
    brandName: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, list: 90, search: 'like' }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, list: 100, search: 'like' }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 200 }),
    color: f.string({ zh: '颜色', en: 'Colour' }, { max: 30 }),
    buyDate: f.date({ zh: '购车日期', en: 'Bought on' }, { list: 110, search: 'range', sortable: true }),
    mileage: f.int({ zh: '行驶里程(km)', en: 'Mileage (km)' }, { list: 110, maxValue: 9_999_999 }),
    insuranceDueDate: f.date({ zh: '保险到期日', en: 'Insurance due' }, { list: 110, search: 'range', sortable: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', upsert: 'saveOrUpdate', remove: 'remove', export: 'export' },
  // spec 2: "ahMemberCar ... export (blob)": the call answers the file itself
  exportMode: 'blob',
  defaultSort: ['buyDate', 'desc'],
});

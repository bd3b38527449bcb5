/**
 * 商城营销 › 客户服务 (spec 3, docs/customer-service.md): members' feedback from the mini-program
 * (ahOpinion) and the stores shown on the mini-program's home page (ahHomeStore).
 */
import { defineResource, f, type Label, type Option } from '../types';
import { vMobile } from '../../validators';
import { OPINION_ALREADY_HANDLED, OPINION_STATUS, opinionAllows, opinionRefusal } from '../../../machines/opinion.machine';

/** ahOpinion.status: the spec's "opinion handling sets status to 1" (src/machines/opinion.machine.ts) */
export { OPINION_ALREADY_HANDLED, OPINION_STATUS };
export const OPINION_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未处理', en: 'Unhandled' },
  { value: 1, zh: '已处理', en: 'Handled' },
];

export const OPINION_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '服务态度', en: 'Service attitude' },
  { value: 2, zh: '维修保养', en: 'Maintenance' },
  { value: 3, zh: '销售购车', en: 'Car purchase' },
  { value: 4, zh: '小程序使用', en: 'Mini-program' },
  { value: 5, zh: '其他', en: 'Other' },
];

/** How the store answered the member */
export const PROCESS_WAY_OPTIONS: readonly Option[] = [
  { value: 1, zh: '电话回访', en: 'Phone call' },
  { value: 2, zh: '短信回复', en: 'Text message' },
  { value: 3, zh: '到店沟通', en: 'In the store' },
  { value: 4, zh: '其他', en: 'Other' },
];

export const PROCESS_CONTENT_MAX = 500;

/** 处理 is offered where the feedback machine allows HANDLE (unhandled only); the server checks it again under a row lock. */
export const opinionHandleable = (row: Readonly<Record<string, unknown>>): boolean => opinionAllows(row, 'HANDLE');
export const OPINION_HANDLE_PERMISSION = 'opinion_handle';

export const opinionResource = defineResource({
  key: 'ahOpinion',
  service: 'crm-anhua',
  base: 'ahOpinion',
  table: 'ah_opinion',
  title: { zh: '意见反馈', en: 'Feedback' },
  menu: 'opinion',
  buttonPrefix: 'opinion',
  labelField: 'memberName',
  paging: 'current',
  scope: 'store',
  fields: {
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { required: true, max: 20, list: 100, search: 'like' }),
    memberPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    opinionType: f.int({ zh: '反馈类型', en: 'Type' }, { required: true, list: 100, search: 'eq', form: 'select', options: OPINION_TYPE_OPTIONS }),
    content: f.string({ zh: '反馈内容', en: 'Feedback' }, { required: true, max: 500, list: 260, search: 'like', form: 'textarea' }),
    // the time the member sent it (submit), set by the server
    submitTime: f.datetime({ zh: '提交时间', en: 'Submitted at' }, { list: 160, readonly: true, form: false, sortable: true }),
    status: f.int({ zh: '处理状态', en: 'Status' }, { list: 90, search: 'eq', readonly: true, form: false, default: OPINION_STATUS.unhandled, options: OPINION_STATUS_OPTIONS }),
    processWay: f.int({ zh: '处理方式', en: 'Processing way' }, { list: 100, readonly: true, form: false, options: PROCESS_WAY_OPTIONS }),
    processContent: f.string({ zh: '处理内容', en: 'Processing' }, { max: PROCESS_CONTENT_MAX, list: 220, readonly: true, form: false }),
    operatorId: f.id({ zh: '处理人ID', en: 'Operator id' }, { readonly: true, form: false }),
    operatorName: f.string({ zh: '处理人', en: 'Operator' }, { max: 50, list: 90, readonly: true, form: false }),
    processTime: f.datetime({ zh: '处理时间', en: 'Processed at' }, { list: 160, readonly: true, form: false }),
  },
  // submit is the member-side create (no add button in the back office); update is the handling (opinion_handle)
  ops: { page: 'page', detail: 'detail', upsert: 'submit', remove: 'remove' },
  // what a member wrote stays as written
  editable: { applies: () => false, refusal: () => ({ zh: '会员的反馈不能修改', en: "A member's feedback cannot be changed" }) },
  actions: [
    {
      // the store's answer: the way and the content, status 1 (the machine's HANDLE)
      name: 'HANDLE',
      label: { zh: '处理', en: 'Handle' },
      path: 'update',
      permission: OPINION_HANDLE_PERMISSION,
      custom: true,
      applies: opinionHandleable,
      refusal: opinionRefusal,
      input: {
        processWay: f.int({ zh: '处理方式', en: 'Processing way' }, { required: true, form: 'select', options: PROCESS_WAY_OPTIONS, requiredMessage: { zh: '请选择处理方式', en: 'Please choose the processing way' } }),
        processContent: f.string({ zh: '处理内容', en: 'Processing' }, { required: true, max: PROCESS_CONTENT_MAX, requiredMessage: { zh: '请输入处理内容', en: 'Please enter the processing' } }),
      },
    },
  ],
  defaultSort: ['submitTime', 'desc'],
});

export const homeStoreResource = defineResource({
  key: 'ahHomeStore',
  service: 'crm-anhua',
  base: 'ahHomeStore',
  table: 'ah_home_store',
  title: { zh: '首页门店', en: 'Home-page stores' },
  menu: 'home-store',
  buttonPrefix: 'home_store',
  idField: 'ahHomeStoreId',
  labelField: 'storeName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    // one entry per store of the tenant (the server refuses a second one), picked from the tenant's stores (ref)
    ahStoreId: f.id({ zh: '门店', en: 'Store' }, { required: true, list: 180, search: 'eq', form: 'select', ref: 'store' }),
    // the store's name when it was chosen, kept by the server for the mini-program's list
    storeName: f.string({ zh: '门店名称', en: 'Store name' }, { max: 100, readonly: true, form: false }),
    coverImage: f.string({ zh: '封面图', en: 'Cover image' }, { max: 500, list: 80, form: 'image' }),
    intro: f.string({ zh: '门店简介', en: 'Intro' }, { max: 200, list: 260, form: 'textarea' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, min: 0, maxValue: 99999 }),
    isShow: f.int({ zh: '是否展示', en: 'Shown' }, { list: 90, search: 'eq', form: 'select', default: 1, options: [
      { value: 1, zh: '展示', en: 'Shown' },
      { value: 0, zh: '隐藏', en: 'Hidden' },
    ] }),
  },
  ops: { page: 'findStorePage', detail: 'detail', upsert: 'saveOrUpdateHomeStore', remove: 'delete' },
  defaultSort: ['sort', 'asc'],
});

export const HOME_STORE_TAKEN: Label = { zh: '该门店已在首页门店中，不能重复添加', en: 'This store is already on the home page' };
export const HOME_STORE_UNKNOWN: Label = { zh: '门店不存在', en: 'No such store' };

export const CUSTOMER_SERVICE_RESOURCES = [opinionResource, homeStoreResource] as const;

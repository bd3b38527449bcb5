import { defineResource, f } from '../types';

/**
 * Every state change a declared action makes (上架, 下架, 发布, 启用...): which record, which field,
 * from and to, who, when and why. Written by the resource engine in the action's own transaction;
 * read by the show pages' history through server/modules/blade-system/state-log.ts, which answers
 * only for a record the caller may see (so the declaration offers no generated calls).
 */
export const stateLogResource = defineResource({
  key: 'stateLog',
  service: 'blade-system',
  base: 'stateLog',
  table: 'ah_state_log',
  title: { zh: '状态变更记录', en: 'State history' },
  buttonPrefix: 'state_log',
  paging: 'current',
  scope: 'tenant',
  fields: {
    resource: f.string({ zh: '资源', en: 'Resource' }, { readonly: true, required: true, max: 64, search: 'eq' }),
    recordId: f.id({ zh: '记录', en: 'Record' }, { readonly: true, required: true, search: 'eq' }),
    action: f.string({ zh: '操作', en: 'Action' }, { readonly: true, max: 64, list: 100 }),
    field: f.string({ zh: '字段', en: 'Field' }, { readonly: true, max: 64 }),
    fromValue: f.string({ zh: '原状态', en: 'From' }, { readonly: true, max: 255, list: 100 }),
    toValue: f.string({ zh: '新状态', en: 'To' }, { readonly: true, max: 255, list: 100 }),
    reason: f.string({ zh: '原因', en: 'Reason' }, { readonly: true, max: 500, list: 200 }),
    createUserName: f.string({ zh: '操作人', en: 'By' }, { readonly: true, max: 64, list: 100 }),
    createTime: f.datetime({ zh: '时间', en: 'Time' }, { readonly: true, list: 170, sortable: true }),
  },
  ops: {},
  defaultSort: ['createTime', 'asc'],
});

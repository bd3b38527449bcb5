/**
 * Invite task options (spec 2 "Invite config and invite task options": getPage, detail, delete,
 * saveOrUpdate; loaded with size 500): the store's prepared kinds of invitation (新车到店, 试驾体验,
 * 保养到店…), each with its type and script. The invitation edit page loads them (size 500) and a chosen
 * option fills the task's type and script; the task keeps the option's id and name. docs/marketing.md.
 */
import { defineResource, f, type Label } from '../types';
import { INVITE_TYPE_OPTIONS } from './invitation';

/** the spec's page size when the invitation screens load the options */
export const INVITE_TASK_OPTION_LOAD_SIZE = 500;

export const INVITE_TASK_OPTION_MESSAGES = {
  noOption: { zh: '邀约选项不存在或已停用', en: 'No such invitation option, or it is disabled' },
} as const satisfies Record<string, Label>;

export const inviteTaskOptionResource = defineResource({
  key: 'ahInviteTaskOption',
  service: 'crm-dcc',
  base: 'ahInviteTaskOption',
  table: 'ah_invite_task_option',
  title: { zh: '邀约选项', en: 'Invitation options' },
  buttonPrefix: 'client_invitation',
  labelField: 'optionName',
  paging: 'current',
  scope: 'store',
  fields: {
    optionName: f.string({ zh: '选项名称', en: 'Option' }, { required: true, max: 30, list: 160, search: 'like', unique: true }),
    inviteType: f.int({ zh: '邀约类型', en: 'Type' }, { required: true, list: 90, search: 'eq', options: INVITE_TYPE_OPTIONS, form: 'select', default: 1 }),
    script: f.text({ zh: '默认话术', en: 'Script' }, { max: 2000, form: 'textarea', list: 260 }),
    sort: f.int({ zh: '排序', en: 'Order' }, { min: 0, maxValue: 9999, list: 60, default: 0 }),
    enabled: f.int({ zh: '状态', en: 'Status' }, { list: 70, search: 'eq', form: 'select', default: 1, options: [{ value: 1, zh: '启用', en: 'On' }, { value: 0, zh: '停用', en: 'Off' }] }),
  },
  ops: { page: 'getPage', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  defaultSort: ['sort', 'asc'],
});

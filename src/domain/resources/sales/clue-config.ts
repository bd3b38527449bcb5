import { defineResource, f } from '../types';

/** Where clues come from (汽车之家, 懂车帝...). */
export const clueFromChannelResource = defineResource({
  key: 'ahClueFromChannel',
  service: 'crm-dcc',
  base: 'ahClueFromChannel',
  table: 'ah_clue_from_channel',
  title: { zh: '线索来源渠道', en: 'Clue channels' },
  menu: 'clue-config-channel',
  buttonPrefix: 'clue_config_channel',
  paging: 'current',
  scope: 'tenant',
  fields: {
    channelName: f.string({ zh: '渠道名称', en: 'Channel' }, { required: true, max: 50, list: 160, search: 'like', unique: true }),
    channelType: f.dict({ zh: '渠道类型', en: 'Type' }, { dict: 'clue_channel_type', required: true, list: 120, search: 'eq' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    status: f.int({ zh: '状态', en: 'Status' }, { list: 80, form: 'switch', default: 1, options: [{ value: 1, zh: '启用', en: 'On' }, { value: 0, zh: '停用', en: 'Off' }] }),
  },
  ops: { page: 'page', all: 'getList', detail: 'detail', create: 'save', update: 'update', remove: 'delete' },
  defaultSort: ['sort', 'asc'],
});

/** The two kinds of reason kept in one table (dictionary clue_reason_type); each has its own menu. */
export const CLUE_REASON_TYPE = { defeat: '1', notArrived: '2' } as const;

/** Defeat reasons (reasonType 1) and not-arrived reasons (reasonType 2). */
export const clueDefeatReasonResource = defineResource({
  key: 'ahClueDefeatReasonConfig',
  service: 'crm-dcc',
  base: 'ahClueDefeatReasonConfig',
  table: 'ah_clue_defeat_reason_config',
  title: { zh: '战败/未到店原因', en: 'Defeat and not-arrived reasons' },
  menu: 'clue-config-defeat-reason',
  buttonPrefix: 'clue_config_defeat_reason',
  paging: 'current',
  scope: 'tenant',
  fields: {
    reasonType: f.dict({ zh: '原因类型', en: 'Type' }, { dict: 'clue_reason_type', required: true, list: 120, search: 'eq' }),
    reason: f.string({ zh: '原因', en: 'Reason' }, { required: true, max: 100, list: 240, search: 'like' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  defaultSort: ['sort', 'asc'],
  // one table, two menus: each lists, exports and adds its own kind; the trace dialog offers them by the same type
  slices: [
    { name: 'defeat', menu: 'clue-config-defeat-reason', title: { zh: '战败原因', en: 'Defeat reasons' }, fixed: { reasonType: CLUE_REASON_TYPE.defeat } },
    {
      name: 'notArrived',
      menu: 'clue-config-not-arrive-reason',
      title: { zh: '未到店原因', en: 'Not-arrived reasons' },
      fixed: { reasonType: CLUE_REASON_TYPE.notArrived },
      buttonPrefix: 'clue_config_not_arrive_reason',
    },
  ],
});

/** How long a customer of each level may wait for the next follow-up. */
export const customerLevelTimeResource = defineResource({
  key: 'ahCustomerLevelTime',
  service: 'crm-dcc',
  base: 'ahCustomerLevelTime',
  table: 'ah_customer_level_time',
  title: { zh: '客户级别时效', en: 'Customer level timing' },
  menu: 'clue-config-level-time',
  buttonPrefix: 'clue_config_level_time',
  paging: 'current',
  scope: 'tenant',
  fields: {
    customerLevel: f.dict({ zh: '客户级别', en: 'Level' }, { dict: 'customer_level', required: true, list: 160, search: 'eq', unique: true }),
    traceDays: f.int({ zh: '跟进间隔（天）', en: 'Follow-up every (days)' }, { required: true, min: 1, maxValue: 365, list: 160 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 200 }),
  },
  ops: { all: 'list', page: 'page', upsert: 'saveOrUpdate', detail: 'detail' },
});

/** Per store: automatic allocation on or off, and whose turn is next. */
export const clueAllocationSettingResource = defineResource({
  key: 'ahClueAllocationSetting',
  service: 'crm-dcc',
  base: 'clueAllocationSetting',
  table: 'ah_clue_allocation_setting',
  title: { zh: '自动分配设置', en: 'Auto allocation' },
  buttonPrefix: 'clue_record',
  paging: 'current',
  scope: 'store',
  fields: {
    auto: f.int({ zh: '自动分配', en: 'Auto' }, { default: 0 }),
    lastUserId: f.id({ zh: '上次分配给', en: 'Last allocated to' }, { readonly: true }),
  },
  ops: {},
});

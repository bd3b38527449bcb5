import { defineResource, f } from '../types';

/**
 * 短信发件箱: what the default SMS provider (server/services/sms.ts) "sent": with no SMS gateway
 * configured the texts stay in this outbox, so in a demo or a trial the tenant's super-admin reads
 * the verification code a person asked for (setting the operating password, a forgotten password, a
 * stored-value write-off). Read-only; the server answers only the tenant super-admin, newest first.
 */
export const smsOutboxResource = defineResource({
  key: 'smsOutbox',
  service: 'blade-system',
  base: 'smsOutbox',
  table: 'sms_outbox',
  existingTable: true,
  title: { zh: '短信发件箱', en: 'SMS outbox' },
  menu: 'sms-outbox',
  buttonPrefix: 'sms_outbox',
  labelField: 'phone',
  paging: 'current',
  scope: 'tenant',
  fields: {
    phone: f.string({ zh: '手机号', en: 'Phone' }, { readonly: true, max: 20, list: 130, search: 'like' }),
    content: f.string({ zh: '短信内容', en: 'Text' }, { readonly: true, max: 500, list: 420 }),
    // the fixed purposes by name; a write-off's or a notice's purpose carries its subject and shows as sent
    purpose: f.string({ zh: '用途', en: 'Purpose' }, {
      readonly: true,
      max: 40,
      list: 130,
      options: [
        { value: 'reset-password', zh: '找回登录密码', en: 'Forgotten password' },
        { value: 'operating-code', zh: '设置操作密码', en: 'Operating password' },
        { value: 'notice:flowTask', zh: '待办任务通知', en: 'Task notice' },
        { value: 'notice:flowNotice', zh: '流程通知', en: 'Workflow notice' },
        { value: 'notice:flowDone', zh: '流程办结通知', en: 'Process finished' },
      ],
    }),
    createTime: f.datetime({ zh: '发送时间', en: 'Sent' }, { readonly: true, list: 170 }),
    expireTime: f.datetime({ zh: '失效时间', en: 'Expires' }, { readonly: true, list: 170 }),
    usedTime: f.datetime({ zh: '使用时间', en: 'Used' }, { readonly: true, list: 170 }),
  },
  ops: { page: 'list' },
  handWritten: ['list'],
});

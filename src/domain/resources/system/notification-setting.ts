import { defineResource, f, type FieldDecl } from '../types';

const YES_NO = [
  { value: 1, zh: '开启', en: 'On' },
  { value: 0, zh: '关闭', en: 'Off' },
];
const channel = (zh: string, en: string, on: 0 | 1): FieldDecl => f.bool({ zh, en }, { form: 'switch', default: on, list: 150, options: YES_NO });

/**
 * The events that notify a person, and how (通知设置): one row per tenant, each event with its bell
 * (a notice in 我的消息 and the sidebar's bell) and its SMS (a text to the person's phone through the
 * SMS provider; with the default outbox provider it lands in 短信发件箱). Who is notified follows from
 * the event: a new task goes to the person it is assigned to, a workflow's notice to the person the
 * model names, and a finished process to the person who started it. The server's one sender of
 * personal notices (server/services/notify.ts) reads these switches; without a saved row the
 * defaults below apply (bell on, SMS off: a text costs money and the phone may be private).
 */
export const NOTIFY_EVENTS = {
  flowTask: { bell: 'flowTaskBell', sms: 'flowTaskSms' },
  flowNotice: { bell: 'flowNoticeBell', sms: 'flowNoticeSms' },
  flowDone: { bell: 'flowDoneBell', sms: 'flowDoneSms' },
} as const;
export type NotifyEvent = keyof typeof NOTIFY_EVENTS;

export const notificationSettingResource = defineResource({
  key: 'notificationSetting',
  service: 'blade-system',
  base: 'notificationSetting',
  table: 'ah_notification_setting',
  title: { zh: '通知设置', en: 'Notification settings' },
  menu: 'notification-setting',
  buttonPrefix: 'notification_setting',
  paging: 'current',
  scope: 'tenant',
  singleton: true,
  fields: {
    flowTaskBell: channel('新待办任务：通知办理人（站内消息）', 'New task: tell the assignee (bell)', 1),
    flowTaskSms: channel('新待办任务：通知办理人（短信）', 'New task: tell the assignee (SMS)', 0),
    flowNoticeBell: channel('流程通知：通知流程指定的人（站内消息）', 'Workflow notice: tell its recipient (bell)', 1),
    flowNoticeSms: channel('流程通知：通知流程指定的人（短信）', 'Workflow notice: tell its recipient (SMS)', 0),
    flowDoneBell: channel('流程办结：通知发起人（站内消息）', 'Process finished: tell the starter (bell)', 1),
    flowDoneSms: channel('流程办结：通知发起人（短信）', 'Process finished: tell the starter (SMS)', 0),
  },
  ops: { page: 'detail', upsert: 'submit' },
});

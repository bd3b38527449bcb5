/**
 * 活动二维码 (/marketing/activityQrcode, spec 3 "Marketing QR code": page, saveOrUpdate, delete, export,
 * batchDelete; channel list and save): one QR code per activity and channel (展厅海报, 朋友圈, 车展…),
 * each carrying a scene code that a scan reports (scan), so the store sees which channel brought the
 * scans and the enrolments. Decisions: docs/marketing.md ("Activity QR codes").
 */
import { defineResource, f, type Label } from '../types';

export const QRCODE_MESSAGES = {
  noActivity: { zh: '活动不存在', en: 'No such activity' },
  noChannel: { zh: '渠道不存在', en: 'No such channel' },
  duplicate: { zh: '该活动在此渠道已有二维码', en: 'This activity already has a QR code for this channel' },
  noQrcode: { zh: '二维码不存在或已删除', en: 'No such QR code' },
  channelInUse: { zh: '渠道已有二维码，不能删除', en: 'The channel has QR codes and cannot be deleted' },
} as const satisfies Record<string, Label>;

/** the scene code a QR code carries: short enough for a mini-program code's scene (32 characters at most) */
export const QR_SCENE_LENGTH = 12;
export const QR_SCENE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** what a scan opens: the count call with the tenant and the scene (docs/marketing.md) */
export const qrScanPath = (tenantId: string, scene: string) => `/api/crm-anhua/ahMarketingQrcode/scan?tenantId=${encodeURIComponent(tenantId)}&scene=${encodeURIComponent(scene)}`;

export const qrChannelResource = defineResource({
  key: 'ahMarketingQrcodeChannel',
  service: 'crm-anhua',
  base: 'ahMarketingQrcode/channel',
  table: 'ah_marketing_qrcode_channel',
  title: { zh: '二维码渠道', en: 'QR channels' },
  buttonPrefix: 'activity_qrcode',
  labelField: 'channelName',
  paging: 'current',
  scope: 'store',
  fields: {
    channelName: f.string({ zh: '渠道名称', en: 'Channel' }, { required: true, max: 30, list: 200, search: 'like', unique: true }),
    sort: f.int({ zh: '排序', en: 'Order' }, { min: 0, maxValue: 9999, list: 80, default: 0 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 200, list: 240 }),
  },
  ops: { all: 'list', page: 'page', detail: 'detail', upsert: 'save', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});

export const qrcodeResource = defineResource({
  key: 'ahMarketingQrcode',
  service: 'crm-anhua',
  base: 'ahMarketingQrcode',
  table: 'ah_marketing_qrcode',
  title: { zh: '活动二维码', en: 'Activity QR codes' },
  menu: 'activity-qrcode',
  buttonPrefix: 'activity_qrcode',
  labelField: 'qrName',
  paging: 'current',
  scope: 'store',
  fields: {
    qrName: f.string({ zh: '二维码名称', en: 'Name' }, { required: true, max: 50, list: 180, search: 'like' }),
    ahActivityId: f.id({ zh: '活动', en: 'Activity' }, { required: true, search: 'eq', ref: 'ahActivity', form: 'select' }),
    activityName: f.string({ zh: '活动名称', en: 'Activity' }, { max: 50, list: 180, readonly: true, form: false }),
    ahMarketingQrcodeChannelId: f.id({ zh: '渠道', en: 'Channel' }, { required: true, search: 'eq', ref: 'ahMarketingQrcodeChannel', form: 'select' }),
    channelName: f.string({ zh: '渠道名称', en: 'Channel' }, { max: 30, list: 120, readonly: true, form: false }),
    scene: f.string({ zh: '场景码', en: 'Scene' }, { max: 32, list: 130, search: 'eq', readonly: true, form: false, unique: true }),
    scanCount: f.int({ zh: '扫码次数', en: 'Scans' }, { list: 90, readonly: true, form: false, default: 0, sortable: true }),
    enrollCount: f.int({ zh: '报名人数', en: 'Enrolments' }, { list: 90, readonly: true, form: false, default: 0, sortable: true }),
    lastScanTime: f.datetime({ zh: '最近扫码', en: 'Last scan' }, { list: 150, readonly: true, form: false }),
    createTime: f.datetime({ zh: '创建时间', en: 'Created' }, { list: 150, search: 'range', sortable: true, readonly: true, form: false }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: ['delete', 'batchDelete'], export: 'export' },
  defaultSort: ['createTime', 'desc'],
});

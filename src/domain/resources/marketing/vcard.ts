/**
 * 智能名片 (/marketing/vcard): each salesperson's card that members see (photo, title, phone, QR). The
 * card carries a code of its own; its QR picture encodes the public view call, which counts a view by
 * one UPDATE (concurrent views all count) and answers the card. One card per salesperson and store.
 * docs/marketing.md ("Smart business cards").
 */
import { vMobile } from '../../validators';
import { defineResource, f, type Label } from '../types';

export const VCARD_CODE_LENGTH = 12;
export const VCARD_MESSAGES = {
  noUser: { zh: '销售顾问不存在', en: 'No such salesperson' },
  duplicate: { zh: '该销售顾问已有名片', en: 'This salesperson already has a card' },
  noCard: { zh: '名片不存在或已删除', en: 'No such business card' },
} as const satisfies Record<string, Label>;

/** what the QR picture opens: the public view call with the tenant and the card's code */
export const vcardViewPath = (tenantId: string, code: string) => `/api/crm-anhua/ahVcard/view?tenantId=${encodeURIComponent(tenantId)}&code=${encodeURIComponent(code)}`;

export const vcardResource = defineResource({
  key: 'ahVcard',
  service: 'crm-anhua',
  base: 'ahVcard',
  table: 'ah_vcard',
  title: { zh: '智能名片', en: 'Smart business cards' },
  menu: 'vcard',
  buttonPrefix: 'vcard',
  labelField: 'userName',
  paging: 'current',
  scope: 'store',
  fields: {
    userId: f.id({ zh: '销售顾问', en: 'Salesperson' }, { required: true, search: 'eq', form: 'select', ref: 'user' }),
    userName: f.string({ zh: '姓名', en: 'Name' }, { max: 50, list: 100, search: 'like', readonly: true, form: false }),
    photo: f.string({ zh: '照片', en: 'Photo' }, { max: 500, list: 70, form: 'image' }),
    jobTitle: f.string({ zh: '职位', en: 'Title' }, { required: true, max: 30, list: 110 }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    wechatId: f.string({ zh: '微信号', en: 'WeChat ID' }, { max: 40, list: 110 }),
    intro: f.text({ zh: '个人简介', en: 'About' }, { max: 500, form: 'textarea' }),
    code: f.string({ zh: '名片码', en: 'Card code' }, { max: 32, list: 130, readonly: true, form: false, unique: true }),
    viewCount: f.int({ zh: '浏览次数', en: 'Views' }, { list: 90, readonly: true, form: false, default: 0, sortable: true }),
    lastViewTime: f.datetime({ zh: '最近浏览', en: 'Last view' }, { list: 150, readonly: true, form: false }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate' },
  defaultSort: ['viewCount', 'desc'],
});

/**
 * Interface messages that are not response codes nor validator rules, zh and en, declared once.
 * translateMessage maps a zh message (as the server produces it) to the caller's language.
 */
import type { Lang } from './codes';

export const MESSAGES = {
  required: { zh: '不能为空', en: 'Required' },
  tooLong: { zh: '长度超出限制', en: 'Too long' },
  idFormat: { zh: 'id格式错误', en: 'Malformed id' },
  selectAtLeastOne: { zh: '请选择至少一条数据', en: 'Please select at least one record' },
  confirmDelete: { zh: '确认将该数据删除？', en: 'Confirm deleting this data?' },
  confirmBatchDelete: { zh: '确定将选择数据删除?', en: 'Delete the selected records?' },
  opSuccess: { zh: '操作成功!', en: 'Success!' },
  discardChanges: { zh: '表单内容已修改，确定放弃修改吗？', en: 'The form has changes. Discard them?' },
  discard: { zh: '放弃修改', en: 'Discard' },
  keepEditing: { zh: '继续编辑', en: 'Keep editing' },
  noDataToExport: { zh: '无数据导出', en: 'No data to export' },
  passwordChangedRelogin: { zh: '修改成功，需重新登录', en: 'Changed. Please sign in again.' },
  changed: { zh: '修改成功', en: 'Changed' },
  setSuccess: { zh: '设置成功', en: 'Set successfully' },
  loginFailedTransport: { zh: '登录失败', en: 'Sign-in failed' },
  networkError: { zh: '网络错误', en: 'Network error' },
  noMatchingStore: { zh: '没有匹配的门店', en: 'No matching store' },
  tenantExpired: { zh: '租户已过期，请联系管理员', en: 'The tenant has expired. Please contact an administrator.' },
  accountDisabled: { zh: '账号已被停用，请联系管理员', en: 'The account has been disabled. Please contact an administrator.' },
  storeStopped: { zh: '该门店已停业', en: 'This store has stopped trading' },
  tenantMismatch: { zh: '租户信息不一致', en: 'Tenant does not match' },
  switchStoreFirst: { zh: '请先切换到门店', en: 'Please switch to a store first' },
  refreshInvalid: { zh: '登录已过期，请重新登录', en: 'Your session has expired. Please sign in again.' },
  unsupportedGrant: { zh: '不支持的授权类型', en: 'Unsupported grant type' },
  smsSent: { zh: '验证码已发送', en: 'Code sent' },
  userHasNoPhone: { zh: '该账号未绑定手机号', en: 'This account has no phone number' },
  operatingCodeFormat: { zh: '操作密码格式错误', en: 'Malformed operating password' },
  throttledMinutes: { zh: '登录失败次数过多，请{n}分钟后再试', en: 'Too many failed sign-in attempts. Try again in {n} minutes.' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function msg(key: MessageKey, lang: Lang = 'zh', params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}

const extra: Array<{ zh: string; en: string }> = [];
/** Other catalogues (validators) add their pairs so that server messages can be translated. */
export function registerTranslations(pairs: Iterable<{ zh: string; en: string }>): void {
  for (const p of pairs) extra.push(p);
}

export function translateMessage(zh: string, lang: Lang): string {
  if (lang === 'zh') return zh;
  for (const p of Object.values(MESSAGES)) if (p.zh === zh) return p.en;
  for (const p of extra) if (p.zh === zh) return p.en;
  return zh;
}

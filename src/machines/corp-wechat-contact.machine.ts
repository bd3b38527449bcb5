/**
 * An Enterprise WeChat contact (ah_corp_wechat_customer.status): 0 active (still a friend of the
 * salesperson), 1 deleted (the customer deleted the salesperson, the salesperson deleted the customer,
 * or the provider no longer lists the follow; the row is kept). The events come from the WeCom
 * callback (add_external_contact, edit_external_contact, del_external_contact, del_follow_user),
 * the sync (a follow gone, a follow back) and the back office (assignment, remark):
 * active --DELETE--> deleted --ADD--> active; EDIT, ASSIGN and ADD (a repeated add) keep an active
 * contact; REMARK is taken in both states. A deleted contact is neither moved nor edited by WeCom.
 * The server asks this machine under the row lock; the list offers 分配 where it allows ASSIGN.
 * Decisions: docs/enterprise-chat.md.
 */
import { setup, transition } from 'xstate';
import type { Label, Option } from '../domain/resources/types';

export const CORP_WECHAT_STATUS = { normal: 0, deleted: 1 } as const;
export const CORP_WECHAT_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '正常', en: 'Active' },
  { value: 1, zh: '已删除', en: 'Deleted' },
];

export type CorpWechatContactState = 'active' | 'deleted';
export type CorpWechatContactEventType = 'ADD' | 'EDIT' | 'DELETE' | 'ASSIGN' | 'REMARK';
export const CORP_WECHAT_CONTACT_EVENTS: readonly CorpWechatContactEventType[] = ['ADD', 'EDIT', 'DELETE', 'ASSIGN', 'REMARK'];

export const corpWechatContactMachine = setup({ types: { events: {} as { type: CorpWechatContactEventType } } }).createMachine({
  id: 'corpWechatContact',
  initial: 'active',
  states: {
    // the events that keep the state target it (a targetless transition would not count as allowed)
    active: { on: { DELETE: 'deleted', ADD: 'active', EDIT: 'active', ASSIGN: 'active', REMARK: 'active' } },
    deleted: { on: { ADD: 'active', REMARK: 'deleted' } },
  },
});

const STATE_OF: Record<number, CorpWechatContactState> = { 0: 'active', 1: 'deleted' };

export function corpWechatContactStateOf(status: unknown): CorpWechatContactState | null {
  if (status === null || status === undefined || status === '') return 'active';
  return STATE_OF[Number(status)] ?? null;
}

/** the status after the event, or null when the contact cannot take it */
export function nextCorpWechatStatus(status: unknown, type: CorpWechatContactEventType): number | null {
  const state = corpWechatContactStateOf(status);
  if (!state) return null;
  const snap = corpWechatContactMachine.resolveState({ value: state, context: undefined });
  if (!snap.can({ type })) return null;
  const [after] = transition(corpWechatContactMachine, snap, { type });
  return after.value === 'deleted' ? CORP_WECHAT_STATUS.deleted : CORP_WECHAT_STATUS.normal;
}

export const corpWechatContactAllows = (row: Readonly<Record<string, unknown>>, type: CorpWechatContactEventType): boolean => nextCorpWechatStatus(row.status, type) !== null;

/** why the contact refuses the event (the server answers it, the list shows it) */
export function corpWechatContactRefusal(row: Readonly<Record<string, unknown>>, type: CorpWechatContactEventType): Label {
  if (corpWechatContactStateOf(row.status) === 'deleted' && type === 'ASSIGN') return { zh: '客户已删除好友，不能分配', en: 'The contact deleted the employee and cannot be assigned' };
  if (corpWechatContactStateOf(row.status) === 'deleted' && type === 'DELETE') return { zh: '客户已是删除状态', en: 'The contact is already deleted' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

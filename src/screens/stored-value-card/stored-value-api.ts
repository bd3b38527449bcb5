/** The stored-value calls beyond the generic resource hooks (crm-member/ahStoredValueCard, docs/api.md). */
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { storedValueCardResource, storedValueDictResource, storedValueLogResource, storedValueMemberCardResource } from '../../domain/resources/sales/stored-value-card';
import { ResultError, resourceKeys, resourceUrl } from '../resource/use-resource';
import type { Envelope } from '../../api/http';

/** a whitelisted answer (a wrong SMS code, 10137) arrives resolved: it is still a refusal */
async function ok<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const env = await call;
  if (env.code !== 200) throw new ResultError(env.msg, env.code);
  return env;
}

export interface MemberCard {
  id: string;
  cardNo: string;
  cardName: string;
  memberName: string;
  memberPhone: string;
  balance: number;
  expireTime: string | null;
}

export interface MoneyAnswer {
  id: string;
  cardNo: string;
  amount: number;
  giftAmount: number;
  balance: number;
}

export const recharge = (body: { ahStoredValueCardId: string; phone: string; amount: number; itemName?: string; requestId: string }) =>
  ok(http.post<MoneyAnswer>(resourceUrl(storedValueCardResource, 'recharging'), body));

export const sendSms = (body: { id: string; amount: number }) => ok(http.post<{ phone: string }>(resourceUrl(storedValueCardResource, 'sendSms'), body));

export const writeOff = (body: { id: string; amount: number; smsCode: string; itemName?: string; requestId: string }) =>
  ok(http.post<MoneyAnswer>(resourceUrl(storedValueCardResource, 'writeOffAmount'), body));

/** the member's card of this product, found by the phone the customer gives */
export async function memberCardByPhone(ahStoredValueCardId: string, memberPhone: string): Promise<MemberCard | null> {
  const env = await http.get<{ records: MemberCard[] }>(resourceUrl(storedValueMemberCardResource, 'pageList'), { ahStoredValueCardId, memberPhone, current: 1, size: 1 });
  return env.data.records[0] ?? null;
}

export async function dictNames(type: number): Promise<string[]> {
  const env = await http.get<{ records: Array<{ dictName: string }> }>(resourceUrl(storedValueDictResource, 'list'), { type, current: 1, size: 100 });
  return env.data.records.map((r) => r.dictName);
}

/** a recharge or write-off changes the products (sold), the members' cards and the log */
export function afterMoneyWrite(client: QueryClient) {
  for (const decl of [storedValueCardResource, storedValueMemberCardResource, storedValueLogResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
}

export const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

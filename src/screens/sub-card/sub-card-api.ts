/** The sub-card calls beyond the generic resource hooks (crm-member/ahSubCard, docs/api.md). */
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { issuedSubCardResource, subCardLogResource, subCardResource } from '../../domain/resources/sales/sub-card';
import { resourceKeys, resourceUrl } from '../resource/use-resource';

export interface IssuedCard {
  id: string;
  subCardCode: string;
  ahSubCardId: string;
  cardName: string;
  project: string;
  memberName: string;
  memberPhone: string;
  totalCount: number;
  remainCount: number;
  effectTime: string;
  expireTime: string;
  status: number;
}

export const isPreSend = async (ahSubCardId: string) => (await http.get<{ canSend: boolean; msg: string }>(resourceUrl(subCardResource, 'isPreSend'), { ahSubCardId })).data;

export const sendCard = (body: { ahSubCardId: string; phone: string; remark?: string }) =>
  http.post<{ subCardCode: string; memberName: string; remainCount: number }>(resourceUrl(subCardResource, 'sendCard'), body);

export const getVerifyInfo = async (subCardCode: string) => (await http.get<IssuedCard>(resourceUrl(subCardResource, 'getVerifyInfo'), { subCardCode })).data;

export const verify = (body: { subCardCode: string; count: number; ahSubCardId?: string; remark?: string }) =>
  http.post<{ remainCount: number; status: number }>(resourceUrl(subCardResource, 'verify'), body);

/** a send or verify changes the card list (sent count), the members' cards and the log */
export function afterSubCardWrite(client: QueryClient) {
  for (const decl of [subCardResource, issuedSubCardResource, subCardLogResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
}

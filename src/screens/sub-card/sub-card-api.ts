/** The sub-card calls beyond the generic resource hooks (crm-member/ahSubCard, docs/api.md). */
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { issuedSubCardResource, subCardLogResource, subCardResource } from '../../domain/resources/sales/sub-card';
import { resourceKeys, resourceUrl } from '../resource/use-resource';

export const isPreSend = async (ahSubCardId: string) => (await http.get<{ canSend: boolean; msg: string }>(resourceUrl(subCardResource, 'isPreSend'), { ahSubCardId })).data;

export const sendCard = (body: { ahSubCardId: string; phone: string; remark?: string }) =>
  http.post<{ subCardCode: string; memberName: string; remainCount: number }>(resourceUrl(subCardResource, 'sendCard'), body);

/** a send or verify changes the card list (sent count), the members' cards and the log */
export function afterSubCardWrite(client: QueryClient) {
  for (const decl of [subCardResource, issuedSubCardResource, subCardLogResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
}

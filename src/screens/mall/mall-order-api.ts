/** The counter's calls (crm-mall/ahOrder consumeInfo and doConsume, docs/api.md) and the lists they change. */
import type { QueryClient } from '@tanstack/react-query';
import { http, type Envelope } from '../../api/http';
import { mallOrderResource, orderOptResource } from '../../domain/resources/mall/mall-order';
import { ResultError, resourceKeys, resourceUrl } from '../resource/use-resource';

export interface CounterOrder {
  id: string;
  orderNo: string;
  consumeCode: string;
  goodsName: string;
  memberName: string;
  memberPhone: string;
  quantity: number;
  consumedNum: number;
  refundedNum: number;
  remainingNum: number;
  orderStatus: number;
  codeExpireTime: string | null;
  crossStore: number;
}

async function ok<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const env = await call;
  if (env.code !== 200) throw new ResultError(env.msg, env.code);
  return env;
}

export const consumeInfo = (consumeCode: string) => ok(http.get<CounterOrder>(resourceUrl(mallOrderResource, 'consumeInfo'), { consumeCode }));
export const doConsume = (consumeCode: string, consumeNum: number) => ok(http.post<CounterOrder & { consumeNum: number }>(resourceUrl(mallOrderResource, 'doConsume'), { consumeCode, consumeNum }));

export function afterConsume(client: QueryClient) {
  for (const decl of [mallOrderResource, orderOptResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
}

/** The appointment screens' calls beyond the generic list: the store's sales consultants (the people an appointment may go to). */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { Codes } from '../../domain/codes';
import { ResultError } from '../resource/use-resource';
import type { StoreUser } from '../clue/clue-api';

/** salesmenList type 0: the store's configured sales consultants, else its salesman role (what the server accepts as an assignee) */
export function useStoreSalesmen(enabled = true) {
  return useQuery({
    queryKey: ['appointment', 'salesmen'] as const,
    enabled,
    staleTime: 60_000,
    queryFn: async (): Promise<StoreUser[]> => {
      const env = await http.get<Array<{ id: string; name: string }>>('/api/crm-dcc/ahSalesman/salesmenList', { type: 0 });
      if (env.code !== Codes.SUCCESS.code) throw new ResultError(env.msg, env.code);
      return env.data.map((u) => ({ id: String(u.id), name: u.name }));
    },
  });
}

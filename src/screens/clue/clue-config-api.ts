/**
 * The clue configuration screens' calls (spec 2 section 7, "Config"): the tenant's brands
 * (crm-anhua ahTenantBrand/listTenantBrand) and the store's picks (ahClueStoreBrandRelation
 * getBrandIdList, saveOrUpdate); the store's personnel (ahSalesman personnelList), its salesmen of
 * a type in allocation order (salesmenList) and their replacement (updateSalesmanList); the store's
 * automatic allocation (clue get/auto_allocation, auto-allocation). Keys carry the store, so a
 * store switch reads everything again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { Codes } from '../../domain/codes';
import { useSession } from '../../shell/session';
import { ResultError } from '../resource/use-resource';

const DCC = '/api/crm-dcc';

export interface TenantBrand {
  id: string;
  brandName: string;
  initial: string | null;
  logo: string | null;
}

export interface StorePerson {
  id: string;
  name: string;
  roleAlias: string | null;
}

export interface Salesman {
  id: string;
  name: string;
  /** place in the allocation order, from 1 */
  sort: number;
  /** 1: the store's own list; 0: nobody listed, the salesman role takes clues */
  configured: number;
}

export interface AutoAllocation {
  auto: number;
  nextUserId: string | null;
  nextUserName: string | null;
}

/** 0 sales consultants (take the store's clues), 1 invitation specialists (dict salesman_type). */
export type SalesmanType = 0 | 1;

function ok<T>(env: { code: number; msg: string; data: T }): T {
  if (env.code !== Codes.SUCCESS.code) throw new ResultError(env.msg, env.code);
  return env.data;
}

function useStoreKey() {
  const { user } = useSession();
  return user?.store_id ?? 'none';
}

export const clueConfigKeys = {
  all: ['clue-config'] as const,
  tenantBrands: ['clue-config', 'tenantBrands'] as const,
  storeBrands: (store: string) => ['clue-config', store, 'storeBrands'] as const,
  personnel: (store: string) => ['clue-config', store, 'personnel'] as const,
  salesmen: (store: string, type: SalesmanType) => ['clue-config', store, 'salesmen', type] as const,
  auto: (store: string) => ['clue-config', store, 'auto'] as const,
};

export function useTenantBrands() {
  return useQuery({
    queryKey: clueConfigKeys.tenantBrands,
    staleTime: 60_000,
    queryFn: async () =>
      ok(await http.get<TenantBrand[]>('/api/crm-anhua/ahTenantBrand/listTenantBrand')).map((b) => ({ ...b, id: String(b.id) })),
  });
}

/** The brand ids the store takes clues for; empty: every brand of the tenant. */
export function useStoreBrandIds() {
  const store = useStoreKey();
  return useQuery({
    queryKey: clueConfigKeys.storeBrands(store),
    enabled: store !== 'none',
    staleTime: 0,
    queryFn: async () => ok(await http.get<string[]>(`${DCC}/ahClueStoreBrandRelation/getBrandIdList`)).map(String),
  });
}

export function useSaveStoreBrands() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (brandIdList: string[]) => {
      const env = await http.post<{ brandIdList: string[] }>(`${DCC}/ahClueStoreBrandRelation/saveOrUpdate`, { brandIdList }, { quiet: true });
      ok(env);
      return env;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: clueConfigKeys.all });
      // the clue forms' brand lists follow the store's brands
      void client.invalidateQueries({ queryKey: ['clue'] });
    },
  });
}

/** Every enabled user of the store (personnelList), with the role alias. */
export function useStorePersonnel() {
  const store = useStoreKey();
  return useQuery({
    queryKey: clueConfigKeys.personnel(store),
    enabled: store !== 'none',
    staleTime: 30_000,
    queryFn: async () =>
      ok(await http.get<Array<{ id: string; name: string; roleAlias?: string | null }>>(`${DCC}/ahSalesman/personnelList`)).map((u) => ({
        id: String(u.id),
        name: u.name,
        roleAlias: u.roleAlias ?? null,
      })),
  });
}

export function useSalesmen(type: SalesmanType) {
  const store = useStoreKey();
  return useQuery({
    queryKey: clueConfigKeys.salesmen(store, type),
    enabled: store !== 'none',
    staleTime: 0,
    queryFn: async () =>
      ok(await http.get<Salesman[]>(`${DCC}/ahSalesman/salesmenList`, { type })).map((u) => ({
        id: String(u.id),
        name: u.name,
        sort: Number(u.sort ?? 0),
        configured: Number(u.configured ?? 0),
      })),
  });
}

export function useSaveSalesmen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, userIdList }: { type: SalesmanType; userIdList: string[] }) => {
      const env = await http.post(`${DCC}/ahSalesman/updateSalesmanList`, { type, userIdList }, { quiet: true });
      ok(env as { code: number; msg: string; data: unknown });
      return env;
    },
    onSettled: () => void client.invalidateQueries({ queryKey: clueConfigKeys.all }),
  });
}

export function useAutoAllocation() {
  const store = useStoreKey();
  return useQuery({
    queryKey: clueConfigKeys.auto(store),
    enabled: store !== 'none',
    staleTime: 0,
    queryFn: async () => {
      const a = ok(await http.get<AutoAllocation>(`${DCC}/clue/get/auto_allocation`));
      return { auto: Number(a.auto) ? 1 : 0, nextUserId: a.nextUserId ? String(a.nextUserId) : null, nextUserName: a.nextUserName ?? null };
    },
  });
}

export function useSetAutoAllocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (auto: 0 | 1) => {
      const env = await http.post<{ auto: number }>(`${DCC}/clue/auto-allocation`, { auto }, { quiet: true });
      ok(env);
      return env;
    },
    onSettled: () => void client.invalidateQueries({ queryKey: clueConfigKeys.all }),
  });
}

/** The warehouse's calls beyond the generic resource hooks, with their query keys. */
import { useQuery } from '@tanstack/react-query';
import { http, type Envelope } from '../../api/http';
import { LIST_QUERY_META } from '../../api/query-client';
import type { warehouseCarResource } from '../../domain/resources/operations/warehouse';
import type { RecordOf } from '../../domain/resources/types';

export const CAR = '/api/crm-warehouse/ahWarehouseCar';
export const TRANSFER = '/api/crm-warehouse/ahWarehouseCarTransfer';
export const DOC = '/api/crm-warehouse/ahWarehouseDocSystem';

export interface StatusCard {
  state: number;
  name: string;
  nameEn: string;
  count: number;
}
export interface CarStatistics {
  total: number;
  stock: number;
  inTransfer: number;
  cards: StatusCard[];
}

/** A stock car as the generic detail call answers it: the declaration's row (a type, so it is a row the resource helpers take). */
export type CarRecord = RecordOf<typeof warehouseCarResource>;

export interface Part {
  id: string | null;
  partName: string;
  quantity: number;
  unit: string | null;
  remark: string | null;
  standard: boolean;
}

export interface SelfLoss {
  id: string;
  lossDate: string;
  lossPart: string;
  description: string | null;
  amount: number;
  responsible: string | null;
}

export interface LockSetting {
  lockHours: number;
  maxLocksPerUser: number;
  requireDeposit: number;
  allowChangeLock: number;
  saved: boolean;
}

export interface DocStoreNode {
  id: string;
  storeId: string;
  name: string;
  storeStatus: number;
  bound: boolean;
  synced: boolean;
  bindingId: string | null;
  dealerCode: string | null;
  syncTime: string | null;
  syncCount: number | null;
}
export interface DocSystemNode {
  id: string;
  systemCode: string;
  name: string;
  boundCount: number;
  syncedCount: number;
  children: DocStoreNode[];
}

export interface StoreOption {
  id: string;
  branchName: string;
  status: number;
}

export interface ModelOption {
  id: string;
  modelName: string;
  seriesName?: string;
  brandName?: string;
  guidePrice?: number;
}

const data = <T>(p: Promise<Envelope<T>>) => p.then((e) => e.data);

export const warehouseKeys = {
  statistics: ['warehouse', 'statistics'] as const,
  car: (id: string) => ['warehouse', 'car', id] as const,
  parts: (id: string) => ['warehouse', 'parts', id] as const,
  selfLoss: (id: string) => ['warehouse', 'selfLoss', id] as const,
  lockSetting: ['warehouse', 'lockSetting'] as const,
  docTree: ['warehouse', 'docTree'] as const,
  stores: ['warehouse', 'stores'] as const,
  models: ['warehouse', 'models'] as const,
  transferCount: ['warehouse', 'transferCount'] as const,
};

/** list-like queries reload after every successful write (the http client's rule) */
export const useCarStatistics = () =>
  useQuery({ queryKey: warehouseKeys.statistics, meta: LIST_QUERY_META, staleTime: 0, queryFn: () => data(http.get<CarStatistics>(`${CAR}/getCarStatusStatisticsInfo`)) });

export const useCar = (id: string | null) =>
  useQuery({ queryKey: warehouseKeys.car(id ?? ''), enabled: !!id, meta: LIST_QUERY_META, staleTime: 0, queryFn: () => data(http.get<CarRecord>(`${CAR}/detail`, { id })) });

export const useParts = (id: string | null) =>
  useQuery({ queryKey: warehouseKeys.parts(id ?? ''), enabled: !!id, meta: LIST_QUERY_META, staleTime: 0, queryFn: () => data(http.get<Part[]>(`${CAR}/getPartsList`, { ahWarehouseCarId: id })) });

export const useSelfLoss = (id: string | null) =>
  useQuery({
    queryKey: warehouseKeys.selfLoss(id ?? ''),
    enabled: !!id,
    meta: LIST_QUERY_META,
    staleTime: 0,
    queryFn: () => data(http.get<{ records: SelfLoss[]; total: number; totalAmount: number }>(`${CAR}/getSelfLoss`, { ahWarehouseCarId: id })),
  });

export const useLockSetting = (enabled = true) =>
  useQuery({ queryKey: warehouseKeys.lockSetting, enabled, staleTime: 0, queryFn: () => data(http.get<LockSetting>(`${CAR}/getLockSetting`)) });

export const useDocTree = () => useQuery({ queryKey: warehouseKeys.docTree, meta: LIST_QUERY_META, staleTime: 0, queryFn: () => data(http.get<DocSystemNode[]>(`${DOC}/tree`)) });

export const useStores = (enabled = true) =>
  useQuery({
    queryKey: warehouseKeys.stores,
    enabled,
    staleTime: 60_000,
    queryFn: async () => (await data(http.get<{ records: StoreOption[] }>('/api/crm-anhua/store/list', { pageNo: 1, pageSize: 200 }))).records ?? [],
  });

export const useModels = () => useQuery({ queryKey: warehouseKeys.models, staleTime: 60_000, queryFn: () => data(http.get<ModelOption[]>('/api/crm-anhua/car_brand/getComModelList')) });

export const useTransferCount = () =>
  useQuery({ queryKey: warehouseKeys.transferCount, meta: LIST_QUERY_META, staleTime: 0, queryFn: () => data(http.get<{ toConfirm: number; sent: number }>(`${TRANSFER}/transferCount`)) });

/** a POST whose whitelisted answers (10090, 30005) resolve: the caller reads env.code */
export const post = <T = unknown>(url: string, body: unknown) => http.post<T>(url, body);

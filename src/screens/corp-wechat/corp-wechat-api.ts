/** The calls of the Enterprise WeChat screens beyond the generated ones (docs/enterprise-chat.md). */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { corpWechatConfigResource, corpWechatCustomerResource } from '../../domain/resources/sales/corp-wechat';
import { resourceUrl } from '../resource/use-resource';

export interface DynamicEntry {
  time: string;
  kind: 'wechat' | 'assign' | 'clue' | 'order' | 'visit';
  title: string;
  content: string;
}
export interface SopRow {
  userId: string;
  userName: string;
  added: number;
  followedInTime: number;
  toClue: number;
  toOrder: number;
  deleted: number;
}
export interface ServiceInfo {
  storeName: string;
  serviceName: string;
  serviceWelcome: string;
  configId: string;
  qrCode: string;
}

const url = (path: string) => resourceUrl(corpWechatCustomerResource, path);

/** one info view of a contact (labelInfo, memberInfo, carInfo, carBuyInfo, customerDynamic) */
export function useCustomerView<T>(path: string, id: string | undefined) {
  return useQuery({
    queryKey: ['corpWechat', path, id ?? ''],
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<T>(url(path), { id })).data,
  });
}

export const syncNow = () => http.post<{ added: number; changed: number; marked: number; msg: string }>(url('syncCorpWeChat'), {});

export const sopStatistics = async (startDate: string, endDate: string) => (await http.get<SopRow[]>(url('personalSOPStatistics'), { startDate, endDate })).data ?? [];

export function useServiceInfo() {
  return useQuery({
    queryKey: ['corpWechat', 'serviceInfo'],
    staleTime: 0,
    retry: false,
    queryFn: async () => (await http.get<ServiceInfo>(resourceUrl(corpWechatConfigResource, 'serviceInfo'), {}, { quiet: true })).data,
  });
}

/** what the settings form does not show: whether a secret is kept, and the last sync */
export function useConfigState() {
  return useQuery({
    queryKey: ['corpWechat', 'configState'],
    staleTime: 0,
    queryFn: async () =>
      (await http.get<{ records?: Array<{ secretSaved?: number; lastSyncTime?: string | null; lastSyncResult?: string | null }> }>(resourceUrl(corpWechatConfigResource, 'detail'), { current: 1, size: 1 })).data?.records?.[0] ?? null,
  });
}

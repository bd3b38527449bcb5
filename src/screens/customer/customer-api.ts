/** The calls of this area beyond the generated lists, as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

const BASE = '/api/crm-dcc';

export interface MonthTarget {
  month: string;
  target: number;
}
export interface UserTargets {
  userId: string;
  userName: string;
  monthVOList: MonthTarget[];
}
export interface MonthResult {
  month: string;
  target: number;
  finishValue: number;
  finishRate: number | null;
}
export interface UserResult {
  userId: string;
  userName: string;
  target: number;
  finishValue: number;
  finishRate: number | null;
  targetResultVOList: MonthResult[];
}
export interface TraceUserRow {
  userId: string;
  userName: string;
  newClueCount: number;
  activeCount: number;
  overdueCount: number;
  traceCount: number;
  tracedClueCount: number;
  visitCount: number;
  defeatCount: number;
  visitRate: number | null;
}
export interface ChannelRow {
  channelName: string;
  clueCount: number;
  visitCount: number;
  defeatCount: number;
  seaCount?: number;
  visitRate?: number | null;
  defeatRate?: number | null;
}
export interface PersonChannels {
  userId: string;
  userName: string;
  clueCount: number;
  visitCount: number;
  channelList: ChannelRow[];
}
export interface ReportParams {
  startDate?: string;
  endDate?: string;
  dataScope: 0 | 1;
}

const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export const useUserTargets = (params: { year: number; targetType: number }) =>
  useQuery({
    queryKey: ['ahUserTarget', params],
    queryFn: () => data(http.get<{ records: UserTargets[] }>(`${BASE}/ahUserTarget/page`, { ...params, size: 200 })),
  });

export function useSaveTargets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; targetType: number; monthVOList: MonthTarget[] }) => http.post(`${BASE}/ahUserTarget/saveOrUpdate`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ahUserTarget'] }),
  });
}

export const useTargetResults = (params: { month?: string; year?: number; targetType: number }) =>
  useQuery({
    queryKey: ['ahUserTargetResult', params],
    queryFn: () => data(http.get<{ records: UserResult[] }>(`${BASE}/ahUserTargetResult/page`, { ...params, size: 200 })),
  });

export const useTraceUserReport = (p: ReportParams) =>
  useQuery({ queryKey: ['report', 'traceUser', p], queryFn: () => data(http.get<{ records: TraceUserRow[] }>(`${BASE}/ahClueReport/traceUserList`, { ...p })) });

export const useChannelReport = (p: ReportParams) =>
  useQuery({ queryKey: ['report', 'channel', p], queryFn: () => data(http.get<{ total: number; records: ChannelRow[] }>(`${BASE}/ahClueReport/channelList`, { ...p })) });

export const usePersonnelChannelReport = (p: ReportParams) =>
  useQuery({
    queryKey: ['report', 'personnelChannel', p],
    queryFn: () => data(http.get<{ channels: string[]; records: PersonChannels[] }>(`${BASE}/ahClueReport/personnelChannelAnalysis`, { ...p })),
  });

export const useCustomerDetails = (id: string | null) =>
  useQuery({
    enabled: !!id,
    queryKey: ['ahCustomer', 'details', id],
    queryFn: () => data(http.get<Record<string, unknown> & { clueList: Record<string, unknown>[]; traceRecordList: Record<string, unknown>[]; testDriveList: Record<string, unknown>[]; invitationList: Record<string, unknown>[] }>(`${BASE}/ahCustomer/details`, { ahCustomerId: id })),
  });

export const useInvitationDetail = (id: string | null) =>
  useQuery({
    enabled: !!id,
    queryKey: ['ahInviteConfig', 'detail', id],
    queryFn: () =>
      data(
        http.get<Record<string, unknown> & { customerList: { ahCustomerId: string; customerName: string; customerPhone: string; nextTraceUserName: string; arrived: number; arriveTime: string | null }[]; executorList: { id: string; name: string }[]; arrivedCount: number; customerCount: number }>(
          `${BASE}/ahInviteConfig/invitationDetail`,
          { id },
        ),
      ),
  });

/** The blade-flow and blade-desk calls beyond the generated lists (docs/workflow.md). */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { flowFormOf, type FlowForm } from '../../domain/flow-forms';
import { flowFormOfDesign, type PublishedForm } from '../../domain/flow-form-design';

export interface HistoryStep {
  taskId?: string;
  historyActivityId: string;
  historyActivityName: string;
  assigneeName: string | null;
  createTime: string | null;
  endTime: string | null;
  durationMillis: number | null;
  outcome: string | null;
  comment: string | null;
  state: number | null;
  /** a timer the run reached (docs/workflow.md "Timers"): its due time by the server's clock */
  kind?: 'timer';
  dueTime?: string | null;
}

export interface Diagram {
  xml: string;
  done: string[];
  current: string[];
  state?: number;
}

export interface TaskDetail {
  id: string;
  taskName: string;
  title: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionName: string;
  businessId: string | null;
  formKey: string | null;
  state: number;
  assignee: string | null;
  startUserName: string;
  variables: Record<string, unknown>;
  instanceState: number;
}

export interface StartForm {
  id: string;
  name: string;
  processKey: string;
  version: number;
  state: number;
  startFormKey: string | null;
}

export const flowApi = {
  history: async (processInstanceId: string) => (await http.get<HistoryStep[]>('/api/blade-flow/process/history-flow-list', { processInstanceId })).data,
  diagram: async (q: { processInstanceId?: string; processDefinitionId?: string }) => (await http.get<Diagram>('/api/blade-flow/process/diagram', q)).data,
  modelXml: async (id: string) => (await http.get<{ id: string; name: string; modelKey: string; xml: string; version: number }>('/api/blade-flow/model/xml', { id })).data,
  saveXml: (id: string, xml: string) => http.post<boolean>('/api/blade-flow/model/save-xml', { id, xml }),
  deployModel: (id: string) => http.post<{ version: number }>('/api/blade-flow/model/deploy', { id }),
  startForm: async (processDefinitionId: string) => (await http.get<StartForm>('/api/blade-flow/work/start-form', { processDefinitionId })).data,
  start: (processDefinitionId: string, values: Record<string, unknown>) => http.post<{ processInstanceId: string }>('/api/blade-flow/work/start-process', { processDefinitionId, ...values }),
  startLeave: (processDefinitionId: string, values: Record<string, unknown>) =>
    http.post<{ processInstanceId: string; businessId: string }>('/api/blade-desk/process/leave/start-process', { processDefinitionId, ...values }),
  task: async (taskId: string) => (await http.get<TaskDetail>('/api/blade-flow/work/task-detail', { taskId })).data,
  complete: (taskId: string, values: Record<string, unknown>) => http.post('/api/blade-flow/work/complete-task', { taskId, ...values }),
  leave: async (businessId: string) => (await http.get<Record<string, unknown>>('/api/blade-desk/process/leave/detail', { businessId })).data,
  publishedForms: async (formKey?: string) => (await http.get<PublishedForm[]>('/api/blade-flow/form/published', formKey ? { formKey } : {})).data,
  count: async () => (await http.get<{ todo: number; claim: number }>('/api/blade-flow/work/count', {}, { quiet: true })).data,
  upload: (file: File, category: string) => {
    const form = new FormData();
    form.append('category', category);
    form.append('file', file);
    return http.post<{ id: string; version: number; name: string }>('/api/blade-flow/manager/deploy-upload', form);
  },
};

/** The page of a task: the leave flow's own handle page, else the generic one. */
export function handleUrl(task: { id: string; processInstanceId?: unknown; businessId?: unknown; processDefinitionName?: unknown; formKey?: unknown }, leaveName = '请假'): string {
  if (task.businessId && task.processDefinitionName === leaveName) return `/work/process/leave/handle/${task.id}/${String(task.processInstanceId)}/${String(task.businessId)}`;
  return `/work/handle/${task.id}`;
}

export const historyUrl = (processInstanceId: string) => `/flow/history?processInstanceId=${processInstanceId}`;

/**
 * The form a formKey names: the declared catalogue's at once, else the tenant's published designed
 * form (asked of the server); `ready` is false while it is asked.
 */
export function useFlowForm(key: string | null | undefined): { form: FlowForm | undefined; ready: boolean } {
  const declared = flowFormOf(key);
  const designed = useQuery({ queryKey: ['flowFormPublished', key], queryFn: () => flowApi.publishedForms(String(key)), enabled: !!key && !declared, staleTime: 0 });
  if (!key) return { form: undefined, ready: true };
  if (declared) return { form: declared, ready: true };
  const p = designed.data?.[0];
  return { form: p ? flowFormOfDesign(p) : undefined, ready: !designed.isPending };
}

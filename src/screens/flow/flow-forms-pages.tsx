/**
 * The pages that start a process and handle a task, with the product's form engine (RecordForm) over
 * the form the model names (src/domain/flow-forms.ts), and the leave flow's three pages of spec 1
 * section 2: /work/process/leave/form/{processDefinitionId}, /handle/{taskId}/{processInstanceId}/{businessId},
 * /detail/{processInstanceId}/{businessId}. The server checks the same fields again.
 * Hand-written: the form comes from the process model at run time, not from a declaration.
 */
import { Badge, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useRoute } from 'wouter';
import { FLOW_FORMS, FLOW_TASK_FIELDS, LEAVE_TYPE_OPTIONS } from '../../domain/flow-forms';
import { flowTaskResource, processLeaveResource } from '../../domain/resources/flow/flow';
import type { FieldDecl, ResourceDecl } from '../../domain/resources/types';
import { FLOW_DEFINITION_STATE } from '../../machines/flow-definition.machine';
import { RecordForm } from '../resource/record-form-dialog';
import { useLang } from '../resource/use-lang';
import { flowApi, useFlowForm } from './flow-api';
import { FlowHistory } from './history-page';

const formDecl = (title: ResourceDecl['title'], fields: Record<string, FieldDecl>): ResourceDecl => ({ ...flowTaskResource, key: 'flowForm', title, fields, ops: {} });

function useParam(pattern: string) {
  const [, params] = useRoute(pattern);
  return (params ?? {}) as Record<string, string>;
}

function StartForm({ processDefinitionId, leave }: { processDefinitionId: string; leave?: boolean }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const def = useQuery({ queryKey: ['flowStartForm', processDefinitionId], queryFn: () => flowApi.startForm(processDefinitionId), enabled: !!processDefinitionId });
  const named = useFlowForm(leave ? 'leave-apply' : def.data?.startFormKey);
  if (!def.data || !named.ready) return <Text color="gray">{def.isError ? L('流程定义不存在', 'No such process') : '…'}</Text>;
  const form = named.form ?? { title: { zh: def.data.name, en: def.data.name }, fields: {} };
  const suspended = def.data.state !== FLOW_DEFINITION_STATE.active;
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 760 }} aria-label={L('发起流程', 'Start a process')}>
      <Heading as="h2" size="4">
        {L('发起', 'Start')}：{def.data.name} <Badge>v{def.data.version}</Badge> {suspended && <Badge color="orange">{L('已挂起', 'Suspended')}</Badge>}
      </Heading>
      <Card>
        <RecordForm
          decl={formDecl(form.title, form.fields)}
          mode="create"
          lang={lang}
          submit={async (values) => {
            const r = leave ? await flowApi.startLeave(processDefinitionId, values) : await flowApi.start(processDefinitionId, values);
            void client.invalidateQueries();
            return { msg: r.msg };
          }}
          onSaved={() => navigate(leave ? '/work/process/leave' : '/work/send')}
          onCancel={() => history.back()}
        />
      </Card>
    </Flex>
  );
}

export function StartFormPage() {
  return <StartForm processDefinitionId={useParam('/work/start/form/:processDefinitionId').processDefinitionId ?? ''} />;
}

export function LeaveFormPage() {
  return <StartForm processDefinitionId={useParam('/work/process/leave/form/:processDefinitionId').processDefinitionId ?? ''} leave />;
}

function LeaveFacts({ businessId }: { businessId: string }) {
  const lang = useLang();
  const leave = useQuery({ queryKey: ['leaveDetail', businessId], queryFn: () => flowApi.leave(businessId), enabled: !!businessId, staleTime: 0 });
  const f = processLeaveResource.fields;
  const l = leave.data;
  if (!l) return null;
  const type = LEAVE_TYPE_OPTIONS.find((o) => o.value === Number(l.leaveType));
  const state = { '0': ['审批中', 'Running'], '1': ['已通过', 'Approved'], '2': ['已驳回', 'Rejected'], '3': ['已撤回', 'Withdrawn'] }[String(l.state)] ?? ['', ''];
  const row = (label: string, value: unknown) => (
    <DataList.Item key={label}>
      <DataList.Label minWidth="100px">{label}</DataList.Label>
      <DataList.Value>{value === null || value === undefined ? '—' : String(value)}</DataList.Value>
    </DataList.Item>
  );
  return (
    <Card aria-label={processLeaveResource.title[lang]}>
      <DataList.Root>
        {row(f.applyUserName.label[lang], l.applyUserName)}
        {row(f.leaveType.label[lang], type?.[lang])}
        {row(f.startTime.label[lang], l.startTime)}
        {row(f.endTime.label[lang], l.endTime)}
        {row(f.days.label[lang], l.days)}
        {row(f.reason.label[lang], l.reason)}
        {row(f.state.label[lang], lang === 'en' ? state[1] : state[0])}
      </DataList.Root>
    </Card>
  );
}

function HandleTask({ taskId, businessId }: { taskId: string; businessId?: string }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const task = useQuery({ queryKey: ['flowTask', taskId], queryFn: () => flowApi.task(taskId), enabled: !!taskId, staleTime: 0 });
  const t = task.data;
  const named = useFlowForm(t?.formKey);
  if (!t || !named.ready) return <Text color="gray">{task.isError ? L('任务不存在', 'No such task') : '…'}</Text>;
  const form = named.form;
  const open = t.state === 1 || t.state === 3;
  // a resubmission (调整申请) is one's own request again: 重新提交 / 放弃 in the outcome's place
  const adjust = t.formKey && t.formKey !== 'approve' && FLOW_FORMS[t.formKey];
  const outcome: FieldDecl = adjust
    ? { ...FLOW_TASK_FIELDS.outcome, options: [{ value: 'pass', zh: '重新提交', en: 'Resubmit' }, { value: 'reject', zh: '放弃申请', en: 'Give up' }] }
    : FLOW_TASK_FIELDS.outcome;
  const fields = { outcome, comment: FLOW_TASK_FIELDS.comment, ...(form?.fields ?? {}) };
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 960 }} aria-label={L('办理任务', 'Handle the task')}>
      <Flex align="center" gap="3">
        <Heading as="h2" size="4">
          {t.taskName} · {t.title}
        </Heading>
        <Flex flexGrow="1" />
        <Button variant="soft" color="gray" onClick={() => history.back()}>
          {L('返回', 'Back')}
        </Button>
      </Flex>
      {businessId && <LeaveFacts businessId={businessId} />}
      {open ? (
        <Card>
          <RecordForm
            decl={formDecl({ zh: '办理', en: 'Handle' }, fields)}
            mode="create"
            lang={lang}
            start={{ ...(adjust ? t.variables : {}), outcome: 'pass' }}
            submit={async (values) => {
              const r = await flowApi.complete(taskId, values);
              void client.invalidateQueries();
              return { msg: r.msg };
            }}
            onSaved={() => navigate('/work/todo')}
            onCancel={() => history.back()}
          />
        </Card>
      ) : (
        <Text color="gray">{L('该任务不在您的待办中', 'This task is not in your todo')}</Text>
      )}
      <FlowHistory processInstanceId={t.processInstanceId} />
    </Flex>
  );
}

export function TaskHandlePage() {
  return <HandleTask taskId={useParam('/work/handle/:taskId').taskId ?? ''} />;
}

export function LeaveHandlePage() {
  const p = useParam('/work/process/leave/handle/:taskId/:processInstanceId/:businessId');
  return <HandleTask taskId={p.taskId ?? ''} businessId={p.businessId} />;
}

export function LeaveDetailPage() {
  const lang = useLang();
  const p = useParam('/work/process/leave/detail/:processInstanceId/:businessId');
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 960 }} aria-label={lang === 'en' ? 'Leave request' : '请假详情'}>
      <Heading as="h2" size="4">
        {lang === 'en' ? 'Leave request' : '请假详情'}
      </Heading>
      <LeaveFacts businessId={p.businessId ?? ''} />
      {p.processInstanceId && <FlowHistory processInstanceId={p.processInstanceId} />}
    </Flex>
  );
}

/**
 * The menus of 流程管理 and 我的事务: each the generic list of its declaration
 * (src/domain/resources/flow/flow.ts), with the row actions that open the workflow's own pages
 * (design, start form, handle, history) and, on 部署管理, the upload of a BPMN file.
 */
import { useRef, useState } from 'react';
import { Button, Card, Flex, Select, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  flowApprovalResource,
  flowClaimResource,
  flowDeploymentResource,
  flowDoneResource,
  flowFormResource,
  flowInstanceResource,
  flowModelResource,
  flowProcessResource,
  flowSendResource,
  flowStartResource,
  flowTodoResource,
  processLeaveResource,
} from '../../domain/resources/flow/flow';
import type { RecordOf } from '../../domain/resources/types';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { resourceKeys, type AnyRow } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { http } from '../../api/http';
import type { Command } from '../../commands/registry';
import { flowApi, handleUrl, historyUrl } from './flow-api';

const instanceOf = (row: AnyRow) => String(row.processInstanceId ?? row.id);

function useHistoryAction(): ListRowAction {
  const [, navigate] = useLocation();
  return { id: 'flow.history', label: { zh: '流程图', en: 'Flow chart' }, shortcut: 'f', applies: () => true, run: (row) => navigate(historyUrl(instanceOf(row))) };
}

export function FlowModelScreen() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const can = usePermissions();
  const design: ListRowAction = { id: 'flowModel.design', label: { zh: '设计', en: 'Design' }, shortcut: 'd', applies: () => true, run: (row) => navigate(`/flow/model/design?id=${row.id}`) };
  // the designed forms the models name (docs/workflow.md "Forms"): a page of its own, opened from here
  const forms = { zh: '流程表单', en: 'Process forms' };
  const mayDesign = can('flow_form_add') || can('flow_form_edit');
  const openForms: Command = { id: 'flowModel.forms', title: forms, group: flowModelResource.title, shortcut: 'Shift+F', keywords: ['biaodan', 'form designer'], run: () => navigate('/flow/form'), enabled: () => mayDesign };
  return (
    <ResourceListScreen
      decl={flowModelResource}
      rowActions={[design]}
      commands={[openForms]}
      toolbar={
        mayDesign ? (
          <Button variant="soft" onClick={() => navigate('/flow/form')} aria-keyshortcuts="Shift+F">
            {forms[lang]}
          </Button>
        ) : null
      }
    />
  );
}

/** 流程表单: the designed forms (generated list); d opens a form in the designer. */
export function FlowFormScreen() {
  const [, navigate] = useLocation();
  // the engine's rows are untyped; opening the designer reads only the id
  const open = (row: Pick<RecordOf<typeof flowFormResource>, 'id'>) => navigate(`/flow/form/design?id=${row.id}`);
  const design: ListRowAction = { id: 'flowFormDesign.design', label: { zh: '设计', en: 'Design' }, shortcut: 'd', applies: () => true, run: open };
  return <ResourceListScreen decl={flowFormResource} rowActions={[design]} />;
}

export function FlowManagerScreen() {
  return <ResourceListScreen decl={flowProcessResource} />;
}

export function FlowDeployScreen() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const can = usePermissions();
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState('approval');
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    const f = file.current?.files?.[0];
    if (!f) {
      file.current?.click();
      return;
    }
    setBusy(true);
    try {
      await flowApi.upload(f, category);
      if (file.current) file.current.value = '';
      void client.invalidateQueries({ queryKey: resourceKeys.all(flowDeploymentResource) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="3">
      {can('flow_deploy_upload') && (
        <Card>
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2">{L('上传 BPMN 2.0 文件（Flowable、Camunda 建模器所画的 .bpmn / .bpmn20.xml 可直接部署）', 'Upload a BPMN 2.0 file (.bpmn / .bpmn20.xml from Flowable or Camunda modeler deploys as it is)')}</Text>
            <input ref={file} type="file" accept=".bpmn,.xml" aria-label={L('BPMN文件', 'BPMN file')} />
            <Select.Root value={category} onValueChange={setCategory}>
              <Select.Trigger aria-label={L('流程分类', 'Category')} />
              <Select.Content>
                <Select.Item value="leave">{L('请假流程', 'Leave')}</Select.Item>
                <Select.Item value="approval">{L('审批流程', 'Approval')}</Select.Item>
              </Select.Content>
            </Select.Root>
            <Button disabled={busy} onClick={() => void upload()}>
              {L('上传部署', 'Upload and deploy')}
            </Button>
          </Flex>
        </Card>
      )}
      <ResourceListScreen decl={flowDeploymentResource} />
    </Flex>
  );
}

export function WorkStartScreen() {
  const [, navigate] = useLocation();
  const open = (row: AnyRow) => navigate(row.processKey === 'Leave' ? `/work/process/leave/form/${row.id}` : `/work/start/form/${row.id}`);
  const start: ListRowAction = { id: 'flowStart.start', label: { zh: '发起', en: 'Start' }, shortcut: 's', applies: () => true, run: open };
  return <ResourceListScreen decl={flowStartResource} rowActions={[start]} onView={open} />;
}

export function WorkTodoScreen() {
  const [, navigate] = useLocation();
  const open = (row: AnyRow) => navigate(handleUrl({ ...row, id: String(row.id) }));
  const handle: ListRowAction = { id: 'flowTodo.open', label: { zh: '办理页', en: 'Open' }, shortcut: 'o', applies: () => true, run: open };
  return <ResourceListScreen decl={flowTodoResource} rowActions={[handle, useHistoryAction()]} onView={open} />;
}

export function WorkClaimScreen() {
  return <ResourceListScreen decl={flowClaimResource} rowActions={[useHistoryAction()]} />;
}

export function WorkSendScreen() {
  const [, navigate] = useLocation();
  return <ResourceListScreen decl={flowSendResource} rowActions={[useHistoryAction()]} onView={(row) => navigate(historyUrl(String(row.id)))} />;
}

export function WorkDoneScreen() {
  const [, navigate] = useLocation();
  return <ResourceListScreen decl={flowDoneResource} rowActions={[useHistoryAction()]} onView={(row) => navigate(historyUrl(instanceOf(row)))} />;
}

export function FlowFollowScreen() {
  return <ResourceListScreen decl={flowInstanceResource} rowActions={[useHistoryAction()]} />;
}

export function FlowApprovalScreen() {
  const [, navigate] = useLocation();
  return <ResourceListScreen decl={flowApprovalResource} rowActions={[useHistoryAction()]} onView={(row) => navigate(historyUrl(instanceOf(row)))} />;
}

export function WorkLeaveScreen() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const apply = async () => {
    // start-list answers process definitions (flowStartResource is a view of flowProcessResource, whose field types viewOf does not keep)
    const r = await http.get<{ records: RecordOf<typeof flowProcessResource>[] }>('/api/blade-flow/work/start-list', { current: 1, size: 20, processKey: 'Leave' });
    const def = r.data.records.find((d) => d.processKey === 'Leave');
    if (def) navigate(`/work/process/leave/form/${def.id}`);
  };
  return (
    <Flex direction="column" gap="3">
      <Flex>
        <Button onClick={() => void apply()} aria-keyshortcuts="a">
          {lang === 'en' ? 'Apply for leave' : '请假申请'}
        </Button>
      </Flex>
      <ResourceListScreen decl={processLeaveResource} onView={(row) => navigate(`/work/process/leave/detail/${String(row.processInstanceId)}/${String(row.id)}`)} />
    </Flex>
  );
}

/**
 * /flow/model/design?id=: the modeler (bpmn-js, loaded here only). Beside the drawing, the selected
 * element's properties: its name; a user task's assignee (a user of the tenant, or the initiator),
 * candidate groups (roles, departments) and form; the start event's form; a sequence flow's
 * condition over the form variables; a user task's multi-instance people and completion, and a timer's
 * value (./model-properties.tsx). 保存 (Ctrl+S is the browser's; the button's key is s) writes
 * the XML; 部署 deploys it as the process's next version.
 * Hand-written: the BPMN modeler (bpmn-js), a drawing, not a form.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { http } from '../../api/http';
import { FLOW_FORM_OPTIONS } from '../../domain/flow-forms';
import { useLang } from '../resource/use-lang';
import { BpmnCanvas, type CanvasHandle } from './bpmn-canvas';
import { MultiInstanceFields, TimerFields, timerOf, type PanelElement } from './model-properties';
import { flowApi } from './flow-api';
import { DesignHeader } from './design-header';
import './flow.css';

interface El {
  id: string;
  type: string;
  businessObject: PanelElement['businessObject'] & { name?: string; conditionExpression?: { body?: string } };
}

const NONE = '__none__';
const attrOf = (el: El, name: string) => {
  for (const [k, v] of Object.entries(el.businessObject.$attrs ?? {})) if (k === name || k.endsWith(`:${name}`)) return v;
  return '';
};

export function ModelDesignPage() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const model = useQuery({ queryKey: ['flowModelXml', id], queryFn: () => flowApi.modelXml(id), enabled: !!id, staleTime: 0 });
  const users = useQuery({ queryKey: ['flowUsers'], queryFn: async () => (await http.get<Array<{ id: string; realName: string | null; name: string }>>('/api/blade-flow/model/people')).data });
  const roles = useQuery({ queryKey: ['flowRoles'], queryFn: async () => (await http.get<{ records: Array<{ id: string; roleName: string; roleAlias: string }> }>('/api/blade-system/role/list', { current: 1, size: 500 })).data.records });
  // the forms a task or the start may name: the declared catalogue and the tenant's published designed forms
  const designed = useQuery({ queryKey: ['flowFormPublished', ''], queryFn: () => flowApi.publishedForms() });
  const depts = useQuery({ queryKey: ['flowDepts'], queryFn: async () => (await http.get<{ records: Array<{ id: string; deptName: string }> }>('/api/blade-system/dept/list', { current: 1, size: 500 })).data.records });
  const [handle, setHandle] = useState<CanvasHandle | null>(null);
  const [selected, setSelected] = useState<El | null>(null);
  const [, bump] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!handle) return;
    const bus = handle.get<{ on(e: string, f: (e: { newSelection: El[] }) => void): void; off(e: string, f: unknown): void }>('eventBus');
    const onSel = (e: { newSelection: El[] }) => setSelected(e.newSelection[0] ?? null);
    bus.on('selection.changed', onSel);
    return () => bus.off('selection.changed', onSel);
  }, [handle]);

  const setAttr = (name: string, value: string) => {
    if (!handle || !selected) return;
    const modeling = handle.get<{ updateProperties(el: El, p: Record<string, unknown>): void }>('modeling');
    // moddle's $attrs is fixed on the element: the same attribute under another prefix (camunda:) is removed in place
    const attrs = selected.businessObject.$attrs;
    for (const k of Object.keys(attrs)) if (k.endsWith(`:${name}`) && k !== `flowable:${name}`) delete attrs[k];
    // an unknown namespaced property goes into $attrs, through the command stack (undo, save)
    modeling.updateProperties(selected, { [`flowable:${name}`]: value || undefined });
    bump((n) => n + 1);
  };
  const setName = (name: string) => {
    handle?.get<{ updateProperties(el: El, p: Record<string, unknown>): void }>('modeling').updateProperties(selected!, { name });
    bump((n) => n + 1);
  };
  const setCondition = (body: string) => {
    if (!handle || !selected) return;
    const moddle = handle.get<{ create(t: string, p: Record<string, unknown>): unknown }>('moddle');
    handle.get<{ updateProperties(el: El, p: Record<string, unknown>): void }>('modeling').updateProperties(selected, { conditionExpression: body ? moddle.create('bpmn:FormalExpression', { body }) : undefined });
    bump((n) => n + 1);
  };

  const save = async () => {
    if (!handle) return false;
    setBusy(true);
    try {
      const r = await flowApi.saveXml(id, await handle.saveXml());
      return r.success;
    } finally {
      setBusy(false);
    }
  };
  const deploy = async () => {
    if (!(await save())) return;
    setBusy(true);
    try {
      await flowApi.deployModel(id);
      void model.refetch();
    } finally {
      setBusy(false);
    }
  };

  const groups = useMemo(
    () => [
      ...(roles.data ?? []).map((r) => ({ value: r.roleAlias, label: `${L('角色', 'Role')}：${r.roleName}` })),
      ...(depts.data ?? []).map((d) => ({ value: `dept:${d.id}`, label: `${L('部门', 'Dept')}：${d.deptName}` })),
    ],
    [roles.data, depts.data, lang],
  );

  // a multi-instance task's items: people, and roles as candidate groups name them (role:<alias>)
  const miUsers = useMemo(() => (users.data ?? []).map((u) => ({ value: u.id, label: u.realName || u.name })), [users.data]);
  const miGroups = useMemo(() => (roles.data ?? []).map((r) => ({ value: `role:${r.roleAlias}`, label: `${L('角色', 'Role')}：${r.roleName}` })), [roles.data, lang]);
  const changed = () => bump((n) => n + 1);

  if (!id) return <Text color="gray">{L('缺少模型id', 'No model id given')}</Text>;
  const type = selected?.type ?? '';
  return (
    <Flex direction="column" gap="3" aria-label={L('流程设计', 'Process designer')}>
      <DesignHeader
        title={`${L('流程设计', 'Design')}：${model.data?.name ?? '…'} ${model.data ? `(${model.data.modelKey}, ${L('已部署版本', 'deployed')} v${model.data.version})` : ''}`}
        back="/flow/model"
      >
        <Button disabled={!handle || busy} onClick={() => void save()} aria-keyshortcuts="Alt+S">
          {L('保存', 'Save')}
        </Button>
        <Button disabled={!handle || busy} color="green" onClick={() => void deploy()}>
          {L('保存并部署', 'Save and deploy')}
        </Button>
      </DesignHeader>
      <Flex gap="3" align="start">
        <div style={{ flex: 1, minWidth: 0 }}>{model.data && <BpmnCanvas xml={model.data.xml} edit label={L('流程图', 'Diagram')} onReady={setHandle} height={560} />}</div>
        <Card style={{ width: 300 }} aria-label={L('属性', 'Properties')}>
          {!selected ? (
            <Text size="2" color="gray">
              {L('选择图中的元素以编辑其属性：用户任务的办理人、候选组和表单，连线的条件。', 'Select an element to edit it: a user task’s assignee, groups and form, a flow’s condition.')}
            </Text>
          ) : (
            <Flex direction="column" gap="2" key={selected.id}>
              <Text size="1" color="gray">
                {type.replace('bpmn:', '')} · {selected.id}
              </Text>
              <label>
                <Text size="2">{L('名称', 'Name')}</Text>
                <TextField.Root defaultValue={selected.businessObject.name ?? ''} onBlur={(e) => setName(e.target.value)} aria-label={L('名称', 'Name')} />
              </label>
              {type === 'bpmn:UserTask' && (
                <>
                  <Text size="2">{L('办理人', 'Assignee')}</Text>
                  <Select.Root value={attrOf(selected, 'assignee') || NONE} onValueChange={(v) => setAttr('assignee', v === NONE ? '' : v)}>
                    <Select.Trigger aria-label={L('办理人', 'Assignee')} />
                    <Select.Content>
                      <Select.Item value={NONE}>{L('（由候选组签收）', '(claimed by the groups)')}</Select.Item>
                      <Select.Item value="${initiator}">{L('发起人', 'The initiator')}</Select.Item>
                      {selected.businessObject.loopCharacteristics && <Select.Item value="${approver}">{L('会签人员（每人一份）', 'Each of the multi-instance people')}</Select.Item>}
                      {(users.data ?? []).map((u) => (
                        <Select.Item key={u.id} value={u.id}>
                          {u.realName || u.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                  <Text size="2">{L('候选组', 'Candidate group')}</Text>
                  <Select.Root value={attrOf(selected, 'candidateGroups') || NONE} onValueChange={(v) => setAttr('candidateGroups', v === NONE ? '' : v)}>
                    <Select.Trigger aria-label={L('候选组', 'Candidate group')} />
                    <Select.Content>
                      <Select.Item value={NONE}>{L('（无）', '(none)')}</Select.Item>
                      {groups.map((g) => (
                        <Select.Item key={g.value} value={g.value}>
                          {g.label}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </>
              )}
              {type === 'bpmn:UserTask' && handle && <MultiInstanceFields key={`mi-${selected.id}`} handle={handle} el={selected} users={miUsers} groups={miGroups} L={L} onChange={changed} />}
              {handle && timerOf(selected) && <TimerFields key={`timer-${selected.id}`} handle={handle} el={selected} L={L} lang={lang} onChange={changed} />}
              {(type === 'bpmn:UserTask' || (type === 'bpmn:StartEvent' && !timerOf(selected))) && (
                <>
                  <Text size="2">{L('表单', 'Form')}</Text>
                  <Select.Root value={attrOf(selected, 'formKey') || NONE} onValueChange={(v) => setAttr('formKey', v === NONE ? '' : v)}>
                    <Select.Trigger aria-label={L('表单', 'Form')} />
                    <Select.Content>
                      <Select.Item value={NONE}>{L('（仅审批意见）', '(comment only)')}</Select.Item>
                      {FLOW_FORM_OPTIONS.map((o) => (
                        <Select.Item key={o.value} value={String(o.value)}>
                          {o[lang]}
                        </Select.Item>
                      ))}
                      {(designed.data ?? []).map((p) => (
                        <Select.Item key={p.formKey} value={p.formKey}>
                          {p.name}（{L('自定义', 'designed')} v{p.version}）
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </>
              )}
              {type === 'bpmn:SequenceFlow' && (
                <label>
                  <Text size="2">{L('条件（表单变量，如 ${days > 3}）', 'Condition (form variables, e.g. ${days > 3})')}</Text>
                  <TextField.Root defaultValue={selected.businessObject.conditionExpression?.body ?? ''} onBlur={(e) => setCondition(e.target.value.trim())} aria-label={L('条件', 'Condition')} />
                </label>
              )}
            </Flex>
          )}
        </Card>
      </Flex>
    </Flex>
  );
}

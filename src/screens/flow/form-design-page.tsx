/**
 * /flow/form/design?id=: the designer of a tenant's process form (docs/workflow.md "Forms"). The
 * fields on the left (add, remove, reorder by mouse, by the list's keys Alt+↑/↓ and by palette
 * commands), the selected field's properties in the middle, and on the right a live preview
 * rendered by the product's form engine (RecordForm) from the same field declarations the server
 * checks with (fieldsOfDesign). The definition's problem, if any, is shown in the server's words
 * (designProblem) before anything is sent. 保存 writes the draft; 发布 (the declaration's action)
 * saves and publishes it as the version processes use.
 * Hand-written: a form about forms, whose fields are themselves edited.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Callout, Card, Checkbox, Flex, Heading, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import {
  DESIGN_FIELD_TYPE_OPTIONS,
  FLOW_FORM_STATUS_OPTIONS,
  designProblem,
  fieldsOfDesign,
  newDesignField,
  type DesignField,
  type DesignFieldType,
} from '../../domain/flow-form-design';
import { flowFormResource, flowTaskResource } from '../../domain/resources/flow/flow';
import type { ResourceDecl } from '../../domain/resources/types';
import { toastSuccess } from '../../shell/ui-bus';
import { RecordForm } from '../resource/record-form-dialog';
import { resourceKeys } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { DesignHeader } from './design-header';

interface Design {
  id: string;
  name: string;
  formKey: string;
  status: number;
  version: number;
  fields: DesignField[];
}

const publishAction = flowFormResource.actions[0];

/** options as the designer writes them: one a line, `value=名称` or just 名称 (the value is the name) */
const optionsText = (fd: DesignField) => (fd.options ?? []).map((o) => (o.value === o.label ? o.label : `${o.value}=${o.label}`)).join('\n');
const parseOptions = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.indexOf('=');
      return at > 0 ? { value: l.slice(0, at).trim(), label: l.slice(at + 1).trim() } : { value: l, label: l };
    });
const numberOrUndefined = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function FormDesignPage() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const design = useQuery({ queryKey: ['flowFormDesign', id], queryFn: async () => (await http.get<Design>('/api/blade-flow/form/design', { id })).data, enabled: !!id, staleTime: 0 });
  const [fields, setFields] = useState<DesignField[] | null>(null);
  const [selected, setSelected] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const labelInput = useRef<HTMLInputElement>(null);
  const [focusLabel, setFocusLabel] = useState(false);

  useEffect(() => {
    if (design.data && fields === null) setFields(design.data.fields);
  }, [design.data, fields]);
  useEffect(() => {
    if (focusLabel) {
      labelInput.current?.focus();
      labelInput.current?.select();
      setFocusLabel(false);
    }
  }, [focusLabel]);

  const draft = fields ?? [];
  const current = draft[selected];
  const problem = designProblem(draft);
  const change = (next: DesignField[]) => {
    setFields(next);
    setDirty(true);
  };
  const patch = (p: Partial<DesignField>) => change(draft.map((fd, i) => (i === selected ? { ...fd, ...p } : fd)));
  const add = () => {
    const next = [...draft, newDesignField(draft.map((fd) => fd.key))];
    change(next);
    setSelected(next.length - 1);
    setFocusLabel(true);
  };
  const remove = () => {
    if (!current) return;
    change(draft.filter((_, i) => i !== selected));
    setSelected(Math.max(0, Math.min(selected, draft.length - 2)));
  };
  const move = (by: -1 | 1) => {
    const to = selected + by;
    if (!current || to < 0 || to >= draft.length) return;
    const next = [...draft];
    [next[selected], next[to]] = [next[to], next[selected]];
    change(next);
    setSelected(to);
  };
  const save = async () => {
    setBusy(true);
    try {
      const r = await http.post<{ status: number }>('/api/blade-flow/form/save-fields', { id, fields: draft });
      setDirty(false);
      void client.invalidateQueries({ queryKey: resourceKeys.all(flowFormResource) });
      void design.refetch();
      return r.success;
    } finally {
      setBusy(false);
    }
  };
  const publish = async () => {
    if (!(await save())) return;
    setBusy(true);
    try {
      const r = await http.post<{ version: number; msg: { zh: string; en: string } }>(`/api/${flowFormResource.service}/${flowFormResource.base}/${publishAction.path}`, { id });
      toastSuccess(r.data.msg[lang]);
      void client.invalidateQueries({ queryKey: resourceKeys.all(flowFormResource) });
      void design.refetch();
    } finally {
      setBusy(false);
    }
  };

  const group = { zh: '表单设计', en: 'Form designer' };
  const commands: Command[] = [
    { id: 'flowFormDesign.addField', title: { zh: '添加字段', en: 'Add a field' }, group, shortcut: 'Alt+N', keywords: ['tianjia', 'add field'], run: add },
    { id: 'flowFormDesign.removeField', title: { zh: '删除字段', en: 'Remove the field' }, group, shortcut: 'Alt+Delete', run: remove, enabled: () => !!current },
    { id: 'flowFormDesign.moveUp', title: { zh: '字段上移', en: 'Move the field up' }, group, shortcut: 'Alt+ArrowUp', run: () => move(-1), enabled: () => selected > 0 },
    { id: 'flowFormDesign.moveDown', title: { zh: '字段下移', en: 'Move the field down' }, group, shortcut: 'Alt+ArrowDown', run: () => move(1), enabled: () => selected < draft.length - 1 },
    { id: 'flowFormDesign.save', title: { zh: '保存表单', en: 'Save the form' }, group, shortcut: 'Alt+S', keywords: ['baocun'], run: () => void save(), enabled: () => !busy && !problem },
    // the declaration's action: its label and key
    { id: 'flowFormDesign.publish', title: publishAction.label, group, shortcut: publishAction.key, keywords: ['fabu', 'publish'], run: () => void publish(), enabled: () => !busy && !designProblem(draft, { publish: true }) },
    { id: 'flowFormDesign.back', title: { zh: '返回表单列表', en: 'Back to the forms' }, group, run: () => navigate('/flow/form') },
  ];
  useRegisterCommands(commands, { scope: () => root.current });

  // the preview: the form engine over the same declarations the server checks with; a new shape remounts it
  const preview = useMemo<ResourceDecl | null>(
    () => (problem ? null : { ...flowTaskResource, key: 'flowFormPreview', title: { zh: design.data?.name ?? '', en: design.data?.name ?? '' }, fields: fieldsOfDesign(draft), ops: {} }),
    [JSON.stringify(draft), !!problem, design.data?.name],
  );

  const onListKey = (e: KeyboardEvent) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      move(e.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      setSelected((i) => Math.max(0, Math.min(draft.length - 1, i + (e.key === 'ArrowUp' ? -1 : 1))));
    }
  };
  // the selected row keeps the focus when it moves
  useEffect(() => {
    if (list.current?.contains(document.activeElement)) list.current.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.focus();
  }, [selected, fields]);

  if (!id) return <Text color="gray">{L('缺少表单id', 'No form id given')}</Text>;
  if (!design.data || fields === null) return <Text color="gray">{design.isError ? L('表单不存在', 'No such form') : '…'}</Text>;
  const d = design.data;
  const status = FLOW_FORM_STATUS_OPTIONS.find((o) => o.value === d.status);
  const typeLabel = (t: DesignFieldType) => DESIGN_FIELD_TYPE_OPTIONS.find((o) => o.value === t)?.[lang] ?? t;
  return (
    <Flex direction="column" gap="3" ref={root} aria-label={L('表单设计', 'Form designer')}>
      <DesignHeader
        title={`${L('表单设计', 'Form designer')}：${d.name} (${d.formKey})`}
        back="/flow/form"
        badges={
          <>
            <Badge color={d.status === 1 ? 'green' : 'orange'}>{status?.[lang]}</Badge>
            {d.version > 0 && <Badge>v{d.version}</Badge>}
            {dirty && <Badge color="gray">{L('未保存', 'Unsaved')}</Badge>}
          </>
        }
      >
        <Button variant="soft" onClick={add} aria-keyshortcuts="Alt+N">
          {L('添加字段', 'Add a field')}
        </Button>
        <Button disabled={busy || !!problem} onClick={() => void save()} aria-keyshortcuts="Alt+S">
          {L('保存', 'Save')}
        </Button>
        <Button disabled={busy || !!designProblem(draft, { publish: true })} color="green" onClick={() => void publish()} aria-keyshortcuts={publishAction.key}>
          {L('保存并发布', 'Save and publish')}
        </Button>
      </DesignHeader>
      {problem && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{problem[lang]}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" align="start" wrap="wrap">
        <Card style={{ width: 240 }} aria-label={L('字段', 'Fields')}>
          <Flex direction="column" gap="1" ref={list} onKeyDown={onListKey}>
            {draft.length === 0 && (
              <Text size="2" color="gray">
                {L('还没有字段：添加字段（Alt+N）', 'No fields yet: add one (Alt+N)')}
              </Text>
            )}
            {draft.map((fd, i) => (
              <Button
                key={`${i}-${fd.key}`}
                data-index={i}
                variant={i === selected ? 'solid' : 'soft'}
                color={i === selected ? undefined : 'gray'}
                aria-pressed={i === selected}
                style={{ justifyContent: 'space-between' }}
                onClick={() => setSelected(i)}
              >
                <span>
                  {fd.label || '—'}
                  {fd.required ? ' *' : ''}
                </span>
                <Text size="1">{typeLabel(fd.type)}</Text>
              </Button>
            ))}
            <Flex gap="1" mt="2">
              <Button size="1" variant="soft" disabled={selected === 0} onClick={() => move(-1)} aria-label={L('上移', 'Move up')}>
                ↑
              </Button>
              <Button size="1" variant="soft" disabled={selected >= draft.length - 1} onClick={() => move(1)} aria-label={L('下移', 'Move down')}>
                ↓
              </Button>
              <Button size="1" variant="soft" color="red" disabled={!current} onClick={remove}>
                {L('删除字段', 'Remove')}
              </Button>
            </Flex>
          </Flex>
        </Card>
        <Card style={{ width: 300 }} aria-label={L('字段属性', 'Field properties')}>
          {!current ? (
            <Text size="2" color="gray">
              {L('选择左侧的字段以编辑', 'Select a field to edit it')}
            </Text>
          ) : (
            <Flex direction="column" gap="2" key={selected}>
              <label>
                <Text size="2">{L('名称', 'Label')}</Text>
                <TextField.Root ref={labelInput} value={current.label} maxLength={64} onChange={(e) => patch({ label: e.target.value })} aria-label={L('字段名称', 'Field label')} />
              </label>
              <label>
                <Text size="2">{L('标识（流程变量名）', 'Key (process variable)')}</Text>
                <TextField.Root value={current.key} maxLength={64} onChange={(e) => patch({ key: e.target.value })} aria-label={L('字段标识', 'Field key')} />
              </label>
              <Text size="2">{L('类型', 'Type')}</Text>
              <Select.Root
                value={current.type}
                onValueChange={(t) => {
                  const type = t as DesignFieldType;
                  patch({ type, ...(type === 'select' && !current.options?.length ? { options: [{ value: '选项1', label: '选项1' }] } : {}) });
                }}
              >
                <Select.Trigger aria-label={L('字段类型', 'Field type')} />
                <Select.Content>
                  {DESIGN_FIELD_TYPE_OPTIONS.map((o) => (
                    <Select.Item key={o.value} value={o.value}>
                      {o[lang]}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={!!current.required} onCheckedChange={(c) => patch({ required: c === true })} aria-label={L('必填', 'Required')} />
                  {L('必填', 'Required')}
                </Flex>
              </Text>
              {(current.type === 'string' || current.type === 'textarea') && (
                <label>
                  <Text size="2">{L('最大长度', 'Max length')}</Text>
                  <TextField.Root value={current.max === undefined ? '' : String(current.max)} onChange={(e) => patch({ max: numberOrUndefined(e.target.value) })} aria-label={L('最大长度', 'Max length')} />
                </label>
              )}
              {current.type === 'int' && (
                <Flex gap="2">
                  <label>
                    <Text size="2">{L('最小值', 'Minimum')}</Text>
                    <TextField.Root value={current.min === undefined ? '' : String(current.min)} onChange={(e) => patch({ min: numberOrUndefined(e.target.value) })} aria-label={L('最小值', 'Minimum')} />
                  </label>
                  <label>
                    <Text size="2">{L('最大值', 'Maximum')}</Text>
                    <TextField.Root value={current.maxValue === undefined ? '' : String(current.maxValue)} onChange={(e) => patch({ maxValue: numberOrUndefined(e.target.value) })} aria-label={L('最大值', 'Maximum')} />
                  </label>
                </Flex>
              )}
              {current.type === 'select' && (
                <label>
                  <Text size="2">{L('选项（每行一个，可写 值=名称）', 'Options (one a line, value=label allowed)')}</Text>
                  <OptionsEditor key={`${selected}-${current.key}`} field={current} onChange={(options) => patch({ options })} label={L('选项', 'Options')} />
                </label>
              )}
            </Flex>
          )}
        </Card>
        <Card style={{ flex: 1, minWidth: 320 }} aria-label={L('预览', 'Preview')}>
          <Heading as="h3" size="3" mb="2">
            {L('预览', 'Preview')}
          </Heading>
          {preview ? (
            <RecordForm
              key={JSON.stringify(draft)}
              decl={preview}
              mode="create"
              lang={lang}
              inline
              submit={async () => ({ msg: L('预览：校验通过', 'Preview: the values pass') })}
              onSaved={() => undefined}
            />
          ) : (
            <Text size="2" color="gray">
              {L('表单定义有误，改正后显示预览', 'The preview shows once the definition is right')}
            </Text>
          )}
        </Card>
      </Flex>
    </Flex>
  );
}

/** the options as text lines: kept as typed while editing, parsed into the field's options */
function OptionsEditor({ field, onChange, label }: { field: DesignField; onChange: (o: DesignField['options']) => void; label: string }) {
  const [text, setText] = useState(() => optionsText(field));
  return (
    <TextArea
      value={text}
      rows={5}
      aria-label={label}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseOptions(e.target.value));
      }}
    />
  );
}

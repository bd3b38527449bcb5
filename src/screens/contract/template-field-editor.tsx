/**
 * The contract template's field editor (编辑字段, editTemplateField): side by side, the template's
 * fields (each a name its text writes as {{name}}, bound to contract data), the form of the selected
 * field, and the template's text with each placeholder shown as the data it will hold. The list is
 * checked before it is sent by the server's own check (checkTemplateFieldList), whose problem is
 * shown under the field it concerns. Hand-written because a field list is edited as a whole, with
 * its preview; the template list and show page are the declaration's, with this editor in place of
 * the generic action form (a row action `f` of the list; a panel of the show page).
 */
import './template-field-editor.css';
import { Badge, Button, Card, Dialog, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { http, HttpError } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { CONTRACT_BINDINGS, contractTemplateResource } from '../../domain/resources/sales/contract';
import { checkTemplateFieldList, templatePieces, templatePlaceholders, type TemplateField, type TemplateFieldProblem } from '../../domain/resources/sales/contract-template-fields';
import type { ResourceDecl } from '../../domain/resources/types';
import { toastSuccess } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { ShowPage } from '../resource/show-page';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys, type AnyRow } from '../resource/use-resource';

const EDIT = contractTemplateResource.actions!.find((a) => a.name === 'editTemplateField')!;
const URL_EDIT = `/api/${contractTemplateResource.service}/${contractTemplateResource.base}/${EDIT.path}`;
/** the declaration as its screens offer it: 编辑字段 is this editor, not the generic action form */
const screenDecl: ResourceDecl = { ...contractTemplateResource, actions: contractTemplateResource.actions!.filter((a) => a !== EDIT) };

const T = {
  title: { zh: '编辑模板字段', en: 'Template fields' },
  fields: { zh: '字段', en: 'Fields' },
  add: { zh: '新增字段', en: 'Add field' },
  fromText: { zh: '添加正文中的占位', en: 'Add the text’s placeholders' },
  remove: { zh: '删除字段', en: 'Remove field' },
  none: { zh: '尚无字段：新增一个，或添加正文中的占位', en: 'No fields yet: add one, or add the text’s placeholders' },
  field: { zh: '所选字段', en: 'Selected field' },
  name: { zh: '字段名称（正文中写作 {{名称}}）', en: 'Name (written {{name}} in the text)' },
  binding: { zh: '绑定合同数据', en: 'Contract data' },
  pick: { zh: '请选择合同数据', en: 'Choose the data' },
  noSelection: { zh: '在左侧选择一个字段', en: 'Choose a field on the left' },
  preview: { zh: '模板预览', en: 'Preview' },
  unbound: { zh: '未定义的占位', en: 'Undefined placeholder' },
  unused: { zh: '正文中未使用：', en: 'Not in the text: ' },
  save: { zh: '保存字段', en: 'Save fields' },
  cancel: { zh: '取消', en: 'Cancel' },
  saved: { zh: '模板字段已保存', en: 'Template fields saved' },
  unnamed: { zh: '（未命名）', en: '(unnamed)' },
};

const bindingLabel = (value: string, lang: Lang) => CONTRACT_BINDINGS.find((b) => b.value === value)?.[lang];

function fieldsOf(template: AnyRow): TemplateField[] {
  const raw = template.fieldJsonObject;
  const list = Array.isArray(raw) ? raw : [];
  return list.map((f) => ({ name: String((f as TemplateField).name ?? ''), binding: String((f as TemplateField).binding ?? '') }));
}

/** The editor itself: the three columns and the save and cancel buttons. */
export function TemplateFieldEditor({ template, onSaved, onCancel }: { template: AnyRow; onSaved: () => void; onCancel?: () => void }) {
  const lang = useLang();
  const [fields, setFields] = useState<TemplateField[]>(() => fieldsOf(template));
  const [selected, setSelected] = useState(0);
  const [problem, setProblem] = useState<TemplateFieldProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const text = String(template.content ?? '');
  const pieces = useMemo(() => templatePieces(text), [text]);
  const placeholders = useMemo(() => templatePlaceholders(text), [text]);
  const byName = new Map(fields.map((f) => [f.name.trim(), f]));
  const unused = fields.filter((f) => f.name.trim() && !placeholders.includes(f.name.trim()));
  const missing = placeholders.filter((p) => !byName.has(p));
  const current = fields[selected] as TemplateField | undefined;

  const change = (next: TemplateField[], select = selected) => {
    setFields(next);
    setSelected(Math.max(0, Math.min(select, next.length - 1)));
    setProblem(null);
  };
  const focusName = () => requestAnimationFrame(() => nameRef.current?.focus());
  const add = () => {
    change([...fields, { name: '', binding: '' }], fields.length);
    focusName();
  };
  const addFromText = () => change([...fields, ...missing.map((name) => ({ name, binding: '' }))], fields.length);
  const remove = () => current && change(fields.filter((_, i) => i !== selected), selected);
  const edit = (part: Partial<TemplateField>) => change(fields.map((f, i) => (i === selected ? { ...f, ...part } : f)));

  const save = async () => {
    const checked = checkTemplateFieldList(fields);
    if (!checked.ok) {
      setProblem(checked.problem);
      if (checked.problem.index !== undefined) setSelected(checked.problem.index);
      return;
    }
    setSaving(true);
    try {
      const env = await http.post(URL_EDIT, { id: String(template.id), fieldJsonObject: JSON.stringify(checked.fields) }, { quiet: true });
      toastSuccess(env.msg && env.msg !== '操作成功' ? env.msg : T.saved[lang]);
      onSaved();
    } catch (e) {
      setProblem({ message: { zh: e instanceof HttpError ? e.message : String(e), en: e instanceof HttpError ? e.message : String(e) } });
    } finally {
      setSaving(false);
    }
  };

  const problemAt = (part: 'name' | 'binding') => (problem && problem.index === selected && problem.part === part ? problem.message[lang] : null);

  return (
    <div className="tf-editor" data-template-fields>
      <div className="tf-columns">
        {/* the fields */}
        <Card className="tf-list">
          <Heading as="h3" size="3" mb="2">
            {T.fields[lang]} <Badge>{fields.length}</Badge>
          </Heading>
          {fields.length === 0 ? (
            <Text size="2" color="gray">
              {T.none[lang]}
            </Text>
          ) : (
            <div role="listbox" aria-label={T.fields[lang]} className="tf-items">
              {fields.map((f, i) => (
                <button
                  key={i}
                  type="button"
                  role="option"
                  aria-selected={i === selected}
                  className="tf-item"
                  data-invalid={problem?.index === i || undefined}
                  onClick={() => setSelected(i)}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                      e.preventDefault();
                      const next = Math.max(0, Math.min(fields.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1)));
                      setSelected(next);
                      (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
                    }
                  }}
                >
                  <span className="tf-name">{f.name.trim() || T.unnamed[lang]}</span>
                  <span className="tf-binding">{bindingLabel(f.binding, lang) ?? '—'}</span>
                </button>
              ))}
            </div>
          )}
          <Flex gap="2" mt="2" wrap="wrap">
            <Button type="button" variant="soft" size="1" onClick={add}>
              {T.add[lang]}
            </Button>
            {missing.length > 0 && (
              <Button type="button" variant="soft" size="1" onClick={addFromText}>
                {T.fromText[lang]}（{missing.length}）
              </Button>
            )}
          </Flex>
        </Card>

        {/* the selected field */}
        <Card className="tf-form">
          <Heading as="h3" size="3" mb="2">
            {T.field[lang]}
          </Heading>
          {current ? (
            <Flex direction="column" gap="3">
              <label className="tf-label">
                <Text size="2">{T.name[lang]}</Text>
                <TextField.Root ref={nameRef} value={current.name} maxLength={50} aria-label={T.name[lang]} aria-invalid={!!problemAt('name')} onChange={(e) => edit({ name: e.target.value })} />
                {problemAt('name') && (
                  <Text size="1" color="red" role="alert">
                    {problemAt('name')}
                  </Text>
                )}
              </label>
              <div className="tf-label">
                <Text size="2" id="tf-binding-label">
                  {T.binding[lang]}
                </Text>
                <Select.Root value={current.binding || undefined} onValueChange={(binding) => edit({ binding })}>
                  <Select.Trigger placeholder={T.pick[lang]} aria-labelledby="tf-binding-label" aria-invalid={!!problemAt('binding')} />
                  <Select.Content>
                    {CONTRACT_BINDINGS.map((b) => (
                      <Select.Item key={String(b.value)} value={String(b.value)}>
                        {b[lang]}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                {problemAt('binding') && (
                  <Text size="1" color="red" role="alert">
                    {problemAt('binding')}
                  </Text>
                )}
              </div>
              <Flex>
                <Button type="button" variant="soft" color="red" size="1" onClick={remove}>
                  {T.remove[lang]}
                </Button>
              </Flex>
            </Flex>
          ) : (
            <Text size="2" color="gray">
              {T.noSelection[lang]}
            </Text>
          )}
        </Card>

        {/* the template with its fields */}
        <Card className="tf-preview" aria-label={T.preview[lang]}>
          <Heading as="h3" size="3" mb="2">
            {T.preview[lang]}
          </Heading>
          <div className="tf-text">
            {pieces.map((p, i) => {
              if ('text' in p) return <span key={i}>{p.text}</span>;
              const f = byName.get(p.placeholder);
              const label = f ? bindingLabel(f.binding, lang) : undefined;
              return (
                <mark key={i} className="tf-chip" data-bound={label ? 'true' : 'false'} title={label ? `{{${p.placeholder}}}` : T.unbound[lang]} onClick={() => f && setSelected(fields.indexOf(f))}>
                  {label ? `【${label}】` : `{{${p.placeholder}}}`}
                </mark>
              );
            })}
          </div>
          {unused.length > 0 && (
            <Text as="p" size="1" color="orange" mt="2">
              {T.unused[lang]}
              {unused.map((f) => f.name).join('、')}
            </Text>
          )}
        </Card>
      </div>
      {problem && problem.index === undefined && (
        <Text as="p" size="2" color="red" role="alert" mt="2">
          {problem.message[lang]}
        </Text>
      )}
      {problem && problem.index !== undefined && problem.index !== selected && (
        <Text as="p" size="2" color="red" role="alert" mt="2">
          {problem.message[lang]}
        </Text>
      )}
      <Flex gap="3" justify="end" mt="3">
        {onCancel && (
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {T.cancel[lang]}
          </Button>
        )}
        <Button type="button" onClick={() => void save()} disabled={saving}>
          {T.save[lang]}
        </Button>
      </Flex>
    </div>
  );
}

/** The editor in a dialog over the template list (the row action 编辑字段, key f). */
function TemplateFieldDialog({ template, onClose }: { template: AnyRow | null; onClose: () => void }) {
  const lang = useLang();
  const client = useQueryClient();
  return (
    <Dialog.Root open={!!template} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="1100px" aria-describedby={undefined}>
        <Dialog.Title>
          {T.title[lang]} · {String(template?.templateName ?? '')}
        </Dialog.Title>
        {template && (
          <TemplateFieldEditor
            key={String(template.id)}
            template={template}
            onCancel={onClose}
            onSaved={() => {
              void client.invalidateQueries({ queryKey: resourceKeys.all(contractTemplateResource) });
              onClose();
            }}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** 合同模板: the declaration's list, 编辑字段 opening the side-by-side editor. */
export function TemplateListScreen() {
  const can = usePermissions();
  const [editing, setEditing] = useState<AnyRow | null>(null);
  const rowActions: ListRowAction[] = [{ id: 'editTemplateField', label: EDIT.label, shortcut: 'f', applies: () => can(EDIT.permission), run: (row) => setEditing(row) }];
  return (
    <ResourceListScreen decl={screenDecl} rowActions={rowActions}>
      <TemplateFieldDialog template={editing} onClose={() => setEditing(null)} />
    </ResourceListScreen>
  );
}

/** The template's show page, with its field editor under its sections. */
export function TemplateShowPage() {
  const can = usePermissions();
  const client = useQueryClient();
  const lang = useLang();
  return (
    <ShowPage decl={screenDecl}>
      {(record) =>
        can(EDIT.permission) ? (
          <Card className="sp-section" aria-label={T.title[lang]}>
            <Heading as="h3" size="3" mb="2">
              {T.title[lang]}
            </Heading>
            <TemplateFieldEditor key={`${String(record.id)}:${JSON.stringify(record.fieldJsonObject ?? [])}`} template={record} onSaved={() => void client.invalidateQueries({ queryKey: resourceKeys.all(contractTemplateResource) })} />
          </Card>
        ) : null
      }
    </ShowPage>
  );
}

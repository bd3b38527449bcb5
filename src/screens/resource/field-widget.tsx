/**
 * One form control by widget: input, textarea, number, money (yuan), select (dictionary or
 * options), date, datetime, switch, password, tree (a select of the resource's own rows), checks
 * (several rows or options: check boxes) and image
 * (an upload: src/shell/upload). Radix Themes controls throughout.
 */
import { CheckboxGroup, Flex, ScrollArea, Select, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, type Ref } from 'react';
import { http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { refFilter, refOf, type FieldDecl, type FieldSource, type ResourceDecl, type Widget } from '../../domain/resources/types';
import { dictEntryLabel } from './cell-format';
import { refDeclOf, rowChoices, type Choice } from './choices';
import { switchValues } from './form-values';
import { UploadField } from '../../shell/upload/upload-field';
import { carryKeysAfterClose, keepPlacedFocus } from './select-keys';
import { rt } from './texts';
import { ResultError, useDictionary, useResourceOptions } from './use-resource';

export type { Choice };

/** Radix Select items cannot carry '': this value stands for "nothing chosen". */
const NONE = '\u0000none';

/** The choices of a field: its options, else its dictionary (English labels when the interface is English). */
export function useChoices(fd: FieldDecl, lang: Lang): Choice[] {
  const dict = useDictionary(fd.options ? undefined : fd.dict);
  if (fd.options) return fd.options.map((o) => ({ value: String(o.value), label: o[lang] }));
  return (dict.data ?? []).map((d) => ({ value: String(d.dictKey), label: dictEntryLabel(d, lang) }));
}

export interface FieldChoices {
  choices: Choice[];
  /** false when nothing can fill a picker (an id field naming no dictionary, options nor resource) */
  hasSource: boolean;
}

/**
 * Every source of choices of a field: options, dictionary, the resource it refers to (`ref`), or
 * for the declaration's own parent field the resource's own rows as a tree (without the edited
 * row and its descendants).
 */
export function useFieldChoices(
  decl: ResourceDecl | undefined,
  key: string,
  fd: FieldDecl,
  lang: Lang,
  options: { excludeId?: string; enabled?: boolean; values?: Readonly<Record<string, unknown>> } = {},
): FieldChoices {
  const plain = useChoices(fd, lang);
  const ref = refDeclOf(fd);
  const own = !ref && decl?.parentField === key ? decl : undefined;
  const rowsDecl = fd.options || fd.dict ? undefined : (ref ?? own);
  // in a form (values given) a dependent reference lists the rows under the parent field's value, and
  // nothing while it is empty; elsewhere (a view, a filter) all the rows, so any value has its label
  const filter = options.values ? refFilter(fd, options.values) : undefined;
  const rows = useResourceOptions(rowsDecl, options.enabled !== false && !!rowsDecl && filter !== null, filter ?? undefined);
  const fromRows = useMemo(
    () =>
      rowsDecl
        ? filter === null
          ? []
          : rowChoices(rowsDecl, rows.data ?? [], lang, { excludeId: own ? options.excludeId : undefined, top: fd.default !== undefined ? String(fd.default) : undefined })
        : [],
    [rowsDecl, rows.data, lang, own, options.excludeId, fd.default, filter === null],
  );
  if (rowsDecl) return { choices: fromRows, hasSource: true };
  return { choices: plain, hasSource: !!(fd.options || fd.dict) };
}

/** the query of a dependent picker, or null while a field it depends on is still empty */
export function sourceParams(src: FieldSource, values: Readonly<Record<string, unknown>>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [param, field] of Object.entries(src.params)) {
    const v = values[field];
    if (v === undefined || v === null || String(v) === '') return null;
    out[param] = String(v);
  }
  return out;
}


/** The choices of a dependent picker (`source`): asked once every field it depends on has a value. */
export function useSourceChoices(src: FieldSource | undefined, values: Readonly<Record<string, unknown>> | undefined): { choices: Choice[]; waiting: boolean } {
  const params = src && values ? sourceParams(src, values) : null;
  const q = useQuery({
    queryKey: ['field-source', src?.path ?? '', params] as const,
    enabled: !!src && !!params,
    staleTime: 60_000,
    queryFn: async () => {
      const env = await http.get<unknown>(`/api/${src!.path}`, { ...src!.fixed, ...params });
      if (env.code !== 200) throw new ResultError(env.msg, env.code);
      const data = env.data as unknown;
      const rows = (Array.isArray(data) ? data : ((data as { records?: unknown[] } | null)?.records ?? [])) as Array<Record<string, unknown>>;
      return rows.map((r) => ({ value: String(r[src!.value]), label: String(r[src!.label] ?? r[src!.value]) }));
    },
  });
  // still waiting while the choices load: a picker opened empty would offer nothing to pick
  return { choices: q.data ?? [], waiting: !params || q.isLoading };
}

export interface SelectWidgetProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder: string;
  /** an item that clears the choice, with this label */
  emptyLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  width?: string;
  ariaLabel?: string;
}

export function SelectWidget(props: SelectWidgetProps) {
  const known = props.value === '' || props.choices.some((c) => c.value === props.value);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const setTrigger = (el: HTMLButtonElement | null) => {
    trigger.current = el;
    const outer = props.triggerRef;
    if (typeof outer === 'function') outer(el);
    else if (outer) (outer as { current: HTMLButtonElement | null }).current = el;
  };
  return (
    <Select.Root
      value={props.value === '' ? '' : props.value}
      onValueChange={(v) => props.onChange(v === NONE ? '' : v)}
      onOpenChange={(open) => !open && carryKeysAfterClose(trigger.current)}
      disabled={props.disabled}
    >
      <Select.Trigger
        id={props.id}
        ref={setTrigger}
        placeholder={props.placeholder}
        color={props.invalid ? 'red' : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        aria-label={props.ariaLabel}
        style={{ width: props.width ?? '100%' }}
        // Ctrl/Cmd+Enter is the form's save, not the select's open (a prevented key is left alone by Radix)
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.preventDefault();
        }}
      />
      <Select.Content position="popper" onCloseAutoFocus={(e) => keepPlacedFocus(e, trigger.current)}>
        {props.emptyLabel !== undefined && <Select.Item value={NONE}>{props.emptyLabel}</Select.Item>}
        {/* a stored value missing from the choices (a retired dictionary key) still shows */}
        {!known && <Select.Item value={props.value}>{props.value}</Select.Item>}
        {props.choices.map((c) => (
          <Select.Item key={c.value} value={c.value}>
            {c.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

export interface FieldWidgetProps {
  id: string;
  decl?: ResourceDecl;
  fieldKey: string;
  fd: FieldDecl;
  widget: Widget;
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
  invalid?: boolean;
  describedBy?: string;
  /** the edited record: a tree of the resource's own rows leaves it (and its descendants) out */
  recordId?: string;
  /** the form's values: a dependent picker (`ref.dependsOn`, or `source`) asks with what it depends on */
  values?: Readonly<Record<string, unknown>>;
  inputRef?: Ref<HTMLInputElement>;
}

export function FieldWidget(props: FieldWidgetProps) {
  const { fd, lang } = props;
  const picker = props.widget === 'select' || props.widget === 'tree' || props.widget === 'checks';
  const fromSource = useSourceChoices(picker ? fd.source : undefined, props.values);
  const plain = useFieldChoices(props.decl, props.fieldKey, fd, lang, { excludeId: props.recordId, enabled: picker && !fd.source, values: props.values });
  const { choices, hasSource } = fd.source ? { choices: fromSource.choices, hasSource: true } : plain;
  const parent = refOf(fd)?.dependsOn;
  // a dependent picker (a source call's or a reference's) waits for what it depends on
  const waiting = fd.source ? fromSource.waiting : !!parent && refFilter(fd, props.values ?? {}) === null;
  const firstLabel = fd.source ? firstMissing(props.decl, fd.source, props.values, lang) : parent && props.decl?.fields[parent] ? props.decl.fields[parent].label[lang] : '';
  // a picker with nothing to pick from (an id naming no dictionary, options nor resource) takes the id as text
  const widget: Widget = picker && !hasSource ? 'input' : props.widget;
  const label = fd.label[lang];
  const common = {
    id: props.id,
    value: props.value,
    color: props.invalid ? ('red' as const) : undefined,
    'aria-invalid': props.invalid ? true : undefined,
    'aria-describedby': props.describedBy,
    'aria-required': fd.required ? true : undefined,
  };
  const onInput = (e: { target: { value: string } }) => props.onChange(e.target.value);
  const placeholder = fd.placeholder?.[lang] ?? rt('pleaseInput', lang, { label });

  switch (widget) {
    case 'textarea':
      return <TextArea {...common} placeholder={placeholder} rows={3} maxLength={fd.max} resize="vertical" onChange={onInput} />;
    case 'select':
    case 'tree':
      return (
        <SelectWidget
          id={props.id}
          value={props.value}
          onChange={props.onChange}
          choices={choices}
          // a dependent picker says what to choose first (请先选择品牌)
          placeholder={waiting && firstLabel ? rt('chooseFirst', lang, { label: firstLabel }) : rt('pleaseSelect', lang)}
          disabled={waiting}
          emptyLabel={fd.required || fd.default !== undefined ? undefined : rt('none', lang)}
          invalid={props.invalid}
          describedBy={props.describedBy}
        />
      );
    case 'checks': {
      const picked = props.value ? props.value.split(',').filter(Boolean) : [];
      return (
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 220 }} className="rl-checks">
          <CheckboxGroup.Root
            id={props.id}
            size="1"
            value={picked}
            onValueChange={(next) => props.onChange(choices.filter((c) => next.includes(c.value)).map((c) => c.value).join(','))}
            aria-label={label}
            aria-invalid={props.invalid ? true : undefined}
            aria-describedby={props.describedBy}
          >
            {choices.map((c) => (
              <CheckboxGroup.Item key={c.value} value={c.value}>
                {c.label}
              </CheckboxGroup.Item>
            ))}
          </CheckboxGroup.Root>
        </ScrollArea>
      );
    }
    case 'switch': {
      const { on, off } = switchValues(fd);
      const checked = props.value === on;
      const state = fd.options?.find((o) => String(o.value) === (checked ? on : off))?.[lang] ?? rt(checked ? 'yes' : 'no', lang);
      return (
        <Flex align="center" gap="2" style={{ minHeight: 32 }}>
          <Switch id={props.id} checked={checked} onCheckedChange={(c) => props.onChange(c ? on : off)} aria-describedby={props.describedBy} />
          <Text size="2" color="gray">
            {state}
          </Text>
        </Flex>
      );
    }
    case 'money':
      return (
        <TextField.Root {...common} ref={props.inputRef} inputMode="decimal" autoComplete="off" placeholder={placeholder} onChange={onInput}>
          <TextField.Slot side="right">{rt('yuan', lang)}</TextField.Slot>
        </TextField.Root>
      );
    case 'number':
      return <TextField.Root {...common} ref={props.inputRef} inputMode={fd.type === 'int' ? 'numeric' : 'decimal'} autoComplete="off" placeholder={placeholder} onChange={onInput} />;
    case 'date':
      return <TextField.Root {...common} ref={props.inputRef} type="date" onChange={onInput} />;
    case 'datetime':
      return <TextField.Root {...common} ref={props.inputRef} type="datetime-local" step={1} onChange={onInput} />;
    case 'password':
      return <TextField.Root {...common} ref={props.inputRef} type="password" autoComplete="new-password" maxLength={fd.max} placeholder={placeholder} onChange={onInput} />;
    case 'image':
      return <UploadField id={props.id} value={props.value} onChange={props.onChange} lang={lang} label={label} invalid={props.invalid} describedBy={props.describedBy} />;
    case 'input':
    default:
      return <TextField.Root {...common} ref={props.inputRef} autoComplete="off" maxLength={fd.max} placeholder={placeholder} onChange={onInput} />;
  }
}

/** the label of the first field a dependent picker still waits for (请先选择品牌) */
function firstMissing(decl: ResourceDecl | undefined, src: FieldSource, values: Readonly<Record<string, unknown>> | undefined, lang: Lang): string {
  const field = Object.values(src.params).find((f) => {
    const v = values?.[f];
    return v === undefined || v === null || String(v) === '';
  });
  return (field && decl?.fields[field]?.label[lang]) ?? '';
}

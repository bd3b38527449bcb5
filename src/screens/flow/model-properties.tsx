/**
 * The modeler's properties for multi-instance user tasks and timers (docs/workflow.md): who takes
 * part (people and roles of the tenant, ticked, not typed), one after another or all at once, and
 * when the round is over (all, any one, a share); a timer event's kind and ISO 8601 value, checked
 * with the server's own rule (src/domain/flow-timers.ts) before it is written into the drawing.
 */
import { useState } from 'react';
import { CheckboxGroup, Flex, ScrollArea, Select, Text, TextField } from '@radix-ui/themes';
import { TIMER_KIND_OPTIONS, TIMER_KINDS_AT, timerProblem, type TimerKind, type TimerPlace } from '../../domain/flow-timers';

/** the piece of bpmn-js the panel uses */
export interface ModelerHandle {
  get<T>(name: string): T;
}
interface Moddle {
  create(t: string, p?: Record<string, unknown>): ModdleEl;
}
interface ModdleEl {
  $type: string;
  $attrs?: Record<string, string>;
  body?: string;
  isSequential?: boolean;
  completionCondition?: ModdleEl;
  timeDuration?: ModdleEl;
  timeDate?: ModdleEl;
  timeCycle?: ModdleEl;
  [k: string]: unknown;
}
interface Modeling {
  updateProperties(el: unknown, p: Record<string, unknown>): void;
  updateModdleProperties(el: unknown, m: ModdleEl, p: Record<string, unknown>): void;
}
export interface PanelElement {
  id: string;
  type: string;
  businessObject: { $attrs: Record<string, string>; loopCharacteristics?: ModdleEl; eventDefinitions?: ModdleEl[]; attachedToRef?: unknown };
}

/** the variable each instance reads its person or group from (the assignee names it) */
const ITEM = 'approver';
type Mode = 'none' | 'parallel' | 'sequential';
type Completion = 'all' | 'any' | 'ratio';

const attrOf = (attrs: Record<string, string> | undefined, name: string) => {
  for (const [k, v] of Object.entries(attrs ?? {})) if (k === name || k.endsWith(`:${name}`)) return v;
  return '';
};

/** `${['1001','role:x']}` → its items */
const itemsOf = (collection: string) => [...collection.matchAll(/'([^']*)'/g)].map((m) => m[1]);
const RATIO = /nrOfCompletedInstances\s*\/\s*nrOfInstances\s*>=\s*([\d.]+)/;

function completionOf(loop: ModdleEl | undefined): { kind: Completion; percent: string } {
  const body = loop?.completionCondition?.body ?? '';
  const r = RATIO.exec(body);
  if (r) return { kind: 'ratio', percent: String(Math.round(Number(r[1]) * 100)) };
  if (/nrOfCompletedInstances\s*>=\s*1\b/.test(body)) return { kind: 'any', percent: '50' };
  return { kind: 'all', percent: '50' };
}

export function MultiInstanceFields({ handle, el, users, groups, L, onChange }: { handle: ModelerHandle; el: PanelElement; users: Array<{ value: string; label: string }>; groups: Array<{ value: string; label: string }>; L: (zh: string, en: string) => string; onChange(): void }) {
  const loop = el.businessObject.loopCharacteristics;
  const mode: Mode = !loop ? 'none' : loop.isSequential ? 'sequential' : 'parallel';
  const items = itemsOf(attrOf(loop?.$attrs, 'collection'));
  const done = completionOf(loop);
  const [percent, setPercent] = useState(done.percent);
  const [problem, setProblem] = useState('');

  const write = (next: { mode: Mode; items: string[]; kind: Completion; percent: string }) => {
    const modeling = handle.get<Modeling>('modeling');
    const moddle = handle.get<Moddle>('moddle');
    if (next.mode === 'none') {
      modeling.updateProperties(el, { loopCharacteristics: undefined });
      onChange();
      return;
    }
    const p = Number(next.percent);
    if (next.kind === 'ratio' && !(Number.isInteger(p) && p >= 1 && p <= 100)) {
      setProblem(L('完成比例须为1到100的整数', 'The share must be a whole number from 1 to 100'));
      return;
    }
    setProblem('');
    const lc = moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: next.mode === 'sequential' });
    // moddle's $attrs is fixed on the element: filled in place
    Object.assign(lc.$attrs!, { 'flowable:collection': `\${[${next.items.map((i) => `'${i}'`).join(',')}]}`, 'flowable:elementVariable': ITEM });
    const condition = next.kind === 'any' ? '${nrOfCompletedInstances >= 1}' : next.kind === 'ratio' ? `\${nrOfCompletedInstances / nrOfInstances >= ${p / 100}}` : '';
    if (condition) lc.completionCondition = moddle.create('bpmn:FormalExpression', { body: condition });
    modeling.updateProperties(el, { loopCharacteristics: lc });
    // each instance is for its item: the assignee reads it
    for (const k of Object.keys(el.businessObject.$attrs)) if (k.endsWith(':assignee') && k !== 'flowable:assignee') delete el.businessObject.$attrs[k];
    modeling.updateProperties(el, { 'flowable:assignee': `\${${ITEM}}` });
    onChange();
  };
  const state = { mode, items, kind: done.kind, percent };

  return (
    <Flex direction="column" gap="2" aria-label={L('多实例（会签）', 'Multi-instance')} role="group">
      <Text size="2">{L('会签方式', 'Multi-instance')}</Text>
      <Select.Root value={mode} onValueChange={(v) => write({ ...state, mode: v as Mode })}>
        <Select.Trigger aria-label={L('会签方式', 'Multi-instance')} />
        <Select.Content>
          <Select.Item value="none">{L('（单人办理）', '(one person)')}</Select.Item>
          <Select.Item value="parallel">{L('并行会签（同时办理）', 'Parallel (all at once)')}</Select.Item>
          <Select.Item value="sequential">{L('依次办理（按顺序）', 'Sequential (one after another)')}</Select.Item>
        </Select.Content>
      </Select.Root>
      {mode !== 'none' && (
        <>
          <Text size="2" id={`mi-who-${el.id}`}>
            {L('会签人员（人员或角色）', 'Who (people or roles)')}
          </Text>
          <ScrollArea style={{ maxHeight: 180 }} type="auto">
            <CheckboxGroup.Root aria-labelledby={`mi-who-${el.id}`} value={items} onValueChange={(v) => write({ ...state, items: [...users, ...groups].map((o) => o.value).filter((x) => v.includes(x)) })}>
              {[...users, ...groups].map((o) => (
                <CheckboxGroup.Item key={o.value} value={o.value}>
                  {o.label}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          </ScrollArea>
          <Text size="2">{L('完成条件', 'Completion')}</Text>
          <Select.Root value={done.kind} onValueChange={(v) => write({ ...state, kind: v as Completion })}>
            <Select.Trigger aria-label={L('完成条件', 'Completion')} />
            <Select.Content>
              <Select.Item value="all">{L('全部办理', 'All of them')}</Select.Item>
              <Select.Item value="any">{L('任一人办理', 'Any one')}</Select.Item>
              <Select.Item value="ratio">{L('按比例', 'A share')}</Select.Item>
            </Select.Content>
          </Select.Root>
          {done.kind === 'ratio' && (
            <label>
              <Text size="2">{L('完成比例（%）', 'Share (%)')}</Text>
              <TextField.Root value={percent} inputMode="numeric" onChange={(e) => setPercent(e.target.value)} onBlur={() => write(state)} aria-label={L('完成比例（%）', 'Share (%)')} />
            </label>
          )}
          {problem && (
            <Text size="1" color="red" role="alert">
              {problem}
            </Text>
          )}
          <Text size="1" color="gray">
            {L('任一人驳回即整体驳回。', 'One rejection rejects the whole round.')}
          </Text>
        </>
      )}
    </Flex>
  );
}

const TIMER_FIELDS: Record<TimerKind, 'timeDuration' | 'timeDate' | 'timeCycle'> = { duration: 'timeDuration', date: 'timeDate', cycle: 'timeCycle' };
const PLACEHOLDER: Record<TimerKind, string> = { duration: 'PT2H', date: '2026-12-01T09:00:00+08:00', cycle: 'R/P1D' };

/** A timer event's definition, or undefined when the element is no timer. */
export const timerOf = (el: PanelElement): ModdleEl | undefined => el.businessObject.eventDefinitions?.find((d) => d.$type === 'bpmn:TimerEventDefinition');

export function TimerFields({ handle, el, L, lang, onChange }: { handle: ModelerHandle; el: PanelElement; L: (zh: string, en: string) => string; lang: 'zh' | 'en'; onChange(): void }) {
  const def = timerOf(el)!;
  const place: TimerPlace = el.type === 'bpmn:StartEvent' ? 'start' : el.type === 'bpmn:BoundaryEvent' ? 'boundary' : 'intermediate';
  const kinds = TIMER_KINDS_AT[place];
  const current = (Object.keys(TIMER_FIELDS) as TimerKind[]).find((k) => def[TIMER_FIELDS[k]]) ?? kinds[0];
  const [kind, setKind] = useState<TimerKind>(current);
  const [value, setValue] = useState(String(def[TIMER_FIELDS[current]]?.body ?? ''));
  const [problem, setProblem] = useState('');

  const write = (k: TimerKind, v: string) => {
    const bad = timerProblem(el.id, k, v, place);
    setProblem(bad ? bad[lang] : '');
    // a bad expression is refused here as the server would refuse it: the drawing keeps its last good one
    if (bad) return;
    // unchanged (Enter, then the blur of leaving the field): nothing to write, the drawing is not touched again
    if (String(def[TIMER_FIELDS[k]]?.body ?? '') === v.trim()) return;
    const moddle = handle.get<Moddle>('moddle');
    const props: Record<string, unknown> = { timeDuration: undefined, timeDate: undefined, timeCycle: undefined };
    props[TIMER_FIELDS[k]] = moddle.create('bpmn:FormalExpression', { body: v.trim() });
    handle.get<Modeling>('modeling').updateModdleProperties(el, def, props);
    onChange();
  };

  return (
    <Flex direction="column" gap="2" role="group" aria-label={L('定时器', 'Timer')}>
      <Text size="2">{L('定时类型', 'Timer kind')}</Text>
      <Select.Root
        value={kind}
        onValueChange={(v) => {
          setKind(v as TimerKind);
          if (value) write(v as TimerKind, value);
        }}
      >
        <Select.Trigger aria-label={L('定时类型', 'Timer kind')} />
        <Select.Content>
          {TIMER_KIND_OPTIONS.filter((o) => kinds.includes(o.value)).map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o[lang]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <label>
        <Text size="2">{L('定时值（ISO 8601）', 'Value (ISO 8601)')}</Text>
        <TextField.Root
          value={value}
          placeholder={PLACEHOLDER[kind]}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => write(kind, value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') write(kind, value);
          }}
          aria-label={L('定时值', 'Timer value')}
          aria-invalid={!!problem}
        />
      </label>
      {problem && (
        <Text size="1" color="red" role="alert">
          {problem}
        </Text>
      )}
    </Flex>
  );
}

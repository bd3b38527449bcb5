/**
 * Reading and running BPMN 2.0 models (docs/workflow.md). bpmn-moddle (bpmn.io) reads the XML;
 * bpmn-engine runs it. A model is checked at deployment: it must parse, hold one executable process,
 * and use only the elements the product runs (so a file from Flowable or Camunda modeler deploys as
 * it is when it keeps to them); conditions are expressions over the form variables (`${days > 3}`,
 * Flowable and Camunda style), evaluated by jexl, never as scripts.
 */
import { EventEmitter } from 'node:events';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { Engine } from 'bpmn-engine';
import jexl from 'jexl';
import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import { ISO_DURATION, parseCycle, timerProblem, type TimerKind, type TimerPlace } from '../../../src/domain/flow-timers';

dayjs.extend(duration);

/** element types the engine runs for us; anything else is refused at deployment, by name */
const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  // checked one by one below: timers only, and service tasks of the notice kind only
  'bpmn:BoundaryEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:ServiceTask',
]);

/** a timer of the model: a boundary timer on a user task, or an intermediate timer catch event */
export interface TimerMeta {
  id: string;
  name: string;
  kind: TimerKind;
  /** an ISO 8601 duration (PT2H), date-time or (start events) repeating interval, or `${variable}` naming one */
  value: string;
  /** the user task a boundary timer sits on */
  attachedTo: string | null;
  /** a boundary timer that interrupts its task (the BPMN default) */
  cancelActivity: boolean;
}

/** a service task of the notice kind: a notice in the bell of `to` when the run reaches it */
export interface NoticeMeta {
  id: string;
  name: string;
  /** a user id, or `${initiator}` / `${variable}` */
  to: string;
  /** the title, with `${...}` over the variables */
  title: string;
  content: string;
}


/** what a user task asks of people (Flowable's and Camunda's attributes, with any prefix) */
export interface UserTaskMeta {
  id: string;
  name: string;
  /** a user id, or `${variable}` (`${initiator}`: who started the instance) */
  assignee: string;
  candidateUsers: string[];
  /** role:<id or alias>, dept:<id>, or a bare role alias */
  candidateGroups: string[];
  formKey: string;
  /** a multi-instance task: one task per item of its collection (users or groups), parallel or one after another */
  multi: MultiInstanceMeta | null;
}

export interface MultiInstanceMeta {
  sequential: boolean;
  /** `${expression}` giving the list (the modeler writes `${['1001','role:store_manager']}`) */
  collection: string;
  /** the variable each instance sees its item as (the assignee names it: `${approver}`) */
  elementVariable: string;
  /** `${...}` over nrOfInstances, nrOfCompletedInstances, nrOfPassed...; empty: all must complete */
  completionCondition: string;
}

export interface ProcessMeta {
  processKey: string;
  name: string;
  startFormKey: string;
  /** Flowable's initiator attribute: the variable that holds who started it */
  initiatorVariable: string;
  userTasks: Record<string, UserTaskMeta>;
  timers: Record<string, TimerMeta>;
  /** a timer start event: the process is started by its schedule (flow_start_timer), not by people */
  startTimer: TimerMeta | null;
  notices: Record<string, NoticeMeta>;
  /** ids of the end events and of every element, for the history diagram */
  elementNames: Record<string, string>;
}

export class BpmnProblem extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
  }
}

const attr = (el: ModdleElement, name: string): string => {
  const attrs = el.$attrs ?? {};
  for (const [k, val] of Object.entries(attrs)) if (k === name || k.endsWith(`:${name}`)) return String(val).trim();
  return '';
};

const list = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const inner = (expr: string): string | null => {
  const m = /^\s*\$\{([\s\S]+)\}\s*$/.exec(expr);
  return m ? m[1] : null;
};

/** Reads and checks a model; throws BpmnProblem with a message for people. */
export async function readProcess(xml: string): Promise<ProcessMeta> {
  if (!xml || !xml.trim()) throw new BpmnProblem('BPMN文件为空', 'The BPMN file is empty');
  let root: ModdleElement;
  try {
    ({ rootElement: root } = await new BpmnModdle().fromXML(xml));
  } catch (err) {
    throw new BpmnProblem(`BPMN文件无法解析：${(err as Error).message}`, `The BPMN file does not parse: ${(err as Error).message}`);
  }
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  const runnable = processes.filter((p) => p.isExecutable !== false);
  if (runnable.length !== 1) throw new BpmnProblem('BPMN文件须包含且只包含一个可执行流程', 'The BPMN file must hold exactly one executable process');
  const proc = runnable[0];
  if (!proc.id || !/^[A-Za-z_][\w.-]{0,63}$/.test(proc.id)) throw new BpmnProblem('流程标识须以字母开头，最长64位', 'The process id must start with a letter, at most 64 characters');
  const elements = (proc.flowElements as ModdleElement[] | undefined) ?? [];
  const artifacts = (proc.artifacts as ModdleElement[] | undefined) ?? [];
  const refused: string[] = [];
  const meta: ProcessMeta = { processKey: proc.id, name: String(proc.name ?? proc.id), startFormKey: '', initiatorVariable: '', startTimer: null, userTasks: {}, timers: {}, notices: {}, elementNames: {} };
  let starts = 0;
  for (const el of [...elements, ...artifacts]) {
    const type = el.$type;
    const defs = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
    const timerEvent = type === 'bpmn:BoundaryEvent' || type === 'bpmn:IntermediateCatchEvent';
    const oneTimer = defs.length === 1 && defs[0].$type === 'bpmn:TimerEventDefinition';
    const eventOk =
      type === 'bpmn:EndEvent' ? defs.every((d) => d.$type === 'bpmn:TerminateEventDefinition') : timerEvent ? oneTimer : type === 'bpmn:StartEvent' ? defs.length === 0 || oneTimer : defs.length === 0;
    const serviceOk = type !== 'bpmn:ServiceTask' || isNoticeTask(el);
    if (!SUPPORTED.has(type) || !eventOk || !serviceOk) {
      refused.push(`${type.replace('bpmn:', '')}${defs.length ? `(${defs.map((d) => d.$type.replace('bpmn:', '')).join(',')})` : ''} ${el.id ?? ''}`.trim());
      continue;
    }
    if (el.id) meta.elementNames[el.id] = String(el.name ?? el.id);
    if (type === 'bpmn:StartEvent') {
      starts++;
      meta.startFormKey = attr(el, 'formKey');
      meta.initiatorVariable = attr(el, 'initiator');
      if (defs.length) meta.startTimer = readTimer(el, defs[0], 'start');
    }
    if (type === 'bpmn:UserTask') {
      meta.userTasks[el.id!] = {
        id: el.id!,
        name: String(el.name ?? el.id),
        assignee: attr(el, 'assignee'),
        candidateUsers: list(attr(el, 'candidateUsers')),
        candidateGroups: list(attr(el, 'candidateGroups')),
        formKey: attr(el, 'formKey'),
        multi: readMultiInstance(el),
      };
    }
    const loop = el.loopCharacteristics as ModdleElement | undefined;
    if (loop && type !== 'bpmn:UserTask') refused.push(`${type.replace('bpmn:', '')}(${loop.$type.replace('bpmn:', '')}) ${el.id ?? ''}`.trim());
    if (timerEvent) meta.timers[el.id!] = readTimer(el, defs[0], type === 'bpmn:BoundaryEvent' ? 'boundary' : 'intermediate');
    if (type === 'bpmn:ServiceTask') meta.notices[el.id!] = readNotice(el);
    if (type === 'bpmn:SequenceFlow' && el.conditionExpression) {
      const cond = el.conditionExpression as ModdleElement;
      const body = String(cond.body ?? '');
      if (cond.language) refused.push(`脚本条件 script condition ${el.id}`);
      else {
        const expr = inner(body);
        try {
          if (expr === null) throw new Error('not ${...}');
          jexl.compile(expr);
        } catch {
          throw new BpmnProblem(`连线${el.id}的条件无法识别：${body}`, `The condition of flow ${el.id} is not understood: ${body}`);
        }
      }
    }
  }
  if (refused.length) throw new BpmnProblem(`流程包含不支持的元素：${refused.join('、')}`, `The process uses unsupported elements: ${refused.join(', ')}`);
  if (starts !== 1) throw new BpmnProblem('流程须有且只有一个开始事件', 'The process must have exactly one start event');
  if (!Object.keys(meta.userTasks).length) throw new BpmnProblem('流程至少需要一个用户任务', 'The process needs at least one user task');
  for (const t of Object.values(meta.timers)) {
    if (t.attachedTo !== null && !meta.userTasks[t.attachedTo]) throw new BpmnProblem(`定时器${t.id}只能附在用户任务上`, `The timer ${t.id} may only sit on a user task`);
  }
  return meta;
}

/** The multi-instance marker of a user task; a standard loop, or one with neither collection nor count, is refused. */
function readMultiInstance(el: ModdleElement): MultiInstanceMeta | null {
  const loop = el.loopCharacteristics as ModdleElement | undefined;
  if (!loop) return null;
  const refuse = (zh: string, en: string) => new BpmnProblem(`多实例任务${el.id}${zh}`, `The multi-instance task ${el.id} ${en}`);
  if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') throw new BpmnProblem(`流程包含不支持的元素：UserTask(${loop.$type.replace('bpmn:', '')}) ${el.id}`, `The process uses unsupported elements: UserTask(${loop.$type.replace('bpmn:', '')}) ${el.id}`);
  const collection = attr(loop, 'collection');
  const cardinality = String((loop.loopCardinality as ModdleElement | undefined)?.body ?? '').trim();
  const completion = String((loop.completionCondition as ModdleElement | undefined)?.body ?? '').trim();
  // an empty list literal (nobody ticked in the modeler) would skip the task unseen
  if ((!collection && !cardinality) || /^\s*\$\{\s*\[\s*\]\s*\}\s*$/.test(collection)) throw refuse('须指定处理人集合', 'needs a collection of assignees');
  for (const [text, what] of [
    [collection, '处理人集合'],
    [completion, '完成条件'],
  ] as const) {
    if (!text) continue;
    const expr = inner(text);
    try {
      if (expr === null) throw new Error('not ${...}');
      jexl.compile(expr);
    } catch {
      throw refuse(`的${what}无法识别：${text}`, `has an expression that is not understood: ${text}`);
    }
  }
  return { sequential: loop.isSequential === true, collection, elementVariable: attr(loop, 'elementVariable') || 'item', completionCondition: completion };
}

/** a service task the product runs: `type="notice"` (any prefix) with a recipient and a title, and no code to call */
function isNoticeTask(el: ModdleElement): boolean {
  if (attr(el, 'type') !== 'notice') return false;
  if (attr(el, 'class') || attr(el, 'expression') || attr(el, 'delegateExpression')) return false;
  return !!attr(el, 'noticeTo') && !!attr(el, 'noticeTitle');
}

function checkTemplate(text: string, where: string): void {
  for (const m of text.matchAll(/\$\{([^}]+)\}/g)) {
    try {
      jexl.compile(m[1]);
    } catch {
      throw new BpmnProblem(`${where}的表达式无法识别：${m[0]}`, `The expression of ${where} is not understood: ${m[0]}`);
    }
  }
}

function readNotice(el: ModdleElement): NoticeMeta {
  const n: NoticeMeta = { id: el.id!, name: String(el.name ?? el.id), to: attr(el, 'noticeTo'), title: attr(el, 'noticeTitle'), content: attr(el, 'noticeContent') };
  checkTemplate(`${n.to}${n.title}${n.content}`, el.id!);
  return n;
}

function readTimer(el: ModdleElement, def: ModdleElement, place: TimerPlace): TimerMeta {
  const body = (x: unknown) => String((x as ModdleElement | undefined)?.body ?? '').trim();
  const given = (['timeDuration', 'timeDate', 'timeCycle'] as const).filter((k) => def[k]);
  const kind: TimerKind = given[0] === 'timeDate' ? 'date' : given[0] === 'timeCycle' ? 'cycle' : 'duration';
  const value = given.length === 1 ? body(def[given[0]]) : '';
  const problem = timerProblem(el.id!, kind, value, place) ?? (given.length !== 1 || !value ? timerProblem(el.id!, 'duration', '', place) : null);
  if (problem) throw new BpmnProblem(problem.zh, problem.en);
  if (inner(value) !== null) checkTemplate(value, el.id!);
  const attached = el.attachedToRef as ModdleElement | undefined;
  return {
    id: el.id!,
    name: String(el.name ?? el.id),
    kind,
    value,
    attachedTo: el.$type === 'bpmn:BoundaryEvent' ? String(attached?.id ?? '') : null,
    cancelActivity: el.cancelActivity !== false,
  };
}

/** `${...}` pieces of a text filled from the variables (a whole `${x}` keeps x's value) */
export function fillTemplate(text: string, variables: Vars): unknown {
  const whole = inner(text);
  if (whole !== null) return evaluate(whole, variables);
  return text.replace(/\$\{([^}]+)\}/g, (_, e: string) => String(evaluate(e, variables) ?? ''));
}

/**
 * When a timer reached now is due, by the server's clock (services.now): its duration from now, or
 * its date. Null when its expression gives nothing a timer can read.
 */
export function timerDue(t: TimerMeta, variables: Vars, now: Date): Date | null {
  let value: unknown;
  try {
    value = fillTemplate(t.value, variables);
  } catch {
    return null;
  }
  if (value instanceof Date) return value;
  const text = String(value ?? '').trim();
  if (t.kind === 'duration' && ISO_DURATION.test(text)) return dayjs(now).add(dayjs.duration(text)).toDate();
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : new Date(at);
}

/**
 * The next time a start timer starts an instance (by the server's clock), or null when it has no
 * more to start. A date starts once (a date already past: at the job's next run); a duration once,
 * that long after deployment; a cycle at each occurrence after `after` (its start, or one interval
 * after deployment, then each interval; `R<n>`: the first n occurrences only). Occurrences missed
 * while the server was down or the process suspended are not made up one by one.
 */
export function nextStartDue(t: TimerMeta, deployedAt: Date, fired: number, after: Date): Date | null {
  if (t.kind === 'date') return fired ? null : new Date(Date.parse(t.value));
  if (t.kind === 'duration') return fired ? null : dayjs(deployedAt).add(dayjs.duration(t.value)).toDate();
  const c = parseCycle(t.value);
  if (!c) return null;
  const step = dayjs.duration(c.every);
  let due = c.start ? dayjs(c.start) : dayjs(deployedAt).add(step);
  let k = 0;
  while (!due.isAfter(after) && k < 1_000_000) {
    due = due.add(step);
    k++;
  }
  return c.repeat !== null && k >= c.repeat ? null : due.toDate();
}

const metaCache = new Map<string, Promise<ProcessMeta>>();

/** Deployed definitions never change: their meta is read once per process. */
export function processMetaOf(definitionId: string, xml: string): Promise<ProcessMeta> {
  let hit = metaCache.get(definitionId);
  if (!hit) {
    hit = readProcess(xml);
    metaCache.set(definitionId, hit);
    hit.catch(() => metaCache.delete(definitionId));
  }
  return hit;
}

type Vars = Record<string, unknown>;

/** `${...}` over the instance's variables, evaluated by jexl (no scripts, no access beyond the variables). */
function evaluate(expr: string, variables: Vars): unknown {
  return jexl.evalSync(expr, { ...variables, variables });
}

/** a multi-instance task's completed instances: what each was signalled with (the form's variables) */
const outcomeOf = (x: unknown) => (x as { outcome?: unknown } | null)?.outcome;

/**
 * Flowable's multi-instance variables, for a completion condition (`${nrOfCompletedInstances >= 1}`,
 * `${nrOfCompletedInstances / nrOfInstances >= 0.5}`), plus the passes and rejections so far.
 */
function loopVariables(content: Vars | undefined): Vars {
  const output = content?.loopOutput;
  if (!Array.isArray(output)) return {};
  const done = output.filter((x) => x !== undefined && x !== null);
  const total = Number(content?.loopCardinality ?? output.length);
  return {
    nrOfInstances: total,
    nrOfCompletedInstances: done.length,
    nrOfActiveInstances: content?.isSequential ? 1 : Math.max(0, total - done.length),
    nrOfPassed: done.filter((x) => outcomeOf(x) === 'pass').length,
    nrOfRejected: done.filter((x) => outcomeOf(x) === 'reject').length,
    loopCounter: content?.index,
  };
}

const EXPRESSIONS = {
  resolveExpression(templated: string, context: { environment?: { variables?: Vars }; content?: Vars & { type?: string } } | undefined) {
    // the engine's own timers never run out: the flow_timer row holds the due time and the timer
    // job fires it (fireTimerRun), so a step never fires a timer on its own clock
    const variables = { ...(context?.environment?.variables ?? {}), ...loopVariables(context?.content) };
    if (context?.content?.type === 'bpmn:TimerEventDefinition') return farTimer(String(templated), variables);
    const whole = inner(String(templated));
    if (whole !== null) return evaluate(whole, variables);
    return String(templated).replace(/\$\{([^}]+)\}/g, (_, e: string) => String(evaluate(e, variables) ?? ''));
  },
  isExpression: (text: unknown) => typeof text === 'string' && inner(text) !== null,
  hasExpression: (text: unknown) => typeof text === 'string' && /\$\{[^}]+\}/.test(text),
};

const FAR_TIMER = 'P100Y';
const FAR_DATE = '2199-12-31T00:00:00Z';

/** a timer value of the same kind (a duration or cycle, or a date) that never runs out */
function farTimer(templated: string, variables: Vars): string {
  let value: unknown = templated;
  try {
    const whole = inner(templated);
    if (whole !== null) value = evaluate(whole, variables);
  } catch {
    // the step's own check (timerDue) refuses what cannot be read
  }
  return /^\s*[PR]/.test(String(value ?? '')) ? FAR_TIMER : FAR_DATE;
}

interface TimerRef {
  owner: unknown;
  callback: (...args: unknown[]) => void;
  args: unknown[];
}

/**
 * The engine's timers (its `timers` option), which never call back on their own: they keep each
 * timer's reference, and the timer job fires one through it (fireTimerRun).
 */
class QuietTimers {
  private live = new Set<TimerRef>();
  get executing(): TimerRef[] {
    return [...this.live];
  }
  register(owner?: unknown) {
    return { owner, setTimeout: (cb: TimerRef['callback'], _delay: number, ...args: unknown[]) => this.add(owner, cb, args), clearTimeout: (ref: unknown) => this.clearTimeout(ref) };
  }
  setTimeout = (cb: TimerRef['callback'], _delay: number, ...args: unknown[]): TimerRef => this.add(null, cb, args);
  clearTimeout = (ref: unknown): undefined => {
    this.live.delete(ref as TimerRef);
    return undefined;
  };
  private add(owner: unknown, callback: TimerRef['callback'], args: unknown[]): TimerRef {
    const ref = { owner, callback, args };
    this.live.add(ref);
    return ref;
  }
}
const quietTimers = () => new QuietTimers();

/**
 * The multi-instance attributes (collection, elementVariable) of the Flowable, Camunda or Activiti
 * namespace the model declares, so the engine reads them (bpmn-moddle keeps unknown attributes
 * aside). One namespace per model: moddle refuses two packages defining the same attribute.
 */
const MI_NAMESPACES: Array<[string, string]> = [
  ['flowable', 'http://flowable.org/bpmn'],
  ['camunda', 'http://camunda.org/schema/1.0/bpmn'],
  ['activiti', 'http://activiti.org/bpmn'],
];
export function moddleOptionsFor(xml: string): Record<string, unknown> {
  // the namespace whose collection attribute the model uses, else the first it declares
  const hit = MI_NAMESPACES.find(([prefix, uri]) => xml.includes(`"${uri}"`) && xml.includes(`${prefix}:collection=`)) ?? MI_NAMESPACES.find(([, uri]) => xml.includes(`"${uri}"`));
  if (!hit) return {};
  const [prefix, uri] = hit;
  return {
    [prefix]: {
      name: prefix,
      prefix,
      uri,
      associations: [],
      types: [
        {
          name: 'MultiInstance',
          extends: ['bpmn:MultiInstanceLoopCharacteristics'],
          properties: [
            { name: 'collection', isAttr: true, type: 'String' },
            { name: 'elementVariable', isAttr: true, type: 'String' },
          ],
        },
      ],
    },
  };
}

// cast: bpmn-elements types a timer as its own (timerId, timerRef, a CallableFunction callback); the quiet ones keep less
const newEngine = (opts: Record<string, unknown>, timers: ReturnType<typeof quietTimers>) =>
  new Engine({ ...opts, expressions: EXPRESSIONS, timers: timers as never, settings: { enableDummyService: true } }) as unknown as EngineLike;

export interface Waiting {
  /** the user task's element id */
  id: string;
  executionId: string;
  /** one instance of a multi-instance task: its index and the engine's content (the element variable) */
  iteration?: { index: number; content: Vars };
}

interface PostponedApi {
  id: string;
  executionId: string;
  type: string;
  content?: Vars & { isMultiInstance?: boolean; isRootScope?: boolean; index?: number };
  owner?: { execution?: { getPostponed(): PostponedApi[] } };
  signal(message?: unknown): void;
}

/**
 * What the run waits at: each instance of a multi-instance task is its own wait (the process lists
 * only the task itself; its execution holds the instances).
 */
function postponedOf(execution: ExecutionLike): PostponedApi[] {
  const out: PostponedApi[] = [];
  for (const a of execution.getPostponed()) {
    if (a.content?.isMultiInstance && a.owner?.execution) {
      const iterations = a.owner.execution.getPostponed().filter((i) => i.content?.isMultiInstance && !i.content.isRootScope && i.executionId !== a.executionId);
      if (iterations.length) {
        out.push(...iterations);
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

export interface StepResult {
  state: unknown;
  waiting: Waiting[];
  /** the timer events waiting now (boundary and intermediate) */
  timers: Waiting[];
  /** reached its end: nothing waits and the engine is idle */
  ended: boolean;
  /** the elements the run went through in this step, in order */
  passed: string[];
}

interface EngineLike {
  execute(opts: { listener: EventEmitter; variables?: Vars }): Promise<ExecutionLike>;
  resume(opts: { listener: EventEmitter }): Promise<ExecutionLike>;
  getState(): Promise<unknown>;
  stop(): Promise<void>;
  recover(state: unknown, opts?: Record<string, unknown>): EngineLike;
  state: string;
  activityStatus?: string;
}
interface ExecutionLike {
  getPostponed(): PostponedApi[];
  environment: { variables: Vars };
  definitions: Array<{ getRunningProcesses(): Array<{ environment: { variables: Vars } }> }>;
}

function trace(listener: EventEmitter, passed: string[], failures: Error[]): void {
  listener.on('activity.end', (api: { id: string }) => passed.push(api.id));
  listener.on('activity.error', (api: { content?: { error?: Error } }) => failures.push(api.content?.error ?? new Error('activity error')));
}

async function finish(engine: EngineLike, execution: ExecutionLike, passed: string[], failures: Error[]): Promise<StepResult> {
  if (failures.length) throw new BpmnProblem(`流程执行出错：${failures[0].message}`, `The process failed: ${failures[0].message}`);
  const postponed = postponedOf(execution);
  const waiting = postponed
    .filter((a) => a.type === 'bpmn:UserTask')
    .map((a): Waiting => (a.content?.isMultiInstance ? { id: a.id, executionId: a.executionId, iteration: { index: Number(a.content.index ?? 0), content: a.content } } : { id: a.id, executionId: a.executionId }));
  const timers = postponed
    .filter((a) => a.type === 'bpmn:BoundaryEvent' || a.type === 'bpmn:IntermediateCatchEvent')
    .map((a) => ({ id: a.id, executionId: a.executionId }));
  const ended = waiting.length === 0 && postponed.length === 0;
  const state = await engine.getState();
  // a finished engine has nothing to stop (and its stop would wait for ever)
  if (!ended) await engine.stop();
  return { state, waiting, timers, ended, passed };
}

/** Starts an instance of the model with its variables, and runs it to its first waits. */
export async function startRun(name: string, xml: string, variables: Vars): Promise<StepResult> {
  const timers = quietTimers();
  const engine = newEngine({ name, source: xml, moddleOptions: moddleOptionsFor(xml) }, timers);
  const listener = new EventEmitter();
  const passed: string[] = [];
  const failures: Error[] = [];
  trace(listener, passed, failures);
  const execution = await engine.execute({ listener, variables });
  // a timer start event: its schedule (flow_start_timer) is why this instance starts, so it is due now
  const start = postponedOf(execution).find((a) => a.type === 'bpmn:StartEvent');
  if (start) {
    const ref = timers.executing.find((t) => (t.owner as { parent?: { executionId?: string } } | null)?.parent?.executionId === start.executionId);
    ref?.callback(...ref.args);
  }
  return finish(engine, execution, passed, failures);
}

/**
 * Recovers an instance from its saved state, sets the variables the task's form gave, signals the
 * task (by its execution id) and runs on to the next waits or the end.
 */
export async function signalRun(state: unknown, executionId: string, variables: Vars, own: Vars = {}): Promise<StepResult> {
  const engine = recoverEngine(state, quietTimers());
  const listener = new EventEmitter();
  const passed: string[] = [];
  const failures: Error[] = [];
  const execution = await engine.resume({ listener });
  trace(listener, passed, failures);
  // each running process keeps its own environment: the gateways read theirs
  Object.assign(execution.environment.variables, variables);
  for (const def of execution.definitions) for (const proc of def.getRunningProcesses()) Object.assign(proc.environment.variables, variables);
  const target = postponedOf(execution).find((a) => a.executionId === executionId);
  if (!target) throw new BpmnProblem('任务不在等待中', 'The task is not waiting');
  target.signal({ variables, ...own });
  return finish(engine, execution, passed, failures);
}

function recoverEngine(state: unknown, timers: ReturnType<typeof quietTimers>): EngineLike {
  return newEngine({}, timers).recover(state, { timers, expressions: EXPRESSIONS, settings: { enableDummyService: true } });
}

/** Recovers an instance and fires one of its waiting timers (by the timer event's execution id), then runs on. */
export async function fireTimerRun(state: unknown, executionId: string): Promise<StepResult> {
  const timers = quietTimers();
  const engine = recoverEngine(state, timers);
  const listener = new EventEmitter();
  const passed: string[] = [];
  const failures: Error[] = [];
  const execution = await engine.resume({ listener });
  trace(listener, passed, failures);
  const ref = timers.executing.find((t) => (t.owner as { parent?: { executionId?: string } } | null)?.parent?.executionId === executionId);
  if (!ref) throw new BpmnProblem('定时器不在等待中', 'The timer is not waiting');
  ref.callback(...ref.args);
  return finish(engine, execution, passed, failures);
}

/** The variables an instance holds now (from its saved state). */
export function variablesOf(state: unknown): Vars {
  const defs = (state as { definitions?: Array<{ environment?: { variables?: Vars } }> } | null)?.definitions ?? [];
  return defs[0]?.environment?.variables ?? {};
}

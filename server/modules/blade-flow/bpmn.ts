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
]);

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
}

export interface ProcessMeta {
  processKey: string;
  name: string;
  startFormKey: string;
  /** Flowable's initiator attribute: the variable that holds who started it */
  initiatorVariable: string;
  userTasks: Record<string, UserTaskMeta>;
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
  const meta: ProcessMeta = { processKey: proc.id, name: String(proc.name ?? proc.id), startFormKey: '', initiatorVariable: '', userTasks: {}, elementNames: {} };
  let starts = 0;
  for (const el of [...elements, ...artifacts]) {
    const type = el.$type;
    const defs = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
    const eventOk = type === 'bpmn:EndEvent' ? defs.every((d) => d.$type === 'bpmn:TerminateEventDefinition') : defs.length === 0;
    if (!SUPPORTED.has(type) || !eventOk) {
      refused.push(`${type.replace('bpmn:', '')}${defs.length ? `(${defs.map((d) => d.$type.replace('bpmn:', '')).join(',')})` : ''} ${el.id ?? ''}`.trim());
      continue;
    }
    if (el.id) meta.elementNames[el.id] = String(el.name ?? el.id);
    if (type === 'bpmn:StartEvent') {
      starts++;
      meta.startFormKey = attr(el, 'formKey');
      meta.initiatorVariable = attr(el, 'initiator');
    }
    if (type === 'bpmn:UserTask') {
      meta.userTasks[el.id!] = {
        id: el.id!,
        name: String(el.name ?? el.id),
        assignee: attr(el, 'assignee'),
        candidateUsers: list(attr(el, 'candidateUsers')),
        candidateGroups: list(attr(el, 'candidateGroups')),
        formKey: attr(el, 'formKey'),
      };
    }
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
  return meta;
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

const EXPRESSIONS = {
  resolveExpression(templated: string, context: { environment?: { variables?: Vars } } | undefined) {
    const variables = context?.environment?.variables ?? {};
    const whole = inner(String(templated));
    if (whole !== null) return evaluate(whole, variables);
    return String(templated).replace(/\$\{([^}]+)\}/g, (_, e: string) => String(evaluate(e, variables) ?? ''));
  },
  isExpression: (text: unknown) => typeof text === 'string' && inner(text) !== null,
  hasExpression: (text: unknown) => typeof text === 'string' && /\$\{[^}]+\}/.test(text),
};

export interface Waiting {
  /** the user task's element id */
  id: string;
  executionId: string;
}

export interface StepResult {
  state: unknown;
  waiting: Waiting[];
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
  recover(state: unknown): EngineLike;
  state: string;
  activityStatus?: string;
}
interface ExecutionLike {
  getPostponed(): Array<{ id: string; executionId: string; type: string; signal(message?: unknown): void }>;
  environment: { variables: Vars };
  definitions: Array<{ getRunningProcesses(): Array<{ environment: { variables: Vars } }> }>;
}

function trace(listener: EventEmitter, passed: string[], failures: Error[]): void {
  listener.on('activity.end', (api: { id: string }) => passed.push(api.id));
  listener.on('activity.error', (api: { content?: { error?: Error } }) => failures.push(api.content?.error ?? new Error('activity error')));
}

async function finish(engine: EngineLike, execution: ExecutionLike, passed: string[], failures: Error[]): Promise<StepResult> {
  if (failures.length) throw new BpmnProblem(`流程执行出错：${failures[0].message}`, `The process failed: ${failures[0].message}`);
  const waiting = execution
    .getPostponed()
    .filter((a) => a.type === 'bpmn:UserTask')
    .map((a) => ({ id: a.id, executionId: a.executionId }));
  const ended = waiting.length === 0 && execution.getPostponed().length === 0;
  const state = await engine.getState();
  // a finished engine has nothing to stop (and its stop would wait for ever)
  if (!ended) await engine.stop();
  return { state, waiting, ended, passed };
}

/** Starts an instance of the model with its variables, and runs it to its first waits. */
export async function startRun(name: string, xml: string, variables: Vars): Promise<StepResult> {
  const engine = new Engine({ name, source: xml, expressions: EXPRESSIONS }) as unknown as EngineLike;
  const listener = new EventEmitter();
  const passed: string[] = [];
  const failures: Error[] = [];
  trace(listener, passed, failures);
  const execution = await engine.execute({ listener, variables });
  return finish(engine, execution, passed, failures);
}

/**
 * Recovers an instance from its saved state, sets the variables the task's form gave, signals the
 * task (by its execution id) and runs on to the next waits or the end.
 */
export async function signalRun(state: unknown, executionId: string, variables: Vars): Promise<StepResult> {
  const engine = (new Engine({ expressions: EXPRESSIONS }) as unknown as EngineLike).recover(state);
  const listener = new EventEmitter();
  const passed: string[] = [];
  const failures: Error[] = [];
  const execution = await engine.resume({ listener });
  trace(listener, passed, failures);
  // each running process keeps its own environment: the gateways read theirs
  Object.assign(execution.environment.variables, variables);
  for (const def of execution.definitions) for (const proc of def.getRunningProcesses()) Object.assign(proc.environment.variables, variables);
  const target = execution.getPostponed().find((a) => a.executionId === executionId);
  if (!target) throw new BpmnProblem('任务不在等待中', 'The task is not waiting');
  target.signal({ variables });
  return finish(engine, execution, passed, failures);
}

/** The variables an instance holds now (from its saved state). */
export function variablesOf(state: unknown): Vars {
  const defs = (state as { definitions?: Array<{ environment?: { variables?: Vars } }> } | null)?.definitions ?? [];
  return defs[0]?.environment?.variables ?? {};
}

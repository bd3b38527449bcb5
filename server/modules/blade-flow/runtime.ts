/**
 * The workflow runtime (docs/workflow.md): deploys BPMN models as process definitions, starts
 * instances, claims, completes and reassigns tasks, terminates instances. Every step runs in one
 * transaction: the instance row is locked (FOR UPDATE), the task and the instance are asked of their
 * machines, the engine is recovered from the instance's saved state, signalled, and its new state
 * saved with the tasks it now waits at. Two people acting on one task at once: the second waits for
 * the lock, then finds the task taken or done and is refused; nothing is run twice.
 */
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { user } from '../../db/schema';
import { flowDefinition, flowInstance, flowModel, flowStartTimer, flowTask, flowTimer } from '../../db/resource-tables/flow';
import { notifyPerson } from '../../services/notify';
import { ApiError, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import { writeStateLog } from '../../http/state-log';
import type { Services } from '../../services';
import { Codes, type Lang } from '../../../src/domain/codes';
import { FLOW_TASK_FIELDS } from '../../../src/domain/flow-forms';
import { checkFormKeys, resolveFlowForm } from './forms';
import { validateRecord } from '../../../src/domain/resources/validate';
import { flowTaskResource } from '../../../src/domain/resources/flow/flow';
import type { FieldDecl, ResourceDecl } from '../../../src/domain/resources/types';
import { FLOW_DEFINITION_STATE, flowDefinitionRefusal, nextFlowDefinitionState } from '../../../src/machines/flow-definition.machine';
import { FLOW_INSTANCE_STATE, flowInstanceRefusal, nextFlowInstanceState, type FlowInstanceEventType } from '../../../src/machines/flow-instance.machine';
import { FLOW_TASK_STATE, flowTaskRefusal, nextFlowTaskState, type FlowTaskEventType } from '../../../src/machines/flow-task.machine';
import { BpmnProblem, fillTemplate, fireTimerRun, nextStartDue, processMetaOf, readProcess, signalRun, startRun, timerDue, type ProcessMeta, type StepResult, type Waiting } from './bpmn';

type Row = Record<string, unknown>;
type Vars = Record<string, unknown>;
type Msg = { zh: string; en: string };

export const refuse = (m: Msg, lang: Lang) => new ApiError(Codes.BUSINESS_NOTICE, m[lang]);
const bad = (m: Msg, lang: Lang, field?: string) => ApiError.of(Codes.BAD_REQUEST, m, field ? { field } : null);
export const bpmnError = (e: unknown, lang: Lang): unknown => (e instanceof BpmnProblem ? bad({ zh: e.zh, en: e.en }, lang) : e);

const M = {
  noDefinition: { zh: '流程定义不存在', en: 'No such process definition' },
  noInstance: { zh: '流程实例不存在', en: 'No such process instance' },
  noTask: { zh: '任务不存在', en: 'No such task' },
  notYours: { zh: '该任务不属于您，不能办理', en: 'This task is not yours to handle' },
  notCandidate: { zh: '您不是该任务的候选人，不能签收', en: 'You are not a candidate of this task' },
  noUser: { zh: '转办人不存在', en: 'No such user to reassign to' },
  timerStarted: { zh: '该流程由定时器发起，不能手动发起', en: 'This process is started by its timer, not by hand' },
  running: { zh: '该流程有运行中的实例，不能删除；如需一并删除实例，请勾选同时删除流程实例', en: 'The process has running instances; tick "also delete its instances" to delete them too' },
} as const;

// ---------------------------------------------------------------- who may act

/** The groups a person belongs to, as candidate groups name them: role:<id>, role:<alias>, <alias>, dept:<id>. */
export function groupTokensSql(auth: AuthContext) {
  const tokens = [`role:${auth.roleId}`, `role:${auth.roleAlias}`, auth.roleAlias, `user:${auth.userId}`];
  return sql`(array[${sql.join(
    tokens.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[] || coalesce((select array_agg('dept:' || d) from (select dept_id d from blade_user where id = ${auth.userId} and dept_id is not null union select dept_id from ah_user_node where user_id = ${auth.userId} and is_deleted = 0 and dept_id is not null) x), array[]::text[]))`;
}

/** Tasks offered to the person (unassigned, and they are a candidate user or in a candidate group). */
export function offeredToSql(auth: AuthContext) {
  return sql`(${flowTask.state} = ${FLOW_TASK_STATE.unassigned} and ((',' || coalesce(${flowTask.candidateUsers}, '') || ',') like ${`%,${auth.userId},%`} or string_to_array(coalesce(${flowTask.candidateGroups}, ''), ',') && ${groupTokensSql(auth)}))`;
}

/** Tasks the person holds now (claimed, assigned by the model, or handed to them). */
export function heldBySql(auth: AuthContext) {
  return and(eq(flowTask.assignee, auth.userId), inArray(flowTask.state, [FLOW_TASK_STATE.claimed, FLOW_TASK_STATE.delegated]))!;
}

export async function userName(tx: Tx, tenantId: string, id: string): Promise<string | null> {
  const [u] = await tx
    .select({ realName: user.realName, name: user.name })
    .from(user)
    .where(and(eq(user.id, id), eq(user.isDeleted, 0)))
    .limit(1);
  return u ? (u.realName ?? u.name) : null;
}

// ---------------------------------------------------------------- forms

function checkForm(fields: Record<string, FieldDecl>, values: Vars, lang: Lang): Vars {
  const decl = { ...flowTaskResource, fields } as ResourceDecl;
  const r = validateRecord(decl, values, { lang });
  if (!r.ok) throw new ApiError(Codes.BAD_REQUEST, r.message, { field: r.field });
  return r.value;
}

/** The start form's values, checked against the form its start event names (declared or designed). */
export async function checkStartForm(tx: Tx, tenantId: string, meta: ProcessMeta, values: Vars, lang: Lang): Promise<Vars> {
  const form = await resolveFlowForm(tx, tenantId, meta.startFormKey);
  return form ? checkForm(form.fields, values, lang) : {};
}

// ---------------------------------------------------------------- deployment

export interface DeployInput {
  xml: string;
  category?: string | null;
  modelId?: string | null;
  resourceName: string;
  /** the model's name wins over the process's */
  name?: string | null;
}

export async function deploy(tx: Tx, auth: AuthContext, input: DeployInput, lang: Lang, now: Date): Promise<Row> {
  let meta: ProcessMeta;
  try {
    meta = await readProcess(input.xml);
  } catch (e) {
    throw bpmnError(e, lang);
  }
  // a model names only forms that exist: the catalogue's or the tenant's published ones
  await checkFormKeys(tx, auth.tenantId, [meta.startFormKey, ...Object.values(meta.userTasks).map((t) => t.formKey)]);
  // one version number per process key: the deployments of one key are serialised
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:flowDeploy:${meta.processKey}`}))`);
  const [{ v }] = await tx
    .select({ v: max(flowDefinition.version) })
    .from(flowDefinition)
    .where(eq(flowDefinition.processKey, meta.processKey));
  const version = Number(v ?? 0) + 1;
  const row = {
    id: newId(),
    tenantId: auth.tenantId,
    name: (input.name || meta.name).slice(0, 64),
    processKey: meta.processKey,
    category: input.category ?? null,
    version,
    state: FLOW_DEFINITION_STATE.active,
    resourceName: input.resourceName.slice(0, 128),
    startFormKey: meta.startFormKey || null,
    modelId: input.modelId ?? null,
    xml: input.xml,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  };
  await tx.insert(flowDefinition).values(row);
  await scheduleStart(tx, auth.tenantId, row.id, meta, now);
  if (input.modelId) await tx.update(flowModel).set({ version, updateTime: now }).where(eq(flowModel.id, input.modelId));
  return { id: row.id, processKey: row.processKey, version, name: row.name };
}

/**
 * A timer start event's schedule: the new version replaces the earlier versions' schedules of the
 * same key (cancelled), and waits for its first occurrence.
 */
async function scheduleStart(tx: Tx, tenantId: string, definitionId: string, meta: ProcessMeta, now: Date): Promise<void> {
  await tx
    .update(flowStartTimer)
    .set({ state: START_TIMER_STATE.cancelled, updateTime: now })
    .where(and(eq(flowStartTimer.processKey, meta.processKey), eq(flowStartTimer.state, START_TIMER_STATE.waiting)));
  if (!meta.startTimer) return;
  // a cycle whose occurrences are all past has nothing to start: kept done, so the process still reads as timer-started
  const due = nextStartDue(meta.startTimer, now, 0, now);
  await tx
    .insert(flowStartTimer)
    .values({ id: newId(), tenantId, processDefinitionId: definitionId, processKey: meta.processKey, elementId: meta.startTimer.id, dueTime: due ?? now, state: due ? START_TIMER_STATE.waiting : START_TIMER_STATE.done, createTime: now, updateTime: now });
}

export const START_TIMER_STATE = { waiting: 0, done: 1, cancelled: 2 } as const;

export async function deployModel(services: Services, auth: AuthContext, modelId: string, lang: Lang): Promise<Row> {
  return services.db.transaction(async (tx) => {
    const [model] = await tx
      .select()
      .from(flowModel)
      .where(and(eq(flowModel.id, modelId), eq(flowModel.isDeleted, 0)))
      .for('update');
    if (!model) throw notFound(lang === 'en' ? 'No such model' : '模型不存在');
    const m = model as Row;
    return deploy(tx, auth, { xml: String(m.xml ?? ''), category: (m.category as string) ?? null, modelId, resourceName: `${String(m.modelKey)}.bpmn20.xml`, name: (m.name as string) ?? null }, lang, services.now());
  });
}

async function lockDefinitions(tx: Tx, auth: AuthContext, ids: string[], lang: Lang): Promise<Row[]> {
  const rows = (await tx
    .select()
    .from(flowDefinition)
    .where(and(inArray(flowDefinition.id, ids), eq(flowDefinition.isDeleted, 0)))
    .orderBy(flowDefinition.id)
    .for('update')) as Row[];
  if (rows.length !== new Set(ids).size) throw notFound(M.noDefinition[lang]);
  return rows;
}

/** delete-deployment: refused while instances run, unless their deletion is asked for too. */
export async function deleteDeployments(services: Services, auth: AuthContext, ids: string[], cascade: boolean, lang: Lang): Promise<void> {
  await services.db.transaction(async (tx) => {
    const defs = await lockDefinitions(tx, auth, ids, lang);
    const now = services.now();
    const live = (await tx
      .select()
      .from(flowInstance)
      .where(and(inArray(flowInstance.processDefinitionId, ids), eq(flowInstance.isDeleted, 0), inArray(flowInstance.state, [FLOW_INSTANCE_STATE.running, FLOW_INSTANCE_STATE.suspended])))
      .orderBy(flowInstance.id)
      .for('update')) as Row[];
    if (live.length && !cascade) throw refuse(M.running, lang);
    await tx
      .update(flowStartTimer)
      .set({ state: START_TIMER_STATE.cancelled, updateTime: now })
      .where(and(inArray(flowStartTimer.processDefinitionId, ids), eq(flowStartTimer.state, START_TIMER_STATE.waiting)));
    for (const inst of live) await terminateLocked(tx, auth, inst, lang === 'en' ? 'Deployment deleted' : '删除部署', now);
    await tx
      .update(flowDefinition)
      .set({ isDeleted: 1, updateUser: auth.userId, updateTime: now })
      .where(inArray(flowDefinition.id, defs.map((d) => String(d.id))));
  });
}

// ---------------------------------------------------------------- steps

/** Hooks of the processes with a business record (the leave flow) after every step, in the step's transaction. */
export type StepHook = (tx: Tx, instance: Row, step: { ended: boolean; terminated: boolean; waitingAt: string[]; passed: string[]; variables: Vars; now: Date }) => Promise<void>;
const stepHooks = new Map<string, StepHook>();
export function onProcessStep(processKey: string, hook: StepHook): void {
  stepHooks.set(processKey, hook);
}

/** `${name}` read from the variables; anything else as written */
function fromVariable(text: string, vars: Vars): string | null {
  const m = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(text);
  const v = m ? vars[m[1]] : text;
  return v === undefined || v === null || v === '' ? null : String(v);
}

/** a group as candidate groups name it: a multi-instance item may be a role or a department instead of a person */
const GROUP_TOKEN = /^(role|dept):./;

/**
 * Who a waiting task is for: its assignee, candidate users and groups, with `${variable}` read from
 * the instance's variables and, for one instance of a multi-instance task, its item (the element
 * variable): an item that is a group (role:…, dept:…) offers that instance to the group.
 */
function peopleOf(meta: ProcessMeta, w: Waiting, vars: Vars): { assignee: string | null; candidateUsers: string[]; candidateGroups: string[] } {
  const t = meta.userTasks[w.id];
  if (!t) return { assignee: null, candidateUsers: [], candidateGroups: [] };
  const scope: Vars = w.iteration && t.multi ? { ...vars, [t.multi.elementVariable]: w.iteration.content[t.multi.elementVariable], loopCounter: w.iteration.index } : vars;
  let assignee = t.assignee ? fromVariable(t.assignee, scope) : null;
  const candidateUsers = t.candidateUsers.map((x) => fromVariable(x, scope)).filter((x): x is string => !!x);
  const candidateGroups = t.candidateGroups.map((x) => fromVariable(x, scope)).filter((x): x is string => !!x);
  if (assignee && GROUP_TOKEN.test(assignee)) {
    candidateGroups.push(assignee);
    assignee = null;
  }
  return { assignee, candidateUsers, candidateGroups };
}

/** who moves a step: a person, or the timer job (no user) */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

/** Saves the timers the run now waits at with their due time; cancels the waiting ones it left. */
async function syncTimers(tx: Tx, tenantId: string, instance: Row, meta: ProcessMeta, step: StepResult, vars: Vars, now: Date): Promise<void> {
  const open = await tx
    .select({ id: flowTimer.id, executionId: flowTimer.executionId })
    .from(flowTimer)
    .where(and(eq(flowTimer.processInstanceId, String(instance.id)), eq(flowTimer.state, TIMER_STATE.waiting)));
  const waiting = new Set(step.timers.map((t) => t.executionId));
  const gone = open.filter((t) => !waiting.has(t.executionId));
  if (gone.length) {
    await tx
      .update(flowTimer)
      .set({ state: TIMER_STATE.cancelled, updateTime: now })
      .where(and(inArray(flowTimer.id, gone.map((t) => String(t.id))), eq(flowTimer.state, TIMER_STATE.waiting)));
  }
  const known = new Set(open.map((t) => t.executionId));
  for (const t of step.timers) {
    if (known.has(t.executionId)) continue;
    const m = meta.timers[t.id];
    const due = m ? timerDue(m, vars, now) : null;
    if (!m || !due) throw new BpmnProblem(`定时器${t.id}的时间无法识别`, `The time of the timer ${t.id} is not understood`);
    await tx
      .insert(flowTimer)
      .values({ id: newId(), tenantId, processInstanceId: String(instance.id), elementId: t.id, elementName: m.name.slice(0, 128), executionId: t.executionId, attachedTo: m.attachedTo, dueTime: due, state: TIMER_STATE.waiting, createTime: now, updateTime: now })
      .onConflictDoNothing();
  }
}

/** The notice service tasks the step went through: a notice in the recipient's bell, once per pass. */
async function sendNotices(tx: Tx, tenantId: string, instance: Row, meta: ProcessMeta, step: StepResult, vars: Vars, now: Date): Promise<void> {
  for (const id of step.passed) {
    const n = meta.notices[id];
    if (!n) continue;
    let to: string;
    let title: string;
    let content: string;
    try {
      to = String(fillTemplate(n.to, vars) ?? '').trim();
      title = String(fillTemplate(n.title, vars) ?? '').trim() || n.name;
      content = String(fillTemplate(n.content, vars) ?? '').trim();
    } catch (e) {
      throw new BpmnProblem(`通知任务${n.id}的表达式无法求值：${(e as Error).message}`, `The notice task ${n.id} cannot be filled: ${(e as Error).message}`);
    }
    // a recipient who is not of this tenant gets nothing; the process goes on
    if (!/^\d{1,19}$/.test(to) || !(await userName(tx, tenantId, to))) continue;
    // the bell and the text as 通知设置 switches them (server/services/notify.ts)
    await notifyPerson(tx, {
      tenantId,
      event: 'flowNotice',
      toUserId: to,
      title,
      summary: String(instance.title ?? ''),
      content: content || `${String(instance.title ?? '')}：${title}`,
      categoryName: '流程通知',
      now,
    });
  }
}

/** What a step leaves: its tasks, its timers and its notices; answers the names of the tasks waiting now. */
async function afterStep(tx: Tx, actor: Actor, instance: Row, meta: ProcessMeta, step: StepResult, vars: Vars, now: Date): Promise<string[]> {
  const names = await syncTasks(tx, actor, instance, meta, step, vars, now);
  await syncTimers(tx, actor.tenantId, instance, meta, step, vars, now);
  await sendNotices(tx, actor.tenantId, instance, meta, step, vars, now);
  // the person who started a process hears when it is finished
  const starter = String(instance.startUser ?? actor.userId ?? '');
  if (step.ended && /^\d{1,19}$/.test(starter)) {
    const title = String(instance.title ?? instance.processDefinitionName ?? '');
    await notifyPerson(tx, { tenantId: actor.tenantId, event: 'flowDone', toUserId: starter, title: `流程已办结：${title}`.slice(0, 100), summary: title, content: `您发起的「${title}」已办结。`, categoryName: '流程通知', now });
  }
  // a multi-instance task waits as several tasks of one name: named once in 当前环节
  return [...new Set(names)];
}

export const TIMER_STATE = { waiting: 0, fired: 1, cancelled: 2, failed: 3 } as const;

/** Opens the tasks the engine now waits at that are not open yet; cancels open ones it left. */
async function syncTasks(tx: Tx, auth: Actor, instance: Row, meta: ProcessMeta, step: StepResult, vars: Vars, now: Date): Promise<string[]> {
  const open = (await tx
    .select({ id: flowTask.id, executionId: flowTask.executionId, taskName: flowTask.taskName })
    .from(flowTask)
    .where(and(eq(flowTask.processInstanceId, String(instance.id)), inArray(flowTask.state, [FLOW_TASK_STATE.unassigned, FLOW_TASK_STATE.claimed, FLOW_TASK_STATE.delegated])))) as Row[];
  const waitingIds = new Set(step.waiting.map((w) => w.executionId));
  const gone = open.filter((t) => !waitingIds.has(String(t.executionId)));
  if (gone.length) {
    await tx
      .update(flowTask)
      .set({ state: FLOW_TASK_STATE.cancelled, endTime: now, updateTime: now })
      .where(inArray(flowTask.id, gone.map((t) => String(t.id))));
  }
  const known = new Set(open.map((t) => String(t.executionId)));
  const names: string[] = open.filter((t) => waitingIds.has(String(t.executionId))).map((t) => String(t.taskName));
  for (const w of step.waiting) {
    if (known.has(w.executionId)) continue;
    const t = meta.userTasks[w.id];
    const people = peopleOf(meta, w, vars);
    const assignee = people.assignee && /^\d{1,19}$/.test(people.assignee) ? people.assignee : null;
    const assigneeName = assignee ? await userName(tx, auth.tenantId, assignee) : null;
    await tx.insert(flowTask).values({
      id: newId(),
      processInstanceId: String(instance.id),
      processDefinitionId: String(instance.processDefinitionId),
      processDefinitionName: instance.processDefinitionName as string,
      title: instance.title as string,
      taskDefinitionKey: w.id,
      executionId: w.executionId,
      taskName: (t?.name ?? w.id).slice(0, 128),
      formKey: t?.formKey || null,
      businessId: (instance.businessId as string) ?? null,
      startUserName: instance.startUserName as string,
      // a model naming someone who is not of this tenant offers the task to its candidates instead
      assignee: assigneeName ? assignee : null,
      assigneeName,
      candidateUsers: people.candidateUsers.join(',').slice(0, 1000) || null,
      candidateGroups: people.candidateGroups.join(',').slice(0, 1000) || null,
      state: assigneeName ? FLOW_TASK_STATE.claimed : FLOW_TASK_STATE.unassigned,
      createUser: auth.userId,
      createTime: now,
      updateTime: now,
    });
    // the assignee hears of the new task (通知设置); a task offered to candidates waits in 待签事务
    if (assigneeName && assignee) {
      const taskName = (t?.name ?? w.id).slice(0, 128);
      await notifyPerson(tx, { tenantId: auth.tenantId, event: 'flowTask', toUserId: assignee, title: `新的待办：${taskName}`.slice(0, 100), summary: String(instance.title ?? ''), content: `「${String(instance.title ?? '')}」等待您办理：${taskName}。`, categoryName: '待办任务', now });
    }
    names.push(t?.name ?? w.id);
  }
  return names;
}

export interface StartInput {
  processDefinitionId: string;
  values: Vars;
  businessId?: string | null;
  title?: string | null;
  /** started by its timer start event's schedule (a person may not start such a process) */
  byTimer?: boolean;
}

/** who starts an instance: a person, or for a timer start the one who deployed the definition */
export interface Starter {
  tenantId: string;
  userId: string;
  account: string;
}

/** Starts an instance; `prepare` runs first in the same transaction (the leave row). */
export type Prepare = (tx: Tx, instanceId: string, def: Row, values: Vars) => Promise<string | null>;

export async function startInstance(services: Services, auth: AuthContext, input: StartInput, lang: Lang, prepare?: Prepare): Promise<Row> {
  return services.db.transaction((tx) => startInstanceTx(tx, auth, input, lang, services.now(), prepare));
}

export async function startInstanceTx(tx: Tx, auth: Starter, input: StartInput, lang: Lang, now: Date, prepare?: Prepare): Promise<Row> {
  {
    const [def] = (await tx
      .select()
      .from(flowDefinition)
      .where(and(eq(flowDefinition.id, input.processDefinitionId), eq(flowDefinition.isDeleted, 0)))
      .for('share')) as Row[];
    if (!def) throw notFound(M.noDefinition[lang]);
    if (nextFlowDefinitionState(def.state, 'START') === null) throw refuse(flowDefinitionRefusal(def.state, 'START'), lang);
    const meta = await processMetaOf(String(def.id), String(def.xml)).catch((e: unknown) => {
      throw bpmnError(e, lang);
    });
    if (meta.startTimer && !input.byTimer) throw refuse(M.timerStarted, lang);
    const values = await checkStartForm(tx, auth.tenantId, meta, input.values, lang);
    const instanceId = newId();
    const startUserName = (await userName(tx, auth.tenantId, auth.userId)) ?? auth.account;
    const businessId = prepare ? await prepare(tx, instanceId, def, values) : (input.businessId ?? null);
    const vars: Vars = { ...values, initiator: auth.userId, startUser: auth.userId };
    if (meta.initiatorVariable) vars[meta.initiatorVariable] = auth.userId;
    let step: StepResult;
    try {
      step = await startRun(`${def.processKey}:${instanceId}`, String(def.xml), vars);
    } catch (e) {
      throw bpmnError(e, lang);
    }
    const title = (input.title || `${startUserName}的${def.name}`).slice(0, 128);
    const instance: Row = {
      id: instanceId,
      tenantId: auth.tenantId,
      processDefinitionId: String(def.id),
      processDefinitionKey: def.processKey,
      processDefinitionName: def.name,
      processDefinitionVersion: def.version,
      title,
      businessId,
      startUser: auth.userId,
      startUserName,
      state: step.ended ? FLOW_INSTANCE_STATE.completed : FLOW_INSTANCE_STATE.running,
      endTime: step.ended ? now : null,
      variables: vars,
      engineState: step.state,
      revision: 1,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    };
    await tx.insert(flowInstance).values(instance as typeof flowInstance.$inferInsert);
    const names = await afterStep(tx, auth, instance, meta, step, vars, now).catch((e: unknown) => {
      throw bpmnError(e, lang);
    });
    await tx.update(flowInstance).set({ currentTaskName: names.join('、').slice(0, 255) || null }).where(eq(flowInstance.id, instanceId));
    await stepHooks.get(String(def.processKey))?.(tx, instance, { ended: step.ended, terminated: false, waitingAt: step.waiting.map((w) => w.id), passed: step.passed, variables: vars, now });
    return { processInstanceId: instanceId, businessId, processDefinitionId: String(def.id) };
  }
}

async function lockTask(tx: Tx, auth: AuthContext, taskId: string, lang: Lang): Promise<Row> {
  const [task] = (await tx
    .select()
    .from(flowTask)
    .where(and(eq(flowTask.id, taskId), eq(flowTask.isDeleted, 0)))
    .for('update')) as Row[];
  if (!task) throw notFound(M.noTask[lang]);
  return task;
}

async function lockInstance(tx: Tx, auth: AuthContext, id: string, lang: Lang): Promise<Row> {
  const [inst] = (await tx
    .select()
    .from(flowInstance)
    .where(and(eq(flowInstance.id, id), eq(flowInstance.isDeleted, 0)))
    .for('update')) as Row[];
  if (!inst) throw notFound(M.noInstance[lang]);
  return inst;
}

function taskEvent(task: Row, type: FlowTaskEventType, lang: Lang): number {
  const next = nextFlowTaskState(task.state, type);
  if (next === null) throw refuse(flowTaskRefusal(task.state, type), lang);
  return next;
}

function instanceEvent(inst: Row, type: FlowInstanceEventType, lang: Lang): number {
  const next = nextFlowInstanceState(inst.state, type);
  if (next === null) throw refuse(flowInstanceRefusal(inst.state, type), lang);
  return next;
}

export async function claimTask(services: Services, auth: AuthContext, taskId: string, lang: Lang): Promise<void> {
  await services.db.transaction((tx) => claimTaskTx(tx, auth, taskId, lang, services.now()));
}

export async function claimTaskTx(tx: Tx, auth: AuthContext, taskId: string, lang: Lang, now: Date): Promise<void> {
  {
    // the instance first, as every step locks it: one order of locks, no deadlock
    const [peek] = await tx.select({ pi: flowTask.processInstanceId }).from(flowTask).where(eq(flowTask.id, taskId));
    if (!peek) throw notFound(M.noTask[lang]);
    await lockInstance(tx, auth, String(peek.pi), lang);
    const task = await lockTask(tx, auth, taskId, lang);
    const next = taskEvent(task, 'CLAIM', lang);
    const [offered] = await tx
      .select({ id: flowTask.id })
      .from(flowTask)
      .where(and(eq(flowTask.id, taskId), offeredToSql(auth)));
    if (!offered) throw refuse(M.notCandidate, lang);
    await tx
      .update(flowTask)
      .set({ state: next, assignee: auth.userId, assigneeName: await userName(tx, auth.tenantId, auth.userId), claimTime: now, updateUser: auth.userId, updateTime: now })
      .where(eq(flowTask.id, taskId));
  }
}

export interface CompleteInput {
  taskId: string;
  outcome: string;
  comment: string;
  values: Vars;
}

export async function completeTask(services: Services, auth: AuthContext, input: CompleteInput, lang: Lang): Promise<Row> {
  return services.db.transaction((tx) => completeTaskTx(tx, auth, input, lang, services.now()));
}

export async function completeTaskTx(tx: Tx, auth: AuthContext, input: CompleteInput, lang: Lang, now: Date): Promise<Row> {
  {
    const [peek] = await tx.select({ pi: flowTask.processInstanceId }).from(flowTask).where(eq(flowTask.id, input.taskId));
    if (!peek) throw notFound(M.noTask[lang]);
    const inst = await lockInstance(tx, auth, String(peek.pi), lang);
    const task = await lockTask(tx, auth, input.taskId, lang);
    const next = taskEvent(task, 'COMPLETE', lang);
    if (task.assignee !== auth.userId) throw refuse(M.notYours, lang);
    instanceEvent(inst, 'ADVANCE', lang);
    const [def] = (await tx.select().from(flowDefinition).where(eq(flowDefinition.id, String(inst.processDefinitionId)))) as Row[];
    const meta = await processMetaOf(String(def.id), String(def.xml));
    const form = await resolveFlowForm(tx, auth.tenantId, task.formKey);
    const base = checkForm(FLOW_TASK_FIELDS, { outcome: input.outcome, comment: input.comment }, lang);
    const values = form ? checkForm(form.fields, input.values, lang) : {};
    const vars: Vars = { ...((inst.variables as Vars) ?? {}), ...values, outcome: await outcomeAfter(tx, meta, task, String(base.outcome)) };
    let step: StepResult;
    try {
      step = await signalRun(inst.engineState, String(task.executionId), vars, { outcome: base.outcome });
    } catch (e) {
      throw bpmnError(e, lang);
    }
    await tx
      .update(flowTask)
      .set({ state: next, outcome: String(base.outcome), comment: (base.comment as string) ?? null, formData: values, endTime: now, updateUser: auth.userId, updateTime: now })
      .where(eq(flowTask.id, input.taskId));
    const names = await afterStep(tx, auth, inst, meta, step, vars, now).catch((e: unknown) => {
      throw bpmnError(e, lang);
    });
    const state = step.ended ? instanceEvent(inst, 'FINISH', lang) : Number(inst.state);
    // the conditional update: the revision read under the lock is the one replaced
    const done = await tx
      .update(flowInstance)
      .set({ state, endTime: step.ended ? now : null, variables: vars, engineState: step.state, revision: Number(inst.revision) + 1, currentTaskName: names.join('、').slice(0, 255) || null, updateUser: auth.userId, updateTime: now })
      .where(and(eq(flowInstance.id, String(inst.id)), eq(flowInstance.revision, Number(inst.revision))))
      .returning({ id: flowInstance.id });
    if (!done.length) throw refuse(flowTaskRefusal(FLOW_TASK_STATE.completed, 'COMPLETE'), lang);
    await stepHooks.get(String(inst.processDefinitionKey))?.(tx, inst, { ended: step.ended, terminated: false, waitingAt: step.waiting.map((w) => w.id), passed: step.passed, variables: vars, now });
    return { processInstanceId: String(inst.id), ended: step.ended, waitingAt: names };
  }
}

/**
 * The outcome the gateways read after a task: its own; for one instance of a multi-instance task,
 * 驳回 when this or any earlier instance of the same round rejected (one veto rejects the whole), so
 * the instance that ends the round leaves the round's outcome (docs/workflow.md "Multi-instance").
 */
async function outcomeAfter(tx: Tx, meta: ProcessMeta, task: Row, own: string): Promise<string> {
  const round = /^(.+)_\d+$/.exec(String(task.executionId))?.[1];
  if (!meta.userTasks[String(task.taskDefinitionKey)]?.multi || !round || own === 'reject') return own;
  const [veto] = await tx
    .select({ id: flowTask.id })
    .from(flowTask)
    .where(
      and(
        eq(flowTask.processInstanceId, String(task.processInstanceId)),
        eq(flowTask.taskDefinitionKey, String(task.taskDefinitionKey)),
        eq(flowTask.state, FLOW_TASK_STATE.completed),
        eq(flowTask.outcome, 'reject'),
        sql`${flowTask.executionId} like ${`${round.replace(/[\\%_]/g, (c) => `\\${c}`)}\\_%`}`,
      ),
    )
    .limit(1);
  return veto ? 'reject' : own;
}

/** 审批管理 / 转办: hands an open task to a person of the tenant. */
export async function transferTask(services: Services, auth: AuthContext, taskId: string, assignee: string, lang: Lang): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [peek] = await tx.select({ pi: flowTask.processInstanceId }).from(flowTask).where(eq(flowTask.id, taskId));
    if (!peek) throw notFound(M.noTask[lang]);
    await lockInstance(tx, auth, String(peek.pi), lang);
    const task = await lockTask(tx, auth, taskId, lang);
    const next = taskEvent(task, 'DELEGATE', lang);
    const name = await userName(tx, auth.tenantId, assignee);
    if (!name) throw bad(M.noUser, lang, 'assignee');
    const now = services.now();
    await tx.update(flowTask).set({ state: next, assignee, assigneeName: name, updateUser: auth.userId, updateTime: now }).where(eq(flowTask.id, taskId));
    await writeStateLog(tx, auth, [{ resource: 'flowTask', recordId: taskId, action: 'DELEGATE', field: 'assignee', from: task.assigneeName ?? '', to: name, reason: '' }], now);
  });
}

async function terminateLocked(tx: Tx, auth: AuthContext, inst: Row, reason: string, now: Date): Promise<void> {
  const next = nextFlowInstanceState(inst.state, 'TERMINATE');
  if (next === null) return;
  await tx.update(flowInstance).set({ state: next, deleteReason: reason, endTime: now, updateUser: auth.userId, updateTime: now }).where(eq(flowInstance.id, String(inst.id)));
  await tx
    .update(flowTask)
    .set({ state: FLOW_TASK_STATE.cancelled, endTime: now, updateTime: now })
    .where(and(eq(flowTask.processInstanceId, String(inst.id)), inArray(flowTask.state, [FLOW_TASK_STATE.unassigned, FLOW_TASK_STATE.claimed, FLOW_TASK_STATE.delegated])));
  await tx
    .update(flowTimer)
    .set({ state: TIMER_STATE.cancelled, updateTime: now })
    .where(and(eq(flowTimer.processInstanceId, String(inst.id)), eq(flowTimer.state, TIMER_STATE.waiting)));
  await writeStateLog(tx, auth, [{ resource: 'flowInstance', recordId: String(inst.id), action: 'TERMINATE', field: 'state', from: inst.state, to: next, reason }], now);
  await stepHooks.get(String(inst.processDefinitionKey))?.(tx, inst, { ended: false, terminated: true, waitingAt: [], passed: [], variables: (inst.variables as Vars) ?? {}, now });
}

/** delete-process-instance: terminates it with the reason given. */
export async function terminateInstance(services: Services, auth: AuthContext, id: string, reason: string, lang: Lang): Promise<void> {
  await services.db.transaction(async (tx) => {
    const inst = await lockInstance(tx, auth, id, lang);
    instanceEvent(inst, 'TERMINATE', lang);
    await terminateLocked(tx, auth, inst, reason, services.now());
  });
}

// ---------------------------------------------------------------- history

/** Every step of an instance: the start, each task with who, when, outcome, comment and duration. */
export async function historyOf(services: Services, auth: AuthContext, processInstanceId: string, lang: Lang): Promise<Row[]> {
  const [inst] = (await services.db
    .select()
    .from(flowInstance)
    .where(and(eq(flowInstance.id, processInstanceId), eq(flowInstance.isDeleted, 0)))) as Row[];
  if (!inst) throw notFound(M.noInstance[lang]);
  const tasks = (await services.db.select().from(flowTask).where(eq(flowTask.processInstanceId, processInstanceId)).orderBy(flowTask.createTime, flowTask.id)) as Row[];
  const ms = (a: unknown, b: unknown) => (a && b ? new Date(b as Date).getTime() - new Date(a as Date).getTime() : null);
  const out: Row[] = [
    {
      historyActivityId: 'start',
      historyActivityName: lang === 'en' ? 'Started' : '发起',
      assigneeName: inst.startUserName,
      createTime: inst.createTime,
      endTime: inst.createTime,
      durationMillis: 0,
      outcome: null,
      comment: null,
      state: null,
    },
  ];
  // the timers the run reached (fired, waiting or failed; a timer the run left behind is not a step)
  const timers = (await services.db
    .select()
    .from(flowTimer)
    .where(and(eq(flowTimer.processInstanceId, processInstanceId), inArray(flowTimer.state, [TIMER_STATE.waiting, TIMER_STATE.fired, TIMER_STATE.failed])))) as Row[];
  const steps: Row[] = [];
  for (const t of timers) {
    const state = Number(t.state);
    steps.push({
      kind: 'timer',
      historyActivityId: t.elementId,
      historyActivityName: t.elementName || t.elementId,
      assigneeName: lang === 'en' ? 'Timer' : '定时器',
      createTime: t.createTime,
      endTime: state === TIMER_STATE.fired ? t.fireTime : null,
      dueTime: t.dueTime,
      durationMillis: state === TIMER_STATE.fired ? ms(t.createTime, t.fireTime) : null,
      outcome: null,
      comment: state === TIMER_STATE.fired ? (lang === 'en' ? 'Fired' : '已触发') : state === TIMER_STATE.failed ? (t.error ?? null) : lang === 'en' ? 'Waiting' : '等待中',
      state: null,
      timerState: state,
    });
  }
  for (const t of tasks) {
    steps.push({
      taskId: t.id,
      historyActivityId: t.taskDefinitionKey,
      historyActivityName: t.taskName,
      assigneeName: t.assigneeName,
      candidateGroups: t.candidateGroups,
      createTime: t.createTime,
      endTime: t.endTime,
      durationMillis: ms(t.createTime, t.endTime ?? services.now()),
      outcome: t.outcome,
      comment: t.comment,
      state: t.state,
    });
  }
  // in the order they were reached; a task before the boundary timer reached with it
  const at = (r: Row) => new Date(r.createTime as Date).getTime();
  steps.sort((a, b) => at(a) - at(b) || (a.kind === 'timer' ? 1 : 0) - (b.kind === 'timer' ? 1 : 0));
  out.push(...steps);
  if (Number(inst.state) === FLOW_INSTANCE_STATE.completed || Number(inst.state) === FLOW_INSTANCE_STATE.terminated) {
    out.push({
      historyActivityId: 'end',
      historyActivityName: Number(inst.state) === FLOW_INSTANCE_STATE.completed ? (lang === 'en' ? 'Completed' : '办结') : lang === 'en' ? 'Terminated' : '终止',
      assigneeName: null,
      createTime: inst.endTime,
      endTime: inst.endTime,
      durationMillis: ms(inst.createTime, inst.endTime),
      outcome: null,
      comment: inst.deleteReason ?? null,
      state: null,
    });
  }
  return out;
}

/** The diagram of an instance: its definition's XML, the elements done and the tasks waiting now. */
export async function diagramOf(services: Services, auth: AuthContext, q: { processInstanceId?: string; processDefinitionId?: string }, lang: Lang): Promise<Row> {
  let inst: Row | undefined;
  let defId = q.processDefinitionId;
  if (q.processInstanceId) {
    [inst] = (await services.db
      .select()
      .from(flowInstance)
      .where(and(eq(flowInstance.id, q.processInstanceId), eq(flowInstance.isDeleted, 0)))) as Row[];
    if (!inst) throw notFound(M.noInstance[lang]);
    defId = String(inst.processDefinitionId);
  }
  if (!defId) throw notFound(M.noDefinition[lang]);
  const [def] = (await services.db
    .select({ xml: flowDefinition.xml, name: flowDefinition.name })
    .from(flowDefinition)
    .where(eq(flowDefinition.id, defId))) as Row[];
  if (!def) throw notFound(M.noDefinition[lang]);
  if (!inst) return { xml: def.xml, done: [], current: [] };
  const tasks = (await services.db
    .select({ key: flowTask.taskDefinitionKey, state: flowTask.state })
    .from(flowTask)
    .where(eq(flowTask.processInstanceId, String(inst.id)))
    .orderBy(desc(flowTask.createTime))) as Row[];
  const openStates: number[] = [FLOW_TASK_STATE.unassigned, FLOW_TASK_STATE.claimed, FLOW_TASK_STATE.delegated];
  const current = [...new Set(tasks.filter((t) => openStates.includes(Number(t.state))).map((t) => String(t.key)))];
  const done = [...new Set(tasks.filter((t) => Number(t.state) === FLOW_TASK_STATE.completed).map((t) => String(t.key)))];
  return { xml: def.xml, done, current, state: inst.state };
}

// ---------------------------------------------------------------- timers

/**
 * Fires one due timer of the caller's tenant (the timer job runs it under asTenant): the instance
 * row is locked as every step locks it, the timer is claimed with a conditional update (waiting and
 * due → fired), the engine is recovered, the timer fired and the run saved, all in one transaction.
 * Answers whether this call fired it: a timer another process claimed first, one cancelled
 * meanwhile, or one of a suspended instance (it fires once the instance is activated) is left alone.
 */
export async function fireTimer(services: Services, tenantId: string, timerId: string): Promise<boolean> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [peek] = await tx.select({ pi: flowTimer.processInstanceId }).from(flowTimer).where(eq(flowTimer.id, timerId));
    if (!peek) return false;
    const [inst] = (await tx
      .select()
      .from(flowInstance)
      .where(eq(flowInstance.id, String(peek.pi)))
      .for('update')) as Row[];
    if (!inst) return false;
    if (nextFlowInstanceState(inst.state, 'ADVANCE') === null) {
      // an ended instance's timers are over; a suspended one's wait for its activation
      if (Number(inst.state) !== FLOW_INSTANCE_STATE.suspended || Number(inst.isDeleted) !== 0) {
        await tx.update(flowTimer).set({ state: TIMER_STATE.cancelled, updateTime: now }).where(and(eq(flowTimer.id, timerId), eq(flowTimer.state, TIMER_STATE.waiting)));
      }
      return false;
    }
    const [timer] = await tx
      .update(flowTimer)
      .set({ state: TIMER_STATE.fired, fireTime: now, updateTime: now })
      .where(and(eq(flowTimer.id, timerId), eq(flowTimer.state, TIMER_STATE.waiting), sql`${flowTimer.dueTime} <= ${now}`))
      .returning();
    if (!timer) return false;
    const [def] = (await tx.select().from(flowDefinition).where(eq(flowDefinition.id, String(inst.processDefinitionId)))) as Row[];
    const meta = await processMetaOf(String(def.id), String(def.xml));
    const vars: Vars = { ...((inst.variables as Vars) ?? {}) };
    const step = await fireTimerRun(inst.engineState, timer.executionId);
    const actor: Actor = { tenantId, userId: null };
    const names = await afterStep(tx, actor, inst, meta, step, vars, now);
    const state = step.ended ? FLOW_INSTANCE_STATE.completed : Number(inst.state);
    const done = await tx
      .update(flowInstance)
      .set({ state, endTime: step.ended ? now : null, engineState: step.state, revision: Number(inst.revision) + 1, currentTaskName: names.join('、').slice(0, 255) || null, updateTime: now })
      .where(and(eq(flowInstance.id, String(inst.id)), eq(flowInstance.revision, Number(inst.revision))))
      .returning({ id: flowInstance.id });
    if (!done.length) throw new Error('flow instance changed under its lock');
    await stepHooks.get(String(inst.processDefinitionKey))?.(tx, inst, { ended: step.ended, terminated: false, waitingAt: step.waiting.map((w) => w.id), passed: step.passed, variables: vars, now });
    return true;
  });
}

/** A timer whose step failed (a model the engine cannot run on) is kept as failed with the reason, not retried for ever. */
export async function failTimer(services: Services, timerId: string, reason: string): Promise<void> {
  await services.db
    .update(flowTimer)
    .set({ state: TIMER_STATE.failed, error: reason.slice(0, 500), updateTime: services.now() })
    .where(and(eq(flowTimer.id, timerId), eq(flowTimer.state, TIMER_STATE.waiting)));
}

/**
 * Starts the instance of one due timer start schedule of the caller's tenant (the timer job runs it
 * under asTenant), in one transaction: the schedule row is locked while waiting and due (a second
 * process waits for the lock, then finds it moved on and starts nothing), moved to its next
 * occurrence (or ended), and the instance started, as if by the one who deployed the definition.
 * A suspended definition's occurrence passes without an instance; a deleted one's schedule ends.
 */
export async function fireStartTimer(services: Services, tenantId: string, timerId: string): Promise<boolean> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [timer] = await tx
      .select()
      .from(flowStartTimer)
      .where(and(eq(flowStartTimer.id, timerId), eq(flowStartTimer.state, START_TIMER_STATE.waiting), sql`${flowStartTimer.dueTime} <= ${now}`))
      .for('update');
    if (!timer) return false;
    const [def] = (await tx.select().from(flowDefinition).where(eq(flowDefinition.id, timer.processDefinitionId))) as Row[];
    if (!def || Number(def.isDeleted) !== 0) {
      await tx.update(flowStartTimer).set({ state: START_TIMER_STATE.cancelled, updateTime: now }).where(eq(flowStartTimer.id, timer.id));
      return false;
    }
    const meta = await processMetaOf(String(def.id), String(def.xml));
    const suspended = nextFlowDefinitionState(def.state, 'START') === null;
    const fired = timer.fired + (suspended ? 0 : 1);
    // a date or a duration starts once: after its one occurrence (started or passed while suspended) it is done
    const next = meta.startTimer ? nextStartDue(meta.startTimer, new Date(def.createTime as Date), suspended ? 1 : fired, now) : null;
    await tx
      .update(flowStartTimer)
      .set({ dueTime: next ?? timer.dueTime, state: next ? START_TIMER_STATE.waiting : START_TIMER_STATE.done, fired, lastFireTime: suspended ? timer.lastFireTime : now, updateTime: now })
      .where(eq(flowStartTimer.id, timer.id));
    if (suspended) return false;
    const starter: Starter = { tenantId, userId: String(def.createUser), account: '' };
    await startInstanceTx(tx, starter, { processDefinitionId: String(def.id), values: {}, byTimer: true, title: `${String(def.name)}（定时发起）` }, 'zh', now);
    return true;
  });
}

/** A start the engine or the form refused: the schedule keeps the reason and waits for its next occurrence (or ends). */
export async function failStartTimer(services: Services, timerId: string, reason: string): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [timer] = await tx.select().from(flowStartTimer).where(and(eq(flowStartTimer.id, timerId), eq(flowStartTimer.state, START_TIMER_STATE.waiting))).for('update');
    if (!timer) return;
    const [def] = (await tx.select().from(flowDefinition).where(eq(flowDefinition.id, timer.processDefinitionId))) as Row[];
    const meta = def ? await processMetaOf(String(def.id), String(def.xml)).catch(() => null) : null;
    const next = meta?.startTimer ? nextStartDue(meta.startTimer, new Date(def.createTime as Date), timer.fired + 1, now) : null;
    await tx
      .update(flowStartTimer)
      .set({ dueTime: next ?? timer.dueTime, state: next ? START_TIMER_STATE.waiting : START_TIMER_STATE.done, error: reason.slice(0, 500), updateTime: now })
      .where(eq(flowStartTimer.id, timer.id));
  });
}

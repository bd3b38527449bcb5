/**
 * blade-flow (spec 3 "Workflow", docs/workflow.md): the lists are the declarations' generated pages
 * (src/domain/resources/flow/flow.ts) narrowed here to what the caller may see; the calls that move
 * the engine are hand-written over ./runtime.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { route, type Registrable } from '../../http/route';
import { noInput, vId } from '../../http/input';
import { ApiError, badRequest } from '../../http/envelope';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { declaredActionRoute } from '../../http/resource-router';
import { Codes, type Lang } from '../../../src/domain/codes';
import { flowDefinition, flowInstance, flowModel, flowTask } from '../../db/resource-tables/flow';
import { user } from '../../db/schema';
import { flowClaimResource, flowTodoResource, flowModelResource, flowProcessResource, FLOW_REASON_MAX } from '../../../src/domain/resources/flow/flow';
import { FLOW_TASK_STATE } from '../../../src/machines/flow-task.machine';
import { FLOW_DEFINITION_STATE } from '../../../src/machines/flow-definition.machine';
import { FLOW_COMMENT_MAX } from '../../../src/domain/flow-forms';
import { claimTask, completeTask, deleteDeployments, deploy, deployModel, diagramOf, heldBySql, historyOf, offeredToSql, startInstance, terminateInstance, transferTask } from './runtime';
import { blankModelXml } from './blank-model';
import { FORM_HOOKS, formRoutes } from './forms';
import BpmnModdle from 'bpmn-moddle';

/** 待办 and 待签 of the caller: the totals of 待办事务 and 待签事务 as their lists answer them (same where, same cache) */
export async function taskCounts(services: Services, auth: AuthContext): Promise<{ todo: number; claim: number }> {
  const todo = await TASK_LISTS.todo.list(services, auth, {}, 0, 1);
  const claim = await TASK_LISTS.claim.list(services, auth, {}, 0, 1);
  return { todo: todo.total, claim: claim.total };
}

const OPEN_TASK = [FLOW_TASK_STATE.unassigned, FLOW_TASK_STATE.claimed, FLOW_TASK_STATE.delegated];

export const FLOW_HOOKS: ResourceHookMap = {
  ...FORM_HOOKS,
  flowModel: {
    beforeWrite: async ({ value, id, lang }) => {
      if (value.modelKey !== undefined && !/^[A-Za-z_][\w.-]{0,63}$/.test(String(value.modelKey))) {
        throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The key must start with a letter and hold letters, digits, _ . -' : '模型标识须以字母开头，只能包含字母、数字、_ . -', { field: 'modelKey' });
      }
      // a new model starts as a start event the modeler can draw on
      if (!id && !value.xml) value.xml = blankModelXml(String(value.modelKey), String(value.name ?? value.modelKey));
    },
  },
  // 发起事务: the latest version of each active process
  flowStart: {
    where: () =>
      and(
        eq(flowDefinition.state, FLOW_DEFINITION_STATE.active),
        sql`${flowDefinition.version} = (select max(d2.version) from flow_definition d2 where d2.tenant_id = ${flowDefinition.tenantId} and d2.process_key = ${flowDefinition.processKey} and d2.is_deleted = 0)`,
        // a process with a timer start event is started by its schedule, not from this list
        sql`not exists (select 1 from flow_start_timer t where t.process_definition_id = ${flowDefinition.id})`,
      ),
  },
  flowSend: { where: ({ auth }) => eq(flowInstance.startUser, auth.userId) },
  flowTodo: { where: ({ auth }) => heldBySql(auth) },
  flowClaim: { where: ({ auth }) => offeredToSql(auth) },
  flowDone: { where: ({ auth }) => and(eq(flowTask.assignee, auth.userId), eq(flowTask.state, FLOW_TASK_STATE.completed)) },
  flowApproval: { where: () => inArray(flowTask.state, OPEN_TASK) },
  // a person reads their own leave requests; the administrator all of them
  processLeave: { where: ({ auth }) => (auth.isAdmin ? undefined : sql`apply_user = ${auth.userId}`) },
};

const TASK_LISTS = {
  todo: new ResourceRuntime(flowTodoResource, flowTask, FLOW_HOOKS.flowTodo),
  claim: new ResourceRuntime(flowClaimResource, flowTask, FLOW_HOOKS.flowClaim),
};

const taskInput = v.pipe(
  v.looseObject({ id: v.optional(v.unknown()), taskId: v.optional(v.unknown()) }),
  v.transform((x) => ({ taskId: x.taskId ?? x.id })),
  v.object({ taskId: vId() }),
);

/** the form's values: the body's `variables` object (BladeX) or its own fields */
function valuesOf(body: Record<string, unknown>, skip: string[]): Record<string, unknown> {
  const vars = body.variables;
  if (vars && typeof vars === 'object' && !Array.isArray(vars)) return { ...(vars as Record<string, unknown>) };
  return Object.fromEntries(Object.entries(body).filter(([k]) => !skip.includes(k)));
}

const completeInput = v.pipe(
  v.looseObject({
    id: v.optional(v.unknown()),
    taskId: v.optional(v.unknown()),
    outcome: v.optional(v.unknown()),
    flag: v.optional(v.unknown()),
    comment: v.optional(v.unknown()),
    variables: v.optional(v.unknown()),
  }),
  v.transform((x) => ({
    taskId: x.taskId ?? x.id,
    // BladeX sends flag 'ok' for pass
    outcome: x.outcome ?? (x.flag === 'ok' ? 'pass' : x.flag),
    comment: typeof x.comment === 'string' ? x.comment : '',
    values: valuesOf(x as Record<string, unknown>, ['id', 'taskId', 'outcome', 'flag', 'comment', 'processInstanceId', 'businessId']),
  })),
  v.object({
    taskId: vId(),
    outcome: v.unknown(),
    comment: v.pipe(v.string(), v.maxLength(FLOW_COMMENT_MAX, `审批意见最长${FLOW_COMMENT_MAX}个字符`)),
    values: v.record(v.string(), v.unknown()),
  }),
);

const startInput = v.pipe(
  v.looseObject({ processDefinitionId: v.optional(v.unknown()), variables: v.optional(v.unknown()) }),
  v.transform((x) => ({ processDefinitionId: x.processDefinitionId, values: valuesOf(x as Record<string, unknown>, ['processDefinitionId']) })),
  v.object({ processDefinitionId: vId('请选择流程'), values: v.record(v.string(), v.unknown()) }),
);

const BPMN_MAX_BYTES = 2 * 1024 * 1024;
const MODEL_XML_MAX = 500_000;

async function readBpmnUpload(req: FastifyRequest, lang: Lang): Promise<{ name: string; xml: string; fields: Record<string, string> }> {
  const noFile = lang === 'en' ? 'Please choose a .bpmn or .bpmn20.xml file' : '请选择 .bpmn 或 .bpmn20.xml 文件';
  if (!req.isMultipart()) throw badRequest(noFile);
  const fields: Record<string, string> = {};
  let file: { name: string; content: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: BPMN_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') file = { name: part.filename || 'process.bpmn', content: await part.toBuffer() };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(lang === 'en' ? 'The file is larger than 2 MB' : '文件不能超过2MB');
    throw badRequest(noFile);
  }
  if (!file || !file.content.length) throw badRequest(noFile);
  if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(file.name)) throw badRequest(noFile);
  return { name: file.name, xml: file.content.toString('utf8'), fields };
}

export const bladeFlowRoutes: Registrable[] = [
  ...formRoutes,
  declaredActionRoute(flowModelResource, 'deploy', async ({ auth, services, lang, call }) => deployModel(services, auth, call.ids[0], lang)),
  declaredActionRoute(flowProcessResource, 'deleteDeployment', async ({ auth, services, lang, call }) => {
    await deleteDeployments(services, auth, call.ids, Number(call.values.cascade ?? 0) === 1, lang);
    return true;
  }),
  route({
    method: 'POST',
    url: '/blade-flow/manager/deploy-upload',
    permission: 'flow_deploy_upload',
    // the file and its category are the multipart form's parts
    input: noInput,
    doc: { upload: true },
    handler: async ({ auth, services, req, lang }) => {
      const upload = await readBpmnUpload(req, lang);
      const category = upload.fields.category?.trim() || null;
      return services.db.transaction((tx) => deploy(tx, auth, { xml: upload.xml, category, resourceName: upload.name }, lang, services.now()));
    },
  }),
  route({
    method: 'POST',
    url: '/blade-flow/work/start-process',
    permission: ['work_start_start', 'work_leave_start'],
    input: startInput,
    handler: async ({ auth, services, input, lang }) => startInstance(services, auth, { processDefinitionId: input.processDefinitionId, values: input.values }, lang),
  }),
  route({
    method: 'POST',
    url: `/blade-flow/work/${flowClaimResource.actions?.[0].path ?? 'claim-task'}`,
    permission: 'work_claim_claim',
    input: taskInput,
    handler: async ({ auth, services, input, lang }) => {
      await claimTask(services, auth, input.taskId, lang);
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/blade-flow/work/complete-task',
    permission: ['work_todo_handle', 'work_leave_start'],
    input: completeInput,
    handler: async ({ auth, services, input, lang }) => completeTask(services, auth, { taskId: input.taskId, outcome: String(input.outcome ?? ''), comment: input.comment, values: input.values }, lang),
  }),
  route({
    method: 'POST',
    url: '/blade-flow/approval/transfer-task',
    permission: 'flow_approval_handle',
    input: v.pipe(
      v.looseObject({ id: v.optional(v.unknown()), taskId: v.optional(v.unknown()), assignee: v.optional(v.unknown()) }),
      v.transform((x) => ({ taskId: x.taskId ?? x.id, assignee: x.assignee })),
      v.object({ taskId: vId(), assignee: vId('请选择转办人') }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      await transferTask(services, auth, input.taskId, input.assignee, lang);
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/blade-flow/follow/delete-process-instance',
    permission: 'flow_follow_delete',
    input: v.pipe(
      v.looseObject({ id: v.optional(v.unknown()), processInstanceId: v.optional(v.unknown()), reason: v.optional(v.unknown()), deleteReason: v.optional(v.unknown()) }),
      v.transform((x) => ({ id: x.processInstanceId ?? x.id, reason: String(x.deleteReason ?? x.reason ?? '').trim() })),
      v.object({ id: vId(), reason: v.pipe(v.string(), v.minLength(1, '请输入删除原因'), v.maxLength(FLOW_REASON_MAX, `删除原因最长${FLOW_REASON_MAX}个字符`)) }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      await terminateInstance(services, auth, input.id, input.reason, lang);
      return true;
    },
  }),
  route({
    method: 'GET',
    url: '/blade-flow/process/history-flow-list',
    input: v.object({ processInstanceId: vId() }),
    handler: async ({ auth, services, input, lang }) => historyOf(services, auth, String(input.processInstanceId), lang),
  }),
  route({
    method: 'GET',
    url: '/blade-flow/process/diagram',
    input: v.looseObject({ processInstanceId: v.optional(vId()), processDefinitionId: v.optional(vId()) }),
    handler: async ({ auth, services, input, lang }) => diagramOf(services, auth, { processInstanceId: input.processInstanceId, processDefinitionId: input.processDefinitionId }, lang),
  }),
  route({
    method: 'GET',
    url: '/blade-flow/model/xml',
    permission: ['flow_model_edit', 'flow_model_add'],
    input: v.object({ id: vId() }),
    handler: async ({ services, input }) => {
      const [m] = await services.db
        .select({ id: flowModel.id, name: flowModel.name, modelKey: flowModel.modelKey, xml: flowModel.xml, version: flowModel.version })
        .from(flowModel)
        .where(and(eq(flowModel.id, input.id), eq(flowModel.isDeleted, 0)));
      if (!m) throw new ApiError(Codes.NOT_FOUND, '模型不存在');
      return m;
    },
  }),
  route({
    method: 'POST',
    url: '/blade-flow/model/save-xml',
    permission: ['flow_model_edit', 'flow_model_add'],
    maxString: MODEL_XML_MAX,
    input: v.object({
      id: vId(),
      xml: v.pipe(v.string(), v.minLength(1, '模型XML不能为空'), v.maxLength(MODEL_XML_MAX, '模型过大')),
    }),
    handler: async ({ auth, services, input, lang }) => {
      // drawn models are checked when deployed; here only that the XML reads, so a draft can be saved
      try {
        await new BpmnModdle().fromXML(input.xml);
      } catch (e) {
        throw badRequest(lang === 'en' ? `The BPMN does not parse: ${(e as Error).message}` : `BPMN文件无法解析：${(e as Error).message}`);
      }
      const done = await services.db
        .update(flowModel)
        .set({ xml: input.xml, updateUser: auth.userId, updateTime: services.now() })
        .where(and(eq(flowModel.id, input.id), eq(flowModel.isDeleted, 0)))
        .returning({ id: flowModel.id });
      if (!done.length) throw new ApiError(Codes.NOT_FOUND, '模型不存在');
      return true;
    },
  }),
  // the modeler's people picker (assignee, a multi-instance task's people): the tenant's users by
  // name, for the model's editors, who need not hold the user administration's list
  route({
    method: 'GET',
    url: '/blade-flow/model/people',
    permission: ['flow_model_edit', 'flow_model_add'],
    input: noInput,
    handler: async ({ services }) =>
      services.db
        .select({ id: user.id, realName: user.realName, name: user.name })
        .from(user)
        .where(eq(user.isDeleted, 0))
        .orderBy(user.id)
        .limit(2000),
  }),
  route({
    method: 'GET',
    url: '/blade-flow/work/start-form',
    input: v.object({ processDefinitionId: vId() }),
    handler: async ({ services, input }) => {
      const [d] = await services.db
        .select({ id: flowDefinition.id, name: flowDefinition.name, processKey: flowDefinition.processKey, version: flowDefinition.version, state: flowDefinition.state, startFormKey: flowDefinition.startFormKey })
        .from(flowDefinition)
        .where(and(eq(flowDefinition.id, input.processDefinitionId), eq(flowDefinition.isDeleted, 0)));
      if (!d) throw new ApiError(Codes.NOT_FOUND, '流程定义不存在');
      return d;
    },
  }),
  route({
    method: 'GET',
    url: '/blade-flow/work/task-detail',
    input: v.object({ taskId: vId() }),
    handler: async ({ services, input }) => {
      const [t] = (await services.db
        .select()
        .from(flowTask)
        .where(and(eq(flowTask.id, input.taskId), eq(flowTask.isDeleted, 0)))) as Record<string, unknown>[];
      if (!t) throw new ApiError(Codes.NOT_FOUND, '任务不存在');
      const [inst] = (await services.db.select({ variables: flowInstance.variables, state: flowInstance.state }).from(flowInstance).where(eq(flowInstance.id, String(t.processInstanceId)))) as Record<string, unknown>[];
      const { executionId: _e, ...task } = t;
      void _e;
      return { ...task, id: String(t.id), variables: inst?.variables ?? {}, instanceState: inst?.state };
    },
  }),
  // the bell's, the palette's and the home page's 待办 and 待签: the totals of the two lists themselves
  route({
    method: 'GET',
    url: '/blade-flow/work/count',
    input: noInput,
    handler: async ({ auth, services }) => taskCounts(services, auth),
  }),
];

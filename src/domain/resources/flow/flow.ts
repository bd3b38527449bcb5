/**
 * The workflow engine's records (流程管理 and 我的事务, spec 3 "Workflow", docs/workflow.md): process
 * models drawn in the modeler, deployed process definitions, process instances run by the BPMN
 * engine on the server, their user tasks, and the leave requests of the demo leave flow. Each list
 * of the menus is a declaration over one of these tables; what only a person may see (my todo, my
 * sent instances) is the server's filter (server/modules/blade-flow).
 */
import { defineResource, f, viewOf, type ActionDecl, type ResourceDecl } from '../types';
import { FLOW_DEFINITION_STATE_OPTIONS, nextFlowDefinitionState, flowDefinitionRefusal } from '../../../machines/flow-definition.machine';
import { FLOW_INSTANCE_STATE_OPTIONS, nextFlowInstanceState, flowInstanceRefusal } from '../../../machines/flow-instance.machine';
import { FLOW_TASK_STATE_OPTIONS, nextFlowTaskState, flowTaskRefusal } from '../../../machines/flow-task.machine';
import { FLOW_COMMENT_MAX, FLOW_TASK_FIELDS, LEAVE_TYPE_OPTIONS } from '../../flow-forms';
import { FLOW_FORM_STATUS_OPTIONS } from '../../flow-form-design';

export const FLOW_REASON_MAX = 255;

// ---------------------------------------------------------------- models

export const flowModelResource = defineResource({
  key: 'flowModel',
  service: 'blade-flow',
  base: 'model',
  table: 'flow_model',
  title: { zh: '模型管理', en: 'Models' },
  menu: 'flow-model',
  buttonPrefix: 'flow_model',
  labelField: 'name',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '模型名称', en: 'Name' }, { required: true, max: 64, list: 180, search: 'like' }),
    modelKey: f.string({ zh: '模型标识', en: 'Key' }, { required: true, max: 64, list: 160, search: 'like', unique: true }),
    category: f.dict({ zh: '流程分类', en: 'Category' }, { dict: 'flow_category', list: 110, search: 'eq' }),
    description: f.string({ zh: '描述', en: 'Description' }, { max: 255, list: 200, form: 'textarea' }),
    // the BPMN 2.0 XML, drawn in the modeler page (a new model starts with a start event)
    xml: f.text({ zh: '模型XML', en: 'BPMN XML' }, { form: false }),
    version: f.int({ zh: '已部署版本', en: 'Deployed version' }, { list: 110, readonly: true, form: false, default: 0 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  actions: [
    {
      name: 'deploy',
      label: { zh: '部署', en: 'Deploy' },
      path: 'deploy',
      permission: 'flow_model_deploy',
      custom: true,
      key: 'Shift+D',
      confirm: { zh: '确定部署该模型？将生成流程的新版本，已发起的流程按原版本继续。', en: 'Deploy this model? A new version of the process is made; running instances keep their version.' },
    },
  ],
  defaultSort: ['updateTime', 'desc'],
});

// ---------------------------------------------------------------- designed forms

/**
 * 流程表单: the forms a tenant designs (docs/workflow.md "Forms"). The list is generated; the fields
 * are edited on the designer page (/flow/form/design?id=) and written by `form/save-fields`; 发布
 * checks them and makes them the version models and running processes use.
 */
export const flowFormResource = defineResource({
  key: 'flowFormDesign',
  service: 'blade-flow',
  base: 'form',
  table: 'flow_form',
  title: { zh: '流程表单', en: 'Process forms' },
  menu: 'flow-form',
  buttonPrefix: 'flow_form',
  labelField: 'name',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '表单名称', en: 'Name' }, { required: true, max: 64, list: 180, search: 'like' }),
    formKey: f.string({ zh: '表单标识', en: 'Key' }, { required: true, max: 64, list: 160, search: 'like', unique: true }),
    description: f.string({ zh: '描述', en: 'Description' }, { max: 255, list: 200, form: 'textarea' }),
    status: f.int({ zh: '状态', en: 'State' }, { list: 110, search: 'eq', readonly: true, default: 0, options: FLOW_FORM_STATUS_OPTIONS }),
    version: f.int({ zh: '已发布版本', en: 'Published version' }, { list: 110, readonly: true, default: 0 }),
    // the draft the designer edits (form/design) and the version last published (form/published):
    // answered by those calls, not by the list
    fields: f.json({ zh: '表单字段', en: 'Fields' }, { form: false, secret: true }),
    published: f.json({ zh: '已发布字段', en: 'Published fields' }, { readonly: true, secret: true }),
    publishTime: f.datetime({ zh: '发布时间', en: 'Published at' }, { list: 170, readonly: true }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  actions: [
    {
      name: 'publish',
      label: { zh: '发布', en: 'Publish' },
      path: 'publish',
      permission: 'flow_form_publish',
      custom: true,
      key: 'Shift+P',
      confirm: { zh: '确定发布该表单？引用它的流程此后按新版本填写与校验。', en: 'Publish this form? Processes naming it use the new version from now on.' },
      applies: (row) => Number(row.status) !== 1,
      refusal: () => ({ zh: '表单没有未发布的修改', en: 'The form has no unpublished changes' }),
    },
  ],
  defaultSort: ['updateTime', 'desc'],
});

// ---------------------------------------------------------------- process definitions

const definitionEvent = (name: 'SUSPEND' | 'ACTIVATE', label: ActionDecl['label'], state: number, key: string): ActionDecl => ({
  name,
  label,
  path: 'change-state',
  permission: 'flow_manager_change_state',
  set: { state },
  key,
  applies: (row) => nextFlowDefinitionState(row.state, name) !== null,
  refusal: (row) => flowDefinitionRefusal(row.state, name),
});

const definitionFields = {
  name: f.string({ zh: '流程名称', en: 'Name' }, { required: true, max: 64, list: 180, search: 'like', readonly: true }),
  processKey: f.string({ zh: '流程标识', en: 'Key' }, { required: true, max: 64, list: 150, search: 'like', readonly: true }),
  category: f.dict({ zh: '流程分类', en: 'Category' }, { dict: 'flow_category', list: 100, search: 'eq', readonly: true }),
  version: f.int({ zh: '版本', en: 'Version' }, { list: 70, readonly: true }),
  state: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, default: 1, options: FLOW_DEFINITION_STATE_OPTIONS }),
  resourceName: f.string({ zh: '资源文件', en: 'File' }, { max: 128, list: 180, readonly: true }),
  startFormKey: f.string({ zh: '发起表单', en: 'Start form' }, { max: 64, readonly: true }),
  modelId: f.id({ zh: '模型', en: 'Model' }, { readonly: true }),
  // the deployed XML: answered only by the diagram call, never in a list
  xml: f.text({ zh: '流程XML', en: 'BPMN XML' }, { readonly: true, secret: true }),
  createTime: f.datetime({ zh: '部署时间', en: 'Deployed at' }, { list: 170, readonly: true, sortable: true }),
} as const;

export const flowProcessResource = defineResource({
  key: 'flowProcess',
  service: 'blade-flow',
  base: 'manager',
  table: 'flow_definition',
  title: { zh: '流程管理', en: 'Process manager' },
  menu: 'flow-manager',
  buttonPrefix: 'flow_manager',
  labelField: 'name',
  paging: 'current',
  scope: 'tenant',
  fields: definitionFields,
  ops: { page: 'list' },
  actions: [
    definitionEvent('SUSPEND', { zh: '挂起', en: 'Suspend' }, 2, 'Shift+P'),
    definitionEvent('ACTIVATE', { zh: '激活', en: 'Activate' }, 1, 'Shift+A'),
    {
      name: 'deleteDeployment',
      label: { zh: '删除', en: 'Delete' },
      path: 'delete-deployment',
      permission: 'flow_manager_delete',
      custom: true,
      input: {
        cascade: f.bool({ zh: '同时删除流程实例', en: 'Also delete its instances' }, { form: 'switch', default: 0 }),
      },
      confirm: { zh: '确定删除该部署？有运行中的流程实例时，需勾选同时删除流程实例。', en: 'Delete this deployment? While instances run, deleting them too must be ticked.' },
    },
  ],
  defaultSort: ['createTime', 'desc'],
});

/** 部署管理: the deployments, with the upload of a BPMN file (the screen's own button). */
export const flowDeploymentResource = viewOf(flowProcessResource, {
  key: 'flowDeployment',
  base: 'deploy',
  title: { zh: '部署管理', en: 'Deployments' },
  menu: 'flow-deploy',
  buttonPrefix: 'flow_deploy',
});

/** 发起事务: the active latest versions the user may start. */
export const flowStartResource = viewOf(flowProcessResource, {
  key: 'flowStart',
  base: 'work',
  title: { zh: '发起事务', en: 'Start a process' },
  menu: 'work-start',
  buttonPrefix: 'work_start',
  ops: { page: 'start-list' },
  // the list holds active versions only: a state filter would offer nothing to choose
  hideSearch: ['state'],
});

// ---------------------------------------------------------------- instances

const instanceFields = {
  processDefinitionId: f.id({ zh: '流程定义', en: 'Definition' }, { readonly: true, search: 'eq' }),
  processDefinitionKey: f.string({ zh: '流程标识', en: 'Key' }, { max: 64, readonly: true }),
  processDefinitionName: f.string({ zh: '流程名称', en: 'Process' }, { max: 64, list: 150, search: 'like', readonly: true }),
  processDefinitionVersion: f.int({ zh: '版本', en: 'Version' }, { list: 60, readonly: true }),
  title: f.string({ zh: '事务标题', en: 'Title' }, { max: 128, list: 220, search: 'like', readonly: true }),
  businessId: f.id({ zh: '业务编号', en: 'Business id' }, { readonly: true }),
  startUser: f.id({ zh: '发起人', en: 'Started by' }, { readonly: true }),
  startUserName: f.string({ zh: '发起人', en: 'Started by' }, { max: 64, list: 90, search: 'like', readonly: true }),
  state: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, default: 1, options: FLOW_INSTANCE_STATE_OPTIONS }),
  currentTaskName: f.string({ zh: '当前环节', en: 'Current step' }, { max: 255, list: 140, readonly: true }),
  createTime: f.datetime({ zh: '发起时间', en: 'Started at' }, { list: 170, readonly: true, sortable: true }),
  endTime: f.datetime({ zh: '结束时间', en: 'Ended at' }, { list: 170, readonly: true }),
  deleteReason: f.string({ zh: '终止原因', en: 'Termination reason' }, { max: FLOW_REASON_MAX, readonly: true }),
  variables: f.json({ zh: '流程变量', en: 'Variables' }, { readonly: true }),
  // the BPMN engine's saved state (bpmn-engine getState), recovered for every step
  engineState: f.json({ zh: '引擎状态', en: 'Engine state' }, { readonly: true, secret: true }),
  // steps of the engine run so far: the conditional update of every step (one winner)
  revision: f.int({ zh: '版本号', en: 'Revision' }, { readonly: true, default: 0 }),
} as const;

const instanceEvent = (name: 'SUSPEND' | 'ACTIVATE', label: ActionDecl['label'], state: number, key: string): ActionDecl => ({
  name,
  label,
  path: 'change-state',
  permission: 'flow_follow_delete',
  set: { state },
  key,
  applies: (row) => nextFlowInstanceState(row.state, name) !== null,
  refusal: (row) => flowInstanceRefusal(row.state, name),
});

export const flowInstanceResource = defineResource({
  key: 'flowInstance',
  service: 'blade-flow',
  base: 'follow',
  table: 'flow_instance',
  title: { zh: '流程跟踪', en: 'Process follow' },
  menu: 'flow-follow',
  buttonPrefix: 'flow_follow',
  labelField: 'title',
  paging: 'current',
  scope: 'tenant',
  fields: instanceFields,
  ops: { page: 'list' },
  actions: [
    instanceEvent('SUSPEND', { zh: '挂起', en: 'Suspend' }, 2, 'Shift+P'),
    instanceEvent('ACTIVATE', { zh: '激活', en: 'Activate' }, 1, 'Shift+A'),
    {
      name: 'TERMINATE',
      label: { zh: '删除', en: 'Delete' },
      path: 'delete-process-instance',
      permission: 'flow_follow_delete',
      custom: true,
      confirm: { zh: '确定终止并删除该流程实例？', en: 'Terminate and delete this process instance?' },
      reason: { label: { zh: '删除原因', en: 'Reason' }, max: FLOW_REASON_MAX },
      applies: (row) => nextFlowInstanceState(row.state, 'TERMINATE') !== null,
      refusal: (row) => flowInstanceRefusal(row.state, 'TERMINATE'),
    },
  ],
  defaultSort: ['createTime', 'desc'],
});

/** 已发事务: the instances the user started. */
export const flowSendResource = viewOf(flowInstanceResource, {
  key: 'flowSend',
  base: 'work',
  title: { zh: '已发事务', en: 'Sent' },
  menu: 'work-send',
  buttonPrefix: 'work_send',
  ops: { page: 'send-list' },
  // every row is the user's own: 发起人 would only ever be them
  hideSearch: ['startUserName'],
});

// ---------------------------------------------------------------- tasks

const taskFields = {
  processInstanceId: f.id({ zh: '流程实例', en: 'Instance' }, { readonly: true, search: 'eq' }),
  processDefinitionId: f.id({ zh: '流程定义', en: 'Definition' }, { readonly: true }),
  processDefinitionName: f.string({ zh: '流程名称', en: 'Process' }, { max: 64, list: 140, search: 'like', readonly: true }),
  title: f.string({ zh: '事务标题', en: 'Title' }, { max: 128, list: 220, search: 'like', readonly: true }),
  taskDefinitionKey: f.string({ zh: '环节标识', en: 'Step key' }, { max: 64, readonly: true }),
  executionId: f.string({ zh: '执行编号', en: 'Execution' }, { max: 128, readonly: true, secret: true }),
  taskName: f.string({ zh: '当前环节', en: 'Step' }, { max: 128, list: 140, search: 'like', readonly: true }),
  formKey: f.string({ zh: '表单', en: 'Form' }, { max: 64, readonly: true }),
  businessId: f.id({ zh: '业务编号', en: 'Business id' }, { readonly: true }),
  startUserName: f.string({ zh: '发起人', en: 'Started by' }, { max: 64, list: 90, readonly: true }),
  assignee: f.id({ zh: '办理人', en: 'Assignee' }, { readonly: true }),
  assigneeName: f.string({ zh: '办理人', en: 'Assignee' }, { max: 64, list: 90, search: 'like', readonly: true }),
  candidateUsers: f.string({ zh: '候选人', en: 'Candidate users' }, { max: 1000, readonly: true }),
  candidateGroups: f.string({ zh: '候选组', en: 'Candidate groups' }, { max: 1000, readonly: true }),
  state: f.int({ zh: '任务状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, default: 0, options: FLOW_TASK_STATE_OPTIONS }),
  createTime: f.datetime({ zh: '到达时间', en: 'Arrived' }, { list: 170, readonly: true, sortable: true }),
  claimTime: f.datetime({ zh: '签收时间', en: 'Claimed' }, { readonly: true }),
  endTime: f.datetime({ zh: '办结时间', en: 'Completed' }, { list: 170, readonly: true }),
  outcome: f.string({ zh: '审批结果', en: 'Outcome' }, { max: 16, list: 80, readonly: true, options: FLOW_TASK_FIELDS.outcome.options }),
  comment: f.string({ zh: '审批意见', en: 'Comment' }, { max: FLOW_COMMENT_MAX, list: 200, readonly: true }),
  formData: f.json({ zh: '表单数据', en: 'Form data' }, { readonly: true }),
} as const;

export const flowTaskResource = defineResource({
  key: 'flowTask',
  service: 'blade-flow',
  base: 'task',
  table: 'flow_task',
  title: { zh: '流程任务', en: 'Tasks' },
  buttonPrefix: 'flow_task',
  labelField: 'taskName',
  paging: 'current',
  scope: 'tenant',
  fields: taskFields,
  ops: {},
  defaultSort: ['createTime', 'desc'],
});

const taskView = <K extends string>(r: Parameters<typeof viewOf<K>>[1]) => viewOf(flowTaskResource, r);

const claimAction: ActionDecl = {
  name: 'CLAIM',
  label: { zh: '签收', en: 'Claim' },
  path: 'claim-task',
  permission: 'work_claim_claim',
  custom: true,
  key: 'c',
  applies: (row) => nextFlowTaskState(row.state, 'CLAIM') !== null,
  refusal: (row) => flowTaskRefusal(row.state, 'CLAIM'),
};

const completeAction: ActionDecl = {
  name: 'COMPLETE',
  label: { zh: '办理', en: 'Handle' },
  path: 'complete-task',
  permission: 'work_todo_handle',
  custom: true,
  key: 'h',
  input: FLOW_TASK_FIELDS,
  applies: (row) => nextFlowTaskState(row.state, 'COMPLETE') !== null,
  refusal: (row) => flowTaskRefusal(row.state, 'COMPLETE'),
};

export const flowTodoResource = taskView({ key: 'flowTodo', base: 'work', title: { zh: '待办事务', en: 'To do' }, menu: 'work-todo', buttonPrefix: 'work_todo', ops: { page: 'todo-list' }, actions: [completeAction] });
export const flowClaimResource = taskView({ key: 'flowClaim', base: 'work', title: { zh: '待签事务', en: 'To claim' }, menu: 'work-claim', buttonPrefix: 'work_claim', ops: { page: 'claim-list' }, actions: [claimAction] });
export const flowDoneResource = taskView({ key: 'flowDone', base: 'work', title: { zh: '办结事务', en: 'Done' }, menu: 'work-done', buttonPrefix: 'work_done', ops: { page: 'done-list' } });
export const flowApprovalResource = taskView({
  key: 'flowApproval',
  base: 'approval',
  title: { zh: '审批管理', en: 'Approvals' },
  menu: 'flow-approval',
  buttonPrefix: 'flow_approval',
  ops: { page: 'list' },
  actions: [
    {
      name: 'DELEGATE',
      label: { zh: '转办', en: 'Reassign' },
      path: 'transfer-task',
      permission: 'flow_approval_handle',
      custom: true,
      key: 't',
      input: { assignee: f.id({ zh: '转办给', en: 'Reassign to' }, { required: true, form: 'select', ref: 'user' }) },
      applies: (row) => nextFlowTaskState(row.state, 'DELEGATE') !== null,
      refusal: (row) => flowTaskRefusal(row.state, 'DELEGATE'),
    },
  ],
});

// ---------------------------------------------------------------- the leave flow (blade-desk)

export const processLeaveResource = defineResource({
  key: 'processLeave',
  service: 'blade-desk',
  base: 'process/leave',
  table: 'blade_process_leave',
  title: { zh: '请假流程', en: 'Leave requests' },
  menu: 'work-leave',
  buttonPrefix: 'work_leave',
  idField: 'businessId',
  labelField: 'reason',
  paging: 'current',
  scope: 'tenant',
  fields: {
    processDefinitionId: f.id({ zh: '流程定义', en: 'Definition' }, { readonly: true }),
    processInstanceId: f.id({ zh: '流程实例', en: 'Instance' }, { readonly: true }),
    applyUser: f.id({ zh: '申请人', en: 'Applicant' }, { readonly: true }),
    applyUserName: f.string({ zh: '申请人', en: 'Applicant' }, { max: 64, list: 90, search: 'like', readonly: true }),
    leaveType: f.int({ zh: '请假类型', en: 'Leave type' }, { list: 90, search: 'eq', readonly: true, options: LEAVE_TYPE_OPTIONS }),
    startTime: f.date({ zh: '开始日期', en: 'From' }, { list: 110, readonly: true }),
    endTime: f.date({ zh: '结束日期', en: 'To' }, { list: 110, readonly: true }),
    days: f.int({ zh: '天数', en: 'Days' }, { list: 60, readonly: true }),
    reason: f.string({ zh: '请假理由', en: 'Reason' }, { max: 255, list: 200, readonly: true }),
    state: f.dict({ zh: '审批状态', en: 'State' }, { dict: 'flow_instance_state', list: 90, search: 'eq', readonly: true, default: '0' }),
    createTime: f.datetime({ zh: '申请时间', en: 'Applied at' }, { list: 170, readonly: true, sortable: true }),
  },
  ops: { page: 'list' },
  defaultSort: ['createTime', 'desc'],
});

export const FLOW_RESOURCES = [
  flowModelResource,
  flowFormResource,
  flowProcessResource,
  flowDeploymentResource,
  flowStartResource,
  flowInstanceResource,
  flowSendResource,
  flowTaskResource,
  flowTodoResource,
  flowClaimResource,
  flowDoneResource,
  flowApprovalResource,
  processLeaveResource,
] as const satisfies readonly ResourceDecl[];

/** The workflow area's screens, as the shell routes them before the area's code (and bpmn-js) is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const FLOW_MENUS = ['flow-model', 'flow-form', 'flow-deploy', 'flow-manager', 'flow-follow', 'flow-approval', 'work-start', 'work-claim', 'work-todo', 'work-send', 'work-done', 'work-leave'] as const;

export const manifest: AreaManifest = {
  area: 'flow',
  pages: [
    { path: '/flow/model/design', title: { zh: '流程设计', en: 'Process design' } },
    { path: '/flow/form/design', title: { zh: '表单设计', en: 'Form designer' }, noCache: true },
    { path: '/flow/history', title: { zh: '流程跟踪', en: 'Process history' }, noCache: true },
    { path: '/work/start/form/:processDefinitionId', title: { zh: '发起流程', en: 'Start a process' }, noCache: true },
    { path: '/work/handle/:taskId', title: { zh: '办理任务', en: 'Handle a task' }, noCache: true },
    { path: '/work/process/leave/form/:processDefinitionId', title: { zh: '请假申请', en: 'Leave request' }, noCache: true },
    { path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId', title: { zh: '请假审批', en: 'Leave approval' }, noCache: true },
    { path: '/work/process/leave/detail/:processInstanceId/:businessId', title: { zh: '请假详情', en: 'Leave detail' }, noCache: true },
  ],
  menus: FLOW_MENUS,
};

/** 流程管理 and 我的事务 (spec 3 "Workflow", docs/workflow.md): this area's screens, loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { FlowApprovalScreen, FlowDeployScreen, FlowFormScreen, FlowFollowScreen, FlowManagerScreen, FlowModelScreen, WorkClaimScreen, WorkDoneScreen, WorkLeaveScreen, WorkSendScreen, WorkStartScreen, WorkTodoScreen } from './flow-lists';
import { ModelDesignPage } from './model-design-page';
import { FormDesignPage } from './form-design-page';
import { HistoryPage } from './history-page';
import { LeaveDetailPage, LeaveFormPage, LeaveHandlePage, StartFormPage, TaskHandlePage } from './flow-forms-pages';

export const screens: AreaScreens = {
  pages: {
    '/flow/model/design': ModelDesignPage,
    '/flow/form/design': FormDesignPage,
    '/flow/history': HistoryPage,
    '/work/start/form/:processDefinitionId': StartFormPage,
    '/work/handle/:taskId': TaskHandlePage,
    '/work/process/leave/form/:processDefinitionId': LeaveFormPage,
    '/work/process/leave/handle/:taskId/:processInstanceId/:businessId': LeaveHandlePage,
    '/work/process/leave/detail/:processInstanceId/:businessId': LeaveDetailPage,
  },
  menus: {
    'flow-model': FlowModelScreen,
    'flow-form': FlowFormScreen,
    'flow-deploy': FlowDeployScreen,
    'flow-manager': FlowManagerScreen,
    'flow-follow': FlowFollowScreen,
    'flow-approval': FlowApprovalScreen,
    'work-start': WorkStartScreen,
    'work-claim': WorkClaimScreen,
    'work-todo': WorkTodoScreen,
    'work-send': WorkSendScreen,
    'work-done': WorkDoneScreen,
    'work-leave': WorkLeaveScreen,
  },
};

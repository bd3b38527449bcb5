import { defineResource, f, type Option } from '../types';
import { EXECUTE_STATUS, EXECUTE_STATUS_OPTIONS, invitationRowRefusal, invitationStatusAt, nextInvitationStatus } from '../../../machines/invitation.machine';

export { EXECUTE_STATUS, EXECUTE_STATUS_OPTIONS };

/** How many customers one task may invite. */
export const MAX_INVITED = 500;

/** The rules of a task beyond its fields' own checks, with their messages: the edit page and the server both use them. */
export const INVITATION_RULES = {
  endsAfterStart: { zh: '结束时间必须晚于开始时间', en: 'The end must be after the start' },
  maxInvited: { zh: `一个邀约任务最多${MAX_INVITED}位客户`, en: `At most ${MAX_INVITED} customers in one task` },
} as const;

/** The first rule the values break (field and message), or null; values missing from a partial update are not checked. */
export function invitationRuleProblem(value: Readonly<Record<string, unknown>>): { field: 'endTime' | 'customerIds'; message: { zh: string; en: string } } | null {
  if (value.startTime && value.endTime && Date.parse(String(value.endTime)) <= Date.parse(String(value.startTime))) {
    return { field: 'endTime', message: INVITATION_RULES.endsAfterStart };
  }
  if (value.customerIds !== undefined && new Set(String(value.customerIds ?? '').split(',').filter(Boolean)).size > MAX_INVITED) {
    return { field: 'customerIds', message: INVITATION_RULES.maxInvited };
  }
  return null;
}

export const INVITE_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '到店邀约', en: 'Store visit' },
  { value: 2, zh: '试驾邀约', en: 'Test drive' },
  { value: 3, zh: '活动邀约', en: 'Event' },
];

/**
 * An invitation task (invite config): which store customers the executors invite, when, with
 * which script. Whether an invited customer came is read from the clue traces (a visit in the window).
 */
export const invitationResource = defineResource({
  key: 'ahInviteConfig',
  service: 'crm-dcc',
  base: 'ahInviteConfig',
  table: 'ah_invite_config',
  title: { zh: '邀约任务', en: 'Invitations' },
  menu: 'client-invitation',
  buttonPrefix: 'client_invitation',
  paging: 'current',
  scope: 'store',
  fields: {
    taskName: f.string({ zh: '任务名称', en: 'Task' }, { required: true, max: 50, list: 160, search: 'like' }),
    // the invite task option the task was made from (invite-task-option.ts), its name kept as it was
    ahInviteTaskOptionId: f.id({ zh: '邀约选项', en: 'Option' }, { search: 'eq', form: 'select', ref: 'ahInviteTaskOption' }),
    optionName: f.string({ zh: '邀约选项', en: 'Option' }, { max: 30, list: 110, readonly: true, form: false }),
    inviteType: f.int({ zh: '邀约类型', en: 'Type' }, { required: true, list: 90, search: 'eq', options: INVITE_TYPE_OPTIONS, form: 'select' }),
    startTime: f.datetime({ zh: '开始时间', en: 'Starts' }, { required: true, list: 150, search: 'range', sortable: true }),
    endTime: f.datetime({ zh: '结束时间', en: 'Ends' }, { required: true, list: 150 }),
    executeStatus: f.int({ zh: '执行状态', en: 'Status' }, { list: 80, search: 'eq', form: false, readonly: true, default: 0, options: EXECUTE_STATUS_OPTIONS }),
    executorIds: f.ids({ zh: '执行人', en: 'Executors' }),
    customerIds: f.ids({ zh: '邀约客户', en: 'Customers' }),
    customerCount: f.int({ zh: '客户数', en: 'Customers' }, { list: 70, form: false, readonly: true, default: 0 }),
    script: f.text({ zh: '邀约话术', en: 'Script' }, { max: 2000, form: 'textarea' }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
  },
  ops: { page: ['getPage', 'page'], all: 'list', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  actions: [
    // the invitation machine's events: offered where the machine allows them, and checked again by the
    // resource engine on every task sent, which answers the machine's reason when it refuses
    {
      name: 'START',
      label: { zh: '开始执行', en: 'Start' },
      path: 'start',
      permission: 'client_invitation_edit',
      set: { executeStatus: EXECUTE_STATUS.running },
      applies: (row) => nextInvitationStatus(invitationStatusAt(row, new Date()), 'START') !== null,
      refusal: (row, many) => invitationRowRefusal(row, 'START', many),
    },
    {
      name: 'STOP',
      label: { zh: '停止执行', en: 'Stop' },
      path: 'stop',
      permission: 'client_invitation_edit',
      confirm: { zh: '确定停止该邀约任务？', en: 'Stop this invitation task?' },
      set: { executeStatus: EXECUTE_STATUS.stopped },
      applies: (row) => nextInvitationStatus(invitationStatusAt(row, new Date()), 'STOP') !== null,
      refusal: (row, many) => invitationRowRefusal(row, 'STOP', many),
    },
  ],
  defaultSort: ['startTime', 'desc'],
});

/**
 * Member missions (会员任务, /memberManage/missionManage and its detail page; the spec names the pages,
 * not the calls): tasks a mini-program user completes for boutique points. Each store has one row per
 * mission kind (签到, 首次保养, 推荐好友, 评价), seeded, so the menu offers edit and view only: the store
 * sets the reward, how often it can be earned and whether it is open. A completion is a record with
 * the points it paid, each the ledger row 8 任务奖励 with the record's number. docs/members.md.
 */
import { defineResource, f, type Option } from '../types';

export const MISSION_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '每日签到', en: 'Daily sign-in' },
  { value: 2, zh: '首次保养', en: 'First service' },
  { value: 3, zh: '推荐好友', en: 'Referral' },
  { value: 4, zh: '服务评价', en: 'Review' },
];
export const MISSION_CYCLE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '每日一次', en: 'Once a day' },
  { value: 2, zh: '仅一次', en: 'Once' },
  { value: 3, zh: '不限次数', en: 'No limit' },
];
export const MISSION_OPEN_OPTIONS: readonly Option[] = [
  { value: 0, zh: '关闭', en: 'Closed' },
  { value: 1, zh: '开启', en: 'Open' },
];

export const memberMissionRecordResource = defineResource({
  key: 'ahMemberMissionRecord',
  service: 'crm-member',
  base: 'ahMemberMissionRecord',
  table: 'ah_member_mission_record',
  title: { zh: '完成记录', en: 'Completions' },
  buttonPrefix: 'member_mission',
  labelField: 'recordNo',
  paging: 'current',
  scope: 'store',
  fields: {
    ahMemberMissionId: f.id({ zh: '会员任务', en: 'Mission' }, { search: 'eq', readonly: true, form: false }),
    recordNo: f.string({ zh: '记录号', en: 'Record no.' }, { max: 40, list: 170, readonly: true }),
    ahMemberWxId: f.id({ zh: '小程序用户', en: 'User' }, { readonly: true, form: false }),
    nickName: f.string({ zh: '微信昵称', en: 'WeChat name' }, { max: 50, list: 110, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    rewardIntegral: f.int({ zh: '奖励积分', en: 'Points' }, { list: 90, readonly: true }),
    finishTime: f.datetime({ zh: '完成时间', en: 'Completed' }, { list: 160, search: 'range', sortable: true, readonly: true }),
  },
  ops: { page: 'list' },
  defaultSort: ['finishTime', 'desc'],
});

export const memberMissionResource = defineResource({
  key: 'ahMemberMission',
  service: 'crm-member',
  base: 'ahMemberMission',
  table: 'ah_member_mission',
  title: { zh: '会员任务', en: 'Member missions' },
  menu: 'member-mission',
  buttonPrefix: 'member_mission',
  labelField: 'missionName',
  paging: 'current',
  scope: 'store',
  fields: {
    missionType: f.int({ zh: '任务类型', en: 'Kind' }, { list: 100, search: 'eq', readonly: true, options: MISSION_TYPE_OPTIONS }),
    missionName: f.string({ zh: '任务名称', en: 'Mission' }, { required: true, max: 30, list: 140, search: 'like' }),
    rewardIntegral: f.int({ zh: '奖励积分', en: 'Reward points' }, { required: true, list: 90, maxValue: 10_000 }),
    cycle: f.int({ zh: '完成频次', en: 'How often' }, { required: true, list: 100, options: MISSION_CYCLE_OPTIONS }),
    isOpen: f.int({ zh: '任务状态', en: 'State' }, { required: true, list: 80, search: 'eq', options: MISSION_OPEN_OPTIONS }),
    finishCount: f.int({ zh: '完成次数', en: 'Completions' }, { list: 90, readonly: true, default: 0 }),
    rewardTotal: f.int({ zh: '累计发放积分', en: 'Points paid' }, { list: 110, readonly: true, default: 0 }),
    description: f.string({ zh: '任务说明', en: 'Description' }, { max: 255, list: 220, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', update: 'update' },
  pages: { view: '/memberManage/missionManage/detail' },
  related: [{ resource: 'ahMemberMissionRecord', foreignKey: 'ahMemberMissionId' }],
  defaultSort: ['missionType', 'asc'],
});

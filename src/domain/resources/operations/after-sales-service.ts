/**
 * After-sales beyond the work orders (docs/after-sales.md): 事项工单 (non-repair tasks with an assignee
 * and a due time), the four 车主服务 (one request table, a slice per menu) through the owner-service
 * machine, and 延保确认 (extended warranties sold with car orders, confirmed or rejected).
 */
import { defineResource, f, type ActionDecl, type Label, type Option } from '../types';
import { vMobile, vPlate } from '../../validators';
import {
  OWNER_SERVICE_STATE,
  OWNER_SERVICE_STATE_OPTIONS,
  nextOwnerServiceState,
  ownerServiceRefusal,
  type OwnerServiceEventType,
} from '../../../machines/owner-service.machine';

export { OWNER_SERVICE_STATE, OWNER_SERVICE_STATE_OPTIONS };

export const AFTER_SALES_SERVICE_MESSAGES = {
  pastTime: { zh: '预约时间不能早于当前时间', en: 'The appointment time cannot be in the past' },
  pastDue: { zh: '截止时间不能早于当前时间', en: 'The due time cannot be in the past' },
} as const satisfies Record<string, Label>;

/** The machine's events as actions of a resource whose handle button is `<prefix>_handle`. */
function serviceEvents(prefix: string): ActionDecl[] {
  const ev = (name: OwnerServiceEventType, path: string, label: Label, set: Record<string, number>, extra: Partial<ActionDecl> = {}): ActionDecl => ({
    name,
    label,
    path,
    permission: `${prefix}_handle`,
    set,
    applies: (row) => nextOwnerServiceState(row.state, name) !== null,
    refusal: (row, many) => ownerServiceRefusal(row, name, many),
    ...extra,
  });
  return [
    ev('ASSIGN', 'assign', { zh: '指派', en: 'Assign' }, { state: OWNER_SERVICE_STATE.assigned }, {
      key: 'Shift+A',
      input: { assignee: f.string({ zh: '处理人', en: 'Assignee' }, { required: true, max: 20 }) },
    }),
    ev('START', 'start', { zh: '开始处理', en: 'Start' }, { state: OWNER_SERVICE_STATE.inProgress }, { key: 'Shift+P' }),
    ev('FINISH', 'finish', { zh: '完成', en: 'Finish' }, { state: OWNER_SERVICE_STATE.done }, {
      key: 'Shift+F',
      input: { handleResult: f.string({ zh: '处理结果', en: 'Result' }, { required: true, max: 255, form: 'textarea' }) },
    }),
    ev('CANCEL', 'cancel', { zh: '取消', en: 'Cancel' }, { state: OWNER_SERVICE_STATE.cancelled }, {
      confirm: { zh: '确定取消？取消后不能恢复。', en: 'Cancel it? This cannot be undone.' },
    }),
  ];
}

const stateField = () => f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, form: false, default: OWNER_SERVICE_STATE.new, options: OWNER_SERVICE_STATE_OPTIONS });

export const MATTER_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '客户回访', en: 'Customer callback' },
  { value: 2, zh: '资料交付', en: 'Document delivery' },
  { value: 3, zh: '续保提醒', en: 'Insurance renewal reminder' },
  { value: 4, zh: '其他', en: 'Other' },
];

export const matterWorkOrderResource = defineResource({
  key: 'ahMatterWorkOrder',
  service: 'crm-workorder',
  base: 'ahMatterWorkOrder',
  table: 'ah_matter_work_order',
  title: { zh: '事项工单', en: 'Matter work orders' },
  menu: 'matter-work-order',
  buttonPrefix: 'matter_work_order',
  labelField: 'title',
  paging: 'current',
  scope: 'store',
  fields: {
    title: f.string({ zh: '事项', en: 'Matter' }, { required: true, max: 100, list: 200, search: 'like' }),
    matterType: f.int({ zh: '事项类型', en: 'Kind' }, { required: true, list: 100, search: 'eq', form: 'select', options: MATTER_TYPE_OPTIONS }),
    state: stateField(),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 20, list: 100, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', rule: vMobile }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 100, search: 'like', rule: vPlate }),
    // given on creation, the matter starts 已指派
    assignee: f.string({ zh: '处理人', en: 'Assignee' }, { max: 20, list: 90, search: 'like' }),
    dueTime: f.datetime({ zh: '截止时间', en: 'Due' }, { required: true, list: 160, search: 'range', sortable: true }),
    handleResult: f.string({ zh: '处理结果', en: 'Result' }, { max: 255, list: 180, readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  editable: { applies: (row) => Number(row.state) < OWNER_SERVICE_STATE.done, refusal: () => ({ zh: '已完成或已取消的事项不能修改', en: 'A finished or cancelled matter cannot change' }) },
  removable: { applies: (row) => Number(row.state) === OWNER_SERVICE_STATE.new || Number(row.state) === OWNER_SERVICE_STATE.cancelled, refusal: () => ({ zh: '只能删除新建或已取消的事项', en: 'Only new or cancelled matters can be deleted' }) },
  actions: serviceEvents('matter_work_order'),
  defaultSort: ['dueTime', 'asc'],
  history: true,
});

export const OWNER_SERVICE_TYPE = { roadRescue: 1, maintenance: 2, washCar: 3, registration: 4 } as const;

/** Whether a request can become a work order now: a maintenance reservation, not yet one, neither done nor cancelled. */
export function reservationConvertible(row: Readonly<Record<string, unknown>>): boolean {
  return Number(row.serviceType) === OWNER_SERVICE_TYPE.maintenance && !row.ahWorkOrderInfoId && Number(row.state) < OWNER_SERVICE_STATE.done;
}

export const RESERVATION_MESSAGES = {
  notMaintenance: { zh: '只有保养预约可以转为工单', en: 'Only a maintenance reservation can become a work order' },
  plateRequired: { zh: '请先填写车牌号', en: 'Enter the plate first' },
} as const satisfies Record<string, Label>;

/** The refusal of 转工单 on a row where it does not apply. */
export function reservationRefusal(row: Readonly<Record<string, unknown>>): Label {
  if (Number(row.serviceType) !== OWNER_SERVICE_TYPE.maintenance) return RESERVATION_MESSAGES.notMaintenance;
  if (row.ahWorkOrderInfoId) return { zh: `该预约已转为工单${String(row.workOrderNo ?? '')}`, en: `This reservation is already work order ${String(row.workOrderNo ?? '')}` };
  const state = OWNER_SERVICE_STATE_OPTIONS.find((o) => o.value === Number(row.state));
  return { zh: `${state?.zh ?? '状态未知'}的预约不能转为工单`, en: `A reservation that is ${state?.en.toLowerCase() ?? 'in an unknown state'} cannot become a work order` };
}

/** 转工单 (Shift+W): the reservation becomes a work order of the store, exactly once; its module does it. */
const toWorkOrderAction: ActionDecl = {
  name: 'TO_WORK_ORDER',
  label: { zh: '转工单', en: 'To work order' },
  path: 'toWorkOrder',
  permission: 'owner_service_handle',
  key: 'Shift+W',
  custom: true,
  applies: reservationConvertible,
  refusal: (row) => reservationRefusal(row),
  input: {
    serviceAdviser: f.string({ zh: '服务顾问', en: 'Service adviser' }, { required: true, max: 20 }),
    repairType: f.int({ zh: '维修类型', en: 'Repair type' }, { required: true, form: 'select', options: [{ value: 1, zh: '常规保养', en: 'Routine maintenance' }, { value: 2, zh: '一般维修', en: 'General repair' }], default: 1 }),
  },
};

export const ownerServiceResource = defineResource({
  key: 'ahOwnerService',
  service: 'crm-workorder',
  base: 'ahOwnerService',
  table: 'ah_owner_service',
  title: { zh: '车主服务', en: 'Owner services' },
  buttonPrefix: 'owner_service',
  labelField: 'requestNo',
  paging: 'current',
  scope: 'store',
  fields: {
    requestNo: f.string({ zh: '单号', en: 'Request no.' }, { max: 32, list: 160, search: 'like', readonly: true, form: false }),
    serviceType: f.int({ zh: '服务类型', en: 'Service' }, {
      required: true, list: 90, search: 'eq', form: 'select',
      options: [{ value: 1, zh: '道路救援', en: 'Roadside rescue' }, { value: 2, zh: '保养预约', en: 'Maintenance reservation' }, { value: 3, zh: '洗车服务', en: 'Car wash' }, { value: 4, zh: '上牌服务', en: 'Registration' }],
    }),
    state: stateField(),
    ownerName: f.string({ zh: '车主姓名', en: 'Owner' }, { required: true, max: 20, list: 100, search: 'like' }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'like', rule: vMobile }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 100, search: 'like', rule: vPlate }),
    // when the owner wants it (rescue: when it was asked for); never in the past when recorded
    appointmentTime: f.datetime({ zh: '预约时间', en: 'Appointment' }, { required: true, list: 160, search: 'range', sortable: true }),
    location: f.string({ zh: '地点', en: 'Location' }, { max: 200, list: 200 }),
    content: f.string({ zh: '需求说明', en: 'Request' }, { max: 255, list: 200, form: 'textarea' }),
    assignee: f.string({ zh: '处理人', en: 'Assignee' }, { max: 20, list: 90, search: 'like', readonly: true, form: false }),
    handleResult: f.string({ zh: '处理结果', en: 'Result' }, { max: 255, list: 180, readonly: true, form: false }),
    // 保养预约 → 售后工单, once
    ahWorkOrderInfoId: f.id({ zh: '工单', en: 'Work order' }, { readonly: true, form: false }),
    workOrderNo: f.string({ zh: '工单号', en: 'Work order no.' }, { max: 32, list: 170, search: 'like', readonly: true, form: false }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', export: 'export' },
  editable: { applies: (row) => Number(row.state) === OWNER_SERVICE_STATE.new, refusal: () => ({ zh: '只有新建的单据可以修改', en: 'Only a new request can change' }) },
  actions: [...serviceEvents('owner_service'), toWorkOrderAction],
  defaultSort: ['appointmentTime', 'desc'],
  history: true,
  slices: [
    { name: 'roadRescue', menu: 'road-rescue', title: { zh: '道路救援', en: 'Roadside rescue' }, fixed: { serviceType: 1 }, buttonPrefix: 'road_rescue' },
    { name: 'maintenance', menu: 'maintenance-reservation', title: { zh: '保养预约', en: 'Maintenance reservations' }, fixed: { serviceType: 2 }, buttonPrefix: 'maintenance_reservation' },
    { name: 'washCar', menu: 'wash-car', title: { zh: '洗车服务', en: 'Car wash' }, fixed: { serviceType: 3 }, buttonPrefix: 'wash_car' },
    { name: 'registration', menu: 'registration', title: { zh: '上牌服务', en: 'Registration' }, fixed: { serviceType: 4 }, buttonPrefix: 'registration' },
  ],
});

export const EXTENDED_WARRANTY_STATE = { pending: 0, confirmed: 1, rejected: 2 } as const;

/** 延保确认: reachable from the palette and by address; the sidebar hides it (spec 1 section 2). */
export const extendedWarrantyResource = defineResource({
  key: 'ahExtendedWarrantyConfirm',
  service: 'crm-workorder',
  base: 'ahExtendedWarrantyConfirm',
  table: 'ah_extended_warranty_confirm',
  title: { zh: '延保确认', en: 'Extended-warranty confirmation' },
  menu: 'extended-warranty-confirm',
  buttonPrefix: 'extended_warranty_confirm',
  paging: 'current',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '订单号', en: 'Order no.' }, { max: 32, list: 170, search: 'like' }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 20, list: 100, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', rule: vMobile }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 180, search: 'like' }),
    productName: f.string({ zh: '延保产品', en: 'Product' }, { required: true, max: 100, list: 180 }),
    years: f.int({ zh: '延保年限', en: 'Years' }, { list: 80, min: 1, maxValue: 10 }),
    amount: f.money({ zh: '延保金额', en: 'Amount' }, { list: 110 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, form: false, default: 0, options: [{ value: 0, zh: '待确认', en: 'Pending' }, { value: 1, zh: '已确认', en: 'Confirmed' }, { value: 2, zh: '已驳回', en: 'Rejected' }] }),
  },
  ops: { page: 'page', detail: 'detail' },
  actions: [
    {
      name: 'CONFIRM', label: { zh: '确认', en: 'Confirm' }, path: 'confirm', permission: 'extended_warranty_confirm_confirm', key: 'Shift+C',
      set: { state: EXTENDED_WARRANTY_STATE.confirmed },
      applies: (row) => Number(row.state) === EXTENDED_WARRANTY_STATE.pending,
      refusal: () => ({ zh: '只有待确认的延保可以确认', en: 'Only a pending warranty can be confirmed' }),
      confirm: { zh: '确认该延保？', en: 'Confirm this extended warranty?' },
    },
    {
      name: 'REJECT', label: { zh: '驳回', en: 'Reject' }, path: 'reject', permission: 'extended_warranty_confirm_confirm',
      set: { state: EXTENDED_WARRANTY_STATE.rejected },
      applies: (row) => Number(row.state) === EXTENDED_WARRANTY_STATE.pending,
      refusal: () => ({ zh: '只有待确认的延保可以驳回', en: 'Only a pending warranty can be rejected' }),
      confirm: { zh: '驳回该延保，请填写原因。', en: 'Reject this extended warranty; give the reason.' },
      reason: { label: { zh: '驳回原因', en: 'Reason' }, max: 200 },
    },
  ],
  defaultSort: ['createTime', 'desc'],
  history: true,
});


export const REPORT_GROUP = { adviser: 1, station: 2, month: 3 } as const;

/**
 * 工单报表: the output of the work orders (cancelled ones left out) per service adviser, station or
 * month (China time), for the orders opened in the chosen period: count, settled count, hours of their
 * item lines, labour, materials and amount due. Computed on each call from the orders; its table is
 * the spec's crm-file/tableWorkOrder/page.
 */
export const workOrderReportResource = defineResource({
  key: 'tableWorkOrder',
  service: 'crm-file',
  base: 'tableWorkOrder',
  table: 'ah_work_order_info',
  existingTable: true,
  title: { zh: '工单报表', en: 'Work-order report' },
  menu: 'work-order-report',
  buttonPrefix: 'work_order_report',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    groupBy: f.int({ zh: '统计维度', en: 'By' }, {
      search: 'eq', form: false, default: REPORT_GROUP.adviser,
      options: [{ value: 1, zh: '按服务顾问', en: 'By adviser' }, { value: 2, zh: '按工位', en: 'By station' }, { value: 3, zh: '按月份', en: 'By month' }],
    }),
    createTime: f.datetime({ zh: '开单时间', en: 'Opened' }, { search: 'range', form: false }),
    dimension: f.string({ zh: '维度', en: 'Group' }, { list: 160 }),
    orderCount: f.int({ zh: '工单数', en: 'Orders' }, { list: 90 }),
    settledCount: f.int({ zh: '已结算', en: 'Settled' }, { list: 90 }),
    workHours: f.decimal({ zh: '工时', en: 'Hours' }, { list: 90 }),
    labourAmount: f.money({ zh: '工时收入', en: 'Labour revenue' }, { list: 120 }),
    materialsAmount: f.money({ zh: '材料收入', en: 'Parts revenue' }, { list: 120 }),
    totalAmount: f.money({ zh: '应收合计', en: 'Amount due' }, { list: 120 }),
  },
  // the export is the table itself (xlsx), computed like the page
  ops: { page: 'page', export: 'export' },
  exportMode: 'blob',
});

export const AFTER_SALES_SERVICE_RESOURCES = [matterWorkOrderResource, ownerServiceResource, extendedWarrantyResource, workOrderReportResource] as const;

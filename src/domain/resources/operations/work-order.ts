/**
 * After-sales work orders (crm-workorder, docs/work-orders.md): the order with its settlement
 * machine (src/machines/work-order.machine.ts), its repair materials, its voucher deductions, and
 * the two work-order settings (warehouses, additional items).
 */
import { defineResource, f, type ActionDecl, type Option } from '../types';
import { formatMoney } from '../../format';
import { vMobile, vPlate, vVin } from '../../validators';
import {
  REFUTE_REASON_MAX,
  WORK_ORDER_NOT_EDITABLE,
  WORK_ORDER_STATE,
  WORK_ORDER_STATE_OPTIONS,
  nextWorkOrderState,
  workOrderDeductible,
  workOrderEditable,
  workOrderRowRefusal,
  type WorkOrderEventType,
} from '../../../machines/work-order.machine';

export { WORK_ORDER_STATE, WORK_ORDER_STATE_OPTIONS };

export const REPAIR_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '常规保养', en: 'Routine maintenance' },
  { value: 2, zh: '一般维修', en: 'General repair' },
  { value: 3, zh: '事故维修', en: 'Accident repair' },
  { value: 4, zh: '钣金喷漆', en: 'Body and paint' },
  { value: 5, zh: '保修索赔', en: 'Warranty claim' },
  { value: 6, zh: '精品加装', en: 'Accessory fitting' },
];

const ENABLED_OPTIONS: readonly Option[] = [
  { value: 1, zh: '启用', en: 'Enabled' },
  { value: 0, zh: '停用', en: 'Disabled' },
];

/** One machine event as a list action: offered where the machine allows it, checked again by the server. */
function event(name: WorkOrderEventType, path: string, button: string, label: ActionDecl['label'], extra: Partial<ActionDecl> = {}): ActionDecl {
  return {
    name,
    label,
    path,
    permission: `work_order_${button}`,
    applies: (row) => nextWorkOrderState(row.state, name) !== null,
    refusal: (row, many) => workOrderRowRefusal(row, name, many),
    ...extra,
  };
}

/** the settlement's figures as the person checks them before submitting or approving (amounts in yuan) */
function settlementQuestion(row: Readonly<Record<string, unknown>>, ask: { zh: string; en: string }): { zh: string; en: string } {
  const y = (k: string) => formatMoney(Number(row[k] ?? 0));
  return {
    zh: `工时费 ${y('itemsAmount')}，材料费 ${y('materialsAmount')}，代金券抵扣 ${y('deductionAmount')}，优惠金额 ${y('discountAmount')}，应收金额 ${y('totalAmount')}。${ask.zh}`,
    en: `Labour ${y('itemsAmount')}, materials ${y('materialsAmount')}, vouchers ${y('deductionAmount')}, discount ${y('discountAmount')}, amount due ${y('totalAmount')}. ${ask.en}`,
  };
}

export const workOrderResource = defineResource({
  key: 'ahWorkOrderInfo',
  service: 'crm-workorder',
  base: 'ahWorkOrderInfo',
  table: 'ah_work_order_info',
  title: { zh: '售后工单', en: 'Work orders' },
  menu: 'work-order',
  buttonPrefix: 'work_order',
  idField: 'ahWorkOrderInfoId',
  // an order is known by its number, not its customer's name
  labelField: 'orderNo',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '工单号', en: 'Order no.' }, { max: 32, list: 170, search: 'like', readonly: true, form: false }),
    state: f.int({ zh: '工单状态', en: 'State' }, { list: 100, search: 'eq', readonly: true, form: false, default: WORK_ORDER_STATE.inProgress, options: WORK_ORDER_STATE_OPTIONS }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 20, list: 100, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { required: true, max: 10, list: 100, search: 'like', rule: vPlate }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, search: 'like', rule: vVin }),
    // the car of 车辆档案 (its 维修记录); blank: the server links the store's car of the same VIN
    ahVehicleId: f.id({ zh: '车辆', en: 'Vehicle' }, { search: 'eq', form: 'select', ref: 'ahVehicle' }),
    // 进厂里程: a reading of the car's mileage history (车辆档案 里程记录)
    mileage: f.int({ zh: '进厂里程(km)', en: 'Mileage in (km)' }, { list: 110, min: 0, maxValue: 9_999_999 }),
    // the 保养预约 it was made from (once: a unique index)
    ahOwnerServiceId: f.id({ zh: '保养预约', en: 'Reservation' }, { search: 'eq', readonly: true, form: false }),
    repairType: f.int({ zh: '维修类型', en: 'Repair type' }, { required: true, list: 90, search: 'eq', form: 'select', options: REPAIR_TYPE_OPTIONS }),
    serviceAdviser: f.string({ zh: '服务顾问', en: 'Service adviser' }, { required: true, max: 20, list: 90, search: 'like' }),
    // the sum of its item lines (hours × the repair type's 工时单价) once it has any; typed only for an order without lines
    itemsAmount: f.money({ zh: '工时费', en: 'Labour' }, { list: 110, default: 0 }),
    // the station the car is worked on (工位管理), for the work-order report
    ahWorkOrderConfigStationId: f.id({ zh: '工位', en: 'Station' }, { list: 110, search: 'eq', form: 'select', ref: 'ahWorkOrderConfigStation' }),
    // a discount mode of the store's 优惠方式 (an enabled one only), applied at settlement
    ahWorkOrderConfigPreferentialId: f.id({ zh: '优惠方式', en: 'Discount mode' }, { list: 110, form: 'select', ref: 'ahWorkOrderConfigPreferential' }),
    // the sum of its repair materials and of its vouchers, kept by the server in the same transaction
    materialsAmount: f.money({ zh: '材料费', en: 'Materials' }, { list: 110, readonly: true, form: false, default: 0 }),
    deductionAmount: f.money({ zh: '代金券抵扣', en: 'Vouchers' }, { list: 110, readonly: true, form: false, default: 0 }),
    // the mode's discount and what the customer pays (settlementTotals), kept by the server with every change
    discountAmount: f.money({ zh: '优惠金额', en: 'Discount' }, { list: 100, readonly: true, form: false, default: 0 }),
    totalAmount: f.money({ zh: '应收金额', en: 'Amount due' }, { list: 110, readonly: true, form: false, default: 0 }),
    // who submitted the settlement: not the one who approves it while 审核设置 asks for review
    submitUser: f.id({ zh: '结算提交人', en: 'Submitted by' }, { readonly: true, form: false }),
    // whether the caller may approve the order's settlement as far as the four-eyes rule goes: not
    // submitted by them, or the store does not review (审核设置 off); no column, the server says it
    mayApprove: f.filter('bool', { zh: '可由我审核', en: 'Mine to approve' }, { search: 'eq', options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
    completeTime: f.datetime({ zh: '完工时间', en: 'Completed at' }, { list: 160, readonly: true, form: false }),
    settlementTime: f.datetime({ zh: '结算时间', en: 'Settled at' }, { list: 160, readonly: true, form: false }),
    refuteReason: f.string({ zh: '驳回原因', en: 'Refusal reason' }, { max: REFUTE_REASON_MAX, list: 160, readonly: true, form: false }),
    ahWorkOrderInfoVoucherDeductionIds: f.ids({ zh: '代金券抵扣', en: 'Voucher deductions' }, { readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'pageList', detail: 'detailById', upsert: 'addOrUpdate', export: 'exportExcel' },
  // the spec names no count call: ours (docs/work-orders.md)
  tabs: { field: 'state', path: 'countByState' },
  // the customer, car and labour are the order's work: fixed once it is completed
  editable: { applies: (row) => workOrderEditable(row.state), refusal: () => WORK_ORDER_NOT_EDITABLE },
  actions: [
    event('COMPLETE', 'completion', 'completion', { zh: '完工', en: 'Complete' }, { key: 'Shift+C' }),
    event('CANCEL_COMPLETION', 'cancelCompletion', 'cancel_completion', { zh: '取消完工', en: 'Cancel completion' }, {
      confirm: { zh: '确定取消完工？工单将回到施工中。', en: 'Cancel the completion? The order goes back to in progress.' },
    }),
    // the figures asked about are the row's, which the server keeps with every change (and sums again on submit)
    event('SUBMIT_SETTLEMENT', 'submitSettlement', 'submit_settlement', { zh: '提交结算', en: 'Submit settlement' }, {
      key: 'Shift+S',
      confirm: (row) => settlementQuestion(row, { zh: '确定提交结算？', en: 'Submit the settlement?' }),
    }),
    event('SETTLE', 'settle', 'settle', { zh: '结算审核通过', en: 'Approve settlement' }, {
      confirm: (row) => settlementQuestion(row, { zh: '确定审核通过该工单的结算？', en: 'Approve the settlement of this work order?' }),
    }),
    event('REFUTE_SETTLEMENT', 'refuteSettlement', 'refute_settlement', { zh: '驳回结算', en: 'Refute settlement' }, {
      confirm: { zh: '驳回后工单回到已完工，请填写驳回原因。', en: 'The order goes back to completed; please give the reason.' },
      reason: { label: { zh: '驳回原因', en: 'Reason' }, max: REFUTE_REASON_MAX },
    }),
    event('CANCEL_SETTLEMENT', 'cancelSettlement', 'cancel_settlement', { zh: '取消结算', en: 'Cancel settlement' }, {
      confirm: { zh: '确定取消结算？工单将回到已完工。', en: 'Cancel the settlement? The order goes back to completed.' },
    }),
    event('CANCEL', 'cancel', 'cancel', { zh: '取消工单', en: 'Cancel order' }, {
      confirm: { zh: '确定取消该工单？取消后不能恢复。', en: 'Cancel this work order? This cannot be undone.' },
    }),
  ],
  defaultSort: ['createTime', 'desc'],
  // spec 3 section 2 names createOrder; the detail path is ours (the spec shows none): docs/resource-screens.md
  pages: { add: '/afterSalesWorkOrderManagement/createOrder', view: '/afterSalesWorkOrderManagement/detail' },
  // 新建工单: saved, the order opens on its page, where its items and materials are added
  addThenView: true,
  sections: [
    { title: { zh: '客户与车辆', en: 'Customer and car' }, fields: ['customerName', 'customerPhone', 'licensePlate', 'vin', 'ahVehicleId', 'mileage'] },
    { title: { zh: '维修', en: 'Repair' }, fields: ['repairType', 'serviceAdviser', 'ahWorkOrderConfigStationId', 'remark'] },
    {
      title: { zh: '费用与结算', en: 'Charges and settlement' },
      fields: ['itemsAmount', 'materialsAmount', 'deductionAmount', 'ahWorkOrderConfigPreferentialId', 'discountAmount', 'totalAmount', 'completeTime', 'settlementTime', 'refuteReason'],
    },
  ],
  related: [
    { resource: 'ahWorkOrderInfoItem', foreignKey: 'ahWorkOrderInfoId' },
    { resource: 'ahWorkOrderInfoRepairMaterial', foreignKey: 'ahWorkOrderInfoId' },
  ],
  // 代金券抵扣 on the order: the deduction's form, under this order, while the order still takes vouchers
  childForms: [
    {
      name: 'voucher',
      label: { zh: '代金券抵扣', en: 'Deduct a voucher' },
      resource: 'ahWorkOrderInfoVoucherDeduction',
      foreignKey: 'ahWorkOrderInfoId',
      path: 'saveOrUpdate',
      permission: 'work_order_voucher_deduction',
      key: 'Shift+V',
      applies: (row) => workOrderDeductible(row.state),
    },
  ],
  history: true,
});

/**
 * 维修项目 of a work order: a maintenance item of the store's 工单配置 with its hours (the item's
 * standard hours unless changed) at the 工时单价 of the order's repair type; the order's labour is their sum.
 */
export const workOrderItemResource = defineResource({
  key: 'ahWorkOrderInfoItem',
  service: 'crm-workorder',
  base: 'ahWorkOrderInfoItem',
  table: 'ah_work_order_info_item',
  title: { zh: '维修项目', en: 'Work items' },
  buttonPrefix: 'work_order_item',
  paging: 'current',
  scope: 'store',
  fields: {
    ahWorkOrderInfoId: f.id({ zh: '工单', en: 'Work order' }, { required: true, list: 170, search: 'eq', form: 'select', ref: 'ahWorkOrderInfo' }),
    ahWorkOrderConfigMaintenanceItemId: f.id({ zh: '维修项目', en: 'Item' }, { required: true, form: 'select', ref: 'ahWorkOrderConfigMaintenanceItem' }),
    itemName: f.string({ zh: '项目名称', en: 'Item' }, { max: 50, list: 180, readonly: true, form: false }),
    // blank: the item's standard hours
    workHours: f.decimal({ zh: '工时', en: 'Hours' }, { list: 80 }),
    unitPrice: f.money({ zh: '工时单价', en: 'Price per hour' }, { list: 110, readonly: true, form: false, default: 0 }),
    amount: f.money({ zh: '工时费', en: 'Labour' }, { list: 110, readonly: true, form: false, default: 0 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255 }),
  },
  ops: { page: 'page', all: 'list', upsert: 'saveOrUpdate', remove: 'delete' },
  defaultSort: ['createTime', 'asc'],
});

export const repairMaterialResource = defineResource({
  key: 'ahWorkOrderInfoRepairMaterial',
  service: 'crm-workorder',
  base: 'ahWorkOrderInfoRepairMaterial',
  table: 'ah_work_order_info_repair_material',
  title: { zh: '维修材料', en: 'Repair materials' },
  menu: 'repair-material',
  buttonPrefix: 'repair_material',
  paging: 'current',
  scope: 'store',
  fields: {
    ahWorkOrderInfoId: f.id({ zh: '工单', en: 'Work order' }, { required: true, list: 170, search: 'eq', form: 'select', ref: 'ahWorkOrderInfo' }),
    // a part of the store's archive: issued from its stock (a movement), its name, code and sale price taken over
    ahAccessoryId: f.id({ zh: '配件', en: 'Part' }, { list: 170, search: 'eq', form: 'select', ref: 'ahAccessory' }),
    // required unless a part is picked (the server fills it from the part)
    materialName: f.string({ zh: '材料名称', en: 'Material' }, { max: 100, list: 200, search: 'like' }),
    materialCode: f.string({ zh: '材料编码', en: 'Code' }, { max: 50, list: 130, search: 'like' }),
    quantity: f.int({ zh: '数量', en: 'Quantity' }, { required: true, min: 1, maxValue: 99999, list: 80, default: 1 }),
    // the part's sale price when left blank
    unitPrice: f.money({ zh: '单价', en: 'Unit price' }, { list: 110 }),
    // quantity x unit price, computed by the server
    amount: f.money({ zh: '金额', en: 'Amount' }, { list: 110, readonly: true, form: false, default: 0 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { all: 'list', upsert: 'saveOrUpdate', remove: 'delete' },
  defaultSort: ['createTime', 'asc'],
});

/** A voucher (代金券) deducted from a work order; its own routes check work_order_voucher_deduction. */
export const voucherDeductionResource = defineResource({
  key: 'ahWorkOrderInfoVoucherDeduction',
  service: 'crm-workorder',
  base: 'ahWorkOrderInfoVoucherDeduction',
  table: 'ah_work_order_info_voucher_deduction',
  title: { zh: '代金券抵扣', en: 'Voucher deductions' },
  buttonPrefix: 'work_order_voucher_deduction',
  paging: 'current',
  scope: 'store',
  fields: {
    ahWorkOrderInfoId: f.id({ zh: '工单', en: 'Work order' }, { required: true, list: 170, search: 'eq', form: 'select', ref: 'ahWorkOrderInfo' }),
    voucherName: f.string({ zh: '代金券名称', en: 'Voucher' }, { required: true, max: 100, list: 180 }),
    voucherCode: f.string({ zh: '券码', en: 'Code' }, { max: 50, list: 140 }),
    deductionAmount: f.money({ zh: '抵扣金额', en: 'Amount' }, { required: true, list: 110 }),
  },
  ops: {},
  defaultSort: ['createTime', 'asc'],
});

export const workOrderConfigWarehouseResource = defineResource({
  key: 'ahWorkOrderConfigWarehouse',
  service: 'crm-workorder',
  base: 'ahWorkOrderConfigWarehouse',
  table: 'ah_work_order_config_warehouse',
  title: { zh: '仓库配置', en: 'Warehouses' },
  menu: 'work-order-config-warehouse',
  buttonPrefix: 'work_order_config_warehouse',
  paging: 'current',
  scope: 'store',
  fields: {
    warehouseName: f.string({ zh: '仓库名称', en: 'Warehouse' }, { required: true, max: 50, list: 180, search: 'like', unique: true }),
    warehouseCode: f.string({ zh: '仓库编码', en: 'Code' }, { max: 30, list: 120, search: 'like' }),
    keeper: f.string({ zh: '负责人', en: 'Keeper' }, { max: 20, list: 100 }),
    keeperPhone: f.string({ zh: '联系电话', en: 'Phone' }, { max: 11, list: 120, rule: vMobile }),
    address: f.string({ zh: '仓库地址', en: 'Address' }, { max: 200, list: 220 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', form: 'select', options: ENABLED_OPTIONS, default: 1 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate' },
  defaultSort: ['createTime', 'asc'],
});

export const workOrderConfigAdditionalResource = defineResource({
  key: 'ahWorkOrderConfigAdditional',
  service: 'crm-workorder',
  base: 'ahWorkOrderConfigAdditional',
  table: 'ah_work_order_config_additional',
  title: { zh: '附加项目', en: 'Additional items' },
  menu: 'work-order-config-additional',
  buttonPrefix: 'work_order_config_additional',
  paging: 'current',
  scope: 'store',
  fields: {
    itemName: f.string({ zh: '项目名称', en: 'Item' }, { required: true, max: 50, list: 180, search: 'like', unique: true }),
    price: f.money({ zh: '价格', en: 'Price' }, { required: true, list: 110 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', form: 'select', options: ENABLED_OPTIONS, default: 1 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate' },
  defaultSort: ['sort', 'asc'],
});

export const WORK_ORDER_RESOURCES = [workOrderResource, workOrderItemResource, repairMaterialResource, voucherDeductionResource, workOrderConfigWarehouseResource, workOrderConfigAdditionalResource] as const;

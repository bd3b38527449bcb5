/**
 * Car orders (crm-warehouse/carOrder) of a store: the order, its cars (each may lock one stock car),
 * the additional items and the boutiques of an order car, the lock log, and the contracts made from
 * orders. Calls beyond the generated list live in server/modules/crm-warehouse/car-order*.ts.
 */
import { defineResource, f } from '../types';
import { vIdCard, vMobile, vPlate } from '../../validators';
import { CAR_ORDER_STATE_OPTIONS } from '../../../machines/car-order.machine';
import { CAR_LOCK_STATE_OPTIONS } from '../../../machines/car-lock.machine';

export const CAR_ORDER_TYPE_OPTIONS = [
  { value: 1, zh: '现车订单', en: 'Stock car' },
  { value: 2, zh: '订车订单', en: 'Factory order' },
] as const;

export const PAYMENT_MODE_OPTIONS = [
  { value: 1, zh: '全款', en: 'Full payment' },
  { value: 2, zh: '贷款', en: 'Loan' },
] as const;

export const ADDITIONAL_TYPE_OPTIONS = [
  { value: 1, zh: '保险', en: 'Insurance' },
  { value: 2, zh: '上牌服务', en: 'Registration' },
  { value: 3, zh: '金融服务费', en: 'Finance fee' },
  { value: 4, zh: '延保', en: 'Extended warranty' },
  { value: 9, zh: '其他', en: 'Other' },
] as const;

const YES_NO = [
  { value: 1, zh: '是', en: 'Yes' },
  { value: 0, zh: '否', en: 'No' },
] as const;

export const carOrderResource = defineResource({
  key: 'carOrder',
  service: 'crm-warehouse',
  base: 'carOrder',
  table: 'ah_car_order',
  title: { zh: '整车订单', en: 'Car orders' },
  menu: 'car-order',
  buttonPrefix: 'car_order',
  paging: 'current',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'like', readonly: true }),
    orderType: f.int({ zh: '订单类型', en: 'Order type' }, { required: true, list: 90, search: 'eq', options: CAR_ORDER_TYPE_OPTIONS, default: 1, form: 'select' }),
    orderState: f.int({ zh: '订单状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: CAR_ORDER_STATE_OPTIONS }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 110, search: 'like' }),
    customerPhone: f.string({ zh: '联系电话', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'like', rule: vMobile }),
    idCardNo: f.string({ zh: '身份证号', en: 'ID card no.' }, { max: 18, rule: vIdCard }),
    address: f.string({ zh: '联系地址', en: 'Address' }, { max: 200 }),
    salesUserId: f.id({ zh: '销售顾问', en: 'Salesman' }, { search: 'eq', form: 'select' }),
    salesName: f.string({ zh: '销售顾问', en: 'Salesman' }, { max: 50, list: 100, readonly: true }),
    carSeriesId: f.id({ zh: '意向车系', en: 'Series' }, { search: 'eq', readonly: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, list: 110, readonly: true }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 200, search: 'like', readonly: true }),
    carCount: f.int({ zh: '车辆数', en: 'Cars' }, { list: 70, readonly: true }),
    lockedCount: f.int({ zh: '已锁车', en: 'Locked' }, { list: 70, readonly: true }),
    paymentMode: f.int({ zh: '付款方式', en: 'Payment' }, { list: 80, search: 'eq', options: PAYMENT_MODE_OPTIONS, default: 1, form: 'select' }),
    depositAmount: f.money({ zh: '定金', en: 'Deposit' }, { list: 110 }),
    carAmount: f.money({ zh: '车款合计', en: 'Cars total' }, { readonly: true }),
    boutiqueAmount: f.money({ zh: '精品合计', en: 'Boutiques total' }, { readonly: true }),
    additionalAmount: f.money({ zh: '附加项目合计', en: 'Additional items total' }, { readonly: true }),
    totalAmount: f.money({ zh: '订单总额', en: 'Order total' }, { list: 130, readonly: true, sortable: true }),
    orderDate: f.date({ zh: '下单日期', en: 'Order date' }, { list: 110, search: 'range', sortable: true }),
    expectedDeliveryDate: f.date({ zh: '预计交车日期', en: 'Expected delivery' }, {}),
    deliveryTime: f.datetime({ zh: '交车时间', en: 'Delivered at' }, { list: 160, search: 'range', readonly: true }),
    plateNo: f.string({ zh: '车牌号', en: 'Plate no.' }, { max: 10, rule: vPlate, form: false }),
    insuranceCompany: f.string({ zh: '保险公司', en: 'Insurer' }, { max: 100, form: false }),
    contractId: f.id({ zh: '电子合同', en: 'Contract' }, { readonly: true }),
    contractNo: f.string({ zh: '合同编号', en: 'Contract no.' }, { max: 32, readonly: true }),
    closeReason: f.string({ zh: '关闭原因', en: 'Close reason' }, { max: 200, readonly: true }),
    closeTime: f.datetime({ zh: '关闭时间', en: 'Closed at' }, { readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
  },
  ops: { page: 'getOrderPageList', export: 'exportOrderList' },
  // the spec names exportOrderList a blob: the call answers the xlsx itself
  exportMode: 'blob',
  defaultSort: ['orderDate', 'desc'],
});

/** One car of an order: the wanted model and price, and the stock car it holds once locked. */
export const carOrderCarResource = defineResource({
  key: 'carOrderCar',
  service: 'crm-warehouse',
  base: 'carOrder/car',
  table: 'ah_car_order_car',
  title: { zh: '订单车辆', en: 'Order cars' },
  buttonPrefix: 'car_order',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    carBrandId: f.id({ zh: '品牌', en: 'Brand' }, { readonly: true }),
    carSeriesId: f.id({ zh: '车系', en: 'Series' }, { readonly: true, search: 'eq' }),
    carModelId: f.id({ zh: '车型', en: 'Model' }, { required: true, search: 'eq' }),
    brandName: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, readonly: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, readonly: true }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 200, readonly: true }),
    color: f.string({ zh: '外观颜色', en: 'Colour' }, { max: 30, list: 90 }),
    interiorColor: f.string({ zh: '内饰颜色', en: 'Interior' }, { max: 30 }),
    guidePrice: f.money({ zh: '指导价', en: 'Guide price' }, { readonly: true }),
    salePrice: f.money({ zh: '成交价', en: 'Sale price' }, { required: true, list: 120 }),
    ahWarehouseCarId: f.id({ zh: '锁定车辆', en: 'Locked car' }, { readonly: true, search: 'eq' }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 190, readonly: true, search: 'like' }),
    warehouseNo: f.string({ zh: '库存编号', en: 'Stock no.' }, { max: 30, readonly: true }),
    lockState: f.int({ zh: '锁车状态', en: 'Lock' }, { list: 90, search: 'eq', readonly: true, options: CAR_LOCK_STATE_OPTIONS }),
    lockTime: f.datetime({ zh: '锁车时间', en: 'Locked at' }, { readonly: true }),
    invoiceState: f.int({ zh: '开票状态', en: 'Invoice' }, { list: 90, readonly: true, options: [{ value: 0, zh: '未开票', en: 'Not invoiced' }, { value: 1, zh: '已开票', en: 'Invoiced' }] }),
    deliveryState: f.int({ zh: '交车状态', en: 'Delivery' }, { readonly: true, options: [{ value: 0, zh: '未交车', en: 'Not delivered' }, { value: 1, zh: '已交车', en: 'Delivered' }] }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { form: false }),
  },
  ops: {},
});

export const carOrderAdditionalResource = defineResource({
  key: 'carOrderAdditional',
  service: 'crm-warehouse',
  base: 'carOrder/additional',
  table: 'ah_car_order_additional',
  title: { zh: '附加项目', en: 'Additional items' },
  buttonPrefix: 'car_order',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    itemType: f.int({ zh: '项目类型', en: 'Type' }, { required: true, list: 100, options: ADDITIONAL_TYPE_OPTIONS }),
    itemName: f.string({ zh: '项目名称', en: 'Item' }, { required: true, max: 100, list: 160 }),
    price: f.money({ zh: '金额', en: 'Amount' }, { required: true, list: 110 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 200 }),
  },
  ops: {},
});

export const carOrderCarBoutiqueResource = defineResource({
  key: 'carOrderCarBoutique',
  service: 'crm-warehouse',
  base: 'carOrder/boutique',
  table: 'ah_car_order_car_boutique',
  title: { zh: '订单车辆精品', en: 'Boutiques of an order car' },
  buttonPrefix: 'car_order',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    ahCarOrderCarId: f.id({ zh: '订单车辆', en: 'Order car' }, { search: 'eq', readonly: true }),
    boutiqueId: f.id({ zh: '精品', en: 'Boutique' }, {}),
    boutiqueCode: f.string({ zh: '精品编码', en: 'Code' }, { max: 50, list: 110 }),
    boutiqueName: f.string({ zh: '精品名称', en: 'Boutique' }, { required: true, max: 100, list: 160 }),
    price: f.money({ zh: '单价', en: 'Unit price' }, { required: true, list: 100 }),
    quantity: f.int({ zh: '数量', en: 'Quantity' }, { required: true, min: 1, maxValue: 999, list: 70 }),
    isGift: f.bool({ zh: '赠送', en: 'Gift' }, { list: 60, options: YES_NO, default: 0 }),
    workHours: f.decimal({ zh: '安装工时', en: 'Fitting hours' }, { min: 0, maxValue: 99 }),
  },
  ops: {},
});

/** Every lock, change, unlock and delivery of an order car, for the order's detail page. */
export const carOrderLockLogResource = defineResource({
  key: 'carOrderLockLog',
  service: 'crm-warehouse',
  base: 'carOrder/lockLog',
  table: 'ah_car_order_lock_log',
  title: { zh: '锁车记录', en: 'Lock log' },
  buttonPrefix: 'car_order',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    ahCarOrderCarId: f.id({ zh: '订单车辆', en: 'Order car' }, { search: 'eq', readonly: true }),
    event: f.string({ zh: '操作', en: 'Action' }, { max: 20, list: 80, readonly: true }),
    fromVin: f.string({ zh: '原车架号', en: 'From VIN' }, { max: 17, list: 180, readonly: true }),
    toVin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 180, readonly: true }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 90, readonly: true }),
  },
  ops: {},
});

/** The contract made from an order (createElectronicContractByCarOrder); the full contract desk is crm-member's. */
export const carOrderContractResource = defineResource({
  key: 'carOrderContract',
  service: 'crm-member',
  base: 'ahElectronicContract/carOrder',
  table: 'ah_car_order_contract',
  title: { zh: '订单合同', en: 'Order contracts' },
  buttonPrefix: 'car_order',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    contractNo: f.string({ zh: '合同编号', en: 'Contract no.' }, { max: 32, list: 170, readonly: true }),
    contractType: f.int({ zh: '合同类型', en: 'Type' }, { list: 90, readonly: true, options: [{ value: 1, zh: '订购协议', en: 'Booking' }, { value: 3, zh: '销售草签', en: 'Sale draft' }] }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 50, list: 100, readonly: true }),
    totalAmount: f.money({ zh: '合同金额', en: 'Amount' }, { list: 120, readonly: true }),
    content: f.json({ zh: '合同内容', en: 'Content' }, { readonly: true }),
    signState: f.int({ zh: '签署状态', en: 'Signed' }, { list: 90, readonly: true, options: [{ value: 0, zh: '待签署', en: 'To sign' }, { value: 1, zh: '已签署', en: 'Signed' }] }),
  },
  ops: {},
});

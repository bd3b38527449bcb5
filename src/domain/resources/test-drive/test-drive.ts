/**
 * Test drives (预约试驾 › 试驾列表, 试驾车辆, 试驾路线, 试驾记录, 试驾日志, 试驾配置). The spec names no calls:
 * the paths are crm-anhua ahTestDrive*, chosen and listed in docs/test-drives.md and docs/api.md.
 * A booking holds its car for one slot (the store's slot length) inside opening hours; no two
 * bookings of a car overlap; a finished drive writes the car's mileage and its clue's follow-up.
 */
import { vMobile, vPlate } from '../../validators';
import { LISTING_WORDS, listing } from '../../../machines/listing.machine';
import { TEST_DRIVE_STATUS, TEST_DRIVE_STATUS_OPTIONS, testDriveAllows, testDriveRefusal, type TestDriveEventType } from '../../../machines/test-drive.machine';
import { defineResource, f, type ActionDecl, type Label, type Option } from '../types';

export const TEST_DRIVE_CAR_SOURCE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '试驾车队', en: 'Demo fleet' },
  { value: 2, zh: '库存车', en: 'Warehouse car' },
];
export const YES_NO_OPTIONS: readonly Option[] = [
  { value: 0, zh: '否', en: 'No' },
  { value: 1, zh: '是', en: 'Yes' },
];
export const TEST_DRIVE_EVENT_OPTIONS: readonly Option[] = [
  { value: 'BOOK', zh: '预约', en: 'Booked' },
  { value: 'START', zh: '开始试驾', en: 'Started' },
  { value: 'FINISH', zh: '结束试驾', en: 'Finished' },
  { value: 'CANCEL', zh: '取消预约', en: 'Cancelled' },
];

export const TEST_DRIVE_MESSAGES = {
  carBooked: { zh: '该试驾车在此时段已被预约', en: 'The car is already booked for this time' },
  carUnavailable: { zh: '该试驾车已停用，不能预约', en: 'The car is out of service and cannot be booked' },
  noCar: { zh: '试驾车辆不存在', en: 'No such test-drive car' },
  noRoute: { zh: '试驾路线不存在', en: 'No such route' },
  outsideHours: { zh: '预约时间不在试驾营业时间内', en: 'The time is outside the test-drive opening hours' },
  past: { zh: '预约时间不能早于当前时间', en: 'A booking cannot start in the past' },
  licence: { zh: '请先核验客户驾驶证', en: 'Check the customer’s driving licence first' },
  mileageBack: { zh: '结束里程不能小于开始里程', en: 'The end mileage cannot be below the start mileage' },
  hours: { zh: '营业开始时间必须早于结束时间', en: 'Opening must come before closing' },
  timeFormat: { zh: '请输入HH:mm格式的时间', en: 'Enter a time as HH:mm' },
} as const satisfies Record<string, Label>;

export const testDriveCarSwitch = listing({ field: 'carStatus', on: 1, off: 0, noun: { zh: '试驾车', en: 'Test-drive car' }, nameField: 'plateNo', words: LISTING_WORDS.enable });

export const testDriveCarResource = defineResource({
  key: 'ahTestDriveCar',
  service: 'crm-anhua',
  base: 'ahTestDriveCar',
  table: 'ah_test_drive_car',
  title: { zh: '试驾车辆', en: 'Test-drive cars' },
  menu: 'test-drive-car',
  buttonPrefix: 'test_drive_car',
  labelField: 'plateNo',
  paging: 'current',
  scope: 'store',
  fields: {
    plateNo: f.string({ zh: '车牌号', en: 'Plate' }, { required: true, max: 8, list: 100, search: 'like', rule: vPlate, unique: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { required: true, max: 100, list: 120, search: 'like' }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 180 }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 170, search: 'like' }),
    source: f.int({ zh: '来源', en: 'Source' }, { required: true, list: 90, search: 'eq', form: 'select', options: TEST_DRIVE_CAR_SOURCE_OPTIONS, default: 1 }),
    mileage: f.decimal({ zh: '当前里程(km)', en: 'Mileage (km)' }, { min: 0, maxValue: 1_000_000, list: 100, default: 0 }),
    carStatus: f.int({ zh: '状态', en: 'Status' }, { list: 70, search: 'eq', readonly: true, form: false, options: [{ value: 0, zh: '停用', en: 'Off' }, { value: 1, zh: '可预约', en: 'Available' }], default: 1 }),
    driveCount: f.int({ zh: '试驾次数', en: 'Drives' }, { list: 80, readonly: true, form: false, default: 0 }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  actions: testDriveCarSwitch.actions({ prefix: 'test_drive_car', path: 'changeStatus' }).map((a) => ({ ...a, permission: 'test_drive_car_edit' })),
  defaultSort: ['createTime', 'desc'],
});

export const testDriveRouteResource = defineResource({
  key: 'ahTestDriveRoute',
  service: 'crm-anhua',
  base: 'ahTestDriveRoute',
  table: 'ah_test_drive_route',
  title: { zh: '试驾路线', en: 'Test-drive routes' },
  menu: 'test-drive-route',
  buttonPrefix: 'test_drive_route',
  labelField: 'routeName',
  paging: 'current',
  scope: 'store',
  fields: {
    routeName: f.string({ zh: '路线名称', en: 'Route' }, { required: true, max: 50, list: 160, search: 'like' }),
    lengthKm: f.decimal({ zh: '路线长度(km)', en: 'Length (km)' }, { required: true, min: 0.1, maxValue: 500, list: 100 }),
    durationMinutes: f.int({ zh: '预计时长(分钟)', en: 'Duration (min)' }, { required: true, min: 5, maxValue: 600, list: 110, default: 30 }),
    mapDescription: f.text({ zh: '路线说明', en: 'Map description' }, { max: 2000, list: 300, form: 'textarea' }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  defaultSort: ['createTime', 'asc'],
});

export const testDriveConfigResource = defineResource({
  key: 'ahTestDriveConfig',
  service: 'crm-anhua',
  base: 'ahTestDriveConfig',
  table: 'ah_test_drive_config',
  title: { zh: '试驾配置', en: 'Test-drive settings' },
  menu: 'test-drive-config',
  buttonPrefix: 'test_drive_config',
  paging: 'current',
  scope: 'store',
  singleton: true,
  fields: {
    slotMinutes: f.int({ zh: '单次试驾时长(分钟)', en: 'Slot length (min)' }, { required: true, min: 15, maxValue: 240, default: 60 }),
    openTime: f.string({ zh: '营业开始时间', en: 'Opens' }, { required: true, max: 5, default: '09:00' }),
    closeTime: f.string({ zh: '营业结束时间', en: 'Closes' }, { required: true, max: 5, default: '18:00' }),
    licenceRequired: f.int({ zh: '需核验驾驶证', en: 'Licence check required' }, { required: true, form: 'select', options: YES_NO_OPTIONS, default: 1 }),
  },
  ops: { page: 'page', upsert: 'saveOrUpdate' },
});

const driveAction = (name: string, label: Label, event: TestDriveEventType, more: Partial<ActionDecl> = {}): ActionDecl => ({
  name,
  label,
  path: name,
  permission: `test_drive_list_${name}`,
  custom: true,
  applies: (row) => testDriveAllows(row, event),
  refusal: (row) => testDriveRefusal(row, event),
  ...more,
});

export const TEST_DRIVE_ACTION_EVENTS: Record<string, TestDriveEventType> = { start: 'START', finish: 'FINISH', cancel: 'CANCEL' };

const driveFields = {
  // found by the customer's phone on booking; no picker (a store has thousands of clues)
  ahClueTraceId: f.id({ zh: '线索', en: 'Clue' }, { readonly: true, form: false }),
  customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 100, search: 'like' }),
  customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'like', rule: vMobile }),
  ahTestDriveCarId: f.id({ zh: '试驾车', en: 'Car' }, { required: true, list: 100, search: 'eq', form: 'select', ref: 'ahTestDriveCar' }),
  carName: f.string({ zh: '车型', en: 'Model' }, { max: 120, list: 150, readonly: true }),
  ahTestDriveRouteId: f.id({ zh: '试驾路线', en: 'Route' }, { list: 110, form: 'select', ref: 'ahTestDriveRoute' }),
  startTime: f.datetime({ zh: '预约开始', en: 'Starts' }, { required: true, list: 150, search: 'range', sortable: true }),
  endTime: f.datetime({ zh: '预约结束', en: 'Ends' }, { list: 150, readonly: true }),
  status: f.int({ zh: '状态', en: 'Status' }, { list: 70, search: 'eq', readonly: true, form: false, options: TEST_DRIVE_STATUS_OPTIONS, default: TEST_DRIVE_STATUS.booked }),
  salesmanName: f.string({ zh: '销售顾问', en: 'Salesman' }, { max: 50, list: 90, readonly: true }),
  salesmanId: f.id({ zh: '销售顾问', en: 'Salesman' }, { readonly: true, form: false }),
  licenceChecked: f.int({ zh: '驾驶证已核验', en: 'Licence checked' }, { list: 100, readonly: true, options: YES_NO_OPTIONS, default: 0 }),
  actualStart: f.datetime({ zh: '实际开始', en: 'Started at' }, { list: 150, readonly: true }),
  actualEnd: f.datetime({ zh: '实际结束', en: 'Ended at' }, { list: 150, readonly: true }),
  startMileage: f.decimal({ zh: '开始里程(km)', en: 'Start mileage' }, { readonly: true }),
  endMileage: f.decimal({ zh: '结束里程(km)', en: 'End mileage' }, { readonly: true }),
  driveMileage: f.decimal({ zh: '试驾里程(km)', en: 'Distance (km)' }, { list: 100, readonly: true }),
  contractNo: f.string({ zh: '试驾协议', en: 'Agreement' }, { max: 32, list: 160, readonly: true }),
  feedback: f.string({ zh: '试驾反馈', en: 'Feedback' }, { max: 500, list: 200, readonly: true }),
  remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
};

export const testDriveResource = defineResource({
  key: 'ahTestDrive',
  service: 'crm-anhua',
  base: 'ahTestDrive',
  table: 'ah_test_drive',
  title: { zh: '试驾列表', en: 'Test drives' },
  menu: 'test-drive-list',
  buttonPrefix: 'test_drive_list',
  labelField: 'customerName',
  paging: 'current',
  scope: 'store',
  fields: driveFields,
  ops: { page: 'page', detail: 'detail', create: 'book', export: 'export' },
  actions: [
    driveAction('start', { zh: '开始试驾', en: 'Start' }, 'START', {
      key: 's',
      input: { licenceChecked: f.int({ zh: '驾驶证已核验', en: 'Licence checked' }, { required: true, form: 'select', options: YES_NO_OPTIONS, default: 1 }) },
    }),
    driveAction('finish', { zh: '结束试驾', en: 'Finish' }, 'FINISH', {
      key: 'f',
      input: {
        endMileage: f.decimal({ zh: '结束里程(km)', en: 'End mileage (km)' }, { required: true, min: 0, maxValue: 1_000_000 }),
        feedback: f.string({ zh: '试驾反馈', en: 'Feedback' }, { max: 500, form: 'textarea' }),
      },
    }),
    driveAction('cancel', { zh: '取消预约', en: 'Cancel' }, 'CANCEL', { reason: { label: { zh: '取消原因', en: 'Reason' }, max: 200 } }),
  ],
  pages: { view: '/testDrive/detail' },
  sections: [
    { title: { zh: '预约', en: 'Booking' }, fields: ['customerName', 'customerPhone', 'ahTestDriveCarId', 'carName', 'ahTestDriveRouteId', 'startTime', 'endTime', 'status', 'salesmanName', 'remark'] },
    { title: { zh: '试驾', en: 'Drive' }, fields: ['licenceChecked', 'actualStart', 'actualEnd', 'startMileage', 'endMileage', 'driveMileage', 'contractNo', 'feedback'] },
  ],
  related: [{ resource: 'ahTestDriveEvent', foreignKey: 'ahTestDriveId', title: { zh: '试驾日志', en: 'Log' } }],
  slices: [{ name: 'record', menu: 'test-drive-record', title: { zh: '试驾记录', en: 'Test-drive records' }, fixed: { status: TEST_DRIVE_STATUS.finished }, buttonPrefix: 'test_drive_record', ops: { page: 'page', detail: 'detail', export: 'export' } }],
  defaultSort: ['startTime', 'desc'],
});

export const testDriveEventResource = defineResource({
  key: 'ahTestDriveEvent',
  service: 'crm-anhua',
  base: 'ahTestDriveEvent',
  table: 'ah_test_drive_event',
  title: { zh: '试驾日志', en: 'Test-drive logs' },
  menu: 'test-drive-log',
  buttonPrefix: 'test_drive_log',
  labelField: 'customerName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahTestDriveId: f.id({ zh: '试驾', en: 'Test drive' }, { search: 'eq', readonly: true, form: false }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 50, list: 100, search: 'like', readonly: true }),
    plateNo: f.string({ zh: '车牌号', en: 'Plate' }, { max: 8, list: 100, search: 'like', readonly: true }),
    event: f.string({ zh: '动作', en: 'Event' }, { max: 10, list: 90, search: 'eq', readonly: true, options: TEST_DRIVE_EVENT_OPTIONS }),
    mileage: f.decimal({ zh: '里程(km)', en: 'Mileage (km)' }, { list: 90, readonly: true }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 90, readonly: true }),
    eventTime: f.datetime({ zh: '时间', en: 'At' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    remark: f.string({ zh: '说明', en: 'Note' }, { max: 500, list: 260, readonly: true }),
  },
  ops: { page: 'page', detail: 'detail' },
  defaultSort: ['eventTime', 'desc'],
});

export const TEST_DRIVE_RESOURCES = [testDriveCarResource, testDriveRouteResource, testDriveConfigResource, testDriveResource, testDriveEventResource] as const;

import * as v from 'valibot';
import { vMobile } from '../../validators';
import { defineResource, f, type Option } from '../types';
import { ASSIGNED, ASSIGNED_OPTIONS } from '../../../machines/appointment.machine';

export { ASSIGNED, ASSIGNED_OPTIONS };

/** spec 3: appointmentType 1 is the prepend appointment (a test drive or visit booked before coming in) */
export const APPOINTMENT_TYPE = { prepend: 1, service: 2 } as const;

export const APPOINTMENT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '前置预约', en: 'Prepend appointment' },
  { value: 2, zh: '售后预约', en: 'Service appointment' },
];

/** Where the booking came from (docs/appointments.md). */
export const APPOINTMENT_SOURCE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '官网', en: 'Website' },
  { value: 2, zh: '小程序', en: 'Mini program' },
  { value: 3, zh: '电话', en: 'Phone' },
  { value: 4, zh: '到店登记', en: 'Walk-in' },
  { value: 5, zh: '汽车垂媒', en: 'Car media' },
];

/** The slices the two menus show (spec 3 section 9): the pool forces unassigned prepend appointments, 预约记录 assigned ones. */
export const POOL_FILTER = { appointmentType: String(APPOINTMENT_TYPE.prepend), assigned: String(ASSIGNED.unassigned) } as const;
export const RECORD_FILTER = { appointmentType: String(APPOINTMENT_TYPE.prepend), assigned: String(ASSIGNED.assigned) } as const;

/**
 * An appointment record of one store (crm-anhua appointmentrecord): a customer who booked a test drive or
 * a visit, waiting in the pool until the manager assigns a salesman of the store (appointment.machine.ts).
 * This is 预约记录's declaration; the pool is a slice of it under its own buttons (src/screens/appointment).
 * assignrecord and assignrecords are hand-written (server/modules/crm-anhua/appointment.ts) rather than
 * declared actions: they carry the salesman, which the generic `set` actions cannot; the machine guards them.
 */
export const appointmentRecordResource = defineResource({
  key: 'appointmentRecord',
  service: 'crm-anhua',
  base: 'appointmentrecord',
  table: 'ah_appointment_record',
  title: { zh: '预约记录', en: 'Appointment records' },
  menu: 'appointment-record',
  buttonPrefix: 'appointment_record',
  paging: 'pageNo',
  scope: 'store',
  fields: {
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 100, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    appointmentType: f.int({ zh: '预约类型', en: 'Type' }, { required: true, list: 90, search: 'eq', options: APPOINTMENT_TYPE_OPTIONS, form: 'select', default: APPOINTMENT_TYPE.prepend }),
    carSeriesName: f.string({ zh: '意向车系', en: 'Series wanted' }, { max: 50, list: 110, search: 'like' }),
    appointmentTime: f.datetime({ zh: '预约时间', en: 'Appointment time' }, { required: true, list: 150, search: 'range', sortable: true }),
    source: f.int({ zh: '预约来源', en: 'Source' }, { list: 90, search: 'eq', options: APPOINTMENT_SOURCE_OPTIONS, form: 'select' }),
    assigned: f.int({ zh: '分配状态', en: 'Assignment' }, { list: 80, search: 'eq', form: false, readonly: true, default: ASSIGNED.unassigned, options: ASSIGNED_OPTIONS }),
    assigneeId: f.id({ zh: '销售顾问', en: 'Salesman' }, { search: 'eq', form: false, readonly: true }),
    assigneeName: f.string({ zh: '销售顾问', en: 'Salesman' }, { max: 50, list: 90, form: false, readonly: true }),
    assignTime: f.datetime({ zh: '分配时间', en: 'Assigned at' }, { list: 150, form: false, readonly: true, sortable: true }),
    assignUserName: f.string({ zh: '分配人', en: 'Assigned by' }, { max: 50, list: 80, form: false, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, list: 180, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', create: 'save', update: 'update', remove: 'remove', export: 'export' },
  defaultSort: ['appointmentTime', 'asc'],
});

/**
 * How one store takes appointments (crm-member ahAppointmentConfig): one row per store, edited in place
 * (a singleton: the engine's page answers the store's row or the declared defaults, saveOrUpdate creates
 * it once). The menu has only the edit button.
 */
/** a clock time of the day, as the settings keep it */
const vClock = () => v.pipe(v.string('请输入HH:mm格式的时间'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '请输入HH:mm格式的时间'));

export const appointmentConfigResource = defineResource({
  key: 'ahAppointmentConfig',
  service: 'crm-member',
  base: 'ahAppointmentConfig',
  table: 'ah_appointment_config',
  title: { zh: '预约配置', en: 'Appointment settings' },
  menu: 'appointment-config',
  buttonPrefix: 'appointment_config',
  paging: 'current',
  scope: 'store',
  fields: {
    enabled: f.int({ zh: '开放预约', en: 'Taking appointments' }, { list: 90, form: 'switch', default: 1, options: [{ value: 1, zh: '开启', en: 'On' }, { value: 0, zh: '关闭', en: 'Off' }] }),
    openTime: f.string({ zh: '每日开始时间', en: 'Opens at' }, { required: true, max: 5, list: 100, default: '09:00', rule: vClock }),
    closeTime: f.string({ zh: '每日结束时间', en: 'Closes at' }, { required: true, max: 5, list: 100, default: '18:00', rule: vClock }),
    slotMinutes: f.int({ zh: '时段长度（分钟）', en: 'Slot (minutes)' }, { required: true, min: 15, maxValue: 240, list: 110, default: 60 }),
    slotCapacity: f.int({ zh: '每时段可约数', en: 'Per slot' }, { required: true, min: 1, maxValue: 99, list: 100, default: 3 }),
    daysAhead: f.int({ zh: '可提前预约天数', en: 'Days ahead' }, { required: true, min: 1, maxValue: 90, list: 110, default: 14 }),
    assignHours: f.int({ zh: '分配时限（小时）', en: 'Assign within (hours)' }, { required: true, min: 1, maxValue: 72, list: 120, default: 2 }),
    remark: f.string({ zh: '预约须知', en: 'Notice' }, { max: 500, list: 200, form: 'textarea' }),
  },
  ops: { page: 'page', upsert: 'saveOrUpdate' },
  singleton: true,
});

import { vMobile } from '../../validators';
import { defineResource, f } from '../types';

/** Call-centre seats: a seat binds a salesman to a phone line. */
export const seatsResource = defineResource({
  key: 'ahSeats',
  service: 'crm-dcc',
  base: 'ahSeats',
  table: 'ah_seats',
  title: { zh: '坐席列表', en: 'Seats' },
  menu: 'clue-seats',
  buttonPrefix: 'clue_seats',
  paging: 'current',
  scope: 'store',
  fields: {
    seatNo: f.string({ zh: '坐席号', en: 'Seat' }, { required: true, max: 20, list: 100, search: 'like', unique: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 130, search: 'eq', rule: vMobile }),
    userId: f.id({ zh: '销售顾问', en: 'Salesman' }, { required: true, search: 'eq' }),
    userName: f.string({ zh: '销售顾问', en: 'Salesman' }, { max: 50, list: 100, form: false, readonly: true }),
    signIn: f.int({ zh: '签入', en: 'Signed in' }, { list: 80, form: false, readonly: true, default: 0, options: [{ value: 0, zh: '未签入', en: 'No' }, { value: 1, zh: '已签入', en: 'Yes' }] }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', create: 'save', update: 'update', remove: 'remove' },
});

/** Quality-monitoring seats: who listens to and grades calls (saved and soft-deleted by id). */
export const qmSeatResource = defineResource({
  key: 'ahQmSeat',
  service: 'crm-dcc',
  base: 'ahQmSeat',
  table: 'ah_qm_seat',
  title: { zh: '质检坐席', en: 'Quality-monitoring seats' },
  menu: 'clue-qm-seats',
  buttonPrefix: 'clue_qm_seats',
  paging: 'current',
  scope: 'store',
  fields: {
    seatNo: f.string({ zh: '坐席号', en: 'Seat' }, { required: true, max: 20, list: 100, search: 'like', unique: true }),
    userId: f.id({ zh: '质检员', en: 'Inspector' }, { required: true, search: 'eq' }),
    userName: f.string({ zh: '质检员', en: 'Inspector' }, { max: 50, list: 120 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 200, form: 'textarea' }),
  },
  ops: { page: 'pageList', detail: 'detail', upsert: 'addOrEdit', remove: 'deleteLogic' },
});

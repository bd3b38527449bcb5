import { vMobile, vPlate } from '../../validators';
import { defineResource, f } from '../types';

/** One test drive of a store customer (/clue/testDriveLog/index). */
export const testDriveLogResource = defineResource({
  key: 'ahTestDriveLog',
  service: 'crm-dcc',
  base: 'ahTestDriveLog',
  table: 'ah_test_drive_log',
  title: { zh: '试驾记录', en: 'Test-drive log' },
  menu: 'clue-test-drive-log',
  buttonPrefix: 'clue_test_drive_log',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCustomerId: f.id({ zh: '客户', en: 'Customer' }, { required: true, search: 'eq', form: false }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 50, list: 100, search: 'like', form: false, readonly: true }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'eq', rule: vMobile, form: false, readonly: true }),
    seriesName: f.string({ zh: '试驾车系', en: 'Series' }, { required: true, max: 100, list: 100, search: 'like' }),
    modelName: f.string({ zh: '试驾车型', en: 'Model' }, { max: 100, list: 160 }),
    plateNo: f.string({ zh: '试驾车牌', en: 'Plate' }, { max: 8, list: 100, rule: vPlate }),
    driveStart: f.datetime({ zh: '开始时间', en: 'Started' }, { required: true, list: 150, search: 'range', sortable: true }),
    driveEnd: f.datetime({ zh: '结束时间', en: 'Ended' }, { list: 150 }),
    mileage: f.decimal({ zh: '里程(km)', en: 'Distance (km)' }, { list: 80, min: 0, maxValue: 1000 }),
    salesmanId: f.id({ zh: '陪同顾问', en: 'Salesman' }, { search: 'eq', form: false, readonly: true }),
    salesmanName: f.string({ zh: '陪同顾问', en: 'Salesman' }, { max: 50, list: 90, form: false, readonly: true }),
    satisfaction: f.int({ zh: '满意度', en: 'Satisfaction' }, {
      list: 70, min: 1, maxValue: 5,
      options: [1, 2, 3, 4, 5].map((n) => ({ value: n, zh: `${n}星`, en: `${n} star${n > 1 ? 's' : ''}` })),
    }),
    feedback: f.string({ zh: '试驾反馈', en: 'Feedback' }, { max: 500, list: 220, form: 'textarea' }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', export: 'export' },
  defaultSort: ['driveStart', 'desc'],
});

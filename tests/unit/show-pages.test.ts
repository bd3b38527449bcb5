import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { warReportResource } from '../../src/domain/resources/sales/war-report';
import { goodsResource } from '../../src/domain/resources/mall/mall';
import { workOrderResource } from '../../src/domain/resources/operations/work-order';
import { defineResource, f, type ResourceDecl } from '../../src/domain/resources/types';
import { addPageUrl } from '../../src/screens/resource/page-links';
import {
  declarationPageProblems,
  declaredPages,
  declaredPageUrl,
  historyRow,
  pageTitleOf,
  showActionKeys,
  showSections,
  stateFieldOf,
} from '../../src/screens/resource/show-layout';

const base = {
  service: 's',
  base: 'b',
  table: 't',
  title: { zh: '样例', en: 'Samples' },
  buttonPrefix: 'sample',
  paging: 'current',
  scope: 'store',
  ops: { page: 'page', detail: 'detail' },
} as const;

const sample = defineResource({
  ...base,
  key: 'sample',
  fields: {
    name: f.string('名称', { list: true }),
    state: f.int('状态', { list: true, readonly: true, form: false, options: [{ value: 0, zh: '草稿', en: 'Draft' }, { value: 1, zh: '已发布', en: 'Published' }] }),
    hidden: f.int('隐藏数', { list: false, form: false }),
    secret: f.string('密钥', { secret: true }),
    note: f.text('备注'),
    price: f.money('价格'),
  },
  sections: [{ title: { zh: '价格', en: 'Price' }, fields: ['price', 'hidden', 'secret'] }],
  actions: [
    { name: 'publish', label: { zh: '发布', en: 'Publish' }, path: 'publish', permission: 'sample_publish', set: { state: 1 } },
    { name: 'lock', label: { zh: '锁定', en: 'Lock' }, path: 'lock', permission: 'sample_lock', key: 'Shift+L' },
    { name: 'copy', label: { zh: '复制', en: 'Copy' }, path: 'copy', permission: 'sample_copy', key: '1' },
    { name: 'assign', label: { zh: '分配', en: 'Assign' }, path: 'assign', permission: 'sample_assign', batch: true },
  ],
});

describe('show page sections', () => {
  it('fields no section names come first, untitled; a declared section shows what it names, secrets never', () => {
    const sections = showSections(sample);
    expect(sections.map((s) => [s.title?.zh ?? null, s.fields.map(([k]) => k)])).toEqual([
      [null, ['name', 'state', 'note']],
      ['价格', ['price', 'hidden']],
    ]);
  });

  it('without sections, one section of the view fields', () => {
    const plain: ResourceDecl = { ...sample, sections: undefined };
    expect(showSections(plain).map((s) => s.fields.map(([k]) => k))).toEqual([['name', 'state', 'note', 'price']]);
  });

  it('every field named: no untitled section (the war report)', () => {
    const sections = showSections(warReportResource);
    expect(sections.map((s) => s.title?.zh)).toEqual(['战报', '统计数据']);
    // a figure out of the list and the form still shows on its page
    expect(sections[1].fields.map(([k]) => k)).toContain('traceCount');
  });
});

describe('show page keys', () => {
  it('declared keys stay; the others get the free digits in declared order', () => {
    expect([...showActionKeys(sample)]).toEqual([
      ['publish', '2'],
      ['lock', 'Shift+L'],
      ['copy', '1'],
      ['assign', '3'],
    ]);
  });

  it('a work order keeps its declared keys and numbers the rest, whatever its state', () => {
    const keys = showActionKeys(workOrderResource);
    expect(keys.get('COMPLETE')).toBe('Shift+C');
    expect(keys.get('SUBMIT_SETTLEMENT')).toBe('Shift+S');
    expect([keys.get('CANCEL_COMPLETION'), keys.get('SETTLE'), keys.get('REFUTE_SETTLEMENT'), keys.get('CANCEL_SETTLEMENT'), keys.get('CANCEL')]).toEqual(['1', '2', '3', '4', '5']);
  });

  it('the state beside the title: the field the actions set, else state/status with options', () => {
    expect(stateFieldOf(sample)).toBe('state');
    expect(stateFieldOf(goodsResource)).toBe('isUp');
    expect(stateFieldOf(workOrderResource)).toBe('state');
    expect(stateFieldOf(warReportResource)).toBeUndefined();
  });
});

describe('declared pages', () => {
  it('one page per path: /goods/edit adds and edits', () => {
    const pages = declaredPages([goodsResource, warReportResource]);
    expect(pages.map((p) => [p.path, p.decl.key, p.form ?? null, p.view])).toEqual([
      ['/goods/edit', 'ahGoods', { add: true, edit: true }, false],
      ['/dataReport/addWarReport', 'ahWarReport', { add: true, edit: false }, false],
      ['/dataReport/editWarReport', 'ahWarReport', { add: false, edit: true }, false],
      ['/dataReport/warReportDetail', 'ahWarReport', null, true],
    ]);
  });

  it('addresses: edit and view take ?id=, add takes the values a new record starts with', () => {
    expect(declaredPageUrl(warReportResource, 'view', '123')).toBe('/dataReport/warReportDetail?id=123');
    expect(declaredPageUrl(warReportResource, 'edit', '9')).toBe('/dataReport/editWarReport?id=9');
    expect(declaredPageUrl(sample, 'view', '1')).toBeUndefined();
    expect(addPageUrl(workOrderResource)).toBe('/afterSalesWorkOrderManagement/createOrder');
    expect(addPageUrl(workOrderResource, { customerName: '张三', id: '7', nope: 'x' })).toBe(`/afterSalesWorkOrderManagement/createOrder?customerName=${encodeURIComponent('张三')}`);
    expect(pageTitleOf(warReportResource, 'view')).toEqual({ zh: '战报详情', en: 'War reports: details' });
  });

  it('every declaration names real paths, fields and children', () => {
    expect(declarationPageProblems(RESOURCES)).toEqual([]);
  });

  it('a mistake is named', () => {
    const bad: ResourceDecl = {
      ...sample,
      key: 'bad',
      pages: { view: '/goods/edit' },
      sections: [{ title: { zh: '甲', en: 'A' }, fields: ['nope', 'name'] }, { title: { zh: '乙', en: 'B' }, fields: ['name'] }],
      related: [{ resource: 'missing', foreignKey: 'x' }, { resource: 'ahWarReport', foreignKey: 'nope' }],
    };
    expect(declarationPageProblems([goodsResource, warReportResource, bad])).toEqual([
      "bad: page /goods/edit is also ahGoods's",
      'bad: section 甲 names no field nope',
      'bad: field name is in two sections',
      'bad: related missing is no declaration',
      'bad: related ahWarReport has no field nope',
    ]);
  });
});

describe('history in words', () => {
  it('the action by its label, values as the field shows them', () => {
    const row = historyRow(
      sample,
      { id: '1', action: 'publish', field: 'state', fromValue: '0', toValue: '1', reason: null, createUser: '42', createUserName: '王经理', createTime: '2026-11-02T01:30:00.000Z' },
      'zh',
    );
    expect(row).toMatchObject({ user: '王经理', action: '发布', from: '草稿', to: '已发布', reason: '' });
    expect(row.time).toMatch(/^2026-11-02 \d\d:30:00$/);
    const unknown = historyRow(sample, { id: '2', action: 'MIGRATE', field: 'gone', fromValue: null, toValue: 'x', reason: '导入', createUser: '42', createUserName: null, createTime: '2026-11-02T01:30:00.000Z' }, 'en');
    expect(unknown).toMatchObject({ user: '42', action: 'MIGRATE', from: '', to: 'x', reason: '导入' });
  });
});

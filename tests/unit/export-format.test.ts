/** The shared export formatting (src/domain/export-format.ts): columns, cells, file names, headers. */
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  exportCell,
  exportColumns,
  exportFileName,
  exportRow,
  MONEY_NUM_FMT,
  sheetColumns,
  sheetName,
} from '../../src/domain/export-format';
import { defineResource, f } from '../../src/domain/resources/types';
import { paramResource } from '../../src/domain/resources/system/param';
import { warehouseCarResource } from '../../src/domain/resources/operations/warehouse';

const decl = defineResource({
  key: 'sample',
  service: 'crm-test',
  base: 'sample',
  table: 'ah_sample',
  title: { zh: '样例[列表]', en: 'Samples: all' },
  buttonPrefix: 'sample',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '名称', en: 'Name' }, { list: 210 }),
    price: f.money({ zh: '价格', en: 'Price' }, { list: true }),
    level: f.dict({ zh: '级别', en: 'Level' }, { dict: 'level', list: 90 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 40, options: [{ value: 1, zh: '启用', en: 'On' }, { value: 0, zh: '停用', en: 'Off' }] }),
    flag: f.bool({ zh: '标记', en: 'Flag' }, { list: true }),
    day: f.date({ zh: '日期', en: 'Day' }, { list: true }),
    at: f.datetime({ zh: '时间', en: 'At' }, { list: true }),
    count: f.int({ zh: '数量', en: 'Count' }, { list: true }),
    meta: f.json({ zh: '附加', en: 'Extra' }, { list: true }),
    hidden: f.string({ zh: '不列出', en: 'Not listed' }),
    secret: f.string({ zh: '密钥', en: 'Secret' }, { list: true, secret: true }),
  },
  ops: { page: 'list' },
});

describe('export columns', () => {
  it('are the listed fields in order, secrets left out, widths from the list widths, money formatted', () => {
    const cols = exportColumns(decl);
    expect(cols.map((c) => c.key)).toEqual(['name', 'price', 'level', 'state', 'flag', 'day', 'at', 'count', 'meta']);
    expect(cols.map((c) => c.header).slice(0, 3)).toEqual(['名称', '价格', '级别']);
    expect(exportColumns(decl, 'en')[0].header).toBe('Name');
    expect(cols.find((c) => c.key === 'name')!.width).toBe(30);
    expect(cols.find((c) => c.key === 'state')!.width).toBe(10); // never narrower than 10
    expect(cols.find((c) => c.key === 'price')!.width).toBe(17); // 120 px by default
    const defs = sheetColumns(cols);
    expect(defs.find((c) => c.key === 'price')!.style).toEqual({ numFmt: MONEY_NUM_FMT });
    expect(defs.find((c) => c.key === 'name')!.style).toEqual({});
  });

  it('of real declarations: the parameter list as the export e2e reads it', () => {
    expect(exportColumns(paramResource).map((c) => c.header)).toEqual(['参数名称', '参数键名', '参数键值', '备注']);
    expect(exportColumns(warehouseCarResource).map((c) => c.header)).toContain('采购价');
  });

  it('name sheets within the xlsx rules', () => {
    expect(sheetName(decl)).toBe('样例 列表 ');
    expect(sheetName(decl, 'en')).toBe('Samples  all');
    expect(sheetName({ ...decl, title: { zh: '长'.repeat(40), en: 'x' } }).length).toBe(31);
  });
});

describe('export cells', () => {
  const fd = decl.fields;
  it('money: integer hundredths to yuan as a number', () => {
    expect(exportCell(fd.price, 123456)).toBe(1234.56);
    expect(exportCell(fd.price, '5')).toBe(0.05);
    expect(exportCell(fd.price, 10n)).toBe(0.1);
    expect(exportCell(fd.price, 0)).toBe(0);
    expect(exportCell(fd.price, 'abc')).toBe('abc');
  });

  it('dictionary and option labels, -- for a negative select value, the raw key when unknown', () => {
    const labels = new Map([['2', '金卡']]);
    expect(exportCell(fd.level, '2', { labels })).toBe('金卡');
    expect(exportCell(fd.level, '9', { labels })).toBe('9');
    expect(exportCell(fd.level, '-1', { labels })).toBe('--');
    expect(exportCell(fd.state, 1)).toBe('启用');
    expect(exportCell(fd.state, 0, { lang: 'en' })).toBe('Off');
    expect(exportCell(fd.state, 5)).toBe(5);
    // a referring column: its rows' names
    expect(exportCell(fd.name, '42', { labels: new Map([['42', '张三']]) })).toBe('张三');
  });

  it('flags, dates, times, numbers, json and empties', () => {
    expect(exportCell(fd.flag, 1)).toBe('是');
    expect(exportCell(fd.flag, '0')).toBe('否');
    expect(exportCell(fd.flag, true, { lang: 'en' })).toBe('Yes');
    expect(exportCell(fd.day, '2026-03-04')).toBe('2026-03-04');
    const local = new Date(2026, 2, 4, 5, 6, 7);
    expect(exportCell(fd.at, local)).toBe('2026-03-04 05:06:07');
    expect(exportCell(fd.at, local.toISOString())).toBe('2026-03-04 05:06:07');
    expect(exportCell(fd.at, 'not a time')).toBe('not a time');
    expect(exportCell(fd.count, '12')).toBe(12);
    expect(exportCell(fd.meta, { a: 1 })).toBe('{"a":1}');
    expect(exportCell(fd.meta, '{"b":2}')).toBe('{"b":2}');
    for (const empty of [null, undefined, '']) expect(exportCell(fd.name, empty)).toBeNull();
  });

  it('a row by column key, with the labels of each column', () => {
    const row = exportRow(exportColumns(decl), { id: '1', name: '甲', price: 990, level: '2', state: 1, flag: 0, secret: 's', hidden: 'h' }, { labels: (k) => (k === 'level' ? new Map([['2', '金卡']]) : undefined) });
    expect(row).toEqual({ name: '甲', price: 9.9, level: '金卡', state: '启用', flag: '否', day: null, at: null, count: null, meta: null });
  });
});

describe('export file names', () => {
  it('the Chinese label plus the date and time, .xlsx', () => {
    expect(exportFileName({ zh: '参数管理', en: 'Parameters' }, new Date(2026, 10, 21, 20, 15, 0))).toBe('参数管理20261121201500.xlsx');
  });

  it('Content-Disposition carries an ASCII fallback and the RFC 5987 name', () => {
    const header = contentDisposition('参数管理20261121201500.xlsx');
    expect(header).toBe(`attachment; filename="20261121201500.xlsx"; filename*=UTF-8''${encodeURIComponent('参数管理')}20261121201500.xlsx`);
    expect(contentDisposition('报表(1)"x".xlsx')).toBe(`attachment; filename="(1)x.xlsx"; filename*=UTF-8''${encodeURIComponent('报表')}%281%29%22x%22.xlsx`);
    expect(contentDisposition('导出')).toContain('filename="export.xlsx"');
  });
});

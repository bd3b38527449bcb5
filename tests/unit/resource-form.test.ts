import { describe, expect, it } from 'vitest';
import { defineResource, f } from '../../src/domain/resources/types';
import { dictResource } from '../../src/domain/resources/system/dict';
import { vMobile } from '../../src/domain/validators';
import {
  buildExportParams,
  buildListParams,
  clampPage,
  emptySearch,
  nextSort,
  pageCount,
  panelSearchFields,
  searchControl,
  searchFields,
  searchFilters,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
} from '../../src/screens/resource/list-params';
import { formToRecord, initialValues, moneyToCents, recordToForm, widgetOf, formFields } from '../../src/screens/resource/form-values';
import { formatCell } from '../../src/screens/resource/cell-format';
import { clampFocus, focusAfterReload, moveFocus, selectAllState, selectedInOrder, toggleAll, toggleSelected } from '../../src/screens/resource/selection';
import { savePath } from '../../src/screens/resource/use-resource';
import { choiceText, rowChoices, rowLabel, rowLabelKey } from '../../src/screens/resource/choices';

/** A declaration with one field of each kind the generic screens handle. */
const goods = defineResource({
  key: 'testGoods',
  service: 'crm-mall',
  base: 'ahGoods',
  table: 'ah_goods',
  title: { zh: '商品', en: 'Goods' },
  buttonPrefix: 'goods',
  paging: 'current',
  scope: 'store',
  fields: {
    name: f.string({ zh: '名称', en: 'Name' }, { required: true, max: 10, list: 200, search: 'like' }),
    price: f.money({ zh: '价格', en: 'Price' }, { required: true, list: 120, search: 'range' }),
    kind: f.dict({ zh: '类型', en: 'Kind' }, { dict: 'goods_kind', list: 100, search: 'eq' }),
    level: f.int({ zh: '等级', en: 'Level' }, { list: 80, search: 'eq', options: [{ value: -1, zh: '无', en: 'None' }, { value: 1, zh: '一级', en: 'First' }, { value: 2, zh: '二级', en: 'Second' }] }),
    onSale: f.bool({ zh: '上架', en: 'Listed' }, { list: 80, default: 0, options: [{ value: 0, zh: '否', en: 'No' }, { value: 1, zh: '是', en: 'Yes' }] }),
    saleDate: f.date({ zh: '上架日期', en: 'Listed on' }, { list: 120, search: 'range' }),
    createdAt: f.datetime({ zh: '创建时间', en: 'Created' }, { list: 160, readonly: true, search: 'range' }),
    phone: f.string({ zh: '电话', en: 'Phone' }, { rule: vMobile }),
    secretCode: f.string({ zh: '密钥', en: 'Secret' }, { hashed: true }),
    remark: f.text({ zh: '备注', en: 'Remark' }, { max: 255 }),
    internal: f.string({ zh: '内部', en: 'Internal' }, { form: false, list: 100 }),
  },
  ops: { page: 'page', detail: 'detail', create: 'save', update: 'update', remove: 'remove', export: 'export' },
});

const pageNoDecl = defineResource({ ...goods, key: 'testGoods2', paging: 'pageNo' as const });

describe('list query from the declaration', () => {
  it('has the spec page sizes with 20 by default', () => {
    expect(PAGE_SIZES).toEqual([20, 30, 40, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('starts with a blank value per search key; ranges have Start and End', () => {
    expect(emptySearch(goods)).toEqual({
      name: '',
      priceStart: '',
      priceEnd: '',
      kind: '',
      level: '',
      saleDateStart: '',
      saleDateEnd: '',
      createdAtStart: '',
      createdAtEnd: '',
    });
  });

  it('picks the control by search kind and field', () => {
    expect(searchControl(goods.fields.name)).toBe('input');
    expect(searchControl(goods.fields.kind)).toBe('select');
    expect(searchControl(goods.fields.level)).toBe('select');
    expect(searchControl(goods.fields.saleDate)).toBe('dateRange');
    expect(searchControl(goods.fields.createdAt)).toBe('datetimeRange');
    expect(searchControl(goods.fields.price)).toBe('numberRange');
  });

  it('shows no box for an id nobody can pick, and keeps it as a filter of the API', () => {
    const calls = defineResource({
      key: 'callsT',
      service: 's',
      base: 'b',
      table: 't',
      title: { zh: '通话', en: 'Calls' },
      buttonPrefix: 'calls',
      paging: 'current',
      scope: 'store',
      fields: {
        traceId: f.id({ zh: '线索跟进', en: 'Trace' }, { search: 'eq' }),
        memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', ref: 'ahMember' }),
        userName: f.string({ zh: '呼叫人', en: 'Caller' }, { search: 'like' }),
      },
      ops: { page: 'page' },
    });
    expect(panelSearchFields(calls).map(([k]) => k)).toEqual(['memberId', 'userName']);
    expect(searchFields(calls).map(([k]) => k)).toEqual(['traceId', 'memberId', 'userName']);
    expect(searchFilters(calls, { traceId: ' 1234567890123456789 ' })).toEqual({ traceId: '1234567890123456789' });
  });

  it('trims values, leaves blanks and undeclared keys out, and sends money filters in hundredths', () => {
    const filters = searchFilters(goods, {
      name: '  轮胎 ',
      priceStart: '12.5',
      priceEnd: ' ',
      kind: '2',
      level: '',
      saleDateStart: '2024-01-01',
      saleDateEnd: '2024-01-31',
      remark: 'not a search field',
    });
    expect(filters).toEqual({ name: '轮胎', priceStart: '1250', kind: '2', saleDateStart: '2024-01-01', saleDateEnd: '2024-01-31' });
  });

  it('pages with current/size or pageNo/pageSize as declared, with the sort as ascs/descs', () => {
    const state = { search: { ...emptySearch(goods), name: 'a' }, current: 3, size: 50, sort: { field: 'price', dir: 'desc' as const } };
    expect(buildListParams(goods, state)).toEqual({ current: 3, size: 50, name: 'a', descs: 'price' });
    expect(buildListParams(pageNoDecl, { ...state, sort: { field: 'name', dir: 'asc' } })).toEqual({ pageNo: 3, pageSize: 50, name: 'a', ascs: 'name' });
    expect(buildListParams(goods, { search: {}, current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
  });

  it('exports the current filter with page 1 of 50000 rows', () => {
    const search = { ...emptySearch(goods), kind: '1' };
    expect(buildExportParams(goods, search)).toEqual({ kind: '1', current: 1, size: 50000 });
    expect(buildExportParams(pageNoDecl, search, { field: 'price', dir: 'asc' })).toEqual({ kind: '1', ascs: 'price', pageNo: 1, pageSize: 50000 });
  });

  it('cycles a column sort ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'price')).toEqual({ field: 'price', dir: 'asc' });
    expect(nextSort({ field: 'price', dir: 'asc' }, 'price')).toEqual({ field: 'price', dir: 'desc' });
    expect(nextSort({ field: 'price', dir: 'desc' }, 'price')).toBeNull();
    expect(nextSort({ field: 'price', dir: 'desc' }, 'name')).toEqual({ field: 'name', dir: 'asc' });
  });

  it('counts pages and keeps a page number in range', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(clampPage(5, 41, 20)).toBe(3);
    expect(clampPage(0, 41, 20)).toBe(1);
  });
});

describe('form widgets and values', () => {
  it('derives widgets from the type unless declared', () => {
    expect(widgetOf('name', goods.fields.name)).toBe('input');
    expect(widgetOf('price', goods.fields.price)).toBe('money');
    expect(widgetOf('kind', goods.fields.kind)).toBe('select');
    expect(widgetOf('level', goods.fields.level)).toBe('select');
    expect(widgetOf('onSale', goods.fields.onSale)).toBe('switch');
    expect(widgetOf('saleDate', goods.fields.saleDate)).toBe('date');
    expect(widgetOf('createdAt', goods.fields.createdAt)).toBe('datetime');
    expect(widgetOf('secretCode', goods.fields.secretCode)).toBe('password');
    expect(widgetOf('remark', goods.fields.remark)).toBe('textarea');
    expect(widgetOf('parentId', dictResource.fields.parentId, dictResource)).toBe('tree');
    expect(widgetOf('isSealed', dictResource.fields.isSealed, dictResource)).toBe('switch');
  });

  it('leaves read-only and form:false fields out of add and edit, and secrets out of view', () => {
    const edit = formFields(goods, 'edit').map(([k]) => k);
    expect(edit).not.toContain('createdAt');
    expect(edit).not.toContain('internal');
    expect(edit).toContain('secretCode');
    const view = formFields(goods, 'view').map(([k]) => k);
    expect(view).toContain('createdAt');
    expect(view).toContain('internal');
    expect(view).not.toContain('secretCode');
  });

  it('starts a new record with the declared defaults', () => {
    const v = initialValues(goods);
    expect(v.onSale).toBe('0');
    expect(v.name).toBe('');
    expect(initialValues(dictResource)).toMatchObject({ parentId: '0', sort: '0', isSealed: '0' });
  });

  it('shows stored hundredths as yuan with two decimals, and never a stored secret', () => {
    const v = recordToForm(goods, { id: '1', name: 'A', price: 123456, saleDate: '2024-03-05', secretCode: 'x', onSale: 1, level: 2 });
    expect(v.price).toBe('1234.56');
    expect(v.saleDate).toBe('2024-03-05');
    expect(v.secretCode).toBe('');
    expect(v.onSale).toBe('1');
    expect(v.level).toBe('2');
  });
});

describe('money conversion in the form', () => {
  it.each([
    ['0.1', 10],
    ['19.99', 1999],
    ['1,234.5', 123450],
    ['100', 10000],
    ['99999999.99', 9999999999],
  ])('%s yuan -> %d hundredths', (text, cents) => {
    expect(moneyToCents(text, 'zh')).toEqual({ cents });
  });

  it('refuses text and more than two decimals with the spec messages', () => {
    expect(moneyToCents('abc', 'zh')).toEqual({ message: '请输入合理的数字' });
    expect(moneyToCents('1.234', 'zh')).toEqual({ message: '请输入正确数值' });
    expect(moneyToCents('abc', 'en')).toEqual({ message: 'Please enter a valid number' });
  });

  it('sends integer hundredths after validation', () => {
    const r = formToRecord(goods, { ...initialValues(goods), name: ' 机油 ', price: '88.8' }, { mode: 'create', lang: 'zh' });
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ name: '机油', price: 8880, onSale: 0 }) });
  });

  it('reports the money range of the validator catalogue', () => {
    const r = formToRecord(goods, { ...initialValues(goods), name: 'a', price: '100000000' }, { mode: 'create', lang: 'zh' });
    expect(r).toEqual({ ok: false, field: 'price', message: '请填写0-99999999.99之间的数字' });
  });
});

describe('form validation (the server’s own check)', () => {
  it('reports the first field in error in declaration order', () => {
    const r = formToRecord(goods, { ...initialValues(goods), name: '   ', price: 'x' }, { mode: 'create', lang: 'zh' });
    expect(r).toEqual({ ok: false, field: 'name', message: '名称不能为空' });
    const en = formToRecord(goods, { ...initialValues(goods), name: '' }, { mode: 'create', lang: 'en' });
    expect(en).toEqual({ ok: false, field: 'name', message: 'Name is required' });
  });

  it('applies max length and catalogue rules', () => {
    expect(formToRecord(goods, { ...initialValues(goods), name: '12345678901', price: '1' }, { mode: 'create', lang: 'zh' })).toMatchObject({ ok: false, field: 'name' });
    expect(formToRecord(goods, { ...initialValues(goods), name: 'a', price: '1', phone: '123' }, { mode: 'create', lang: 'zh' })).toEqual({
      ok: false,
      field: 'phone',
      message: '请输入有效手机号',
    });
  });

  it('checks option values', () => {
    expect(formToRecord(goods, { ...initialValues(goods), name: 'a', price: '1', level: '7' }, { mode: 'create', lang: 'zh' })).toEqual({
      ok: false,
      field: 'level',
      message: '等级取值无效',
    });
  });

  it('edits partially: a blank secret is left out (kept as stored), cleared fields travel as null', () => {
    const values = recordToForm(goods, { id: '9', name: 'A', price: 100, remark: 'old', secretCode: null });
    values.remark = '  ';
    const r = formToRecord(goods, values, { mode: 'edit', lang: 'zh' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).not.toHaveProperty('secretCode');
    expect(r.value.remark).toBeNull();
    expect(r.value.price).toBe(100);
  });

  it('trims strings, passwords included, as the server does', () => {
    const r = formToRecord(goods, { ...initialValues(goods), name: 'a', price: '1', secretCode: ' p w ', remark: ' r ' }, { mode: 'create', lang: 'zh' });
    expect(r.ok && r.value.secretCode).toBe('p w');
    expect(r.ok && r.value.remark).toBe('r');
  });

  it('reports a money conversion failure only when no earlier field fails', () => {
    expect(formToRecord(goods, { ...initialValues(goods), name: 'a', price: 'x' }, { mode: 'create', lang: 'zh' })).toEqual({
      ok: false,
      field: 'price',
      message: '请输入合理的数字',
    });
    expect(formToRecord(goods, { ...initialValues(goods), name: 'a', price: '1.234', phone: '1' }, { mode: 'create', lang: 'zh' })).toMatchObject({ field: 'price' });
  });

  it('converts datetimes to ISO', () => {
    const withTime = defineResource({ ...goods, key: 'dt', fields: { at: f.datetime('at', { required: true }) } });
    const r = formToRecord(withTime, { at: '2024-05-06T07:08:09' }, { mode: 'create', lang: 'zh' });
    expect(r.ok && typeof r.value.at === 'string' && r.value.at.endsWith('Z')).toBe(true);
  });
});

describe('save path', () => {
  it('uses update/create when declared, else upsert', () => {
    expect(savePath(goods, '1')).toBe('update');
    expect(savePath(goods, null)).toBe('save');
    expect(savePath(dictResource, '1')).toBe('submit');
    expect(savePath(dictResource, undefined)).toBe('submit');
  });
});

describe('cells', () => {
  const dict = [
    { dictKey: '1', dictValue: '精品', dictValueEn: 'Boutique' },
    { dictKey: '2', dictValue: '配件', dictValueEn: null },
  ];
  it('shows money with two decimals and thousands separators', () => {
    expect(formatCell(goods.fields.price, 123456789, { lang: 'zh' })).toBe('1,234,567.89');
    expect(formatCell(goods.fields.price, 0, { lang: 'zh' })).toBe('0.00');
    expect(formatCell(goods.fields.price, null, { lang: 'zh' })).toBe('');
  });

  it('shows dictionary labels, English when the interface is English and there is one', () => {
    expect(formatCell(goods.fields.kind, '1', { lang: 'zh', dict })).toBe('精品');
    expect(formatCell(goods.fields.kind, '1', { lang: 'en', dict })).toBe('Boutique');
    expect(formatCell(goods.fields.kind, '2', { lang: 'en', dict })).toBe('配件');
    expect(formatCell(goods.fields.kind, '9', { lang: 'zh', dict })).toBe('9');
  });

  it('shows option labels and -- for negative select values', () => {
    expect(formatCell(goods.fields.level, 2, { lang: 'zh' })).toBe('二级');
    expect(formatCell(goods.fields.level, 2, { lang: 'en' })).toBe('Second');
    expect(formatCell(goods.fields.level, -1, { lang: 'zh' })).toBe('--');
    expect(formatCell(goods.fields.kind, '-1', { lang: 'zh', dict })).toBe('--');
  });

  it('formats dates and datetimes', () => {
    expect(formatCell(goods.fields.saleDate, '2024-03-05', { lang: 'zh' })).toBe('2024-03-05');
    const local = new Date(2024, 2, 5, 6, 7, 8).toISOString();
    expect(formatCell(goods.fields.createdAt, local, { lang: 'zh' })).toBe('2024-03-05 06:07:08');
  });
});

describe('selection state', () => {
  const ids = ['a', 'b', 'c'];
  it('tracks all, some and none', () => {
    expect(selectAllState(ids, new Set())).toBe('none');
    expect(selectAllState(ids, new Set(['a']))).toBe('some');
    expect(selectAllState(ids, new Set(ids))).toBe('all');
    expect(selectAllState([], new Set())).toBe('none');
    // ids of another page do not count
    expect(selectAllState(ids, new Set(['z']))).toBe('none');
  });

  it('toggles one row and the whole page', () => {
    const one = toggleSelected(new Set(), 'b');
    expect([...one]).toEqual(['b']);
    expect([...toggleSelected(one, 'b')]).toEqual([]);
    expect([...toggleAll(ids, one)].sort()).toEqual(ids);
    expect([...toggleAll(ids, new Set(ids))]).toEqual([]);
  });

  it('sends selected ids in page order', () => {
    expect(selectedInOrder(ids, new Set(['c', 'a']))).toEqual(['a', 'c']);
  });

  it('moves the focused row within the page', () => {
    expect(moveFocus(-1, 1, 3)).toBe(0);
    expect(moveFocus(-1, -1, 3)).toBe(2);
    expect(moveFocus(0, 1, 3)).toBe(1);
    expect(moveFocus(2, 1, 3)).toBe(2);
    expect(moveFocus(0, -1, 3)).toBe(0);
    expect(moveFocus(1, 1, 0)).toBe(-1);
    expect(clampFocus(5, 3)).toBe(2);
    expect(clampFocus(-1, 3)).toBe(-1);
    expect(clampFocus(1, 0)).toBe(-1);
  });

  it('keeps the cursor on its record after a reload re-sorts the page, else on its place', () => {
    // the focused record moved from the top to the third row: the cursor follows it
    expect(focusAfterReload(0, 'a', ['b', 'c', 'a'])).toBe(2);
    // it left the page (deleted, filtered out): the same place, clamped
    expect(focusAfterReload(2, 'z', ['b', 'c'])).toBe(1);
    expect(focusAfterReload(1, 'z', ['b', 'c', 'd'])).toBe(1);
    // no cursor yet: none, or the first row when the list starts on it
    expect(focusAfterReload(-1, null, ['b', 'c'])).toBe(-1);
    expect(focusAfterReload(-1, null, ['b', 'c'], true)).toBe(0);
    expect(focusAfterReload(0, 'a', [])).toBe(-1);
  });
});

describe('row pickers', () => {
  const rows = [
    { id: '1', parentId: '0', code: 'sex', dictKey: '-1', dictValue: '性别', dictValueEn: 'Sex' },
    { id: '2', parentId: '1', code: 'sex', dictKey: '1', dictValue: '男', dictValueEn: 'Male' },
    { id: '3', parentId: '2', code: 'sex', dictKey: 'x', dictValue: '子项', dictValueEn: null },
    { id: '4', parentId: '0', code: 'yes_no', dictKey: '-1', dictValue: '是否', dictValueEn: 'Yes/No' },
  ];

  it('labels a row by its name-like field, English twin when the interface is English', () => {
    expect(rowLabelKey(dictResource)).toBe('dictValue');
    expect(rowLabel(dictResource, rows[0], 'zh')).toBe('性别');
    expect(rowLabel(dictResource, rows[0], 'en')).toBe('Sex');
    expect(rowLabel(dictResource, rows[2], 'en')).toBe('子项');
  });

  it('lists the resource as an indented tree with the root first', () => {
    const choices = rowChoices(dictResource, rows, 'zh', { top: '0' });
    expect(choices.map((c) => [c.value, c.label])).toEqual([
      ['0', '顶级'],
      ['1', '性别'],
      ['2', '\u3000男'],
      ['3', '\u3000\u3000子项'],
      ['4', '是否'],
    ]);
    expect(choiceText(choices, 3)).toBe('子项');
  });

  it('leaves the edited row and its descendants out (no cycles)', () => {
    const choices = rowChoices(dictResource, rows, 'zh', { excludeId: '2' });
    expect(choices.map((c) => c.value)).toEqual(['1', '4']);
  });
});

/** The input layer's rules and their messages: the request guard, dates, integers and declared fields. */
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, guardRequest, guardValue } from '../../server/http/input-guard';
import { checkDateTime, checkInteger, translateValidationMessage } from '../../src/domain/validators';
import { validateRecord } from '../../src/domain/resources/validate';
import { defineResource, f } from '../../src/domain/resources/types';

const deep = (n: number) => {
  let x: unknown = 1;
  for (let i = 0; i < n; i++) x = [x];
  return x;
};

describe('request guard', () => {
  it('passes ordinary input', () => {
    expect(guardRequest({ name: '张三', current: '1' }, { remark: 'line\nnext\ttab\r\n', list: [{ a: 1 }], n: 1.5 })).toBeNull();
  });

  it('refuses control characters: none in a query, only tab and line breaks in a body', () => {
    expect(guardRequest({ q: 'a\u0000b' }, null)).toEqual({ field: 'q', message: { zh: 'q包含非法字符', en: 'q contains characters that are not allowed' } });
    expect(guardRequest({ q: 'a\nb' }, null)?.field).toBe('q');
    expect(guardRequest({}, { items: [{ name: 'x\u0007' }] })?.field).toBe('items.0.name');
    expect(guardRequest({}, { bad: '\ud800' })).not.toBeNull();
    expect(guardRequest({}, { ['k\u0000']: 1 })).not.toBeNull();
    expect(guardRequest({}, { emoji: '😀' })).toBeNull();
  });

  it('bounds strings, nesting and the number of values, without recursion', () => {
    expect(guardValue({ s: 'x'.repeat(INPUT_LIMITS.string) })).toBeNull();
    expect(guardValue({ s: 'x'.repeat(INPUT_LIMITS.string + 1) })?.message.zh).toBe(`s长度不能超过${INPUT_LIMITS.string}个字符`);
    expect(guardValue({ s: 'x'.repeat(100) }, { maxString: 99 })).not.toBeNull();
    expect(guardValue(deep(INPUT_LIMITS.depth))).toBeNull();
    expect(guardValue(deep(INPUT_LIMITS.depth + 1))?.message).toEqual({ zh: '请求数据嵌套不能超过32层', en: 'Request data may not be nested more than 32 levels deep' });
    expect(guardValue(deep(200_000))).not.toBeNull();
    expect(guardValue(new Array(INPUT_LIMITS.values + 1).fill(0))?.message.zh).toBe(`请求数据不能超过${INPUT_LIMITS.values}项`);
    expect(guardValue({ n: Infinity })).not.toBeNull();
  });
});

describe('dates', () => {
  it('takes real calendar dates within 1900-2100', () => {
    expect(checkDateTime('2024-02-29', 'date')).toMatchObject({ ok: true, date: '2024-02-29' });
    expect(checkDateTime('2023-02-29', 'date')).toEqual({ ok: false, message: 'dateInvalid' });
    expect(checkDateTime('2023-02-31', 'date')).toEqual({ ok: false, message: 'dateInvalid' });
    expect(checkDateTime('2023-04-31 10:00:00', 'datetime')).toEqual({ ok: false, message: 'datetimeInvalid' });
    expect(checkDateTime('2023-01-01 24:00:00', 'datetime')).toEqual({ ok: false, message: 'datetimeInvalid' });
    expect(checkDateTime('+275760-09-13', 'datetime')).toEqual({ ok: false, message: 'datetimeInvalid' });
    expect(checkDateTime('1899-12-31', 'date')).toEqual({ ok: false, message: 'dateOutOfRange' });
    expect(checkDateTime('2101-01-01T00:00:00Z', 'datetime')).toEqual({ ok: false, message: 'dateOutOfRange' });
    expect(checkDateTime('2024-01-01 10:00', 'date')).toEqual({ ok: false, message: 'dateInvalid' });
    expect(checkDateTime(20240101, 'date')).toEqual({ ok: false, message: 'dateInvalid' });
  });

  it('reads the forms the client sends', () => {
    const iso = checkDateTime('2024-05-06T02:03:04.000Z', 'datetime');
    expect(iso.ok && iso.time.toISOString()).toBe('2024-05-06T02:03:04.000Z');
    expect(checkDateTime('2024-05-06 10:00:00', 'datetime').ok).toBe(true);
    expect(checkDateTime('2024-05-06T10:00+08:00', 'datetime').ok).toBe(true);
    expect(checkDateTime('2024-05-06', 'datetime').ok).toBe(true);
  });
});

describe('integers', () => {
  it('takes whole numbers within the range, from numbers and plain digit strings', () => {
    expect(checkInteger(5)).toBe(5);
    expect(checkInteger(' 42 ')).toBe(42);
    expect(checkInteger(-2147483648)).toBe(-2147483648);
    for (const bad of [1.5, '1.5', '1e3', 2147483648, '99999999999999999999', 'abc', '', null, true, NaN]) expect(checkInteger(bad), String(bad)).toBeNull();
    expect(checkInteger(9_999_999_999, 0, 9_999_999_999)).toBe(9_999_999_999);
    expect(checkInteger(-1, 0, 9_999_999_999)).toBeNull();
  });
});

describe('declared fields', () => {
  const decl = defineResource({
    key: 'probe',
    service: 'crm-probe',
    base: 'probe',
    table: 'ah_probe',
    title: { zh: '探针', en: 'Probe' },
    buttonPrefix: 'probe',
    paging: 'current',
    scope: 'tenant',
    fields: {
      count: f.int({ zh: '数量', en: 'Count' }),
      price: f.money({ zh: '价格', en: 'Price' }),
      day: f.date({ zh: '日期', en: 'Day' }),
      at: f.datetime({ zh: '时间', en: 'Time' }),
      level: f.int({ zh: '等级', en: 'Level' }, { options: [{ value: 1, zh: '一', en: 'One' }, { value: 2, zh: '二', en: 'Two' }] }),
      note: f.text({ zh: '说明', en: 'Note' }),
      name: f.string({ zh: '名称', en: 'Name' }),
      rate: f.decimal({ zh: '比率', en: 'Rate' }),
    },
    ops: {},
  });
  const one = (input: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => validateRecord(decl, input, { partial: true, lang });

  it('refuses integers out of int4 or with a fraction', () => {
    expect(one({ count: 2147483648 })).toEqual({ ok: false, field: 'count', message: '数量请输入0到2147483647之间的整数' });
    expect(one({ count: 1.5 })).toMatchObject({ ok: false, message: '数量正整数或者0' });
    expect(one({ count: '12' })).toEqual({ ok: true, value: { count: 12 } });
  });

  it('refuses money outside 0-99999999.99 (hundredths)', () => {
    for (const price of [-1, 1e20, 1.5, '10000000000', true]) expect(one({ price }), String(price)).toMatchObject({ ok: false, message: '请填写0-99999999.99之间的数字' });
    expect(one({ price: 9_999_999_999 })).toEqual({ ok: true, value: { price: 9_999_999_999 } });
  });

  it('refuses days that do not exist and years outside the range', () => {
    expect(one({ day: '2023-02-31' })).toEqual({ ok: false, field: 'day', message: '日期日期格式错误' });
    expect(one({ at: '2023-02-31 10:00:00' })).toMatchObject({ ok: false, message: '时间时间格式错误' });
    expect(one({ at: '2300-01-01 10:00:00' })).toMatchObject({ ok: false, message: '时间需在1900年至2100年之间' });
    expect(one({ at: '2300-01-01 10:00:00' }, 'en')).toMatchObject({ ok: false, message: 'Time must be between the years 1900 and 2100' });
  });

  it('refuses values outside the options', () => {
    expect(one({ level: 999 })).toEqual({ ok: false, field: 'level', message: '等级取值无效' });
    expect(one({ level: 'zzz' })).toMatchObject({ ok: false });
    expect(one({ level: '2' })).toEqual({ ok: true, value: { level: 2 } });
  });

  it('bounds text and strings that declare no max by their column', () => {
    expect(one({ note: 'x'.repeat(20_000) }).ok).toBe(true);
    expect(one({ note: 'x'.repeat(20_001) })).toMatchObject({ ok: false, message: '说明长度不能超过20000个字符' });
    expect(one({ name: 'x'.repeat(256) })).toMatchObject({ ok: false, message: '名称长度不能超过255个字符' });
    expect(one({ rate: 1e20 })).toMatchObject({ ok: false });
  });

  it('translates the server messages for the English interface', () => {
    expect(translateValidationMessage('数量请输入0到2147483647之间的整数', 'en')).toBe('数量: please enter a whole number from 0 to 2147483647');
    expect(translateValidationMessage('等级取值无效', 'en')).toBe('等级: not an allowed value');
  });
});

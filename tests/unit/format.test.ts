import { describe, expect, it } from 'vitest';
import {
  displaySelectValue,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyYuan,
  maskAccount,
} from '../../src/domain/format';

describe('formatMoney (integer hundredths)', () => {
  it.each([
    [123456789, '1,234,567.89'],
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [9999999999, '99,999,999.99'],
    [-123456789, '-1,234,567.89'],
    [-5, '-0.05'],
    [-100000, '-1,000.00'],
  ])('%d -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('gives an empty string for null, undefined and non-finite numbers', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(NaN)).toBe('');
    expect(formatMoney(Infinity)).toBe('');
  });

  it('rounds a stray fraction of a cent', () => {
    expect(formatMoney(1999.6)).toBe('20.00');
  });
});

describe('formatMoneyYuan', () => {
  it.each([
    [1234567.89, '1,234,567.89'],
    ['1234567.89', '1,234,567.89'],
    ['1234.5', '1,234.50'],
    [0.1, '0.10'],
    ['0', '0.00'],
    [-1234.5, '-1,234.50'],
    ['-0.01', '-0.01'],
    ['1.005', '1.01'],
    [1.005, '1.01'],
    ['2.004', '2.00'],
    ['-1.005', '-1.01'],
    [' 12 ', '12.00'],
  ] as const)('%j -> %s', (value, text) => {
    expect(formatMoneyYuan(value)).toBe(text);
  });

  it('gives an empty string for empty or non-numeric input', () => {
    expect(formatMoneyYuan('')).toBe('');
    expect(formatMoneyYuan('abc')).toBe('');
    expect(formatMoneyYuan(null)).toBe('');
    expect(formatMoneyYuan(undefined)).toBe('');
    expect(formatMoneyYuan(NaN)).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  // Built in local time so the expectations hold in any time zone.
  const date = new Date(2024, 0, 2, 3, 4, 5);

  it('formats a Date', () => {
    expect(formatDate(date)).toBe('2024-01-02');
    expect(formatDateTime(date)).toBe('2024-01-02 03:04:05');
  });

  it('formats epoch milliseconds', () => {
    expect(formatDate(date.getTime())).toBe('2024-01-02');
    expect(formatDateTime(date.getTime())).toBe('2024-01-02 03:04:05');
  });

  it('formats ISO strings', () => {
    expect(formatDate('2024-12-31')).toBe('2024-12-31');
    expect(formatDateTime('2024-12-31T23:59:58')).toBe('2024-12-31 23:59:58');
    expect(formatDateTime(date.toISOString())).toBe('2024-01-02 03:04:05');
  });

  it('gives an empty string for empty or invalid input', () => {
    for (const value of [null, undefined, '', 'not a date', new Date(NaN)]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
});

describe('displaySelectValue', () => {
  it('shows -- for negative numeric values', () => {
    expect(displaySelectValue(-1, '全部')).toBe('--');
    expect(displaySelectValue('-1', '全部')).toBe('--');
    expect(displaySelectValue(-0.5, 'x')).toBe('--');
  });

  it('shows the label otherwise', () => {
    expect(displaySelectValue(0, '在售')).toBe('在售');
    expect(displaySelectValue('3', '已售')).toBe('已售');
    expect(displaySelectValue('abc', '其他')).toBe('其他');
    expect(displaySelectValue(null, '无')).toBe('无');
    expect(displaySelectValue(2, undefined)).toBe('');
  });
});

describe('maskAccount', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['abcdefghij', 'abc****hij'],
    ['abcdef', 'a****f'],
    ['abcdefg', 'a****fg'],
    ['abcde', 'a***e'],
    ['abcd', 'a**d'],
    ['abc', 'a*c'],
    ['ab', 'a*'],
    ['a', '*'],
    ['张三丰李四', '张***四'],
    ['', ''],
  ])('%j -> %j', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });

  it('keeps the length and never masks more than 4 characters', () => {
    for (const account of ['13812345678', 'admin', 'someone@example.com']) {
      const masked = maskAccount(account);
      expect(masked).toHaveLength(account.length);
      expect(masked.match(/\*/g)?.length).toBeLessThanOrEqual(4);
    }
  });

  it('handles null and undefined', () => {
    expect(maskAccount(null)).toBe('');
    expect(maskAccount(undefined)).toBe('');
  });
});

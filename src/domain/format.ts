/**
 * Display formatting shared by screens, exports and the server. Pure: no I/O, no node or DOM APIs.
 * Money is kept in integer hundredths (see toCents in validators.ts) so that no float reaches the
 * text; dates use dayjs in the local time zone of whoever renders them.
 */
import dayjs from 'dayjs';
import { fromCents, toNumber } from './validators';

export type DateInput = Date | string | number | null | undefined;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer hundredths to '1,234,567.89'; null, undefined and non-numbers give ''. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  // Cents should already be whole; a stray fraction is rounded rather than shown.
  const whole = Math.round(cents);
  if (!Number.isSafeInteger(whole)) return '';
  const text = fromCents(whole);
  const negative = text.startsWith('-');
  const [intPart, decimals] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${groupThousands(intPart)}.${decimals}`;
}

/**
 * A yuan amount ('1234.5', 1234.5) to '1,234.50'. Extra decimals are rounded half away from zero
 * on the decimal text, so 1.005 shows 1.01 (float arithmetic would give 1.00).
 */
export function formatMoneyYuan(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = String(value);
    // Exponent form only appears for tiny or huge numbers; tiny ones read fine with toFixed.
    if (text.includes('e')) text = Math.abs(value) < 1 ? value.toFixed(20) : '';
  } else {
    text = value.trim();
  }
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return '';
  const decimals = m[3] ?? '';
  let cents = Number(m[2] || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (Number(decimals[2] ?? '0') >= 5) cents += 1;
  return formatMoney(m[1] === '-' ? -cents : cents);
}

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** 'YYYY-MM-DD' from a Date, ISO string or epoch milliseconds; empty or invalid gives ''. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('YYYY-MM-DD') ?? '';
}

/** 'YYYY-MM-DD HH:mm:ss' from a Date, ISO string or epoch milliseconds; empty or invalid gives ''. */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
}

/** Spec: negative select values display as --; they stand for "none" rather than an option. */
export function displaySelectValue(value: unknown, label: string | null | undefined): string {
  const n = toNumber(value);
  if (n !== null && n < 0) return '--';
  return label ?? '';
}

/**
 * Masks the middle of an account for the watermark: 13812345678 -> 138****5678. Up to 4
 * characters are masked; from 3 characters on the first and last stay visible; 1-2 characters
 * keep only the first (a single character is fully masked).
 */
export function maskAccount(account: string | null | undefined): string {
  if (!account) return '';
  const chars = Array.from(account); // code points, so a Chinese name is not split in half
  const length = chars.length;
  if (length === 1) return '*';
  if (length === 2) return `${chars[0]}*`;
  const count = Math.min(4, length - 2);
  const start = Math.floor((length - count) / 2);
  return [...chars.slice(0, start), '*'.repeat(count), ...chars.slice(start + count)].join('');
}

/** Ids are 64-bit integers that travel as decimal strings (they exceed 2^53). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,18}$/.test(value) && BigInt(value) <= 9223372036854775807n;
}

/** Reference fields accept 0 too: BladeX's "no parent" / root. */
export const isIdRef = (value: unknown): value is string => value === '0' || isId(value);

/**
 * Valibot pieces for request input. Query strings arrive as strings, JSON as numbers: numeric
 * inputs accept both. Messages are the spec's where it has one.
 */
import * as v from 'valibot';
import { isId } from '../db/ids';
import { VALIDATION_MESSAGES, VALUE_BOUNDS, checkDateTime, checkInteger, validationMessage } from '../../src/domain/validators';

const str = v.union([v.string(), v.number()]);

export const vStr = (max = 255, msg = '不能为空') =>
  v.pipe(v.union([v.string(), v.number()], msg), v.transform((x) => String(x).trim()), v.minLength(1, msg), v.maxLength(max, `长度不能超过${max}个字符`));

export const vOptStr = (max = 255) =>
  v.optional(v.pipe(str, v.transform((x) => String(x).trim()), v.maxLength(max, `长度不能超过${max}个字符`)));

/** a non-negative whole number that fits an int column (int4) */
export const vInt = (msg = '请输入非负整数') =>
  v.pipe(
    v.union([v.string(), v.number()], msg),
    v.transform((x) => (x === '' ? NaN : Number(x))),
    v.number(msg),
    v.integer(msg),
    v.minValue(0, msg),
    v.maxValue(VALUE_BOUNDS.int4Max, msg),
  );

/** money in integer hundredths, 0 to 99999999.99 (spec 1 section 5) */
export const vMoneyCents = (msg = VALIDATION_MESSAGES.moneyRange.zh) =>
  v.pipe(v.union([v.string(), v.number()], msg), v.transform((x) => checkInteger(x, 0, 9_999_999_999)), v.number(msg));

/** a real calendar date (YYYY-MM-DD) or date and time within the years VALUE_BOUNDS allows */
export const vDateTime = (kind: 'date' | 'datetime', label = '') =>
  v.pipe(
    v.string(validationMessage(kind === 'date' ? 'dateInvalid' : 'datetimeInvalid', 'zh', { label })),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const r = checkDateTime(dataset.value, kind);
      if (r.ok) return kind === 'date' ? r.date : r.time;
      addIssue({ message: validationMessage(r.message, 'zh', { label, min: VALUE_BOUNDS.yearMin, max: VALUE_BOUNDS.yearMax }) });
      return NEVER;
    }),
  );

export const vOptInt = (dflt: number, msg?: string) => v.optional(vInt(msg), dflt);

export const vId = (msg = 'id格式错误') =>
  v.pipe(v.union([v.string(), v.number()], msg), v.transform((x) => String(x).trim()), v.check((x) => isId(x), msg));

export const vOptId = (msg?: string) => v.optional(v.union([v.literal(''), vId(msg)]));

/** ids as the spec sends them: a comma list, a single id or an array */
export const vIds = (msg = 'id格式错误') =>
  v.pipe(
    v.union([v.string(), v.number(), v.array(str)], msg),
    v.transform((x) =>
      (Array.isArray(x) ? x.map(String) : String(x).split(','))
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
    v.minLength(1, '请选择至少一条数据'),
    v.maxLength(1000, '一次最多处理1000条数据'),
    v.check((xs) => xs.every(isId), msg),
  );

/** current/size paging with the spec's defaults (page 1, size 20) */
export const pagingCurrentSize = {
  current: v.optional(v.pipe(vInt(), v.minValue(1, 'current需大于等于 1')), 1),
  size: v.optional(v.pipe(vInt(), v.minValue(1, 'size需大于等于 1'), v.maxValue(50000, 'size需小于等于 50000')), 20),
};

export const pagingPageNo = {
  pageNo: v.optional(v.pipe(vInt(), v.minValue(1, 'pageNo需大于等于 1')), 1),
  pageSize: v.optional(v.pipe(vInt(), v.minValue(1, 'pageSize需大于等于 1'), v.maxValue(50000, 'pageSize需小于等于 50000')), 20),
};

/**
 * A route that takes no parameters says so: a loose empty object, so a harmless extra query key
 * (a cache-buster) still passes, while the OpenAPI document and its test see a declared schema.
 */
export const noInput = v.looseObject({});

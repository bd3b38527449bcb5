/**
 * The validator catalogue (spec 1 section 5), declared once and shared by the browser forms and
 * the Fastify server. Pure: no I/O and no node or DOM APIs, so both sides import it as is.
 *
 * Every rule has a message in VALIDATION_MESSAGES, a check function returning that message's id
 * (or null), and a valibot schema factory whose issue message is the zh text. The server answers
 * a 400 with the zh text of the first issue; the client translates it with
 * translateValidationMessage (or translateMessage for the fixed texts registered below).
 */
import * as v from 'valibot';
import type { Lang } from './codes';
import { registerTranslations } from './messages';

export type { Lang };

export const VALIDATION_MESSAGES = {
  // password forms
  oldPasswordRequired: { zh: '请输入原密码', en: 'Please enter the original password' },
  loginPasswordFormat: {
    zh: '密码长度为6-20个字，包含字母和数字',
    en: 'The password must be 6-20 characters and contain both letters and digits',
  },
  passwordMismatch: { zh: '两次输入密码不一致', en: 'The two passwords do not match' },
  operatingCodeFormat: { zh: '8-20位数字+字母组合', en: '8-20 characters combining digits and letters' },
  captchaRequired: { zh: '请输入图形验证码', en: 'Please enter the image captcha' },
  smsCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  operatingCodeRequired: { zh: '请输入操作密码', en: 'Please enter the operating password' },
  operatingCodeFormatPrompt: {
    zh: '请输入8-20位数字+字母组合',
    en: 'Please enter 8-20 characters combining digits and letters',
  },
  operatingCodeConfirmRequired: { zh: '请确认操作密码', en: 'Please confirm the operating password' },
  // store group form
  nameRequired: { zh: '请输入名称', en: 'Please enter a name' },
  storesRequired: { zh: '请选择门店', en: 'Please select stores' },
  // shared validators
  mobile: { zh: '请输入有效手机号', en: 'Please enter a valid mobile number' },
  phoneLength: { zh: '请输入正确手机号', en: 'Please enter a correct mobile number' },
  phoneFormat: { zh: '手机号码格式不正确', en: 'The mobile number format is incorrect' },
  idCard: { zh: '身份证格式错误', en: 'Invalid identity card number' },
  money: { zh: '请输入正确数值', en: 'Please enter a valid amount' },
  moneyRange: { zh: '请填写0-99999999.99之间的数字', en: 'Please enter a number between 0 and 99999999.99' },
  notANumber: { zh: '请输入合理的数字', en: 'Please enter a valid number' },
  nonNegativeInt: { zh: '请输入非负整数', en: 'Please enter a non-negative integer' },
  age: { zh: '请录入年龄 0~999', en: 'Please enter an age from 0 to 999' },
  vin: { zh: '车架号格式有误', en: 'Invalid VIN' },
  plate: { zh: '车牌号格式有误', en: 'Invalid licence plate number' },
  multiValueSeparator: { zh: '请以中文分号 ；分隔', en: 'Please separate items with the Chinese semicolon ；' },
  multiValueEnding: { zh: '请以中文分号 ；结尾', en: 'Please end with the Chinese semicolon ；' },
  // the spec does not show this text; ours
  url: { zh: '请输入以http或https开头的网址', en: 'Please enter a URL starting with http or https' },
  required: { zh: '不能为空', en: 'Required' },
  labelRequired: { zh: '{label}不能为空', en: '{label} is required' },
  formInteger: { zh: '{label}正整数或者0', en: '{label} must be a positive integer or 0' },
  formNumber: { zh: '请填写大于0的数字', en: 'Please enter a number greater than 0' },
  min: { zh: '需大于等于 {n}', en: 'Must be at least {n}' },
  range: { zh: '请输入{min}到{max}之间的数字', en: 'Please enter a number from {min} to {max}' },
  // the older range text: the caller supplies a prefix already in the wanted language
  rangeLegacy: { zh: '{prefix}{min}~{max}', en: '{prefix}{min}~{max}' },
  // the input layer's type checks (not in the spec's catalogue: its words where it has them)
  dateInvalid: { zh: '{label}日期格式错误', en: '{label}: invalid date' },
  datetimeInvalid: { zh: '{label}时间格式错误', en: '{label}: invalid time' },
  dateOutOfRange: { zh: '{label}需在{min}年至{max}年之间', en: '{label} must be between the years {min} and {max}' },
  integerRange: { zh: '{label}请输入{min}到{max}之间的整数', en: '{label}: please enter a whole number from {min} to {max}' },
  notAllowed: { zh: '{label}取值无效', en: '{label}: not an allowed value' },
  tooLong: { zh: '{label}长度不能超过{max}个字符', en: '{label} is too long (at most {max} characters)' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageId = keyof typeof VALIDATION_MESSAGES;
export type MessageParams = Partial<Record<'label' | 'min' | 'max' | 'n' | 'prefix', string | number>>;

/** Store group deletion prompt (spec 1 section 5); not a validation rule, but declared here with its form. */
export const CONFIRM_DELETE_GROUP = { zh: '确认删除该分组？', en: 'Confirm delete group?' } as const;

export function validationMessage(id: MessageId, lang: Lang = 'zh', params: MessageParams = {}): string {
  return VALIDATION_MESSAGES[id][lang].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key as keyof MessageParams];
    return value === undefined ? whole : String(value);
  });
}

const zh = (id: MessageId, params?: MessageParams): string => validationMessage(id, 'zh', params);

// Fixed texts go to the shared translator so that a server message can be shown in English.
registerTranslations(
  [...Object.values(VALIDATION_MESSAGES), CONFIRM_DELETE_GROUP].filter((pair) => !pair.zh.includes('{')),
);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Templates with placeholders come last so that a fixed text never matches a looser template
// (请录入年龄 0~999 would otherwise read as the legacy range '{prefix}{min}~{max}').
const templates = (Object.keys(VALIDATION_MESSAGES) as MessageId[])
  .map((id) => {
    const names: string[] = [];
    const source = VALIDATION_MESSAGES[id].zh
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { id, names, pattern: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => a.names.length - b.names.length);

/** Translates a (possibly parameterised) zh validation message, e.g. the one in a server 400. */
export function translateValidationMessage(text: string, lang: Lang): string {
  if (lang === 'zh') return text;
  if (text === CONFIRM_DELETE_GROUP.zh) return CONFIRM_DELETE_GROUP.en;
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    t.names.forEach((name, i) => (params[name] = match[i + 1]));
    return validationMessage(t.id, lang, params);
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Limits (spec 1 section 5, "Also")

export const LIMITS = {
  captchaMax: 10,
  smsCodeMax: 10,
  operatingPasswordMin: 8,
  operatingPasswordMax: 20,
  loginPasswordMin: 6,
  loginPasswordMax: 20,
  moneyMax: '99999999.99',
  ageMaxDigits: 3,
} as const;

/** Bounds of stored values: int columns are int4, money is bigint hundredths, dates are years 1900–2100. */
export const VALUE_BOUNDS = {
  int4Min: -2147483648,
  int4Max: 2147483647,
  yearMin: 1900,
  yearMax: 2100,
  /** numeric(18,4): integer digits */
  decimalAbsMax: 99999999999999,
  /** a text field that declares no max */
  textMax: 20_000,
  /** a string field that declares no max: its varchar length */
  stringMax: 255,
  dictMax: 64,
} as const;

// ---------------------------------------------------------------------------------------------
// Helpers

/** Forms send strings but numbers arrive too; anything else (null, objects) counts as empty. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const isBlank = (value: unknown): boolean => asText(value).trim() === '';

// A plain decimal literal; rejects '', hex, exponents and Infinity that Number() would accept.
const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const NON_NEGATIVE_INT = /^(0|[1-9]\d*)$/;

/** The numeric value of a number or decimal string, or null when it is not a number. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return null;
}

// ---------------------------------------------------------------------------------------------
// Checks: each returns the id of the failed rule's message, or null when the value passes.
// Format checks treat an empty value as failing unless the spec allows empty; callers trim first
// (validate() does), and only the required check trims itself.

export function checkRequired(value: unknown): MessageId | null {
  if (value === null || value === undefined) return 'required';
  if (typeof value === 'string') return value.trim() === '' ? 'required' : null;
  if (Array.isArray(value)) return value.length === 0 ? 'required' : null;
  if (typeof value === 'number') return Number.isNaN(value) ? 'required' : null;
  return null;
}

const MOBILE = /^1\d{10}$/;

export function checkMobile(value: unknown): MessageId | null {
  return MOBILE.test(asText(value)) ? null : 'mobile';
}

/** The alternate phone check tells a wrong length apart from a wrong 11-character number. */
export function checkPhoneAlt(value: unknown): MessageId | null {
  const text = asText(value);
  if (text.length !== 11) return 'phoneLength';
  return MOBILE.test(text) ? null : 'phoneFormat';
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** GB 11643 check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

/** YYYYMMDD that names a real calendar day (no 0230) not after `now`. */
export function isPastCalendarDate(yyyymmdd: string, now: Date = new Date()): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC rolls 02-30 over to 03-02, so a round trip exposes days that do not exist.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return date.getTime() <= today;
}

/** Empty is allowed (spec); `now` is a parameter so that "not in the future" can be tested. */
export function checkIdCard(value: unknown, now: Date = new Date()): MessageId | null {
  const text = asText(value);
  if (text.trim() === '') return null;
  if (!/^\d{17}[\dXx]$/.test(text)) return 'idCard';
  if (!isPastCalendarDate(text.slice(6, 14), now)) return 'idCard';
  return idCardCheckChar(text).toUpperCase() === text[17].toUpperCase() ? null : 'idCard';
}

// No leading zeros ('007'), at most two decimals.
const MONEY = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
// The same with at most 8 integer digits, i.e. 0 to 99999999.99 without float comparison.
const MONEY_IN_RANGE = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

export function checkMoney(value: unknown): MessageId | null {
  return MONEY.test(asText(value)) ? null : 'money';
}

export function checkMoneyRange(value: unknown, options: { optional?: boolean } = {}): MessageId | null {
  const text = asText(value);
  if (text.trim() === '') return options.optional ? null : 'moneyRange';
  if (toNumber(text) === null) return 'notANumber';
  return MONEY_IN_RANGE.test(text) ? null : 'moneyRange';
}

export function checkNonNegativeInt(value: unknown): MessageId | null {
  return NON_NEGATIVE_INT.test(asText(value)) ? null : 'nonNegativeInt';
}

export function checkAge(value: unknown): MessageId | null {
  return /^(0|[1-9]\d{0,2})$/.test(asText(value)) ? null : 'age';
}

// 17 characters; I, O and Q never appear in a VIN (ISO 3779) because they read as 1 and 0.
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function checkVin(value: unknown): MessageId | null {
  return VIN.test(asText(value)) ? null : 'vin';
}

export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_PREFIX = `[${PLATE_PROVINCES}使领][A-Z]`;
// Plate serials skip I and O (they read as 1 and 0).
const PLATE_ORDINARY = new RegExp(`^${PLATE_PREFIX}[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
const PLATE_NEW_ENERGY = new RegExp(`^${PLATE_PREFIX}([DF][A-HJ-NP-Z0-9]{5}|\\d{5}[DF])$`);

export function checkPlate(value: unknown): MessageId | null {
  const text = asText(value);
  return PLATE_ORDINARY.test(text) || PLATE_NEW_ENERGY.test(text) ? null : 'plate';
}

export function checkMultiValueText(value: unknown): MessageId | null {
  const text = asText(value);
  if (/[,，、;]/.test(text)) return 'multiValueSeparator';
  return text.endsWith('；') ? null : 'multiValueEnding';
}

// Schemes are case-insensitive (RFC 3986), so HTTPS:// is accepted too.
export function checkUrl(value: unknown): MessageId | null {
  return /^https?:\/\/\S+$/i.test(asText(value)) ? null : 'url';
}

/** Form-builder integer: a whole number ≥ 0; the message carries the field label. */
export function checkFormInteger(value: unknown): MessageId | null {
  return NON_NEGATIVE_INT.test(asText(value)) ? null : 'formInteger';
}

export function checkFormNumber(value: unknown): MessageId | null {
  const n = toNumber(value);
  return n !== null && n > 0 ? null : 'formNumber';
}

export function checkMin(value: unknown, n: number): MessageId | null {
  const x = toNumber(value);
  return x !== null && x >= n ? null : 'min';
}

/** With a prefix the older `${prefix}${min}~${max}` text is used. */
export function checkRange(value: unknown, min: number, max: number, options: { prefix?: string } = {}): MessageId | null {
  const x = toNumber(value);
  if (x !== null && x >= min && x <= max) return null;
  return options.prefix === undefined ? 'range' : 'rangeLegacy';
}

const LOGIN_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,20}$/;
// The spec leaves the operating-password acceptance set open; ours: 8-20 of [A-Za-z0-9], at least one letter and one digit.
const OPERATING_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,20}$/;

export function checkLoginPassword(value: unknown): MessageId | null {
  return LOGIN_PASSWORD.test(asText(value)) ? null : 'loginPasswordFormat';
}

export function checkOperatingPassword(value: unknown): MessageId | null {
  return OPERATING_PASSWORD.test(asText(value)) ? null : 'operatingCodeFormat';
}

export function checkCaptcha(value: unknown): MessageId | null {
  const text = asText(value);
  return text.trim() === '' || text.length > LIMITS.captchaMax ? 'captchaRequired' : null;
}

export function checkSmsCode(value: unknown): MessageId | null {
  const text = asText(value);
  return text.trim() === '' || text.length > LIMITS.smsCodeMax ? 'smsCodeRequired' : null;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export type DateCheck = { ok: true; date: string; time: Date } | { ok: false; message: 'dateInvalid' | 'datetimeInvalid' | 'dateOutOfRange' };

/**
 * A calendar date or a date and time as the forms send them (YYYY-MM-DD, YYYY-MM-DD HH:mm[:ss],
 * ISO 8601 with T, fractions and zone): the day must exist (Date would roll 02-31 over to 03-03)
 * and the year must lie within VALUE_BOUNDS. A time without zone is read in the zone of `Date`
 * (the server's, like before).
 */
export function checkDateTime(value: unknown, kind: 'date' | 'datetime'): DateCheck {
  const invalid = kind === 'date' ? 'dateInvalid' : 'datetimeInvalid';
  const text = typeof value === 'string' ? value.trim() : '';
  const m = DATE_TIME.exec(text);
  if (!m) return { ok: false, message: invalid };
  if (kind === 'date' && (m[4] !== undefined || m[7] !== undefined)) return { ok: false, message: invalid };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  if (month < 1 || month > 12 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return { ok: false, message: invalid };
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return { ok: false, message: invalid };
  if (year < VALUE_BOUNDS.yearMin || year > VALUE_BOUNDS.yearMax) return { ok: false, message: 'dateOutOfRange' };
  const time = new Date(m[4] === undefined && m[7] === undefined ? `${m[1]}-${m[2]}-${m[3]}T00:00:00` : text.replace(' ', 'T'));
  if (Number.isNaN(time.getTime())) return { ok: false, message: invalid };
  return { ok: true, date: `${m[1]}-${m[2]}-${m[3]}`, time };
}

/** A whole number within [min, max] (int4 by default), from a number or a plain decimal string. */
export function checkInteger(value: unknown, min: number = VALUE_BOUNDS.int4Min, max: number = VALUE_BOUNDS.int4Max): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[+-]?\d{1,20}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

// ---------------------------------------------------------------------------------------------
// Valibot schema factories

type Check = (value: string) => MessageId | null;
type NumericCheck = (value: string | number) => MessageId | null;

/** Runs a check as a raw check so that each failure carries the message of the id it returns. */
function checkAction<T>(check: (value: T) => MessageId | null, params?: MessageParams) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    // A failed base type already reported; one message per field is enough.
    if (!dataset.typed) return;
    const id = check(dataset.value);
    if (id) addIssue({ message: zh(id, params) });
  });
}

function textRule(check: Check, typeMessage: MessageId, params?: MessageParams) {
  return v.pipe(v.string(zh(typeMessage, params)), checkAction(check, params));
}

function numericRule(check: NumericCheck, typeMessage: MessageId, params?: MessageParams) {
  return v.pipe(v.union([v.string(), v.number()], zh(typeMessage, params)), checkAction(check, params));
}

/** Makes any rule optional: '', null and undefined pass; other values must satisfy the rule. */
export function vOptional<S extends v.GenericSchema<unknown, unknown>>(schema: S) {
  return v.nullish(v.union([v.literal(''), schema]));
}

export const vRequired = (label?: string) =>
  label
    ? textRule((s) => checkRequired(s) && 'labelRequired', 'labelRequired', { label })
    : textRule(checkRequired, 'required');

export const vMobile = () => textRule(checkMobile, 'mobile');
export const vPhoneAlt = () => textRule(checkPhoneAlt, 'phoneLength');
export const vIdCard = () => vOptional(textRule((s) => checkIdCard(s), 'idCard'));
export const vMoney = () => numericRule(checkMoney, 'money');

export function vMoneyRange(options?: { optional?: false }): ReturnType<typeof moneyRange>;
export function vMoneyRange(options: { optional: true }): ReturnType<typeof optionalMoneyRange>;
export function vMoneyRange(options: { optional?: boolean } = {}) {
  return options.optional ? optionalMoneyRange() : moneyRange();
}
const moneyRange = () => numericRule((x) => checkMoneyRange(x), 'notANumber');
const optionalMoneyRange = () => vOptional(numericRule((x) => checkMoneyRange(x, { optional: true }), 'notANumber'));

export const vNonNegativeInt = () => numericRule(checkNonNegativeInt, 'nonNegativeInt');
export const vAge = () => numericRule(checkAge, 'age');
export const vVin = () => textRule(checkVin, 'vin');
export const vPlate = () => textRule(checkPlate, 'plate');
export const vMultiValueText = () => textRule(checkMultiValueText, 'multiValueEnding');
export const vUrl = () => textRule(checkUrl, 'url');
export const vFormInteger = (label: string) => numericRule(checkFormInteger, 'formInteger', { label });
export const vFormNumber = () => numericRule(checkFormNumber, 'formNumber');
export const vMin = (n: number) => numericRule((x) => checkMin(x, n), 'min', { n });

export function vRange(min: number, max: number, options: { prefix?: string } = {}) {
  const id: MessageId = options.prefix === undefined ? 'range' : 'rangeLegacy';
  return numericRule((x) => checkRange(x, min, max, options), id, { min, max, prefix: options.prefix });
}

export const vLoginPassword = () => textRule(checkLoginPassword, 'loginPasswordFormat');

/**
 * The change form shows one text for every failure; the set dialog separates an empty field
 * (请输入操作密码) from a malformed one (请输入8-20位数字+字母组合), hence the message overrides.
 */
export function vOperatingPassword(messages: { required?: MessageId; format?: MessageId } = {}) {
  const format = messages.format ?? 'operatingCodeFormat';
  const required = messages.required ?? format;
  return textRule((s) => (s.trim() === '' ? required : checkOperatingPassword(s) && format), required);
}

export const vCaptcha = () => textRule(checkCaptcha, 'captchaRequired');
export const vSmsCode = () => textRule(checkSmsCode, 'smsCodeRequired');

const requiredWith = (id: MessageId) => textRule((s) => (s.trim() === '' ? id : null), id);

// A missing key would otherwise raise valibot's generic "Invalid key" issue; defaulting it to an
// empty value routes it through the field's own rule and message.
const field = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(schema, '');

export const LoginPasswordChangeSchema = v.pipe(
  v.object({
    oldPassword: field(requiredWith('oldPasswordRequired')),
    newPassword: field(vLoginPassword()),
    newPassword1: field(requiredWith('passwordMismatch')),
  }),
  // forward puts the issue on the confirmation field, the one the user fixes
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPassword1']],
      (input) => input.newPassword === input.newPassword1,
      zh('passwordMismatch'),
    ),
    ['newPassword1'],
  ),
);

export const OperatingPasswordChangeSchema = v.pipe(
  v.object({
    operatingCode: field(requiredWith('oldPasswordRequired')),
    newOperatingCode: field(vOperatingPassword()),
    newOperatingCode1: field(requiredWith('passwordMismatch')),
  }),
  v.forward(
    v.partialCheck(
      [['newOperatingCode'], ['newOperatingCode1']],
      (input) => input.newOperatingCode === input.newOperatingCode1,
      zh('passwordMismatch'),
    ),
    ['newOperatingCode1'],
  ),
);

export const OperatingPasswordSetSchema = v.pipe(
  v.object({
    imgCode: field(vCaptcha()),
    smsCode: field(vSmsCode()),
    operatingCode: field(
      vOperatingPassword({ required: 'operatingCodeRequired', format: 'operatingCodeFormatPrompt' }),
    ),
    operatingCode1: field(requiredWith('operatingCodeConfirmRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['operatingCode'], ['operatingCode1']],
      (input) => input.operatingCode === input.operatingCode1,
      zh('passwordMismatch'),
    ),
    ['operatingCode1'],
  ),
);

export const StoreGroupSchema = v.object({
  id: v.optional(v.string()),
  storeGroupName: field(requiredWith('nameRequired')),
  listId: v.optional(
    v.pipe(v.array(v.string(), zh('storesRequired')), v.minLength(1, zh('storesRequired'))),
    () => [],
  ),
});

export type LoginPasswordChange = v.InferOutput<typeof LoginPasswordChangeSchema>;
export type OperatingPasswordChange = v.InferOutput<typeof OperatingPasswordChangeSchema>;
export type OperatingPasswordSet = v.InferOutput<typeof OperatingPasswordSetSchema>;
export type StoreGroup = v.InferOutput<typeof StoreGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Running schemas

type AnySchema = v.GenericSchema<unknown, unknown>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string; path: string };

/** The first issue's message, or null for a successful result. */
export function firstIssueMessage(result: { issues?: readonly v.BaseIssue<unknown>[] }): string | null {
  return result.issues?.[0]?.message ?? null;
}

/**
 * Validates after deep-trimming strings (spec: submitted strings are trimmed). Answers the FIRST
 * issue only: the server sends its message in a 400 and the client focuses the field at `path`
 * (dotted, '' for the whole input). Messages are zh unless `lang` asks otherwise.
 */
export function validate<S extends AnySchema>(
  schema: S,
  input: unknown,
  options: { lang?: Lang; trim?: boolean } = {},
): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, options.trim === false ? input : trimStrings(input));
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const message = options.lang ? translateValidationMessage(issue.message, options.lang) : issue.message;
  return { ok: false, message, path: v.getDotPath(issue) ?? '' };
}

// ---------------------------------------------------------------------------------------------
// Submitted-form helpers

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Deep-trims strings in plain objects and arrays; other values (Date, File...) pass unchanged. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimStrings(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = trimStrings(item);
    return out as T;
  }
  return value;
}

/**
 * Yuan to integer hundredths by decimal-string arithmetic, so '0.1' is 10 and never 10.000000002.
 * More than two non-zero decimals is refused rather than rounded: money is validated first.
 */
export function toCents(value: string | number): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
    // String() gives the shortest text that reads back as the same double: 19.99 -> '19.99'.
    text = String(value);
  } else {
    text = value.trim();
  }
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`Not an amount: ${String(value)}`);
  const decimals = (m[3] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) throw new RangeError(`More than two decimals: ${String(value)}`);
  const cents = Number(m[2] || '0') * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${String(value)}`);
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Integer hundredths to a plain yuan string with two decimals: 1999 -> '19.99'. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

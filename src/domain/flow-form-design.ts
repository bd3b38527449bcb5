/**
 * Forms a tenant designs in the browser (流程表单, docs/workflow.md "Forms"). A designed form is JSON
 * in the product's own field vocabulary, restricted to what a process form needs; `fieldsOfDesign`
 * turns it into the same runtime field declarations (`f.*`) the declared catalogue
 * (./flow-forms.ts) is written in, so the form engine (RecordForm) renders it and validateRecord
 * checks it on the client and the server by one code path. `designProblem` is the one check of a
 * definition: the designer shows its answer live and the server refuses a save or a publish with it.
 */
import type { Lang } from './codes';
import { FLOW_FORMS, FLOW_TASK_FIELDS, type FlowForm } from './flow-forms';
import { f, type FieldDecl, type Label } from './resources/types';

/** The field types a designer offers. */
export const DESIGN_FIELD_TYPES = ['string', 'textarea', 'int', 'money', 'date', 'datetime', 'select'] as const;
export type DesignFieldType = (typeof DESIGN_FIELD_TYPES)[number];

export const DESIGN_FIELD_TYPE_OPTIONS: ReadonlyArray<{ value: DesignFieldType; zh: string; en: string }> = [
  { value: 'string', zh: '单行文本', en: 'Text' },
  { value: 'textarea', zh: '多行文本', en: 'Long text' },
  { value: 'int', zh: '整数', en: 'Integer' },
  { value: 'money', zh: '金额', en: 'Money' },
  { value: 'date', zh: '日期', en: 'Date' },
  { value: 'datetime', zh: '日期时间', en: 'Date and time' },
  { value: 'select', zh: '下拉选择', en: 'Choice' },
];

/** 0 never published, 1 published as it is, 2 changed since its last publish */
export const FLOW_FORM_STATUS = { draft: 0, published: 1, changed: 2 } as const;
export const FLOW_FORM_STATUS_OPTIONS = [
  { value: 0, zh: '未发布', en: 'Draft' },
  { value: 1, zh: '已发布', en: 'Published' },
  { value: 2, zh: '有未发布修改', en: 'Changed since published' },
] as const;

export interface DesignOption {
  value: string;
  label: string;
}

/** One field of a designed form, as it is stored (flow_form.fields) and sent. */
export interface DesignField {
  key: string;
  label: string;
  type: DesignFieldType;
  required?: boolean;
  /** the longest text (string, textarea) */
  max?: number;
  /** the bounds of an integer */
  min?: number;
  maxValue?: number;
  /** a select's choices */
  options?: DesignOption[];
}

export const DESIGN_LIMITS = {
  fields: 30,
  keyMax: 32,
  labelMax: 32,
  stringMax: 255,
  textareaMax: 2000,
  options: 50,
  optionMax: 32,
  intMin: -2147483648,
  intMax: 2147483647,
} as const;

/** a field key is a variable of the process (conditions read it): an identifier */
export const DESIGN_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** keys the engine or the calls already give a meaning to */
export const RESERVED_FIELD_KEYS: readonly string[] = [...Object.keys(FLOW_TASK_FIELDS), 'id', 'taskId', 'flag', 'variables', 'processDefinitionId', 'processInstanceId', 'businessId', 'initiator', 'startUser', 'approver', 'loopCounter'];

/** a form's key, as models name it by formKey */
export const FORM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

type P = Record<string, string | number>;
const say = (zh: string, en: string) => (p: P = {}) => {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(p[k] ?? ''));
  return { zh: fill(zh), en: fill(en) };
};

/** Every message of the designer and its checks, declared once. */
export const FORM_DESIGN_MESSAGES = {
  notAList: say('表单字段格式错误', 'The form fields are malformed'),
  noFields: say('表单至少需要一个字段', 'The form needs at least one field'),
  tooMany: say('表单字段不能超过{n}个', 'A form holds at most {n} fields'),
  keyRequired: say('第{n}个字段的标识不能为空', 'Field {n} needs a key'),
  keyFormat: say('字段标识“{key}”须以字母开头，只能包含字母、数字和下划线，最长{max}个字符', 'The key "{key}" must start with a letter and hold letters, digits and _ (at most {max})'),
  keyReserved: say('字段标识“{key}”为流程保留字，请换一个', 'The key "{key}" is reserved by the process engine'),
  keyDuplicate: say('字段标识“{key}”重复', 'The key "{key}" is used twice'),
  labelRequired: say('字段“{key}”的名称不能为空', 'The field "{key}" needs a label'),
  labelTooLong: say('字段“{key}”的名称最长{max}个字符', 'The label of "{key}" holds at most {max} characters'),
  typeUnknown: say('字段“{key}”的类型无效', 'The field "{key}" has no valid type'),
  maxRange: say('字段“{key}”的最大长度须为1到{max}的整数', 'The max length of "{key}" must be a whole number from 1 to {max}'),
  boundRange: say('字段“{key}”的最小值、最大值须为整数', 'The bounds of "{key}" must be whole numbers'),
  boundOrder: say('字段“{key}”的最小值不能大于最大值', 'The minimum of "{key}" is above its maximum'),
  optionsRequired: say('下拉字段“{key}”至少需要一个选项', 'The choice field "{key}" needs at least one option'),
  optionsTooMany: say('下拉字段“{key}”的选项不能超过{n}个', 'The choice field "{key}" holds at most {n} options'),
  optionEmpty: say('下拉字段“{key}”的选项不能为空，最长{max}个字符', 'The options of "{key}" must not be empty (at most {max} characters)'),
  optionDuplicate: say('下拉字段“{key}”的选项“{option}”重复', 'The option "{option}" of "{key}" is given twice'),
  formKeyFormat: say('表单标识须以字母开头，只能包含字母、数字、_ -，最长64个字符', 'The form key must start with a letter and hold letters, digits, _ -, at most 64'),
  formKeyCatalogue: say('表单标识“{key}”是系统表单，请换一个', 'The form key "{key}" belongs to a built-in form'),
  keyLocked: say('已发布的表单不能修改标识', 'A published form keeps its key'),
  inUse: say('表单已被已部署的流程引用，不能删除：{names}', 'Deployed processes name the form, so it stays: {names}'),
  notPublished: say('流程引用的表单不存在或未发布：{keys}', 'The process names forms that do not exist or are not published: {keys}'),
  published: say('发布成功，版本v{n}', 'Published as v{n}'),
  noSuchForm: say('表单不存在', 'No such form'),
} as const;

export type DesignMessage = Label;

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/**
 * The first thing wrong with a form's fields, or null. It reads unknown input (the server's body),
 * so it checks shapes as well as rules.
 */
export function designProblem(input: unknown, opts: { publish?: boolean } = {}): Label | null {
  const M = FORM_DESIGN_MESSAGES;
  if (!Array.isArray(input)) return M.notAList();
  if (opts.publish && input.length === 0) return M.noFields();
  if (input.length > DESIGN_LIMITS.fields) return M.tooMany({ n: DESIGN_LIMITS.fields });
  const seen = new Set<string>();
  for (const [i, raw] of input.entries()) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return M.notAList();
    const fd = raw as Record<string, unknown>;
    const key = typeof fd.key === 'string' ? fd.key.trim() : '';
    if (!key) return M.keyRequired({ n: i + 1 });
    if (!DESIGN_KEY_PATTERN.test(key) || key.length > DESIGN_LIMITS.keyMax) return M.keyFormat({ key, max: DESIGN_LIMITS.keyMax });
    if (RESERVED_FIELD_KEYS.includes(key)) return M.keyReserved({ key });
    if (seen.has(key)) return M.keyDuplicate({ key });
    seen.add(key);
    const label = typeof fd.label === 'string' ? fd.label.trim() : '';
    if (!label) return M.labelRequired({ key });
    if (label.length > DESIGN_LIMITS.labelMax) return M.labelTooLong({ key, max: DESIGN_LIMITS.labelMax });
    if (!DESIGN_FIELD_TYPES.includes(fd.type as DesignFieldType)) return M.typeUnknown({ key });
    if (fd.required !== undefined && typeof fd.required !== 'boolean') return M.notAList();
    const type = fd.type as DesignFieldType;
    if (type === 'string' || type === 'textarea') {
      const limit = type === 'string' ? DESIGN_LIMITS.stringMax : DESIGN_LIMITS.textareaMax;
      if (fd.max !== undefined && (!isInt(fd.max) || fd.max < 1 || fd.max > limit)) return M.maxRange({ key, max: limit });
    }
    if (type === 'int') {
      const inRange = (x: unknown) => x === undefined || (isInt(x) && x >= DESIGN_LIMITS.intMin && x <= DESIGN_LIMITS.intMax);
      if (!inRange(fd.min) || !inRange(fd.maxValue)) return M.boundRange({ key });
      if (isInt(fd.min) && isInt(fd.maxValue) && fd.min > fd.maxValue) return M.boundOrder({ key });
    }
    if (type === 'select') {
      const opts = fd.options;
      if (!Array.isArray(opts) || opts.length === 0) return M.optionsRequired({ key });
      if (opts.length > DESIGN_LIMITS.options) return M.optionsTooMany({ key, n: DESIGN_LIMITS.options });
      const values = new Set<string>();
      for (const o of opts as unknown[]) {
        const r = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
        const value = typeof r.value === 'string' ? r.value.trim() : '';
        const text = typeof r.label === 'string' ? r.label.trim() : '';
        if (!value || !text || value.length > DESIGN_LIMITS.optionMax || text.length > DESIGN_LIMITS.optionMax) return M.optionEmpty({ key, max: DESIGN_LIMITS.optionMax });
        if (values.has(value)) return M.optionDuplicate({ key, option: value });
        values.add(value);
      }
    }
  }
  return null;
}

/** The fields as stored: trimmed, only the properties their type takes (call after designProblem). */
export function normaliseDesign(input: readonly DesignField[]): DesignField[] {
  return input.map((fd) => {
    const out: DesignField = { key: fd.key.trim(), label: fd.label.trim(), type: fd.type };
    if (fd.required) out.required = true;
    if ((fd.type === 'string' || fd.type === 'textarea') && fd.max !== undefined) out.max = fd.max;
    if (fd.type === 'int') {
      if (fd.min !== undefined) out.min = fd.min;
      if (fd.maxValue !== undefined) out.maxValue = fd.maxValue;
    }
    if (fd.type === 'select') out.options = (fd.options ?? []).map((o) => ({ value: o.value.trim(), label: o.label.trim() }));
    return out;
  });
}

/**
 * The runtime field declarations of a designed form: the same `f.*` the catalogue is written in,
 * so the same form engine renders it and the same validateRecord checks it.
 */
export function fieldsOfDesign(design: readonly DesignField[]): Record<string, FieldDecl> {
  const out: Record<string, FieldDecl> = {};
  for (const d of design) {
    const label = { zh: d.label, en: d.label };
    const required = !!d.required;
    switch (d.type) {
      case 'string':
        out[d.key] = f.string(label, { required, max: d.max ?? DESIGN_LIMITS.stringMax });
        break;
      case 'textarea':
        out[d.key] = f.string(label, { required, max: d.max ?? 500, form: 'textarea' });
        break;
      case 'int':
        // a designed integer may go below zero only when its minimum says so (the engine's rule)
        out[d.key] = f.int(label, { required, ...(d.min !== undefined ? { min: d.min } : {}), ...(d.maxValue !== undefined ? { maxValue: d.maxValue } : {}) });
        break;
      case 'money':
        out[d.key] = f.money(label, { required });
        break;
      case 'date':
        out[d.key] = f.date(label, { required });
        break;
      case 'datetime':
        out[d.key] = f.datetime(label, { required });
        break;
      case 'select':
        out[d.key] = f.string(label, { required, max: DESIGN_LIMITS.optionMax, form: 'select', options: (d.options ?? []).map((o) => ({ value: o.value, zh: o.label, en: o.label })) });
        break;
    }
  }
  return out;
}

/** A published designed form as the runtime reads it. */
export interface PublishedForm {
  formKey: string;
  name: string;
  version: number;
  fields: DesignField[];
}

export const flowFormOfDesign = (p: PublishedForm): FlowForm => ({ title: { zh: p.name, en: p.name }, fields: fieldsOfDesign(p.fields) });

/** the catalogue's keys are not a tenant's to take */
export const isCatalogueKey = (key: string): boolean => Object.prototype.hasOwnProperty.call(FLOW_FORMS, key);

export const designText = (m: Label, lang: Lang) => m[lang];

/** A fresh field the designer adds: a key not yet taken (field1, field2, ...). */
export function newDesignField(taken: readonly string[]): DesignField {
  let n = taken.length + 1;
  while (taken.includes(`field${n}`)) n++;
  return { key: `field${n}`, label: `字段${n}`, type: 'string', max: 64 };
}

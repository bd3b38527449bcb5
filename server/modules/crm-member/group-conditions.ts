/**
 * The conditions of member and owner groups (paramList) checked and turned into SQL over the
 * store's members (owners). A condition names a parameter of the shared catalogue
 * (src/domain/resources/sales/member-group.ts); the server alone decides which column it reads.
 */
import { and, not, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Lang } from '../../../src/domain/codes';
import { GROUP_LIMITS, OPERATORS_BY_TYPE, paramListSchema, type GroupCondition, type GroupParam, type Operator } from '../../../src/domain/resources/sales/member-group';
import { ApiError } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';

/** How one parameter reads: a SQL expression over the target row, or a test over a related row (EXISTS). */
export interface ParamSql {
  expr: SQL;
  /** wraps a condition on expr, e.g. exists (select 1 from cars c where c.member_id = m.id and <cond>) */
  wrap?: (cond: SQL) => SQL;
  /** a special parameter answering its own condition (hasCar) */
  custom?: (op: Operator, values: Array<string | number>) => SQL;
}

export type Catalogue = Record<string, GroupParam>;

const bad = (lang: Lang, zh: string, en: string) => new ApiError(Codes.BAD_REQUEST, lang === 'en' ? en : zh, { field: 'paramList' });

/** paramList as sent: an array, or its JSON text (the generic form's text area). */
export function parseParamList(raw: unknown, lang: Lang): GroupCondition[] {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return [];
    try {
      value = JSON.parse(raw);
    } catch {
      throw bad(lang, '分组条件格式错误', 'The conditions are not valid JSON');
    }
  }
  if (value === null || value === undefined) return [];
  const r = v.safeParse(paramListSchema, value);
  if (!r.success) throw bad(lang, r.issues[0].message.startsWith('分组') || r.issues[0].message.startsWith('条件') ? r.issues[0].message : '分组条件格式错误', 'Malformed conditions');
  return r.output;
}

interface Checked {
  cond: GroupCondition;
  values: Array<string | number>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function coerce(p: GroupParam, raw: unknown, lang: Lang): string | number {
  const label = p.label[lang];
  if (raw === null || raw === undefined || String(raw).trim() === '') throw bad(lang, `${p.label.zh}：请填写条件值`, `${label}: please enter a value`);
  const text = String(raw).trim();
  switch (p.type) {
    case 'int': {
      if (!/^-?\d+$/.test(text) || Math.abs(Number(text)) > 2_000_000_000) throw bad(lang, `${p.label.zh}：请输入整数`, `${label}: please enter a whole number`);
      return Number(text);
    }
    case 'date':
      if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) throw bad(lang, `${p.label.zh}：日期格式应为YYYY-MM-DD`, `${label}: the date must read YYYY-MM-DD`);
      return text;
    case 'option': {
      const hit = p.options?.find((o) => String(o.value) === text);
      if (!hit) throw bad(lang, `${p.label.zh}取值无效`, `${label}: not an allowed value`);
      return hit.value;
    }
    default:
      if (text.length > 100) throw bad(lang, `${p.label.zh}：条件值长度不能超过100个字符`, `${label}: at most 100 characters`);
      return text;
  }
}

/** Checks every condition (known parameter, allowed operator, typed values, depth and count limits). */
export function checkConditions(list: GroupCondition[], catalogue: Catalogue, lang: Lang): Map<GroupCondition, Checked> {
  const out = new Map<GroupCondition, Checked>();
  let n = 0;
  const walk = (items: GroupCondition[], depth: number) => {
    if (depth > GROUP_LIMITS.depth) throw bad(lang, `分组条件最多嵌套${GROUP_LIMITS.depth}层`, `Conditions nest at most ${GROUP_LIMITS.depth} levels`);
    for (const c of items) {
      if (c.paramList && c.paramList.length) {
        walk(c.paramList, depth + 1);
        continue;
      }
      if (++n > GROUP_LIMITS.conditions) throw bad(lang, `分组条件最多${GROUP_LIMITS.conditions}个`, `At most ${GROUP_LIMITS.conditions} conditions`);
      const p = c.paramKey ? catalogue[c.paramKey] : undefined;
      if (!p) throw bad(lang, `不支持的分组条件：${c.paramKey ?? ''}`, `Unknown condition: ${c.paramKey ?? ''}`);
      const op = c.operator ?? 'eq';
      if (!OPERATORS_BY_TYPE[p.type].includes(op)) throw bad(lang, `${p.label.zh}不支持该运算符`, `${p.label.en}: operator not allowed`);
      let values: Array<string | number> = [];
      if (op === 'in') {
        const list = Array.isArray(c.value) ? c.value : String(c.value ?? '').split(/[,，;；]/);
        values = list.map((x) => String(x).trim()).filter(Boolean).map((x) => coerce(p, x, lang));
        if (!values.length) throw bad(lang, `${p.label.zh}：请填写条件值`, `${p.label.en}: please enter a value`);
        if (values.length > 500) throw bad(lang, `${p.label.zh}：最多500个取值`, `${p.label.en}: at most 500 values`);
      } else if (op === 'between') {
        values = [coerce(p, c.value, lang), coerce(p, c.value2, lang)];
      } else if (op !== 'isNull' && op !== 'notNull') {
        if (Array.isArray(c.value)) throw bad(lang, `${p.label.zh}：只能填写一个条件值`, `${p.label.en}: one value only`);
        values = [coerce(p, c.value, lang)];
      }
      out.set(c, { cond: c, values });
    }
  };
  walk(list, 1);
  return out;
}

function compare(expr: SQL, op: Operator, values: Array<string | number>): SQL {
  const [a, b] = values;
  switch (op) {
    case 'eq':
      return sql`${expr} = ${a}`;
    case 'ne':
      return sql`${expr} is distinct from ${a}`;
    case 'like':
      return sql`${expr} ilike ${`%${String(a).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`;
    case 'gt':
      return sql`${expr} > ${a}`;
    case 'gte':
      return sql`${expr} >= ${a}`;
    case 'lt':
      return sql`${expr} < ${a}`;
    case 'lte':
      return sql`${expr} <= ${a}`;
    case 'between':
      return sql`${expr} between ${a} and ${b}`;
    case 'in':
      return sql`${expr} in (${sql.join(
        values.map((x) => sql`${x}`),
        sql`, `,
      )})`;
    case 'isNull':
      return sql`${expr} is null`;
    case 'notNull':
      return sql`${expr} is not null`;
  }
}

/** The SQL of a checked paramList: top-level conditions joined by `logic`, nested blocks by their own. */
export function conditionsSql(list: GroupCondition[], logic: 'and' | 'or', checked: Map<GroupCondition, Checked>, params: Record<string, ParamSql>): SQL | undefined {
  const parts: SQL[] = [];
  for (const c of list) {
    if (c.paramList && c.paramList.length) {
      const inner = conditionsSql(c.paramList, c.logic ?? 'and', checked, params);
      if (inner) parts.push(sql`(${inner})`);
      continue;
    }
    const k = checked.get(c);
    if (!k) continue;
    const p = params[c.paramKey!];
    const op = c.operator ?? 'eq';
    if (p.custom) {
      parts.push(p.custom(op, k.values));
      continue;
    }
    const cond = compare(p.expr, op, k.values);
    parts.push(p.wrap ? p.wrap(cond) : cond);
  }
  if (!parts.length) return undefined;
  return logic === 'or' ? or(...parts) : and(...parts);
}

export { not };

/**
 * The checks every request's input passes before its own schema: no control characters, no string
 * longer than the global limit, no nesting deeper than the bound, no more values than the bound.
 * They hold for every route, declared or not, so that a hostile value never reaches a handler, the
 * cache keys or the database (where a NUL or a 5,000-deep array would end in a 500).
 *
 * The walk is iterative: the input it guards against is the one that overflows a recursive walk.
 */
import type { Label } from '../../src/domain/resources/types';

export const INPUT_LIMITS = {
  /** objects and arrays inside one another; the deepest body the app sends is far below */
  depth: 32,
  /** any string the route does not declare longer (the longest declared text is 20,000, so a declared field answers with its own label first) */
  string: 50_000,
  /** a key of an object (field names are short) */
  key: 100,
  /** values in one request (strings, numbers, elements): a 1 MB body of tiny values stays within */
  values: 100_000,
  /** request body of a route (files go to the object store, imports have their own limit) */
  bodyBytes: 1024 * 1024,
} as const;

export interface GuardIssue {
  /** where the value is: query.name, body.items.3.name */
  field: string;
  message: Label;
}

/** query strings and headers carry no control character at all; bodies may hold tab and line breaks */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_STRICT = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, tab and line breaks allowed
const CONTROL_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** lone UTF-16 surrogates cannot be stored as UTF-8 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const GUARD_MESSAGES = {
  control: (field: string): Label => ({ zh: `${field}包含非法字符`, en: `${field} contains characters that are not allowed` }),
  tooLong: (field: string, max: number): Label => ({ zh: `${field}长度不能超过${max}个字符`, en: `${field} is too long (at most ${max} characters)` }),
  tooDeep: (max: number): Label => ({ zh: `请求数据嵌套不能超过${max}层`, en: `Request data may not be nested more than ${max} levels deep` }),
  tooMany: (max: number): Label => ({ zh: `请求数据不能超过${max}项`, en: `Request data may not hold more than ${max} values` }),
  badNumber: (field: string): Label => ({ zh: `${field}请输入合理的数字`, en: `${field}: please enter a valid number` }),
};

/** the name shown in a message: the last key, which is the field the form knows */
const shown = (path: readonly (string | number)[]) => {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  return last ?? 'data';
};

/**
 * The first problem of one part of the request (query or body), or null.
 * strict: the query string, where no control character at all belongs.
 */
export function guardValue(root: unknown, opts: { strict?: boolean; maxString?: number } = {}): GuardIssue | null {
  const control = opts.strict ? CONTROL_STRICT : CONTROL_BODY;
  const maxString = opts.maxString ?? INPUT_LIMITS.string;
  const stack: Array<{ value: unknown; path: (string | number)[]; depth: number }> = [{ value: root, path: [], depth: 0 }];
  let seen = 0;
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (++seen > INPUT_LIMITS.values) return { field: path.join('.'), message: GUARD_MESSAGES.tooMany(INPUT_LIMITS.values) };
    if (typeof value === 'string') {
      const name = shown(path);
      if (control.test(value) || LONE_SURROGATE.test(value)) return { field: path.join('.'), message: GUARD_MESSAGES.control(name) };
      if (value.length > maxString) return { field: path.join('.'), message: GUARD_MESSAGES.tooLong(name, maxString) };
      continue;
    }
    if (typeof value === 'number') {
      // JSON cannot say Infinity, but a parser of another content type might
      if (!Number.isFinite(value)) return { field: path.join('.'), message: GUARD_MESSAGES.badNumber(shown(path)) };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= INPUT_LIMITS.depth) return { field: path.join('.'), message: GUARD_MESSAGES.tooDeep(INPUT_LIMITS.depth) };
    if (Array.isArray(value)) {
      if (seen + value.length > INPUT_LIMITS.values) return { field: path.join('.'), message: GUARD_MESSAGES.tooMany(INPUT_LIMITS.values) };
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i], depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (seen + keys.length > INPUT_LIMITS.values) return { field: path.join('.'), message: GUARD_MESSAGES.tooMany(INPUT_LIMITS.values) };
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (CONTROL_STRICT.test(key) || LONE_SURROGATE.test(key)) return { field: path.join('.'), message: GUARD_MESSAGES.control('key') };
      if (key.length > INPUT_LIMITS.key) return { field: path.join('.'), message: GUARD_MESSAGES.tooLong('key', INPUT_LIMITS.key) };
      stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

/** The query string and the body of one request. */
export function guardRequest(query: unknown, body: unknown, opts: { maxString?: number } = {}): GuardIssue | null {
  return guardValue(query, { strict: true, maxString: opts.maxString }) ?? guardValue(body, { maxString: opts.maxString });
}

import { Codes, codeMessage, type CodeDef, type Lang } from '../../src/domain/codes';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/** An error answered in the envelope. `msg` overrides the code's catalogue text. */
export class ApiError extends Error {
  /** the message in both languages, when the thrower knew both (the input layer does) */
  private label: { zh: string; en: string } | null = null;
  constructor(
    public readonly def: CodeDef,
    msg?: string,
    public readonly data: unknown = null,
  ) {
    super(msg ?? def.zh);
  }
  /** an error whose message is given in both languages */
  static of(def: CodeDef, label: { zh: string; en: string }, data: unknown = null): ApiError {
    const e = new ApiError(def, label.zh, data);
    e.label = label;
    return e;
  }
  get code(): number {
    return this.def.code;
  }
  /** the catalogue message in the caller's language unless a specific one was given */
  messageFor(lang: Lang): string {
    if (this.label) return this.label[lang];
    return this.message === this.def.zh ? this.def[lang] : this.message;
  }
}

export const fail = (def: CodeDef, msg?: string, data?: unknown) => new ApiError(def, msg, data);
export const badRequest = (msg: string) => new ApiError(Codes.BAD_REQUEST, msg);
/** 400 with the message in both languages, and the field it is about */
export const badInput = (label: { zh: string; en: string }, field?: string) => ApiError.of(Codes.BAD_REQUEST, label, field ? { field } : null);
export const notFound = (msg?: string) => new ApiError(Codes.NOT_FOUND, msg);
export const forbidden = (msg?: string) => new ApiError(Codes.FORBIDDEN, msg);
export const unauthorized = (msg?: string) => new ApiError(Codes.UNAUTHORIZED, msg);
export const businessError = (msg: string) => new ApiError(Codes.BUSINESS_NOTICE, msg);

export function envelope<T>(data: T, msg?: string, lang: Lang = 'zh'): Envelope<T> {
  return { code: 200, success: true, msg: msg ?? codeMessage(200, lang), data };
}

export function errorEnvelope(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, success: false, msg, data };
}

/** HTTP status for a body code: the plain HTTP codes travel as themselves, business codes as 200. */
export function httpStatusFor(code: number): number {
  return code === 400 || code === 401 || code === 403 || code === 404 || code === 500 ? code : 200;
}

/**
 * The one http client of the browser app. It applies every rule of spec 1 section 8:
 *
 * - headers: the Basic client credential, Account-Type 0, Tenant-Id, Blade-Auth (not on the token
 *   call nor on public calls), Accept-Language;
 * - HTTP 200–499 are read by the body code; 5xx with an envelope body are read the same way (the
 *   server answers its 500 in the envelope), anything else that is not an envelope is 网络错误;
 * - code 200 or a whitelisted code is success;
 * - 59998: retried up to 2 times after 2000 ms, then the blocking other-device dialog;
 * - 59997: the blocking dialog with the server message and a login button;
 * - while one of those dialogs is open, new requests are rejected;
 * - 401 (or no token for a call that needs one): logout and /login;
 * - 30006 (the account is still on its initial password): the forced change dialog, no alert;
 * - other five-digit codes except 10300: a blocking alert titled 提示 (default 服务器错误);
 * - other non-success codes: close existing messages, then one error toast;
 * - transport failure or timeout (100000 ms): rejected with 网络错误;
 * - token and modify-token calls set a loading flag; other calls wait until it clears;
 * - after a successful non-paged POST, list pages reload unless the URL is on the silence list.
 *
 * Everything outside (the transport, the tokens, the UI reactions) is injected, so the rules run
 * in tests without a DOM.
 */
import { Codes, WHITELISTED_CODES, codeMessage, isFiveDigit, type Lang } from '../domain/codes';
import { msg } from '../domain/messages';
import { zh } from '../i18n/zh';
import { storage } from './storage';

export const HTTP_TIMEOUT_MS = 100_000;
export const OTHER_DEVICE_RETRIES = 2;
export const OTHER_DEVICE_RETRY_DELAY_MS = 2000;
/** base64 of console:console_secret */
export const CLIENT_AUTHORIZATION = 'Basic Y29uc29sZTpjb25zb2xlX3NlY3JldA==';
export const TOKEN_PATH = '/blade-auth/oauth/token';
export const MODIFY_TOKEN_PATH = '/blade-auth/oauth/modifyToken';
export const TENANT_KEY = 'tenantId';

/** POSTs after which list pages are NOT reloaded. */
export const SILENCE_LIST: readonly string[] = [
  '/blade-auth/',
  '/user/logout',
  '/blade-user/update-password',
  '/blade-user/changePasswordBySmsCodeAndPhone',
  '/blade-user/setOperatingCode',
  '/blade-user/updateOperatingCode',
  '/blade-user/checkOperationCode',
  '/crm-file/ahExportTask/',
  '/blade-log/',
];

const PAGE_KEYS = ['current', 'size', 'pageNo', 'pageSize'];

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export type HttpErrorKind = 'business' | 'network' | 'blocked' | 'unauthorized';

/** A rejected call: the body code and message, or a transport failure (code null). */
export class HttpError extends Error {
  constructor(
    message: string,
    public readonly kind: HttpErrorKind,
    public readonly code: number | null = null,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A fetch-like function. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface UiHooks {
  /** A blocking dialog with one button (59998, 59997); resolves when the button is pressed. */
  sessionDialog(options: { code: number; message: string; button: string }): Promise<void>;
  /** A blocking alert; resolves when it is closed. */
  alert(options: { title: string; message: string }): Promise<void>;
  /** Closes every message toast on screen. */
  closeMessages(): void;
  toastError(message: string): void;
  /** Ends the session locally and shows /login, with a message for the login page if given. */
  logout(options: { message?: string }): void;
  /** The current list pages reload. */
  reloadLists(url: string): void;
  /** The server refused a call until the initial password is changed (30006): the forced change dialog. */
  forcePasswordChange(): void;
}

export type UiTextKey = 'http.alertTitle' | 'http.toLogin' | 'http.login' | 'http.blocked';

export interface HttpOptions {
  transport: Transport;
  hooks?: Partial<UiHooks>;
  getToken: () => string | undefined;
  getTenantId: () => string | undefined;
  getLang?: () => Lang;
  /** interface texts (alert title, dialog buttons); zh by default */
  t?: (key: UiTextKey) => string;
  timeoutMs?: number;
  silenceList?: readonly string[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestConfig {
  url: string;
  method?: Method;
  /** query string; undefined and null are left out, arrays are joined with commas */
  params?: Record<string, unknown>;
  /** JSON body (FormData and Blob pass as they are) */
  data?: unknown;
  headers?: Record<string, string>;
  /** a public call: no Blade-Auth header and no token needed */
  noToken?: boolean;
  /** the caller shows failures itself: no alert, toast, dialog or logout */
  quiet?: boolean;
  /** a blob answer (exports); an envelope answer still counts as an error */
  responseType?: 'json' | 'blob';
  /** Tenant-Id for this call (login, forgot password) */
  tenantId?: string;
  /**
   * a token call's answer applied (the new tokens saved) before the calls it held go on: a call the
   * old session refused then sees the new token and goes again with it (a store switch)
   */
  applyTokens?: (data: unknown) => void;
}

export interface Http {
  request<T = unknown>(config: RequestConfig): Promise<Envelope<T>>;
  get<T = unknown>(url: string, params?: Record<string, unknown>, config?: Partial<RequestConfig>): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: Partial<RequestConfig>): Promise<Envelope<T>>;
  setHooks(hooks: Partial<UiHooks>): void;
  /** the headers a call of the signed-in session carries (the live stream opens with them) */
  headers(): Record<string, string>;
  /**
   * The server ended the session elsewhere (the live stream's end: 59998 a newer sign-in, 59997 a
   * disabled account): the same blocking dialog a call's answer would open, at once.
   */
  sessionEnded(code: number): void;
  /** for tests and the shell: whether a session dialog is open, whether a token call runs */
  state(): { dialogOpen: boolean; tokenLoading: boolean };
}

const defaultTexts = (key: UiTextKey): string => {
  const [group, name] = key.split('.') as ['http', keyof typeof zh.http];
  return zh[group][name];
};

const noopHooks: UiHooks = {
  sessionDialog: () => new Promise<void>(() => undefined),
  alert: () => Promise.resolve(),
  closeMessages: () => undefined,
  toastError: () => undefined,
  logout: () => undefined,
  reloadLists: () => undefined,
  forcePasswordChange: () => undefined,
};

export const isTokenCall = (url: string): boolean => url.includes(TOKEN_PATH) || url.includes(MODIFY_TOKEN_PATH);

function hasPageKeys(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return PAGE_KEYS.some((k) => k in (value as Record<string, unknown>));
}

export function buildUrl(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  if (!text) return url;
  return url + (url.includes('?') ? '&' : '?') + text;
}

function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttp(options: HttpOptions): Http {
  let hooks: UiHooks = { ...noopHooks, ...options.hooks };
  const lang = () => options.getLang?.() ?? 'zh';
  const t = options.t ?? defaultTexts;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const silence = options.silenceList ?? SILENCE_LIST;

  let dialogOpen = false;
  let alertOpen = false;
  let tokenCalls = 0;
  let tokenGate: Promise<void> | null = null;
  let openGate: () => void = () => undefined;

  function beginTokenCall() {
    if (tokenCalls++ === 0) tokenGate = new Promise<void>((resolve) => (openGate = resolve));
  }
  function endTokenCall() {
    if (--tokenCalls === 0) {
      tokenGate = null;
      openGate();
    }
  }

  function headersFor(config: RequestConfig): Record<string, string> {
    const headers: Record<string, string> = {
      Authorization: CLIENT_AUTHORIZATION,
      'Account-Type': '0',
      'Accept-Language': lang() === 'en' ? 'en' : 'zh-CN',
    };
    const tenant = config.tenantId ?? options.getTenantId();
    if (tenant) headers['Tenant-Id'] = tenant;
    const token = options.getToken();
    if (token && !config.noToken && !config.url.includes(TOKEN_PATH)) headers['Blade-Auth'] = `bearer ${token}`;
    const body = config.data;
    if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) headers['Content-Type'] = 'application/json';
    return { ...headers, ...config.headers };
  }

  /** One round trip: the envelope, or a blob for a blob answer. Throws HttpError('network'). */
  async function send(config: RequestConfig): Promise<Envelope> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const body = config.data;
    try {
      const res = await options.transport(buildUrl(config.url, config.params), {
        method: config.method ?? 'GET',
        headers: headersFor(config),
        body: body === undefined ? undefined : body instanceof FormData || body instanceof Blob ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      const type = res.headers.get('content-type') ?? '';
      if (config.responseType === 'blob' && res.status >= 200 && res.status < 300 && !type.includes('json')) {
        return { code: 200, success: true, msg: '', data: await res.blob() };
      }
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(await res.text());
      } catch {
        parsed = null;
      }
      if (isEnvelope(parsed)) return parsed;
      if (res.status === 401) return { code: 401, success: false, msg: codeMessage(401, lang()), data: null };
      throw new HttpError(msg('networkError', lang()), 'network');
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(msg('networkError', lang()), 'network');
    } finally {
      clearTimeout(timer);
    }
  }

  function openSessionDialog(code: number, message: string, button: string) {
    if (dialogOpen) return;
    dialogOpen = true;
    hooks.closeMessages();
    void hooks.sessionDialog({ code, message, button }).then(() => {
      hooks.logout({ message });
      dialogOpen = false;
    });
  }

  function showError(message: string) {
    hooks.closeMessages();
    hooks.toastError(message);
  }

  /** The UI reaction to a failed envelope; returns the error to reject with. */
  function fail(config: RequestConfig, env: Envelope): HttpError {
    const code = env.code;
    const text = env.msg || codeMessage(Codes.SERVER_ERROR.code, lang());
    if (code === Codes.UNAUTHORIZED.code) {
      if (!config.quiet) hooks.logout({});
      return new HttpError(text, 'unauthorized', code, env.data);
    }
    if (code === Codes.PASSWORD_CHANGE_REQUIRED.code) {
      // every screen's call answers this until the change: one dialog, no alert per call
      hooks.forcePasswordChange();
      return new HttpError(text, 'blocked', code, env.data);
    }
    if (config.quiet) return new HttpError(text, 'business', code, env.data);
    if (code === Codes.OTHER_DEVICE.code) {
      openSessionDialog(code, codeMessage(code, lang()), t('http.toLogin'));
    } else if (code === Codes.ACCOUNT_BLOCKED.code) {
      openSessionDialog(code, text, t('http.login'));
    } else if (isFiveDigit(code) && code !== Codes.BUSINESS_NOTICE.code) {
      if (!alertOpen) {
        alertOpen = true;
        void hooks.alert({ title: t('http.alertTitle'), message: text }).finally(() => (alertOpen = false));
      }
    } else {
      showError(text);
    }
    return new HttpError(text, 'business', code, env.data);
  }

  async function request<T>(config: RequestConfig): Promise<Envelope<T>> {
    if (dialogOpen) throw new HttpError(t('http.blocked'), 'blocked');
    const tokenCall = isTokenCall(config.url);
    if (tokenCall) beginTokenCall();
    try {
      while (!tokenCall && tokenGate) await tokenGate;
      if (dialogOpen) throw new HttpError(t('http.blocked'), 'blocked');
      const needsToken = !config.noToken && !config.url.includes(TOKEN_PATH);
      if (needsToken && !options.getToken()) {
        throw fail(config, { code: Codes.UNAUTHORIZED.code, success: false, msg: codeMessage(401, lang()), data: null });
      }

      let env: Envelope;
      let renewed = false;
      for (let attempt = 0; ; attempt++) {
        const sentWith = options.getToken();
        try {
          env = await send(config);
        } catch (err) {
          if (err instanceof HttpError && !config.quiet) showError(err.message);
          throw err;
        }
        // sent with a token a store switch or refresh has since replaced: the old session's refusal
        // says nothing of the new one, so the call goes again once with the new token
        if (!tokenCall && !renewed && needsToken && (env.code === Codes.UNAUTHORIZED.code || env.code === Codes.OTHER_DEVICE.code)) {
          while (tokenGate) await tokenGate;
          const now = options.getToken();
          if (now && now !== sentWith) {
            renewed = true;
            continue;
          }
        }
        if (env.code !== Codes.OTHER_DEVICE.code || attempt >= OTHER_DEVICE_RETRIES) break;
        await sleep(OTHER_DEVICE_RETRY_DELAY_MS);
      }

      if (tokenCall && env.code === Codes.SUCCESS.code) config.applyTokens?.(env.data);
      if (env.code === Codes.SUCCESS.code || WHITELISTED_CODES.includes(env.code)) {
        const method = config.method ?? 'GET';
        const paged = hasPageKeys(config.params) || hasPageKeys(config.data);
        if (method === 'POST' && env.code === Codes.SUCCESS.code && !paged && config.responseType !== 'blob' && !silence.some((s) => config.url.includes(s))) {
          hooks.reloadLists(config.url);
        }
        return env as Envelope<T>;
      }
      throw fail(config, env);
    } finally {
      if (tokenCall) endTokenCall();
    }
  }

  return {
    request,
    get: (url, params, config) => request({ ...config, url, params, method: 'GET' }),
    post: (url, data, config) => request({ ...config, url, data, method: 'POST' }),
    setHooks(next) {
      hooks = { ...hooks, ...next };
    },
    headers: () => headersFor({ url: '' }),
    sessionEnded(code) {
      if (code === Codes.OTHER_DEVICE.code) openSessionDialog(code, codeMessage(code, lang()), t('http.toLogin'));
      else if (code === Codes.ACCOUNT_BLOCKED.code) openSessionDialog(code, codeMessage(code, lang()), t('http.login'));
    },
    state: () => ({ dialogOpen, tokenLoading: tokenCalls > 0 }),
  };
}

let appLang: () => Lang = () => 'zh';
let appTexts: (key: UiTextKey) => string = defaultTexts;

/** The app's client: the browser's fetch, the tokens in session storage; the shell sets the hooks. */
export const http: Http = createHttp({
  transport: (url, init) => fetch(url, init),
  getToken: () => storage.getToken(),
  getTenantId: () => storage.get<string>(TENANT_KEY),
  getLang: () => appLang(),
  t: (key) => appTexts(key),
});

/** Sets the language and texts of the app's client (i18n lives above the api layer). */
export function configureHttp(extra: { getLang: () => Lang; t: (key: UiTextKey) => string; hooks: Partial<UiHooks> }): void {
  appLang = extra.getLang;
  appTexts = extra.t;
  http.setHooks(extra.hooks);
}

/** The http client rules of spec 1 section 8, with a fake transport and fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Codes, WHITELISTED_CODES } from '../../src/domain/codes';
import {
  CLIENT_AUTHORIZATION,
  HTTP_TIMEOUT_MS,
  HttpError,
  createHttp,
  type Envelope,
  type HttpOptions,
  type Transport,
  type UiHooks,
} from '../../src/api/http';

type Reply = { status?: number; body: unknown } | Error;

const env = (code: number, msg = '', data: unknown = null): Envelope => ({ code, success: code === 200, msg, data });

function json(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
}

/** A transport answering from a queue (the last answer repeats), recording every call. */
function fakeTransport(...replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit; headers: Record<string, string> }> = [];
  const transport = vi.fn<Transport>(async (url, init) => {
    calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply instanceof Error) throw reply;
    return json(reply.status ?? 200, reply.body);
  });
  return { transport, calls };
}

function fakeHooks() {
  const dialogs: Array<{ code: number; message: string; button: string; press: () => void }> = [];
  const hooks = {
    sessionDialog: vi.fn<UiHooks['sessionDialog']>(
      (o) => new Promise<void>((resolve) => dialogs.push({ ...o, press: resolve })),
    ),
    alert: vi.fn<UiHooks['alert']>(() => new Promise<void>(() => undefined)),
    closeMessages: vi.fn<UiHooks['closeMessages']>(),
    toastError: vi.fn<UiHooks['toastError']>(),
    logout: vi.fn<UiHooks['logout']>(),
    reloadLists: vi.fn<UiHooks['reloadLists']>(),
    forcePasswordChange: vi.fn<UiHooks['forcePasswordChange']>(),
  };
  return { hooks, dialogs };
}

function setup(transport: Transport, extra: Partial<HttpOptions> = {}) {
  const { hooks, dialogs } = fakeHooks();
  let token: string | undefined = 'tok-1';
  const http = createHttp({
    transport,
    hooks,
    getToken: () => token,
    getTenantId: () => '000001',
    ...extra,
  });
  return { http, hooks, dialogs, setToken: (t: string | undefined) => (token = t) };
}

/** Settles a promise now so later assertions do not trip on an unhandled rejection. */
function settle<T>(p: Promise<T>) {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(out, { value, done: true }),
    (error: unknown) => Object.assign(out, { error, done: true }),
  );
  return out;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends the client credential, account type, tenant, token and language', async () => {
    const { transport, calls } = fakeTransport({ body: env(200) });
    const { http } = setup(transport, { getLang: () => 'en' });
    await http.get('/api/user/getUserInfo', { a: 1, skip: undefined });
    const h = calls[0].headers;
    expect(calls[0].url).toBe('/api/user/getUserInfo?a=1');
    expect(h.Authorization).toBe(CLIENT_AUTHORIZATION);
    expect(atob(CLIENT_AUTHORIZATION.slice(6))).toBe('console:console_secret');
    expect(h['Account-Type']).toBe('0');
    expect(h['Tenant-Id']).toBe('000001');
    expect(h['Blade-Auth']).toBe('bearer tok-1');
    expect(h['Accept-Language']).toBe('en');
  });

  it('leaves the token off the token call and off public calls', async () => {
    const { transport, calls } = fakeTransport({ body: env(200) });
    const { http } = setup(transport);
    await http.post('/api/blade-auth/oauth/token', undefined, { params: { grant_type: 'password' }, tenantId: '000002' });
    await http.get('/api/blade-user/verifyPhone', { phone: '13800000000' }, { noToken: true });
    expect(calls[0].headers['Blade-Auth']).toBeUndefined();
    expect(calls[0].headers['Tenant-Id']).toBe('000002');
    expect(calls[1].headers['Blade-Auth']).toBeUndefined();
    expect(calls[1].headers['Accept-Language']).toBe('zh-CN');
  });

  it('sends a JSON body on POST', async () => {
    const { transport, calls } = fakeTransport({ body: env(200) });
    const { http } = setup(transport);
    await http.post('/api/x/save', { name: 'a' });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"name":"a"}');
    expect(calls[0].headers['Content-Type']).toBe('application/json');
  });
});

describe('success', () => {
  it('resolves the envelope on code 200', async () => {
    const { transport } = fakeTransport({ body: env(200, '操作成功', { id: '1' }) });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).resolves.toEqual(env(200, '操作成功', { id: '1' }));
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it.each(WHITELISTED_CODES.map((c) => [c]))('passes the whitelisted code %i through as success', async (code) => {
    const { transport } = fakeTransport({ body: env(code, 'w') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/blade-user/verifyIsInitPassword')).resolves.toMatchObject({ code });
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.toastError).not.toHaveBeenCalled();
    expect(hooks.sessionDialog).not.toHaveBeenCalled();
  });

  it('opens the forced password change on 30006, with no alert or toast per refused call', async () => {
    const { transport } = fakeTransport({ body: env(30006, '请先修改初始密码') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/crm-anhua/store/myList')).rejects.toMatchObject({ code: 30006, kind: 'blocked' });
    await expect(http.get('/api/blade-system/menu/routes')).rejects.toMatchObject({ code: 30006 });
    expect(hooks.forcePasswordChange).toHaveBeenCalledTimes(2);
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.toastError).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('reads HTTP 200-499 by the body code', async () => {
    const { transport } = fakeTransport({ status: 404, body: env(404, '资源不存在') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ code: 404, message: '资源不存在' });
    expect(hooks.toastError).toHaveBeenCalledWith('资源不存在');
  });
});

describe('59998: signed in on another device', () => {
  it('retries exactly twice after 2000 ms each, then shows the blocking dialog', async () => {
    const { transport } = fakeTransport({ body: env(59998, 'x') });
    const { http, hooks, dialogs } = setup(transport);
    const result = settle(http.get('/api/a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(hooks.sessionDialog).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(transport).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(3);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(hooks.sessionDialog).toHaveBeenCalledTimes(1);
    expect(dialogs[0].message).toBe('此账号已在其他设备登录，为防止数据错乱请先退出登录');
    expect(dialogs[0].button).toBe('去登录');
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('resolves when a retry succeeds', async () => {
    const { transport } = fakeTransport({ body: env(59998) }, { body: env(200, '', 7) });
    const { http, hooks } = setup(transport);
    const result = settle(http.get('/api/a'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(result.value?.data).toBe(7);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(hooks.sessionDialog).not.toHaveBeenCalled();
  });

  it('rejects new requests while the dialog is open; the button logs out with the message', async () => {
    const { transport } = fakeTransport({ body: env(59998) }, { body: env(59998) }, { body: env(59998) }, { body: env(200) });
    const { http, hooks, dialogs } = setup(transport);
    settle(http.get('/api/a'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(http.state().dialogOpen).toBe(true);

    const blocked = settle(http.get('/api/b'));
    await vi.advanceTimersByTimeAsync(0);
    expect((blocked.error as HttpError).kind).toBe('blocked');
    expect(transport).toHaveBeenCalledTimes(3);
    expect(hooks.logout).not.toHaveBeenCalled();

    dialogs[0].press();
    await vi.advanceTimersByTimeAsync(0);
    expect(hooks.logout).toHaveBeenCalledWith({ message: '此账号已在其他设备登录，为防止数据错乱请先退出登录' });
    expect(http.state().dialogOpen).toBe(false);
    await expect(http.get('/api/c')).resolves.toMatchObject({ code: 200 });
  });

  it('opens one dialog for several superseded requests', async () => {
    const { transport } = fakeTransport({ body: env(59998) });
    const { http, hooks } = setup(transport);
    settle(http.get('/api/a'));
    settle(http.get('/api/b'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(transport).toHaveBeenCalledTimes(6);
    expect(hooks.sessionDialog).toHaveBeenCalledTimes(1);
  });
});

describe('59997: account disabled or tenant expired', () => {
  it('shows the server message in a blocking dialog with a login button, without retrying', async () => {
    const { transport } = fakeTransport({ body: env(59997, '租户已过期，请联系管理员') });
    const { http, hooks, dialogs } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ code: 59997 });
    expect(transport).toHaveBeenCalledTimes(1);
    expect(dialogs[0]).toMatchObject({ code: 59997, message: '租户已过期，请联系管理员', button: '重新登录' });
    await expect(http.get('/api/b')).rejects.toMatchObject({ kind: 'blocked' });
    dialogs[0].press();
    await vi.advanceTimersByTimeAsync(0);
    expect(hooks.logout).toHaveBeenCalledWith({ message: '租户已过期，请联系管理员' });
  });
});

describe('401 and a missing token', () => {
  it('sends again with the new token when the old one was replaced meanwhile (a store switch), without logging out', async () => {
    let setToken: (t: string) => void = () => undefined;
    const calls: string[] = [];
    const transport = vi.fn<Transport>(async (_url, init) => {
      const auth = (init.headers as Record<string, string>)['Blade-Auth'];
      calls.push(auth);
      if (auth === 'bearer tok-1') {
        // the switch lands while this call is on its way: the old session is gone
        setToken('tok-2');
        return json(401, env(401, '请求未授权'));
      }
      return json(200, env(200, 'ok', { fine: true }));
    });
    const s = setup(transport);
    setToken = s.setToken;
    await expect(s.http.get('/api/a')).resolves.toMatchObject({ code: 200 });
    expect(calls).toEqual(['bearer tok-1', 'bearer tok-2']);
    expect(s.hooks.logout).not.toHaveBeenCalled();
  });

  it('still logs out on a 401 of the current token', async () => {
    const { transport, calls } = fakeTransport({ status: 401, body: env(401, '请求未授权') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(1);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out on HTTP 401', async () => {
    const { transport } = fakeTransport({ status: 401, body: env(401, '请求未授权') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(hooks.logout).toHaveBeenCalledWith({});
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('logs out on a 401 without an envelope body', async () => {
    const { transport } = fakeTransport({ status: 401, body: 'Unauthorized' });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ code: 401 });
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out without sending when a call needs a token and none is kept', async () => {
    const { transport } = fakeTransport({ body: env(200) });
    const { http, hooks, setToken } = setup(transport);
    setToken(undefined);
    await expect(http.get('/api/a')).rejects.toMatchObject({ code: 401 });
    expect(transport).not.toHaveBeenCalled();
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    await expect(http.get('/api/public', {}, { noToken: true })).resolves.toMatchObject({ code: 200 });
  });
});

describe('five-digit codes, toasts and quiet calls', () => {
  it('shows a blocking alert titled 提示 with the server message', async () => {
    const { transport } = fakeTransport({ body: env(40005, '原密码错误') });
    const { http, hooks } = setup(transport);
    await expect(http.post('/api/blade-user/update-password', {})).rejects.toMatchObject({ code: 40005, message: '原密码错误' });
    expect(hooks.alert).toHaveBeenCalledWith({ title: '提示', message: '原密码错误' });
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('defaults the alert message to 服务器错误', async () => {
    const { transport } = fakeTransport({ body: env(40002, '') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ message: '服务器错误' });
    expect(hooks.alert).toHaveBeenCalledWith({ title: '提示', message: '服务器错误' });
  });

  it('shows one alert at a time', async () => {
    const { transport } = fakeTransport({ body: env(40004, 'no') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toThrow();
    await expect(http.get('/api/b')).rejects.toThrow();
    expect(hooks.alert).toHaveBeenCalledTimes(1);
  });

  it('shows 10300 as a toast, not an alert', async () => {
    const { transport } = fakeTransport({ body: env(10300, '当前状态不允许该操作') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ code: 10300 });
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.toastError).toHaveBeenCalledWith('当前状态不允许该操作');
  });

  it('closes existing messages before the one error toast', async () => {
    const { transport } = fakeTransport({ status: 400, body: env(400, '密码长度为6-20个字，包含字母和数字') });
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toThrow('密码长度为6-20个字，包含字母和数字');
    expect(hooks.closeMessages).toHaveBeenCalledTimes(1);
    expect(hooks.toastError).toHaveBeenCalledTimes(1);
    expect(hooks.closeMessages.mock.invocationCallOrder[0]).toBeLessThan(hooks.toastError.mock.invocationCallOrder[0]);
  });

  it('leaves every reaction to the caller of a quiet call', async () => {
    const { transport } = fakeTransport({ body: env(40001, '用户名或密码错误') }, { status: 401, body: env(401, 'x') });
    const { http, hooks } = setup(transport);
    await expect(http.post('/api/blade-auth/oauth/token', undefined, { quiet: true })).rejects.toMatchObject({ code: 40001 });
    await expect(http.get('/api/a', {}, { quiet: true })).rejects.toMatchObject({ code: 401 });
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.toastError).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('rejects with 网络错误 when the transport fails', async () => {
    const { transport } = fakeTransport(new TypeError('Failed to fetch'));
    const { http, hooks } = setup(transport);
    await expect(http.get('/api/a')).rejects.toMatchObject({ kind: 'network', message: '网络错误' });
    expect(hooks.toastError).toHaveBeenCalledWith('网络错误');
  });

  it('rejects with 网络错误 on a 5xx answer without an envelope', async () => {
    const { transport } = fakeTransport({ status: 502, body: '<html>Bad gateway</html>' });
    const { http } = setup(transport);
    await expect(http.get('/api/a')).rejects.toThrow('网络错误');
  });

  it('aborts after 100000 ms', async () => {
    const transport = vi.fn<Transport>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { http } = setup(transport);
    const result = settle(http.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((result.error as HttpError).message).toBe('网络错误');
    expect(HTTP_TIMEOUT_MS).toBe(100000);
  });
});

describe('token calls make others wait', () => {
  function gatedTransport() {
    let release: (r: Response) => void = () => undefined;
    const calls: Array<{ url: string; auth?: string }> = [];
    const transport = vi.fn<Transport>((url, init) => {
      calls.push({ url, auth: (init.headers as Record<string, string>)['Blade-Auth'] });
      if (url.includes('/oauth/')) return new Promise<Response>((resolve) => (release = resolve));
      return Promise.resolve(json(200, env(200)));
    });
    return { transport, calls, release: (r: Response) => release(r) };
  }

  it.each([['/api/blade-auth/oauth/token'], ['/api/blade-auth/oauth/modifyToken']])(
    '%s holds other requests until it ends, which then carry the new token',
    async (tokenUrl) => {
      const gate = gatedTransport();
      const { http, setToken } = setup(gate.transport);
      const tokenCall = settle(http.get(tokenUrl));
      expect(http.state().tokenLoading).toBe(true);
      const other = settle(http.get('/api/user/getUserInfo'));
      await vi.advanceTimersByTimeAsync(5000);
      expect(gate.calls.map((c) => c.url)).toEqual([tokenUrl]);
      expect(other.done).toBe(false);

      setToken('tok-2');
      gate.release(json(200, env(200, '', { access_token: 'tok-2' })));
      await vi.advanceTimersByTimeAsync(0);
      expect(tokenCall.done).toBe(true);
      expect(http.state().tokenLoading).toBe(false);
      expect(other.value?.code).toBe(200);
      expect(gate.calls[1]).toEqual({ url: '/api/user/getUserInfo', auth: 'bearer tok-2' });
    },
  );

  it('clears the flag when the token call fails', async () => {
    const { transport } = fakeTransport({ body: env(40001, 'bad') }, { body: env(200) });
    const { http } = setup(transport);
    await expect(http.post('/api/blade-auth/oauth/token', undefined, { quiet: true })).rejects.toThrow();
    expect(http.state().tokenLoading).toBe(false);
    await expect(http.get('/api/a')).resolves.toMatchObject({ code: 200 });
  });
});

describe('list reload after a POST', () => {
  it('reloads lists after a successful non-paged POST', async () => {
    const { transport } = fakeTransport({ body: env(200) });
    const { http, hooks } = setup(transport);
    await http.post('/api/crm-member/ahMember/save', { name: 'a' });
    expect(hooks.reloadLists).toHaveBeenCalledWith('/api/crm-member/ahMember/save');
  });

  it('does not reload after GET, paged POST, silenced URL or failure', async () => {
    const { transport } = fakeTransport({ body: env(200) }, { body: env(200) }, { body: env(200) }, { body: env(200) }, { body: env(400, 'x') });
    const { http, hooks } = setup(transport);
    await http.get('/api/a/list');
    await http.post('/api/a/page', { current: 1, size: 20 });
    await http.post('/api/a/pageList', undefined, { params: { pageNo: 1, pageSize: 20 } });
    await http.post('/api/user/logout');
    await expect(http.post('/api/a/save', {})).rejects.toThrow();
    expect(hooks.reloadLists).not.toHaveBeenCalled();
  });
});

describe('codes come from the shared table', () => {
  it('uses the spec codes', () => {
    expect(Codes.OTHER_DEVICE.code).toBe(59998);
    expect(Codes.ACCOUNT_BLOCKED.code).toBe(59997);
    expect(Codes.BUSINESS_NOTICE.code).toBe(10300);
    expect([...WHITELISTED_CODES].sort()).toEqual([10045, 10090, 10137, 30001, 30002, 30005, 80068]);
  });
});

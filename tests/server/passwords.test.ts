import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, passFirstSignIn, startServer, type TestServer } from './harness';
import { smsOutbox, user } from '../../server/db/schema';
import { hashOperatingCode } from '../../src/domain/operating-code';
import { DEMO_TENANT } from '../../server/db/seed';

let s: TestServer;
beforeAll(async () => {
  // the first sign-in on the initial password is what this file is about
  s = await startServer({ initialPasswords: 'kept' });
  // the real raster captcha, watched: the test learns each picture's code as a person's eyes would
  const real = s.services.captcha;
  s.services.captcha = {
    newCode: () => real.newCode(),
    draw: (code) => {
      const png = real.draw(code);
      drawn.set(`data:image/png;base64,${png.toString('base64')}`, code);
      return png;
    },
  };
});
const drawn = new Map<string, string>();
afterAll(async () => {
  await s?.close();
});

/** The admin reads the outbox like a person would, through the API. */
async function lastSmsCode(phone: string): Promise<string> {
  const admin = await login(s.app, 'admin', 'admin123');
  const r = await call<{ records: Array<{ content: string }> }>(s.app, 'GET', '/blade-system/smsOutbox/list', { token: admin.access_token, query: { phone } });
  const m = /验证码为(\d{6})/.exec(r.data.records[0]?.content ?? '');
  if (!m) throw new Error('no sms for ' + phone);
  return m[1];
}

async function userRow(account: string) {
  const [u] = await s.database.ownerDb.select().from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, account)));
  return u;
}

/** The code drawn in a captcha picture the server sent. */
function readCaptcha(img: string): string {
  const code = drawn.get(img);
  if (!code) throw new Error('not a picture the server drew');
  return code;
}

describe('initial password and login-password change', () => {
  it('answers the whitelisted 30002 while on the initial password, never for the super-admin', async () => {
    const t = await login(s.app, 'manager', 'anhua123');
    const r = await call(s.app, 'GET', '/blade-user/verifyIsInitPassword', { token: t.access_token });
    expect(r.code).toBe(30002);
    const admin = await login(s.app, 'admin', 'admin123');
    expect((await call(s.app, 'GET', '/blade-user/verifyIsInitPassword', { token: admin.access_token })).code).toBe(200);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const t = await login(s.app, 'manager', 'anhua123');
    const before = (await userRow('manager')).passwordHash;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ newPassword: 'abc12345', newPassword1: 'abc12345' }, '请输入原密码'],
      [{ oldPassword: 'anhua123', newPassword: 'abc', newPassword1: 'abc' }, '密码长度为6-20个字，包含字母和数字'],
      [{ oldPassword: 'anhua123', newPassword: 'abcdefgh', newPassword1: 'abcdefgh' }, '密码长度为6-20个字，包含字母和数字'],
      [{ oldPassword: 'anhua123', newPassword: 'a1'.repeat(11), newPassword1: 'a1'.repeat(11) }, '密码长度为6-20个字，包含字母和数字'],
      [{ oldPassword: 'anhua123', newPassword: 'abc12345', newPassword1: 'abc12346' }, '两次输入密码不一致'],
      [{ oldPassword: 12, newPassword: 'abc12345', newPassword1: 'abc12345' }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await call(s.app, 'POST', '/blade-user/update-password', { token: t.access_token, body });
      expect(r.code).toBe(400);
      if (message) expect(r.msg).toBe(message);
    }
    const wrongOld = await call(s.app, 'POST', '/blade-user/update-password', {
      token: t.access_token,
      body: { oldPassword: 'nope1234', newPassword: 'abc12345', newPassword1: 'abc12345' },
    });
    expect(wrongOld).toMatchObject({ code: 40005, msg: '原密码错误' });
    expect((await userRow('manager')).passwordHash).toBe(before);
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token })).code).toBe(200);
  });

  it('changes the password, ends the session, and the new one signs in', async () => {
    const t = await login(s.app, 'manager', 'anhua123');
    const r = await call(s.app, 'POST', '/blade-user/update-password', {
      token: t.access_token,
      body: { oldPassword: 'anhua123', newPassword: 'mgr2026ok', newPassword1: 'mgr2026ok' },
    });
    expect(r).toMatchObject({ code: 200, msg: '修改成功，需重新登录' });
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token })).code).toBe(401);
    const t2 = await login(s.app, 'manager', 'mgr2026ok');
    expect((await call(s.app, 'GET', '/blade-user/verifyIsInitPassword', { token: t2.access_token })).code).toBe(200);
  });
});

describe('forgotten password by SMS', () => {
  it('answers verifyPhone alike for registered and unregistered phones, and checks their format', async () => {
    const known = await call(s.app, 'GET', '/blade-user/verifyPhone', { query: { phone: '13800000003' } });
    const unknown = await call(s.app, 'GET', '/blade-user/verifyPhone', { query: { phone: '13899999999' } });
    expect(known).toMatchObject({ code: 200, data: true });
    expect(unknown).toEqual(known);
    const bad = await call(s.app, 'GET', '/blade-user/verifyPhone', { query: { phone: '1234' } });
    expect(bad).toMatchObject({ code: 400, msg: '请输入有效手机号' });
    expect((await call(s.app, 'GET', '/blade-user/verifyPhone', { tenant: null, query: { phone: '13800000003' } })).code).toBe(40007);
  });

  it('sends one code per 120 s, rejects a wrong code, and resets with the right one', async () => {
    const phone = '13800000003';
    expect((await call(s.app, 'GET', '/blade-user/sendSms', { query: { phone } })).code).toBe(200);
    expect((await call(s.app, 'GET', '/blade-user/sendSms', { query: { phone } })).code).toBe(40003);
    const code = await lastSmsCode(phone);
    const wrong = await call(s.app, 'POST', '/blade-user/changePasswordBySmsCodeAndPhone', {
      body: { phone, smsCode: code === '000000' ? '111111' : '000000', newPassword: 'sales2026a' },
    });
    expect(wrong.code).toBe(10137);
    const weak = await call(s.app, 'POST', '/blade-user/changePasswordBySmsCodeAndPhone', { body: { phone, smsCode: code, newPassword: '123' } });
    expect(weak).toMatchObject({ code: 400, msg: '密码长度为6-20个字，包含字母和数字' });
    const old = await login(s.app, 'sales', 'anhua123');
    const ok = await call(s.app, 'POST', '/blade-user/changePasswordBySmsCodeAndPhone', { body: { phone, smsCode: code, newPassword: 'sales2026a' } });
    expect(ok.code).toBe(200);
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: old.access_token })).code).toBe(401);
    await login(s.app, 'sales', 'sales2026a');
    // the code was used once
    const again = await call(s.app, 'POST', '/blade-user/changePasswordBySmsCodeAndPhone', { body: { phone, smsCode: code, newPassword: 'sales2026b' } });
    expect(again.code).toBe(10137);
  });

  it('lets a code expire', async () => {
    const phone = '13800000006';
    expect((await call(s.app, 'GET', '/blade-user/sendSms', { query: { phone } })).code).toBe(200);
    const code = await lastSmsCode(phone);
    s.clock.offsetMs = 6 * 60_000;
    try {
      const r = await call(s.app, 'POST', '/blade-user/changePasswordBySmsCodeAndPhone', { body: { phone, smsCode: code, newPassword: 'fin2026abc' } });
      expect(r.code).toBe(10137);
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it('does not reveal unknown phones when sending: the same answers, the resend wait included, and no code', async () => {
    const [known] = await s.database.ownerDb.select({ phone: user.phone }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'sales')));
    const unknown = '13911112222';
    const send = (phone: string) => call(s.app, 'GET', '/blade-user/sendSms', { query: { phone } });
    s.clock.offsetMs = 60 * 60_000; // past the resend wait of the codes sent above
    try {
      const first = [await send(known.phone!), await send(unknown)];
      expect(first[1]).toEqual(first[0]);
      expect(first[0]).toMatchObject({ code: 200 });
      const again = [await send(known.phone!), await send(unknown)];
      expect(again[1]).toEqual(again[0]);
      expect(again[0].code).toBe(40003);
    } finally {
      s.clock.offsetMs = 0;
    }
    const rows = await s.database.ownerDb.select().from(smsOutbox).where(eq(smsOutbox.phone, unknown));
    expect(rows.map((r) => r.content)).toEqual(['（未发送：该手机号未注册）']);
  });
});

describe('operating password', () => {
  it('sets it through captcha and SMS, checks, updates and reports it', async () => {
    await passFirstSignIn(s.database, 'warehouse');
    const t = await login(s.app, 'warehouse', 'anhua123');
    const token = t.access_token;
    expect((await call<boolean>(s.app, 'GET', '/blade-user/hasOperationPassword', { token })).data).toBe(false);
    const plain = 'Stock2026';
    expect((await call(s.app, 'POST', '/blade-user/checkOperationCode', { token, body: { operatingCode: await hashOperatingCode(plain) } })).code).toBe(30005);

    const img = await call<{ img: string; account: string }>(s.app, 'GET', '/blade-user/getImageCode', { token });
    expect(img.data.img).toMatch(/^data:image\/png;base64,/);
    expect(img.data.account).toBe('warehouse');
    // a wrong captcha burns it
    expect((await call(s.app, 'GET', '/blade-user/sendSmsByImgCode', { token, query: { imgCode: 'ZZZZ' } })).code).toBe(10045);
    expect((await call(s.app, 'GET', '/blade-user/sendSmsByImgCode', { token, query: { imgCode: readCaptcha(img.data.img) } })).code).toBe(10045);
    const img2 = await call<{ img: string }>(s.app, 'GET', '/blade-user/getImageCode', { token });
    const tooLong = await call(s.app, 'GET', '/blade-user/sendSmsByImgCode', { token, query: { imgCode: 'x'.repeat(11) } });
    expect(tooLong.code).toBe(400);
    expect((await call(s.app, 'GET', '/blade-user/sendSmsByImgCode', { token, query: { imgCode: readCaptcha(img2.data.img).toLowerCase() } })).code).toBe(200);
    const sms = await lastSmsCode('13800000004');

    const plainSent = await call(s.app, 'POST', '/blade-user/setOperatingCode', { token, body: { smsCode: sms, operatingCode: plain } });
    expect(plainSent.code).toBe(400);
    const set = await call(s.app, 'POST', '/blade-user/setOperatingCode', { token, body: { smsCode: sms, operatingCode: await hashOperatingCode(plain) } });
    expect(set).toMatchObject({ code: 200, msg: '设置成功' });
    expect((await userRow('warehouse')).operatingCodeHash).toMatch(/^\$argon2id\$/);
    expect((await call<boolean>(s.app, 'GET', '/blade-user/hasOperationPassword', { token })).data).toBe(true);

    expect((await call(s.app, 'POST', '/blade-user/checkOperationCode', { token, body: { operatingCode: await hashOperatingCode(plain) } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/blade-user/checkOperationCode', { token, body: { operatingCode: await hashOperatingCode('Wrong2026') } })).code).toBe(10090);

    const upd = await call(s.app, 'POST', '/blade-user/updateOperatingCode', {
      token,
      body: { operatingCode: await hashOperatingCode(plain), newOperatingCode: await hashOperatingCode('Stock2027') },
    });
    expect(upd).toMatchObject({ code: 200, msg: '修改成功' });
    const wrongOld = await call(s.app, 'POST', '/blade-user/updateOperatingCode', {
      token,
      body: { operatingCode: await hashOperatingCode(plain), newOperatingCode: await hashOperatingCode('Stock2028') },
    });
    expect(wrongOld.code).toBe(10090);
    expect((await call(s.app, 'POST', '/blade-user/checkOperationCode', { token, body: { operatingCode: await hashOperatingCode('Stock2027') } })).code).toBe(200);
  });

  it('refuses the SMS step for a missing captcha with the spec message', async () => {
    await passFirstSignIn(s.database, 'service');
    const t = await login(s.app, 'service', 'anhua123');
    const r = await call(s.app, 'GET', '/blade-user/sendSmsByImgCode', { token: t.access_token, query: {} });
    expect(r).toMatchObject({ code: 400, msg: '请输入图形验证码' });
    const r2 = await call(s.app, 'POST', '/blade-user/setOperatingCode', { token: t.access_token, body: { operatingCode: await hashOperatingCode('Abc12345') } });
    expect(r2).toMatchObject({ code: 400, msg: '请输入验证码' });
  });
});

/**
 * The WeCom callback receiver (crm-member/ahCorpWechatCallback/receive): the URL check answers the
 * opened echostr; an event sealed by the local provider (signed and AES-encrypted as WeCom does) adds,
 * deletes and brings back a contact through its machine; a repeated delivery changes nothing (also
 * three at once); bad signatures, tampered messages, a tenant without callback settings and a
 * deleted contact's assignment are refused and change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { ahCorpWechatConfig, ahCorpWechatCustomer, ahCorpWechatEvent } from '../../server/db/resource-tables/corp-wechat';
import { ahNotice } from '../../server/db/resource-tables/content';
import { user } from '../../server/db/schema';
import { localCorpWechatProvider } from '../../server/services/corp-wechat';
import { CALLBACK_PATH } from '../../server/modules/crm-member/corp-wechat-callback';
import { DEMO_TENANT } from '../../server/db/seed';

let s: TestServer;
let token: string;
let managerId: string;
const secrets = { token: 'cbToken2026', encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', corpId: 'ww0123456789abcdef' };
let seq = 0;

beforeAll(async () => {
  s = await startServer();
  ({ token } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
  await s.database.ownerDb
    .update(ahCorpWechatConfig)
    .set({ corpId: secrets.corpId, corpSecret: 'S'.repeat(43), callbackToken: secrets.token, encodingAesKey: secrets.encodingAesKey } as never)
    .where(eq(ahCorpWechatConfig.tenantId, DEMO_TENANT));
  const [m] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'manager')));
  managerId = String(m.id);
});
afterAll(async () => {
  await s?.close();
});

const db = () => s.database.ownerDb;

/** an event as WeCom posts it: sealed, signed, the XML envelope as the body */
function sealed(fields: Record<string, string | number>, opts: { secrets?: typeof secrets } = {}) {
  return localCorpWechatProvider.sealCallback(opts.secrets ?? secrets, { ToUserName: secrets.corpId, FromUserName: 'sys', MsgType: 'event', Event: 'change_external_contact', ...fields }, s.services.now());
}

async function post(seal: ReturnType<typeof sealed>, query: Record<string, string> = {}, body = seal.body) {
  const res = await s.app.inject({ method: 'POST', url: `/api${CALLBACK_PATH}`, query: { tenantId: DEMO_TENANT, ...seal.query, ...query }, headers: { 'content-type': 'text/xml' }, payload: body });
  return { status: res.statusCode, text: res.body };
}

const change = (changeType: string, ext: string, at = 1_790_000_000 + seq++) => sealed({ ChangeType: changeType, UserID: 'manager', ExternalUserID: ext, CreateTime: at });
const contact = async (ext: string) =>
  (await db().select().from(ahCorpWechatCustomer).where(and(eq(ahCorpWechatCustomer.tenantId, DEMO_TENANT), eq(ahCorpWechatCustomer.externalUserId, ext), eq(ahCorpWechatCustomer.userWechatId, 'manager')))) as Array<Record<string, unknown>>;
const events = async (ext: string) => db().select().from(ahCorpWechatEvent).where(eq(ahCorpWechatEvent.externalUserId, ext));

describe('WeCom callback', () => {
  it('the URL check answers the opened echostr', async () => {
    // echostr is a sealed message like an event's Encrypt; WeCom wants its plain text back
    const echo = sealed({});
    const res = await s.app.inject({ method: 'GET', url: `/api${CALLBACK_PATH}`, query: { tenantId: DEMO_TENANT, ...echo.query, echostr: echo.encrypted } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<MsgType><![CDATA[event]]></MsgType>');
    const forged = await s.app.inject({ method: 'GET', url: `/api${CALLBACK_PATH}`, query: { tenantId: DEMO_TENANT, ...echo.query, msg_signature: '0'.repeat(40), echostr: echo.encrypted } });
    expect(JSON.parse(forged.body)).toMatchObject({ code: 400, msg: '企微回调签名校验失败' });
  });

  it('refuses what WeCom did not sign or seal, and a tenant without settings; nothing changes', async () => {
    const ext = `wmBad${Date.now()}`;
    const seal = change('add_external_contact', ext);
    const wrongSig = await post(seal, { msg_signature: 'f'.repeat(40) });
    expect(wrongSig.status).toBe(400);
    expect(JSON.parse(wrongSig.text)).toMatchObject({ code: 400, msg: '企微回调签名校验失败' });
    expect(JSON.parse((await post(seal, { msg_signature: 'not-a-signature' })).text).code).toBe(400);
    expect(JSON.parse((await post(seal, { nonce: '' })).text).code).toBe(400);
    // tampered: the signature no longer covers the Encrypt
    const tampered = seal.body.replace(/Encrypt><!\[CDATA\[(.)/, (_m, c: string) => `Encrypt><![CDATA[${c === 'A' ? 'B' : 'A'}`);
    expect(JSON.parse((await post(seal, {}, tampered)).text).msg).toBe('企微回调签名校验失败');
    // sealed with another key, signed with ours: it does not open
    const otherKey = sealed({ ChangeType: 'add_external_contact', UserID: 'manager', ExternalUserID: ext, CreateTime: 1 }, { secrets: { ...secrets, encodingAesKey: 'Z'.repeat(43) } });
    expect(JSON.parse((await post(otherKey)).text).msg).toBe('企微回调签名校验失败');
    const noTenant = await s.app.inject({ method: 'POST', url: `/api${CALLBACK_PATH}`, query: { tenantId: '999999', ...seal.query }, headers: { 'content-type': 'text/xml' }, payload: seal.body });
    expect(JSON.parse(noTenant.body)).toMatchObject({ code: 400, msg: '企微回调未配置，请在企微配置中填写企业ID、回调Token与EncodingAESKey' });
    expect(await contact(ext)).toHaveLength(0);
    expect(await events(ext)).toHaveLength(0);
  });

  it('add, delete by the customer (the reminder), back again: the contact follows its machine; repeats change nothing', async () => {
    const ext = `wmCb${Date.now()}`;
    const add = change('add_external_contact', ext);
    // WeCom repeats a callback it did not see answered: three at once store it once
    const first = await Promise.all([post(add), post(add), post(add)]);
    expect(first.map((r) => r.text)).toEqual(['success', 'success', 'success']);
    const [row] = await contact(ext);
    expect(row).toMatchObject({ status: 0, userId: managerId, delReminder: 0 });
    expect(await contact(ext)).toHaveLength(1);
    expect(await events(ext)).toHaveLength(1);

    // the salesperson asked to be told
    expect((await call(s.app, 'POST', '/crm-member/ahCorpWechatCustomer/setDelReminder', { token, body: { ids: [String(row.id)], delReminder: 1 } })).code).toBe(200);
    const del = change('del_follow_user', ext);
    expect((await post(del)).text).toBe('success');
    expect((await post(del)).text).toBe('success');
    const [gone] = await contact(ext);
    expect(gone.status).toBe(1);
    expect(gone.delTime).not.toBeNull();
    const notices = await db().select().from(ahNotice).where(and(eq(ahNotice.toUserId, managerId), eq(ahNotice.summary, `企微客户「${String(row.name)}」已将您删除`)));
    expect(notices).toHaveLength(1);

    // deleted: not moved, and WeCom's edit or second delete leaves it as it is
    const assign = await call(s.app, 'POST', '/crm-member/ahCorpWechatCustomer/assignment', { token, body: { ids: [String(row.id)], userWechatIds: [managerId] } });
    expect([assign.code, assign.msg]).toEqual([400, '客户已删除好友，不能分配']);
    expect((await post(change('edit_external_contact', ext))).text).toBe('success');
    expect((await post(change('del_external_contact', ext))).text).toBe('success');
    expect((await contact(ext))[0]).toMatchObject({ status: 1 });

    // added again: a friend again
    expect((await post(change('add_external_contact', ext))).text).toBe('success');
    expect((await contact(ext))[0]).toMatchObject({ status: 0, delTime: null });
    expect(await contact(ext)).toHaveLength(1);
    // every delivery is on the timeline once: add, delete, edit, delete, add
    expect((await events(ext)).map((e) => e.eventType).sort()).toEqual(['add', 'add', 'delete', 'delete', 'edit']);
    const dyn = await call<Array<{ title: string }>>(s.app, 'GET', '/crm-member/ahCorpWechatCustomer/customerDynamic', { token, query: { id: String(row.id) } });
    expect(dyn.code).toBe(200);
    expect(dyn.data.length).toBeGreaterThanOrEqual(5);
  });

  it('ignores events of other kinds and of staff it does not know, answering success', async () => {
    const ext = `wmIgn${Date.now()}`;
    expect((await post(sealed({ ChangeType: 'add_external_contact', UserID: 'nobody-here', ExternalUserID: ext, CreateTime: 5 }))).text).toBe('success');
    expect((await post(sealed({ ChangeType: 'add_external_contact', UserID: 'manager', ExternalUserID: ext, CreateTime: 6, Event: 'change_external_chat' }))).text).toBe('success');
    expect(await contact(ext)).toHaveLength(0);
  });
});

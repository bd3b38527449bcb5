/**
 * Activity QR codes (crm-anhua ahMarketingQrcode and its channels): channels listed and saved, a QR code
 * per activity and channel with its names and a scene of its own, the pair refused twice, another
 * store's activity or channel refused, a channel in use kept; the public scan counts every scan (also
 * when many arrive at once) and answers the activity; an enrolment naming the scene counts for its code,
 * one naming an unknown scene is refused and changes nothing; delete and batchDelete.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahActivity, ahActivityEnroll, ahMarketingQrcode, ahMarketingQrcodeChannel } from '../../server/db/resource-tables/marketing';
import { QR_SCENE_ALPHABET, QR_SCENE_LENGTH } from '../../src/domain/resources/marketing/qrcode';

let s: TestServer;
let token: string;
let storeId: string;
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
});
afterAll(async () => {
  await s?.close();
});

const Q = '/crm-anhua/ahMarketingQrcode';
const get = <T>(url: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', url, { token: t, query });
const post = <T>(url: string, body: unknown, t = token) => call<T>(s.app, 'POST', url, { token: t, body });
const scan = (scene: string, tenantId = DEMO_TENANT) => call<{ activityName: string; channelName: string; scanCount: number }>(s.app, 'GET', `${Q}/scan`, { token: null, query: { tenantId, scene } });
let seq = 0;

interface Qr { id: string; qrName: string; activityName: string; channelName: string; scene: string; scanCount: number; enrollCount: number }

async function published(t = token): Promise<string> {
  const r = await post<{ id: string }>(
    '/crm-anhua/ahActivity/addOrUpdate',
    { activityName: `二维码活动${++seq}`, activityType: 1, startTime: new Date(Date.now() + 2 * 86_400_000).toISOString(), endTime: new Date(Date.now() + 3 * 86_400_000).toISOString(), enrollDeadline: new Date(Date.now() + 86_400_000).toISOString(), capacity: 10, price: 0 },
    t,
  );
  expect(r.code, r.msg).toBe(200);
  expect((await post('/crm-anhua/ahActivity/setActivityStatusById', { activityId: r.data.id, activityStatus: 1 }, t)).code).toBe(200);
  return r.data.id;
}
async function channel(name = `渠道${++seq}`, t = token): Promise<string> {
  const r = await post<{ id: string }>(`${Q}/channel/save`, { channelName: name }, t);
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}
const qrRow = async (id: string) => (await s.database.ownerDb.select().from(ahMarketingQrcode).where(eq(ahMarketingQrcode.id, id)))[0];

describe('activity QR codes', () => {
  it('lists the demo codes and channels of the store', async () => {
    const page = await get<{ records: Qr[]; total: number }>(`${Q}/page`, { current: 1, size: 20 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.records.map((r) => r.channelName).sort()).toEqual(['展厅海报', '朋友圈']);
    expect(page.data.records.every((r) => r.activityName === '新车试驾品鉴日' && r.scanCount > 0)).toBe(true);
    const channels = await get<Array<{ channelName: string }>>(`${Q}/channel/list`);
    expect(channels.code, channels.msg).toBe(200);
    expect(channels.data.map((c) => c.channelName)).toEqual(['展厅海报', '朋友圈', '车展现场']);
  });

  it('makes one code per activity and channel, with the names and a scene of its own', async () => {
    const activityId = await published();
    const channelId = await channel('地铁广告');
    const made = await post<{ id: string }>(`${Q}/saveOrUpdate`, { qrName: '地铁广告码', ahActivityId: activityId, ahMarketingQrcodeChannelId: channelId });
    expect(made.code, made.msg).toBe(200);
    const row = await qrRow(made.data.id);
    expect(row.channelName).toBe('地铁广告');
    expect(row.activityName).toMatch(/^二维码活动/);
    expect(row.scene).toMatch(new RegExp(`^[${QR_SCENE_ALPHABET}]{${QR_SCENE_LENGTH}}$`));
    expect(row.scanCount).toBe(0);

    // the same pair again: refused, nothing written
    const before = (await s.database.ownerDb.select().from(ahMarketingQrcode).where(eq(ahMarketingQrcode.ahActivityId, activityId))).length;
    const twice = await post(`${Q}/saveOrUpdate`, { qrName: '再来一个', ahActivityId: activityId, ahMarketingQrcodeChannelId: channelId });
    expect(twice.code).toBe(400);
    expect(twice.msg).toBe('该活动在此渠道已有二维码');
    expect((await s.database.ownerDb.select().from(ahMarketingQrcode).where(eq(ahMarketingQrcode.ahActivityId, activityId))).length).toBe(before);

    // an edit keeps the printed scene; renaming the channel renames the copies
    expect((await post(`${Q}/saveOrUpdate`, { id: made.data.id, qrName: '地铁广告码（改）', ahActivityId: activityId, ahMarketingQrcodeChannelId: channelId })).code).toBe(200);
    expect((await post(`${Q}/channel/save`, { id: channelId, channelName: '地铁灯箱' })).code).toBe(200);
    const edited = await qrRow(made.data.id);
    expect(edited.scene).toBe(row.scene);
    expect(edited.qrName).toBe('地铁广告码（改）');
    expect(edited.channelName).toBe('地铁灯箱');

    // a channel with codes stays
    const keep = await post(`${Q}/channel/remove`, { ids: channelId });
    expect(keep.code).not.toBe(200);
    expect(keep.msg).toBe('渠道已有二维码，不能删除');
    expect((await s.database.ownerDb.select().from(ahMarketingQrcodeChannel).where(eq(ahMarketingQrcodeChannel.id, channelId)))[0].isDeleted).toBe(0);
  });

  it('refuses another store’s activity or channel, and a missing one, changing nothing', async () => {
    // the other store's rows first: the manager's sign-in there ends the session here (one session an account)
    const { token: there } = await managerIn(s, '安华奔驰杭州滨江店');
    const theirs = await published(there);
    const theirChannel = await channel(`对方渠道${seq}`, there);
    ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
    const mine = await published();
    const myChannel = await channel();
    const count = async () => (await s.database.ownerDb.select().from(ahMarketingQrcode)).length;
    const n = await count();
    const a = await post(`${Q}/saveOrUpdate`, { qrName: 'x', ahActivityId: theirs, ahMarketingQrcodeChannelId: myChannel });
    expect([a.code, a.msg]).toEqual([400, '活动不存在']);
    const b = await post(`${Q}/saveOrUpdate`, { qrName: 'x', ahActivityId: mine, ahMarketingQrcodeChannelId: theirChannel });
    expect([b.code, b.msg]).toEqual([400, '渠道不存在']);
    const c = await post(`${Q}/saveOrUpdate`, { qrName: '', ahActivityId: mine, ahMarketingQrcodeChannelId: myChannel });
    expect(c.code).toBe(400);
    expect(await count()).toBe(n);
  });

  it('counts scans, also many at once, and enrolments that name the scene', async () => {
    const activityId = await published();
    const made = await post<{ id: string }>(`${Q}/saveOrUpdate`, { qrName: '展台码', ahActivityId: activityId, ahMarketingQrcodeChannelId: await channel() });
    const scene = String((await qrRow(made.data.id)).scene);

    // the list read before a scan is not answered again after it (the read cache forgets it)
    const listed = async () => (await get<{ records: Qr[] }>(`${Q}/page`, { current: 1, size: 50, qrName: '展台码' })).data.records.find((r) => r.id === made.data.id)?.scanCount;
    expect(await listed()).toBe(0);
    const one = await scan(scene);
    expect(await listed()).toBe(1);
    expect(one.code, one.msg).toBe(200);
    expect(one.data.activityName).toMatch(/^二维码活动/);
    expect(one.data.scanCount).toBe(1);
    const many = await Promise.all(Array.from({ length: 8 }, () => scan(scene)));
    expect(many.every((r) => r.code === 200)).toBe(true);
    expect((await qrRow(made.data.id)).scanCount).toBe(9);

    // bad scenes and tenants: clear answers, nothing counted
    expect((await scan('bad')).msg).toBe('场景码格式错误');
    expect((await scan(scene, 'x')).msg).toBe('租户ID格式错误');
    expect((await scan('ZZZZZZZZZZZZ')).code).toBe(404);
    expect((await scan(scene, '999999')).code).toBe(404);
    expect((await qrRow(made.data.id)).scanCount).toBe(9);

    const enrolled = await post('/crm-anhua/ahActivity/enroll', { activityId, memberName: '扫码客户', phone: '13811112222', channel: 0, scene });
    expect(enrolled.code, enrolled.msg).toBe(200);
    expect((await qrRow(made.data.id)).enrollCount).toBe(1);

    // a scene of no code of this activity: refused, no enrolment written
    const wrong = await post('/crm-anhua/ahActivity/enroll', { activityId, memberName: '扫码客户', phone: '13811113333', channel: 0, scene: 'HZPSTRAWXYZ2' });
    expect([wrong.code, wrong.msg]).toEqual([400, '二维码不存在或已删除']);
    const enrolments = await s.database.ownerDb.select().from(ahActivityEnroll).where(and(eq(ahActivityEnroll.ahActivityId, activityId), eq(ahActivityEnroll.phone, '13811113333')));
    expect(enrolments).toHaveLength(0);
    expect((await s.database.ownerDb.select().from(ahActivity).where(eq(ahActivity.id, activityId)))[0].enrollCount).toBe(1);
  });

  it('deletes one and several; a deleted code scans no more', async () => {
    const activityId = await published();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await post<{ id: string }>(`${Q}/saveOrUpdate`, { qrName: `码${i}`, ahActivityId: activityId, ahMarketingQrcodeChannelId: await channel() })).data.id);
    const scene = String((await qrRow(ids[0])).scene);
    expect((await post(`${Q}/delete`, { ids: ids[0] })).code).toBe(200);
    expect((await post(`${Q}/batchDelete`, { ids: ids.slice(1).join(',') })).code).toBe(200);
    for (const id of ids) expect((await qrRow(id)).isDeleted).toBe(1);
    expect((await scan(scene)).code).toBe(404);
    expect(storeId).toBeTruthy();
  });
});

/**
 * Electronic contracts (docs/contracts.md): the lists by type, a contract from an order, the review by
 * the approver group's turns, the e-signature with the local provider (a signed PDF that verifies),
 * paper contracts, quotas under concurrency, templates' fields, and their bad inputs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { user } from '../../server/db/schema';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { call, startServer, type TestServer } from './harness';
import { accountIn, freeCars, managerIn, orderFor } from './car-order-helpers';
import { ahCarModel } from '../../server/db/resource-tables/operations';
import { verifyPdfSignature } from '../../server/services/esign';
import { CONTRACT_EVENTS, CONTRACT_STATE, contractReviewMachine, type ContractEvent, type ContractEventType, type ContractState } from '../../src/machines/contract-review.machine';

let s: TestServer;
/** 安华奔驰杭州滨江店: the seeded groups review there (王建国 the manager, then the group admin) */
const STORE = '安华奔驰杭州滨江店';
let sales: string;
let manager: string;
let admin: string;

const C = '/crm-member/ahElectronicContract';
const api = <T = unknown>(token: string, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}) =>
  call<T>(s.app, method, path, method === 'GET' ? { token, query: data as Record<string, string> } : { token, body: data });

interface Contract {
  id: string;
  contractNo: string;
  state: number;
  reviewStep: number;
  currentApproverName: string | null;
  signState: number;
  signUrl: string | null;
  faDaDaSerialNum: string | null;
  usedPermissions: number;
  totalAmount: number;
  ahCarOrderId: string | null;
  carModelName: string | null;
  returnReason: string | null;
  paperContractSignerState: number;
}

async function newContract(token: string, over: Record<string, unknown> = {}): Promise<string> {
  const r = await api<{ id: string }>(token, 'POST', `${C}/save`, { contractType: 3, customerName: '测试客户', customerPhone: '13911112222', carPrice: 25000000, ...over });
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}
const get = async (token: string, id: string) => {
  const r = await api<Contract>(token, 'GET', `${C}/detail`, { id });
  expect(r.code, r.msg).toBe(200);
  return r.data;
};
const act = (token: string, path: string, body: Record<string, unknown>) => api<Record<string, unknown>>(token, 'POST', `${C}/${path}`, body);

/** submit by the creator, pass by the manager then the admin: ready to sign */
async function approved(id: string) {
  expect((await act(sales, 'submitReview', { id })).code).toBe(200);
  expect((await act(manager, 'passReview', { id })).code).toBe(200);
  expect((await act(admin, 'passReview', { id })).code).toBe(200);
}

beforeAll(async () => {
  s = await startServer();
  ({ token: sales } = await accountIn(s, 'sales', STORE));
  ({ token: manager } = await managerIn(s, STORE));
  ({ token: admin } = await accountIn(s, 'admin', STORE));
}, 300_000);
afterAll(async () => {
  await s?.close();
});

describe('contract lists', () => {
  it('lists by type with the generic POST page call and counts by state', async () => {
    const id = await newContract(sales, { contractType: 2, testDriveTime: '2026-11-20T02:00:00.000Z' });
    const page = await api<{ records: Contract[]; total: number }>(sales, 'POST', `${C}/page`, { current: 1, size: 100, contractType: 2, fieldList: ['contractNo'] });
    expect(page.code).toBe(200);
    expect(page.data.records.map((r) => r.id)).toContain(id);
    expect(page.data.records.every((r) => (r as unknown as { contractType: number }).contractType === 2)).toBe(true);
    const counts = await api<{ all: number; counts: Record<string, number> }>(sales, 'GET', `${C}/countByState`, { contractType: 1 });
    expect(counts.code).toBe(200);
    // the seed has a booking contract in several states in this store
    expect(Object.keys(counts.data.counts).length).toBeGreaterThan(2);
    expect((await api(sales, 'GET', `${C}/getDetail`, { id })).code).toBe(200);
  });

  it('shows a contract made from an order with its car, prices and settlement lines', async () => {
    const cars = await freeCars(s, manager, 1);
    const o = await orderFor(s, manager, cars);
    const made = await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/carOrder/createElectronicContractByCarOrder', { token: manager, body: { ahCarOrderId: o.id } });
    expect(made.code, made.msg).toBe(200);
    const c = await get(manager, made.data.id);
    expect(c).toMatchObject({ ahCarOrderId: o.id, state: CONTRACT_STATE.draft, totalAmount: o.totalAmount });
    expect(c.carModelName).toBeTruthy();
    const price = await api<{ lines: Array<{ kind: string }>; totalAmount: number; balanceAmount: number }>(manager, 'GET', `${C}/collectPrice`, { id: c.id });
    expect(price.data.lines.map((l) => l.kind)).toEqual(expect.arrayContaining(['car', 'boutique', 'additional']));
    expect(price.data.totalAmount).toBe(o.totalAmount);
    const page = await api<{ records: Contract[] }>(manager, 'POST', `${C}/page`, { current: 1, size: 20, ahCarOrderId: o.id });
    expect(page.data.records.map((r) => r.id)).toEqual([c.id]);
  });

  it('adds the chosen add-on items and the store service fees to the lines while the contract may change', async () => {
    const id = await newContract(sales, { carPrice: 30000000 });
    const projects = await api<{ records: Array<{ id: string; price: number }> }>(sales, 'GET', '/crm-member/ahAddProject/page', { current: 1, size: 10 });
    const [p1, p2] = projects.data.records;
    const bad = await act(sales, 'collectPrice', { id, addProjectIds: '123456789', withServiceFee: 0 });
    expect(bad.code).toBe(400);
    const r = await act(sales, 'collectPrice', { id, addProjectIds: `${p1.id},${p2.id}`, withServiceFee: 1 });
    expect(r.code, r.msg).toBe(200);
    const c = await get(sales, id);
    const fees = (r.data.lines as Array<{ kind: string; amount: number }>).filter((l) => l.kind === 'serviceFee').reduce((x, l) => x + l.amount, 0);
    expect(fees).toBeGreaterThan(0);
    expect(c.totalAmount).toBe(30000000 + p1.price + p2.price + fees);
    // choosing again replaces, not adds
    await act(sales, 'collectPrice', { id, addProjectIds: p1.id, withServiceFee: 0 });
    expect((await get(sales, id)).totalAmount).toBe(30000000 + p1.price);
    await approved(id);
    expect((await act(sales, 'collectPrice', { id, addProjectIds: p2.id, withServiceFee: 0 })).code).toBe(10300);
    expect((await get(sales, id)).totalAmount).toBe(30000000 + p1.price);
  });

  it('finds nothing of another store or tenant, and deletes only drafts, returned and revoked ones', async () => {
    const id = await newContract(sales);
    // 陈静, the service advisor, works in 安华宝马杭州西湖店 (the manager's one session stays here)
    const { token: other } = await accountIn(s, 'service', '安华宝马杭州西湖店');
    expect((await api(other, 'GET', `${C}/detail`, { id })).code).toBe(404);
    expect((await act(other, 'submitReview', { id })).code).toBe(404);
    await approved(id);
    const del = await api(sales, 'POST', `${C}/delContract`, { ids: id });
    expect(del.code).toBe(10300);
    expect((await get(sales, id)).state).toBe(CONTRACT_STATE.approved);
    const draft = await newContract(sales);
    expect((await api(sales, 'POST', `${C}/delContract`, { ids: draft })).code).toBe(200);
  });
});

describe('review by the approver group', () => {
  it('walks two steps by two approvers, each only in their turn, with the history', async () => {
    const id = await newContract(sales);
    expect((await act(manager, 'passReview', { id })).code).toBe(10300);
    const sub = await act(sales, 'submitReview', { id });
    expect(sub.code, sub.msg).toBe(200);
    let c = await get(sales, id);
    expect(c).toMatchObject({ state: CONTRACT_STATE.inReview, reviewStep: 0, currentApproverName: '王建国' });
    // the creator never reviews; the second approver waits for the first
    const own = await act(sales, 'passReview', { id });
    expect(own).toMatchObject({ code: 10300, msg: '不能审批自己创建的合同' });
    const early = await act(admin, 'passReview', { id });
    expect(early).toMatchObject({ code: 10300, msg: '当前不是您审批，不能操作' });
    const reminder = await api<{ records: Array<{ id: string }> }>(manager, 'GET', `${C}/contractInfoReminder`);
    expect(reminder.data.records.map((r) => r.id)).toContain(id);
    expect((await act(manager, 'passReview', { id })).code).toBe(200);
    c = await get(sales, id);
    expect(c).toMatchObject({ state: CONTRACT_STATE.inReview, reviewStep: 1, currentApproverName: '集团管理员' });
    expect((await act(manager, 'passReview', { id })).code).toBe(10300);
    // a return needs its reason; the refused call changes nothing
    const noReason = await act(admin, 'returnOfContract', { id, reason: '' });
    expect(noReason.code).toBeGreaterThanOrEqual(400);
    expect((await get(sales, id)).state).toBe(CONTRACT_STATE.inReview);
    expect((await act(admin, 'returnOfContract', { id, reason: '身份证号缺失' })).code).toBe(200);
    c = await get(sales, id);
    expect(c).toMatchObject({ state: CONTRACT_STATE.returned, returnReason: '身份证号缺失', currentApproverName: null });
    expect((await api(sales, 'POST', `${C}/update`, { id, idCardNo: '330102199001011234' })).code).toBe(200);
    await approved(id);
    expect((await get(sales, id)).state).toBe(CONTRACT_STATE.approved);
    const log = await api<Array<{ action: string; fromValue: string; toValue: string; reason: string | null; createUserName: string }>>(sales, 'GET', '/blade-system/stateLog/list', { resource: 'ahElectronicContract', recordId: id });
    expect(log.data.map((l) => [l.action, l.fromValue, l.toValue, l.createUserName])).toEqual([
      ['SUBMIT', '0', '1', '李晓梅'],
      ['PASS', '1', '1', '王建国'],
      ['RETURN', '1', '2', '集团管理员'],
      ['SUBMIT', '2', '1', '李晓梅'],
      ['PASS', '1', '1', '王建国'],
      ['PASS', '1', '3', '集团管理员'],
    ]);
    expect(log.data[2].reason).toBe('身份证号缺失');
  });

  it('lets only the creator revoke, before signing starts', async () => {
    const id = await newContract(sales);
    await act(sales, 'submitReview', { id });
    expect(await act(manager, 'revoke', { id })).toMatchObject({ code: 10300, msg: '只有合同创建人可以撤销' });
    expect((await act(sales, 'revoke', { id })).code).toBe(200);
    expect((await get(sales, id)).state).toBe(CONTRACT_STATE.revoked);
    expect((await act(sales, 'submitReview', { id })).code).toBe(10300);
  });

  it('refuses to edit a contract in review or signed', async () => {
    const id = await newContract(sales);
    await approved(id);
    const r = await api(sales, 'POST', `${C}/update`, { id, customerName: '改名' });
    expect(r.code).toBe(10300);
    expect((await get(sales, id)).contractNo).toBeTruthy();
  });
});

describe('e-signature with the local provider', () => {
  it('signs through the customer page, keeps a signed PDF that verifies, and tags it finished', async () => {
    const id = await newContract(sales, { customerName: '签署客户' });
    await approved(id);
    const start = await act(sales, 'getPreAuthSignUrl', { id });
    expect(start.code, start.msg).toBe(200);
    const url = new URL(String(start.data.signUrl));
    expect(String(start.data.faDaDaSerialNum)).toMatch(/^LOCAL/);
    expect((await api<{ faDaDaSerialNum: string }>(sales, 'GET', `${C}/getFaDaDaSerialNum`, { id })).data.faDaDaSerialNum).toBe(start.data.faDaDaSerialNum);
    const page = await s.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认签署');
    const token = url.searchParams.get('token')!;
    // not agreed, a wrong token: nothing signed
    expect((await s.app.inject({ method: 'POST', url: '/api/crm-member/eSign/local/sign', payload: { token } })).json().code).toBe(400);
    expect((await s.app.inject({ method: 'POST', url: '/api/crm-member/eSign/local/sign', payload: { token: token.replace(/.$/, (c) => (c === '0' ? '1' : '0')), agree: '1' } })).json().code).toBe(404);
    expect((await get(sales, id)).state).toBe(CONTRACT_STATE.signing);
    const signed = await s.app.inject({ method: 'POST', url: '/api/crm-member/eSign/local/sign', payload: { token, agree: '1' } });
    expect(signed.json()).toMatchObject({ code: 200, data: { state: CONTRACT_STATE.signed } });
    // the second press is refused: exactly one signing
    expect((await s.app.inject({ method: 'POST', url: '/api/crm-member/eSign/local/sign', payload: { token, agree: '1' } })).json().code).toBe(10300);
    const c = await get(sales, id);
    expect(c).toMatchObject({ state: CONTRACT_STATE.signed, signState: 1 });
    const link = await api<{ url: string; signed: boolean }>(sales, 'GET', `${C}/getDownloadUrl`, { id });
    expect(link.data.signed).toBe(true);
    const file = await s.app.inject({ method: 'GET', url: link.data.url, headers: { authorization: `bearer ${sales}`, 'blade-auth': `bearer ${sales}` } });
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(verifyPdfSignature(pdf).valid).toBe(true);
    const changed = Buffer.from(pdf);
    changed[200] = changed[200] ^ 0x20;
    expect(verifyPdfSignature(changed).valid).toBe(false);
    expect((await api(sales, 'POST', `${C}/update`, { id, remark: 'x' })).code).toBe(10300);
    expect((await act(sales, 'revoke', { id })).code).toBe(10300);
    expect((await act(manager, 'tagFinish', { id })).code).toBe(200);
    expect((await get(sales, id)).state).toBe(CONTRACT_STATE.finished);
    const verify = await api<{ url: string }>(sales, 'GET', `${C}/getCompanyVerifyUrl`);
    expect(verify.data.url).toContain('/api/crm-member/eSign/local/company');
  });

  it('previews the unsigned contract as a PDF filled from its template', async () => {
    const id = await newContract(sales, { customerName: '预览客户' });
    const r = await s.app.inject({ method: 'GET', url: `/api${C}/previewPdf?id=${id}`, headers: { 'blade-auth': `bearer ${sales}`, authorization: `bearer ${sales}` } });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('paper contracts', () => {
  it('uploads scans and is examined: rejected back to approved with the reason, then passed to signed', async () => {
    const id = await newContract(sales);
    expect((await act(sales, 'uploadPaperContract', { id, paperScanUrls: '/a.jpg' })).code).toBe(10300);
    await approved(id);
    expect((await act(sales, 'uploadPaperContract', { id, paperScanUrls: '' })).code).toBe(400);
    expect((await act(sales, 'uploadPaperContract', { id, paperScanUrls: '/scan/1.jpg,/scan/2.jpg' })).code).toBe(200);
    expect((await get(sales, id)).paperContractSignerState).toBe(1);
    const paper = await api<{ records: Contract[] }>(manager, 'POST', `${C}/page`, { current: 1, size: 100, isPaper: 1 });
    expect(paper.data.records.map((r) => r.id)).toContain(id);
    expect((await act(sales, 'paperContractExamine', { id, examineResult: 1 })).code).toBe(10300);
    expect((await act(manager, 'paperContractExamine', { id, examineResult: 2, reason: '缺少客户签字页' })).code).toBe(200);
    expect(await get(sales, id)).toMatchObject({ state: CONTRACT_STATE.approved, paperContractSignerState: 3, returnReason: '缺少客户签字页' });
    await act(sales, 'uploadPaperContract', { id, paperScanUrls: '/scan/3.jpg' });
    expect((await act(manager, 'paperContractExamine', { id, examineResult: 9 })).code).toBe(400);
    expect((await act(manager, 'paperContractExamine', { id, examineResult: 1 })).code).toBe(200);
    expect(await get(sales, id)).toMatchObject({ state: CONTRACT_STATE.signed, paperContractSignerState: 2, signState: 1 });
  });
});

async function adminId(): Promise<string> {
  const [u] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.account, 'admin'), eq(user.tenantId, '000001')));
  return String(u.id);
}

describe('templates', () => {
  it('binds every field to contract data, and is used by a store or by all', async () => {
    const t = await api<{ id: string }>(admin, 'POST', '/crm-member/ahContractTemplate/addTemplate', { templateName: '测试模板', dictContractType: 3, ecType: 1, content: '买受方{{客户}}购买{{车型}}' });
    expect(t.code, t.msg).toBe(200);
    const unbound = await api(admin, 'POST', '/crm-member/ahContractTemplate/editTemplateField', { id: t.data.id, fieldJsonObject: [{ name: '客户', binding: 'customerName' }, { name: '车型', binding: '' }] });
    expect(unbound).toMatchObject({ code: 400, msg: '模板字段「车型」未绑定合同数据' });
    const unknown = await api(admin, 'POST', '/crm-member/ahContractTemplate/editTemplateField', { id: t.data.id, fieldJsonObject: '[{"name":"x","binding":"password"}]' });
    expect(unknown.code).toBe(400);
    const ok = await api(admin, 'POST', '/crm-member/ahContractTemplate/editTemplateField', { id: t.data.id, fieldJsonObject: JSON.stringify([{ name: '客户', binding: 'customerName' }, { name: '车型', binding: 'carModelName' }]) });
    expect(ok.code, ok.msg).toBe(200);
    const d = await api<{ fieldJsonObject: unknown }>(admin, 'GET', '/crm-member/ahContractTemplate/detail', { id: t.data.id });
    expect(d.data.fieldJsonObject).toEqual([{ name: '客户', binding: 'customerName' }, { name: '车型', binding: 'carModelName' }]);
    expect((await api(admin, 'POST', '/crm-member/ahContractTemplate/toUse', { id: t.data.id })).code).toBe(200);
    expect((await api(admin, 'POST', '/crm-member/ahContractTemplate/toUseToAllStore', { id: t.data.id, useAllStores: 1, isUse: 1 })).code).toBe(200);
    const list = await api<{ records: Array<{ id: string; isUse: number; useAllStores: number }> }>(admin, 'GET', '/crm-member/ahContractTemplate/pageList', { current: 1, size: 50 });
    expect(list.data.records.find((r) => r.id === t.data.id)).toMatchObject({ isUse: 1, useAllStores: 1 });
    expect((await api(admin, 'POST', '/crm-member/ahContractTemplate/deleteLogic', { ids: t.data.id })).code).toBe(200);
  });
});

/** Every shortest path of the review machine (two approvers), played on a fresh contract through the real calls. */
describe('review machine against the server', () => {
  const reason = (t: ContractEventType) => (t === 'RETURN' || t === 'PAPER_REJECT' ? { reason: '资料不全' } : {});
  const eventOf = (type: ContractEventType): ContractEvent => ({ type, ...reason(type) }) as ContractEvent;
  const paths = createTestModel(contractReviewMachine, { events: CONTRACT_EVENTS.map(eventOf) }).getShortestPaths({ input: { steps: 2 } } as never);
  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(contractReviewMachine, { input: { steps: 2 } }).start();
      const id = await newContract(sales);
      let signToken = '';
      const states = Object.keys(CONTRACT_STATE) as ContractState[];
      await path.test({
        states: Object.fromEntries(states.map((n) => [n, async () => expect((await get(sales, id)).state).toBe(CONTRACT_STATE[n])])),
        events: Object.fromEntries(
          CONTRACT_EVENTS.map((type) => [
            type,
            async () => {
              const allowed = actor.getSnapshot().can(eventOf(type));
              const step = actor.getSnapshot().context.step;
              let code: number;
              switch (type) {
                case 'SUBMIT':
                  code = (await act(sales, 'submitReview', { id })).code;
                  break;
                case 'PASS':
                  code = (await act(step === 0 ? manager : admin, 'passReview', { id })).code;
                  break;
                case 'RETURN':
                  code = (await act(step === 0 ? manager : admin, 'returnOfContract', { id, reason: '资料不全' })).code;
                  break;
                case 'REVOKE':
                  code = (await act(sales, 'revoke', { id })).code;
                  break;
                case 'START_SIGN': {
                  const r = await act(sales, 'getPreAuthSignUrl', { id });
                  code = r.code;
                  if (code === 200) signToken = new URL(String(r.data.signUrl)).searchParams.get('token')!;
                  break;
                }
                case 'SIGN':
                  code = (await s.app.inject({ method: 'POST', url: '/api/crm-member/eSign/local/sign', payload: { token: signToken || '000000.1.00000000000000000000000000000000', agree: '1' } })).json().code;
                  break;
                case 'UPLOAD_PAPER':
                  code = (await act(sales, 'uploadPaperContract', { id, paperScanUrls: '/scan.jpg' })).code;
                  break;
                case 'PAPER_PASS':
                  code = (await act(manager, 'paperContractExamine', { id, examineResult: 1 })).code;
                  break;
                case 'PAPER_REJECT':
                  code = (await act(manager, 'paperContractExamine', { id, examineResult: 2, reason: '资料不全' })).code;
                  break;
                case 'TAG_FINISH':
                  code = (await act(manager, 'tagFinish', { id })).code;
                  break;
              }
              expect(code === 200, `${type}`).toBe(allowed);
              actor.send(eventOf(type));
            },
          ]),
        ),
      });
    });
  }
});

describe('in another store (the manager signs in there: last, as it ends the session above)', () => {
  it('refuses to submit a type without an approver group', async () => {
    const { token } = await managerIn(s, '安华奥迪宁波鄞州店');
    const id = await newContract(token, { contractType: 2 });
    const r = await act(token, 'submitReview', { id });
    expect(r).toMatchObject({ code: 10300, msg: '该类型合同未设置审批组，请先在审批组中添加审批人' });
    expect((await get(token, id)).state).toBe(CONTRACT_STATE.draft);
  });

  it('lets exactly the quota through when contracts are submitted at once, and a revoke gives one back', async () => {
    const { token: boss } = await managerIn(s, '安华奥迪宁波鄞州店');
    const [model] = await s.database.ownerDb.select({ id: ahCarModel.id }).from(ahCarModel).where(eq(ahCarModel.isDeleted, 0)).limit(1);
    const group = await api<{ id: string }>(boss, 'POST', '/crm-member/ahContractReviewGroup/submit', { groupName: '草签审批', type: 3, isEnable: 1 });
    expect(group.code, group.msg).toBe(200);
    expect((await api(boss, 'POST', '/crm-member/ahContractReviewGroupMember/submit', { ahContractReviewGroupId: group.data.id, sort: 1, userId: await adminId() })).code).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const bad = await api(boss, 'POST', '/crm-member/ahCarPermissionSetting/submit', { carModelId: model.id, periodStart: today, periodEnd: '2000-01-01', quota: 3 });
    expect(bad.code).toBe(400);
    const q = await api<{ id: string }>(boss, 'POST', '/crm-member/ahCarPermissionSetting/submit', { carModelId: model.id, periodStart: today, periodEnd: today, quota: 3 });
    expect(q.code, q.msg).toBe(200);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await newContract(boss, { carModelId: model.id }));
    const answers = await Promise.all(ids.map((id) => act(boss, 'submitReview', { id })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused.map((a) => a.msg)).toEqual(['该车型本期合同额度已用完（额度3），不能提交', '该车型本期合同额度已用完（额度3），不能提交']);
    const setting = await api<{ usedPermissions: number }>(boss, 'GET', '/crm-member/ahCarPermissionSetting/detail', { id: q.data.id });
    expect(setting.data.usedPermissions).toBe(3);
    expect((await api(boss, 'POST', '/crm-member/ahCarPermissionSetting/submit', { id: q.data.id, quota: 2 })).code).toBe(400);
    const winner = ids[answers.findIndex((a) => a.code === 200)];
    expect((await act(boss, 'revoke', { id: winner })).code).toBe(200);
    expect((await api<{ usedPermissions: number }>(boss, 'GET', '/crm-member/ahCarPermissionSetting/detail', { id: q.data.id })).data.usedPermissions).toBe(2);
    const loser = ids[answers.findIndex((a) => a.code !== 200)];
    expect((await act(boss, 'submitReview', { id: loser })).code).toBe(200);
  });
});


/** The member-side and invoice import kinds: members and their cars (excelType), Excel groups, boutiques, owners, invoices. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { upload as uploadTo, workbook } from './import-helpers';

let s: TestServer;
let manager: string; // store 0
beforeAll(async () => {
  s = await startServer();
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

const upload = <T = unknown>(url: string, rows: unknown[][], fields: Record<string, string> = {}) =>
  workbook(rows).then((content) => uploadTo<T>(s, manager, url, { name: 'x.xlsx', content }, fields));

type Refused = { errors: Array<{ row: number; reason: string }> };

async function members(phone: string) {
  const r = await call<{ records: Array<{ id: string; phone: string; source: string; memberName: string }> }>(s.app, 'GET', '/crm-member/ahMember/list', { token: manager, query: { current: 1, size: 10, phone } });
  return r.data.records.filter((m) => m.phone === phone);
}

const MEMBER_HEADER = ['*会员姓名', '*手机号', '性别', '生日', '身份证号', '会员等级', '地址', '备注'];

describe('members (excelType 1) and member cars (excelType 2)', () => {
  it('imports members marked as batch imports, and refuses a phone twice in the file or already a member', async () => {
    const ok = await upload('/crm-member/ahMember/import', [MEMBER_HEADER, ['导入会员甲', '13766600001', '男', '1990-05-01', null, '金卡会员', '杭州', null], ['导入会员乙', '13766600002', null, null, null, null, null, null]], { excelType: '1' });
    expect(ok.code, ok.msg).toBe(200);
    expect((await members('13766600001'))[0]).toMatchObject({ memberName: '导入会员甲', source: '3' });

    const bad = await upload<Refused>('/crm-member/ahMember/import', [MEMBER_HEADER, ['重复', '13766600003', null, null, null, null, null, null], ['重复', '13766600003', null, null, null, null, null, null], ['已有', '13766600001', null, null, null, null, null, null]], { excelType: '1' });
    expect(bad.code).toBe(400);
    expect(bad.data.errors).toEqual([
      { row: 3, reason: '手机号与第2行重复' },
      { row: 4, reason: '手机号已存在' },
    ]);
    expect(await members('13766600003')).toHaveLength(0);
  });

  it('imports member cars by the member’s phone; an unknown phone refuses its row; a wrong excelType is refused', async () => {
    const header = ['*车架号', '车牌号', '*会员手机号', '品牌', '车系', '车型', '颜色', '购车日期', '行驶里程(km)', '保险到期日', '备注'];
    const bad = await upload<Refused>('/crm-member/ahMember/import', [header, ['LSVAU2180N2100001', '浙A12345', '13766600001', '大众', '帕萨特', null, null, '2024-03-01', 12000, null, null], ['LSVAU2180N2100002', null, '13700000000', null, null, null, null, null, null, null, null]], { excelType: '2' });
    expect(bad.code).toBe(400);
    expect(bad.data.errors).toEqual([{ row: 3, reason: '手机号13700000000不是本门店会员' }]);
    const ok = await upload('/crm-member/ahMember/import', [header, ['LSVAU2180N2100001', '浙A12345', '13766600001', '大众', '帕萨特', null, null, '2024-03-01', 12000, null, null]], { excelType: '2' });
    expect(ok.code, ok.msg).toBe(200);
    const m = (await members('13766600001'))[0] as unknown as { carCount: number };
    expect(m.carCount).toBe(1);
    const wrong = await upload('/crm-member/ahMember/import', [header], { excelType: '9' });
    expect(wrong.msg).toBe('导入类型无效');
  });
});

describe('Excel member groups', () => {
  it('needs the group, adds the listed members, and refuses phones that are no member of the store', async () => {
    const g = await call<{ id: string }>(s.app, 'POST', '/crm-member/ahMemberGroupController/addOrUpdate', { token: manager, body: { groupName: '导入名单', groupType: 1 } });
    expect(g.code, g.msg).toBe(200);
    const none = await upload('/crm-member/ahMemberGroupController/importExcelGroup', [['*手机号'], ['13766600001']]);
    expect(none.msg).toBe('请选择Excel分组');
    const bad = await upload<Refused>('/crm-member/ahMemberGroupController/importExcelGroup', [['*手机号'], ['13766600001'], ['13700000009']], { ahMemberGroupId: g.data.id });
    expect(bad.data.errors).toEqual([{ row: 3, reason: '手机号13700000009不是本门店会员' }]);
    const count0 = await call<number>(s.app, 'GET', '/crm-member/ahMemberGroupController/countByGroupId', { token: manager, query: { ahMemberGroupId: g.data.id } });
    expect(count0.data).toBe(0);
    const ok = await upload('/crm-member/ahMemberGroupController/importExcelGroup', [['*手机号'], ['13766600001'], ['13766600002']], { ahMemberGroupId: g.data.id });
    expect(ok.code, ok.msg).toBe(200);
    const count = await call<number>(s.app, 'GET', '/crm-member/ahMemberGroupController/countByGroupId', { token: manager, query: { ahMemberGroupId: g.data.id } });
    expect(count.data).toBe(2);
  });
});

describe('boutiques, owners and invoices', () => {
  it('writes the store’s boutiques by code', async () => {
    const header = ['*精品编码', '精品名称', '精品类别', '品牌', '规格型号', '适用车型', '单位', '销售价', '成本价', '积分价', '工时费', '库存'];
    const bad = await upload<Refused>('/crm-member/ahBoutique/importBoutiqueForStore', [header, ['IMP-001', '导入脚垫', '内饰', null, null, null, '套', 880, 300, null, null, 10], ['IMP-002', '导入膜', '不存在', null, null, null, null, 1.234, null, null, null, null]]);
    expect(bad.code).toBe(400);
    expect(bad.data.errors[0].row).toBe(3);
    expect(bad.data.errors[0].reason).toContain('精品类别取值无效');
    const ok = await upload('/crm-member/ahBoutique/importBoutiqueForStore', [header, ['IMP-001', '导入脚垫', '内饰', null, null, null, '套', 880, 300, null, null, 10]]);
    expect(ok.code, ok.msg).toBe(200);
    const found = await call<{ boutiqueName: string; price: number } | null>(s.app, 'GET', '/crm-member/ahBoutique/findStoreBoutique', { token: manager, query: { code: 'IMP-001' } });
    expect(found.data).toMatchObject({ boutiqueName: '导入脚垫', price: 88_000 });
  });

  it('writes after-sales owners by VIN', async () => {
    const header = ['*车主姓名', '*手机号', '*车架号', '车牌号', '车型', '购车日期', '最近保养日期', '行驶里程(km)', '备注'];
    const r = await upload('/crm-workorder/ahOwner/import', [header, ['导入车主', '13766600001', 'LSVAU2180N2100009', '浙A54321', '帕萨特', '2023-01-01', '2026-10-01', 30000, null]]);
    expect(r.code, r.msg).toBe(200);
    const bad = await upload<Refused>('/crm-workorder/ahOwner/import', [header, ['无效车牌', '13766600001', 'LSVAU2180N2100010', '浙', null, null, null, null, null]]);
    expect(bad.code).toBe(400);
    expect(bad.data.errors[0].reason).toMatch(/车牌/);
  });

  it('refuses an invoice row whose VIN no order of the store holds, writing nothing', async () => {
    const header = ['*车架号', '发票代码', '*发票号码', '*开票日期', '*价税合计', '税额', '*购买方名称', '购买方证件号'];
    const r = await upload<Refused>('/crm-warehouse/carOrder/analysisInvoiceExcel', [header, ['LSVAU2180N2199999', null, '00012345', '2026-11-01', 250000, 28761.06, '张三', null]], { excelType: '1' });
    expect(r.code).toBe(400);
    expect(r.data.errors[0].reason).toBe('LSVAU2180N2199999：未找到锁定该车辆的订单');
  });
});

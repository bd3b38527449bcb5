/**
 * Demo data, written on first start only: the platform tenant 000000 and the dealer group 000001
 * with its stores, groups, roles, accounts, the full menu tree with button codes and every
 * dictionary of the spec.
 */
import { seedContracts } from './contracts';
import { count } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Db, Tx } from '../index';
import { newId } from '../ids';
import * as s from '../schema';
import { sha256Hex } from '../../http/jwt';
import { TOP_MENUS, type MenuSeed } from './menus';
import { seedDicts } from '../tenant-dicts';
import { seedContent, seedContentDefaults } from './content';
import { seedSales } from './sales';
import { seedOperations } from './operations';
import { seedCustomers } from './customers';
import { seedMembers } from './members';
import { seedCarOrders } from './car-orders';
import { seedWarReports } from './war-reports';
import { seedSubCards } from './sub-cards';
import { seedCoupons } from './coupons';
import { seedWorkOrders } from './work-orders';
import { seedCustomerService } from './customer-service';
import { seedMall } from './mall';
import { seedStoredValueAndRanks } from './stored-value-ranks';
import { seedFlow } from './flow';
import type { SeedContext } from './context';
import { seedAppointments } from './appointments';

export const DEMO_TENANT = '000001';
export { PLATFORM_TENANT } from '../tenants';
import { PLATFORM_TENANT } from '../tenants';
export { seedDicts };
export const DEMO_CLIENT = { id: 'console', secret: 'console_secret' };
export const DEMO_INIT_PASSWORD = 'anhua123';

export interface DemoAccount {
  account: string;
  password: string;
  name: string;
  role: string;
  phone: string;
  /** indexes into DEMO_STORES */
  stores: number[];
}

export const DEMO_ROLES = [
  { alias: 'admin', name: '超级管理员' },
  { alias: 'store_manager', name: '店长' },
  { alias: 'salesman', name: '销售顾问' },
  { alias: 'warehouse_clerk', name: '仓库管理员' },
  { alias: 'service_advisor', name: '售后顾问' },
  { alias: 'finance_clerk', name: '财务' },
] as const;

export const DEMO_STORES = [
  { branchName: '安华宝马杭州西湖店', code: 'HZ-BMW', address: '杭州市西湖区文三路 398 号', phone: '0571-88123456', status: 1 },
  { branchName: '安华奔驰杭州滨江店', code: 'HZ-MB', address: '杭州市滨江区江南大道 1088 号', phone: '0571-86654321', status: 1 },
  { branchName: '安华奥迪宁波鄞州店', code: 'NB-AUDI', address: '宁波市鄞州区天童南路 588 号', phone: '0574-87751234', status: 1 },
  { branchName: '安华丰田温州鹿城店', code: 'WZ-TOYOTA', address: '温州市鹿城区车站大道 66 号', phone: '0577-88990011', status: 1 },
  { branchName: '安华大众绍兴越城店', code: 'SX-VW', address: '绍兴市越城区解放北路 210 号', phone: '0575-85112233', status: 1 },
  { branchName: '安华本田嘉兴南湖店', code: 'JX-HONDA', address: '嘉兴市南湖区中环南路 1500 号', phone: '0573-82223344', status: 1 },
  { branchName: '安华雷克萨斯湖州店', code: 'HU-LEXUS', address: '湖州市吴兴区凤凰路 77 号', phone: '0572-22334455', status: 0 },
];

export const DEMO_GROUPS = [
  { name: '杭州区域', stores: [0, 1, 6] },
  { name: '甬温绍嘉区域', stores: [2, 3, 4, 5] },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { account: 'admin', password: 'admin123', name: '集团管理员', role: 'admin', phone: '13800000001', stores: [] },
  { account: 'manager', password: DEMO_INIT_PASSWORD, name: '王建国', role: 'store_manager', phone: '13800000002', stores: [0, 1, 2] },
  { account: 'sales', password: DEMO_INIT_PASSWORD, name: '李晓梅', role: 'salesman', phone: '13800000003', stores: [0, 1] },
  { account: 'warehouse', password: DEMO_INIT_PASSWORD, name: '张伟', role: 'warehouse_clerk', phone: '13800000004', stores: [0] },
  { account: 'service', password: DEMO_INIT_PASSWORD, name: '陈静', role: 'service_advisor', phone: '13800000005', stores: [0] },
  { account: 'finance', password: DEMO_INIT_PASSWORD, name: '刘芳', role: 'finance_clerk', phone: '13800000006', stores: [0, 1] },
];

/** Which top menus each role is granted (with every menu and button below them). */
const ROLE_TOP_MENUS: Record<string, 'all-but-system' | string[]> = {
  store_manager: 'all-but-system',
  salesman: ['sales', 'member', 'flow'],
  warehouse_clerk: ['warehouse', 'flow'],
  service_advisor: ['aftersales', 'member', 'flow'],
  finance_clerk: ['warehouse', 'mall', 'flow'],
};

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.tenant);
  return Number(row.n) > 0;
}

export async function seedDemo(db: Db): Promise<void> {
  const passwordHashes = new Map<string, string>();
  for (const a of DEMO_ACCOUNTS) passwordHashes.set(a.account, await hash(a.password));
  const platformAdminHash = await hash('admin123');
  await db.transaction(async (tx) => {
    await seedPlatform(tx);
    const menuIds = await seedMenus(tx);
    for (const t of [PLATFORM_TENANT, DEMO_TENANT]) await seedDicts(tx, t);
    await seedPlatformTenantAdmin(tx, platformAdminHash);
    const ctx = await seedDealerGroup(tx, passwordHashes, menuIds);
    await seedContentDefaults(tx, PLATFORM_TENANT);
    await seedContent(tx, DEMO_TENANT);
    await seedSales(tx, ctx);
    await seedOperations(tx, ctx);
    await seedCustomers(tx, ctx);
    await seedMembers(tx, ctx);
    await seedCarOrders(tx, ctx);
    await seedContracts(tx, ctx);
    await seedWarReports(tx, ctx);
    await seedSubCards(tx, ctx);
    await seedCoupons(tx, ctx);
    await seedAppointments(tx, ctx);
    await seedWorkOrders(tx, ctx);
    await seedCustomerService(tx, ctx);
    await seedMall(tx, ctx);
    await seedStoredValueAndRanks(tx, ctx);
    await seedFlow(tx, ctx);
  });
}

async function seedPlatform(tx: Tx) {
  await tx.insert(s.tenant).values([
    { id: newId(), tenantId: PLATFORM_TENANT, tenantName: '安华平台', linkman: '平台运维', status: 1 },
    {
      id: newId(),
      tenantId: DEMO_TENANT,
      tenantName: '安华汽车集团',
      linkman: '集团管理员',
      contactNumber: '0571-88000000',
      address: '杭州市西湖区',
      expireTime: new Date('2099-12-31T00:00:00Z'),
      status: 1,
    },
  ]);
  await tx.insert(s.client).values({ id: newId(), clientId: DEMO_CLIENT.id, clientSecretHash: sha256Hex(DEMO_CLIENT.secret) });
  for (const t of [PLATFORM_TENANT, DEMO_TENANT]) {
    await tx.insert(s.param).values({ id: newId(), tenantId: t, paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: DEMO_INIT_PASSWORD });
  }
}

/** menu code -> { id, topCode } for grants */
async function seedMenus(tx: Tx): Promise<Map<string, { id: string; top: string }>> {
  const ids = new Map<string, { id: string; top: string }>();
  const rows: (typeof s.menu.$inferInsert)[] = [];
  let topSort = 0;
  for (const top of TOP_MENUS) {
    const topId = newId();
    await tx.insert(s.topMenu).values({ id: topId, code: top.code, name: top.name, nameEn: top.nameEn, source: top.icon ?? null, sort: topSort++ });
    const walk = (list: MenuSeed[], parentId: string) => {
      list.forEach((m, i) => {
        const id = newId();
        ids.set(m.code, { id, top: top.code });
        rows.push({
          id,
          parentId,
          topMenuId: topId,
          code: m.code,
          name: m.name,
          nameEn: m.nameEn,
          path: m.path,
          source: m.icon ?? null,
          sort: i,
          category: 1,
          hidden: m.hidden ? 1 : 0,
          metaRoles: m.roles?.join(',') ?? null,
        });
        (m.buttons ?? []).forEach((b, j) => {
          const bid = newId();
          ids.set(b.code, { id: bid, top: top.code });
          rows.push({ id: bid, parentId: id, topMenuId: topId, code: b.code, name: b.name, nameEn: b.nameEn, sort: j, category: 2 });
        });
        if (m.children) walk(m.children, id);
      });
    };
    walk(top.menus, '0');
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(s.menu).values(rows.slice(i, i + 500));
  return ids;
}

async function seedPlatformTenantAdmin(tx: Tx, passwordHash: string) {
  const roleId = newId();
  await tx.insert(s.role).values({ id: roleId, tenantId: PLATFORM_TENANT, roleName: '超级管理员', roleAlias: 'admin' });
  await tx.insert(s.user).values({
    id: newId(),
    tenantId: PLATFORM_TENANT,
    account: 'admin',
    passwordHash,
    passwordIsInitial: false,
    name: '平台管理员',
    realName: '平台管理员',
    phone: '13900000000',
    roleId,
  });
}

async function seedDealerGroup(tx: Tx, passwordHashes: Map<string, string>, menuIds: Map<string, { id: string; top: string }>): Promise<SeedContext> {
  const t = DEMO_TENANT;
  const headDept = newId();
  await tx.insert(s.dept).values({ id: headDept, tenantId: t, deptName: '集团总部', fullName: '安华汽车集团总部', sort: 0 });
  const storeIds: string[] = [];
  const deptIds: string[] = [];
  for (const [i, st] of DEMO_STORES.entries()) {
    const id = newId();
    storeIds.push(id);
    await tx.insert(s.store).values({ id, tenantId: t, branchName: st.branchName, storeCode: st.code, address: st.address, phone: st.phone, status: st.status, sort: i });
    const deptId = newId();
    deptIds.push(deptId);
    await tx.insert(s.dept).values({ id: deptId, tenantId: t, parentId: headDept, deptName: st.branchName, fullName: st.branchName, storeId: id, sort: i });
  }
  const roleIds = new Map<string, string>();
  for (const [i, r] of DEMO_ROLES.entries()) {
    const id = newId();
    roleIds.set(r.alias, id);
    await tx.insert(s.role).values({ id, tenantId: t, roleName: r.name, roleAlias: r.alias, sort: i });
  }
  const grants: { roleId: string; menuId: string }[] = [];
  for (const [alias, tops] of Object.entries(ROLE_TOP_MENUS)) {
    const roleId = roleIds.get(alias)!;
    for (const [code, { id, top }] of menuIds) {
      // every store role imports (what, its own buttons decide), so the import centre is theirs too
      // (deleting import logs stays with the administrators: the log is the audit of what came in)
      // workflow administration (models, deployments, follow, approvals) is the store manager's; staff get 我的事务
      if ((code.startsWith('flow-') || code.startsWith('flow_')) && alias !== 'store_manager') continue;
      const importCentre = (code === 'import-center' || code.startsWith('import-') || code === 'import' || code.startsWith('import_')) && code !== 'import_log_delete';
      if (importCentre || (tops === 'all-but-system' ? top !== 'system' : tops.includes(top))) grants.push({ roleId, menuId: id });
    }
  }
  for (let i = 0; i < grants.length; i += 1000) await tx.insert(s.roleMenu).values(grants.slice(i, i + 1000));

  const userIds = new Map<string, string>();
  for (const a of DEMO_ACCOUNTS) {
    const id = newId();
    userIds.set(a.account, id);
    await tx.insert(s.user).values({
      id,
      tenantId: t,
      account: a.account,
      passwordHash: passwordHashes.get(a.account)!,
      passwordIsInitial: a.password === DEMO_INIT_PASSWORD,
      name: a.name,
      realName: a.name,
      phone: a.phone,
      roleId: a.role === 'admin' ? roleIds.get('admin')! : null,
      deptId: a.stores.length ? deptIds[a.stores[0]] : headDept,
    });
    for (const si of a.stores) {
      await tx.insert(s.userNode).values({ id: newId(), tenantId: t, userId: id, storeId: storeIds[si], roleId: roleIds.get(a.role)!, deptId: deptIds[si] });
    }
  }
  for (const account of ['admin', 'manager']) {
    const userId = userIds.get(account)!;
    const mine = account === 'admin' ? null : DEMO_ACCOUNTS.find((a) => a.account === account)!.stores;
    for (const [gi, g] of DEMO_GROUPS.entries()) {
      const members = g.stores.filter((si) => !mine || mine.includes(si));
      if (members.length === 0) continue;
      const groupId = newId();
      await tx.insert(s.storeGroup).values({ id: groupId, tenantId: t, userId, storeGroupName: g.name, sort: gi });
      await tx.insert(s.storeGroupMember).values(members.map((si) => ({ id: newId(), tenantId: t, storeGroupId: groupId, memberStoreId: storeIds[si] })));
    }
  }
  const staffByStore = new Map<number, string[]>();
  for (const a of DEMO_ACCOUNTS) for (const si of a.stores) staffByStore.set(si, [...(staffByStore.get(si) ?? []), a.account]);
  return { tenantId: t, storeIds, roleIds, userIds, staffByStore };
}

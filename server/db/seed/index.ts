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
import { underTheWall } from '../row-security';
import * as s from '../schema';
import { sha256Hex } from '../../http/jwt';
import { TOP_MENUS, type MenuSeed } from './menus';
import { seedDicts } from '../tenant-dicts';
import { seedContent, seedContentDefaults } from './content';
import { seedSales } from './sales';
import { seedOperations } from './operations';
import { seedCustomers } from './customers';
import { seedMembers } from './members';
import { seedMemberWx } from './member-wx';
import { seedMemberLabels } from './member-labels';
import { seedGreenRewards } from './green-rewards';
import { seedCarOrders } from './car-orders';
import { seedWarReports } from './war-reports';
import { seedSubCards } from './sub-cards';
import { seedCoupons } from './coupons';
import { seedWorkOrders } from './work-orders';
import { seedAccessories } from './accessories';
import { seedWorkOrderConfig } from './work-order-config';
import { seedAfterSalesService } from './after-sales-service';
import { seedCustomerService } from './customer-service';
import { seedMall } from './mall';
import { seedCarCategories, seedMallOrders } from './mall-orders';
import { seedStoredValueAndRanks } from './stored-value-ranks';
import { seedFlow } from './flow';
import { seedMarketing } from './marketing';
import { seedCorpWechat } from './corp-wechat';
import type { SeedContext } from './context';
import { seedAppointments } from './appointments';

export const DEMO_TENANT = '000001';
export { PLATFORM_TENANT } from '../tenants';
import { PLATFORM_TENANT } from '../tenants';
export { seedDicts };
export { DEMO_CLIENT, DEMO_INIT_PASSWORD, DEMO_ROLES, DEMO_STORES, DEMO_GROUPS, DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { DEMO_CLIENT, DEMO_INIT_PASSWORD, DEMO_ROLES, DEMO_STORES, DEMO_GROUPS, DEMO_ACCOUNTS } from './accounts';

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
    // from here on the demo tenant's data, written as the server writes it: under the wall, as the app
    // role in that tenant, so the modules' functions called below see that tenant only
    await tx.execute(underTheWall(DEMO_TENANT));
    await seedContent(tx, DEMO_TENANT);
    await seedSales(tx, ctx);
    await seedOperations(tx, ctx);
    await seedCustomers(tx, ctx);
    await seedMembers(tx, ctx);
    await seedMemberWx(tx, ctx);
    await seedMemberLabels(tx, ctx);
    await seedGreenRewards(tx, ctx);
    await seedCarOrders(tx, ctx);
    await seedContracts(tx, ctx);
    await seedWarReports(tx, ctx);
    await seedSubCards(tx, ctx);
    await seedCoupons(tx, ctx);
    await seedAppointments(tx, ctx);
    await seedWorkOrders(tx, ctx);
    await seedAccessories(tx, ctx);
    await seedWorkOrderConfig(tx, ctx);
    await seedAfterSalesService(tx, ctx);
    await seedCustomerService(tx, ctx);
    await seedMall(tx, ctx);
    await seedMallOrders(tx, ctx);
    await seedCarCategories(tx, ctx);
    await seedStoredValueAndRanks(tx, ctx);
    await seedFlow(tx, ctx);
    await seedMarketing(tx, ctx);
    await seedCorpWechat(tx, ctx);
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

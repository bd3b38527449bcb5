/**
 * Demo content of one tenant: notice and course categories, notices (published and draft),
 * courses, the admin's quick menus, home menus, the default local storage setting (enabled) and
 * the built-in data source. Also the API scopes that keep logs, developer tools and storage
 * settings to the roles an administrator grants them (global rows, written once).
 * Idempotent: what a tenant already has is left alone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import * as s from '../schema';
import {
  ahCourse,
  ahHomeMenu,
  ahNotice,
  ahQuickMenuConfig,
  ahSystemCategory,
  bladeDatasource,
  bladeOss,
} from '../resource-tables/content';
import { OSS_CATEGORY, OSS_STATUS } from '../../../src/domain/resources/system/oss';
import { PUBLISH_STATUS } from '../../../src/domain/resources/system/notice';

/** Paths under /api a role may call only when granted (scope type 1 all methods, 2 GET only). */
const GUARDED_APIS = [
  { menu: 'log-usual', path: '/blade-log/usual/**', type: 2, name: '通用日志查询' },
  { menu: 'log-api', path: '/blade-log/api/**', type: 2, name: '接口日志查询' },
  { menu: 'log-error', path: '/blade-log/error/**', type: 2, name: '错误日志查询' },
  { menu: 'datasource', path: '/blade-develop/**', type: 1, name: '开发工具' },
  { menu: 'oss', path: '/blade-resource/**', type: 2, name: '对象存储配置查询' },
];

const HOME_MENUS = ['clue-following', 'member-list', 'warehouse-stock', 'car-order', 'coupon-list', 'notice'];
const QUICK_MENUS = ['clue-following', 'member-list', 'car-order', 'export-task'];

/**
 * What every tenant needs to work: the built-in data source and the local storage setting
 * (enabled), plus the global API scopes. A new tenant gets these too (call it when one is created).
 */
export async function seedContentDefaults(tx: Tx, tenantId: string): Promise<void> {
  const [datasource] = await tx
    .select({ id: bladeDatasource.id })
    .from(bladeDatasource)
    .where(and(eq(bladeDatasource.tenantId, tenantId), eq(bladeDatasource.builtIn, 1)))
    .limit(1);
  if (!datasource) {
    await tx.insert(bladeDatasource).values({
      id: newId(),
      tenantId,
      name: '本系统数据库',
      driverClass: 'org.postgresql.Driver',
      url: 'builtin://product-database',
      username: 'product',
      remark: '产品自身的数据库（内置，代码生成器可读取）',
      builtIn: 1,
    });
  }
  const [storage] = await tx.select({ id: bladeOss.id }).from(bladeOss).where(eq(bladeOss.tenantId, tenantId)).limit(1);
  if (!storage) {
    await tx.insert(bladeOss).values({
      id: newId(),
      tenantId,
      category: OSS_CATEGORY.LOCAL,
      ossCode: 'local',
      bucketName: 'local',
      remark: '内置本地存储：服务端在本机磁盘上应答 OSS 请求',
      status: OSS_STATUS.ENABLED,
    });
  }
  const menus = await tx.select({ id: s.menu.id, code: s.menu.code }).from(s.menu).where(inArray(s.menu.code, GUARDED_APIS.map((g) => g.menu)));
  const menuId = new Map(menus.map((m) => [m.code, m.id]));
  const existing = new Set((await tx.select({ path: s.scopeApi.scopePath }).from(s.scopeApi)).map((r) => r.path));
  const scopes = GUARDED_APIS.filter((g) => !existing.has(g.path) && menuId.has(g.menu)).map((g) => ({
    id: newId(),
    menuId: menuId.get(g.menu)!,
    resourceCode: g.menu,
    scopeName: g.name,
    scopePath: g.path,
    scopeType: g.type,
  }));
  if (scopes.length) await tx.insert(s.scopeApi).values(scopes);
}

/** The defaults plus demo content; a tenant that already has categories keeps what it has. */
export async function seedContent(tx: Tx, tenantId: string): Promise<void> {
  await seedContentDefaults(tx, tenantId);
  const [anyCategory] = await tx.select({ id: ahSystemCategory.id }).from(ahSystemCategory).where(eq(ahSystemCategory.tenantId, tenantId)).limit(1);
  if (anyCategory) return;
  const now = new Date();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);

  const category = async (type: 'notice' | 'course', name: string, sort: number, parentId = '0') => {
    const id = newId();
    await tx.insert(ahSystemCategory).values({ id, tenantId, type, parentId, name, sort });
    return { id, name };
  };
  const system = await category('notice', '系统公告', 1);
  const business = await category('notice', '业务通知', 2);
  const training = await category('notice', '培训通知', 3);
  const sales = await category('course', '销售培训', 1);
  const product = await category('course', '产品知识', 1, sales.id);
  const skills = await category('course', '销售技巧', 2, sales.id);
  const service = await category('course', '售后培训', 2);

  const notices = [
    { c: system, title: '系统升级通知', summary: '本周六 22:00-24:00 系统升级，期间暂停使用。', days: 1, published: true },
    { c: business, title: '五月销售目标下发', summary: '各门店五月销售目标已下发，请在目标管理中查看。', days: 3, published: true },
    { c: training, title: '新能源车型培训安排', summary: '下周三 14:00 集团总部培训室，销售顾问必须参加。', days: 5, published: true },
    { c: business, title: '端午活动方案（草稿）', summary: '端午节到店活动方案，待审核后发布。', days: 0, published: false },
  ];
  await tx.insert(ahNotice).values(
    notices.map((n) => ({
      id: newId(),
      tenantId,
      title: n.title,
      ahSystemCategoryId: n.c.id,
      categoryName: n.c.name,
      summary: n.summary,
      content: `<p>${n.summary}</p><p>如有疑问请联系集团管理员。</p>`,
      status: n.published ? PUBLISH_STATUS.PUBLISHED : PUBLISH_STATUS.DRAFT,
      publishTime: n.published ? at(n.days) : null,
      createTime: at(n.days),
      updateTime: at(n.days),
    })),
  );
  const courses = [
    { c: product, title: '新能源车型三电系统入门', summary: '电池、电机、电控的基本原理与卖点讲解。', sort: 1, published: true },
    { c: skills, title: '到店客户接待六步法', summary: '从迎宾到送别的标准接待流程。', sort: 2, published: true },
    { c: service, title: '首保流程与话术', summary: '首次保养的预约、接车、交车要点。', sort: 3, published: false },
  ];
  await tx.insert(ahCourse).values(
    courses.map((c) => ({
      id: newId(),
      tenantId,
      title: c.title,
      categoryId: c.c.id,
      categoryName: c.c.name,
      summary: c.summary,
      content: `<p>${c.summary}</p>`,
      sort: c.sort,
      status: c.published ? PUBLISH_STATUS.PUBLISHED : PUBLISH_STATUS.DRAFT,
      publishTime: c.published ? now : null,
    })),
  );

  const menus = await tx
    .select({ id: s.menu.id, code: s.menu.code, name: s.menu.name, path: s.menu.path, icon: s.menu.source })
    .from(s.menu)
    .where(inArray(s.menu.code, [...new Set([...HOME_MENUS, ...QUICK_MENUS])]));
  const byCode = new Map(menus.map((m) => [m.code, m]));
  const entries = (codes: string[]) =>
    codes.flatMap((code, i) => {
      const m = byCode.get(code);
      return m?.path ? [{ id: newId(), tenantId, name: m.name, menuId: m.id, path: m.path, icon: m.icon, sort: i + 1 }] : [];
    });
  const home = entries(HOME_MENUS);
  if (home.length) await tx.insert(ahHomeMenu).values(home);
  const [admin] = await tx
    .select({ id: s.user.id })
    .from(s.user)
    .where(and(eq(s.user.tenantId, tenantId), eq(s.user.account, 'admin')))
    .limit(1);
  const quick = entries(QUICK_MENUS);
  if (admin && quick.length) await tx.insert(ahQuickMenuConfig).values(quick.map((q) => ({ ...q, createUser: admin.id, updateUser: admin.id })));
}

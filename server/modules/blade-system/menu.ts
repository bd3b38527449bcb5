/** Menus, top menus, buttons and dictionaries as the shell loads them (spec 1 section 7). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { MenuNode } from '../../../src/domain/session';
import type { Services } from '../../services';
import type { AuthContext } from '../../http/auth';
import { dict, menu, roleMenu, topMenu } from '../../db/schema';
import { PLATFORM_ONLY_MENUS, PLATFORM_TENANT } from '../../db/tenants';
import { route, type Registrable } from '../../http/route';
import { noInput, vOptId, vStr } from '../../http/input';

type MenuRow = typeof menu.$inferSelect;

export type { MenuNode };

/** Leaves the platform's own menus (and their buttons) out for every other tenant. */
function withoutPlatformMenus(rows: MenuRow[], auth: AuthContext): MenuRow[] {
  if (auth.tenantId === PLATFORM_TENANT) return rows;
  const dropped = new Set(rows.filter((r) => PLATFORM_ONLY_MENUS.includes(r.code)).map((r) => r.id));
  return rows.filter((r) => !dropped.has(r.id) && !dropped.has(r.parentId));
}

/** The menus (category 1) or buttons (category 2) a role may see; all of them for the super-admin. */
async function visibleMenus(services: Services, auth: AuthContext, category: 1 | 2 | null): Promise<MenuRow[]> {
  const base = and(eq(menu.isDeleted, 0), category ? eq(menu.category, category) : undefined);
  if (auth.isAdmin) return withoutPlatformMenus(await services.db.select().from(menu).where(base).orderBy(asc(menu.sort), asc(menu.id)), auth);
  const rows = await services.db
    .select({ m: menu })
    .from(menu)
    .innerJoin(roleMenu, and(eq(roleMenu.menuId, menu.id), eq(roleMenu.roleId, auth.roleId)))
    .where(base)
    .orderBy(asc(menu.sort), asc(menu.id));
  return withoutPlatformMenus(rows.map((r) => r.m), auth);
}

export function buildTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      topMenuId: r.topMenuId,
      code: r.code,
      name: r.name,
      nameEn: r.nameEn,
      path: r.path,
      source: r.source,
      sort: r.sort,
      category: r.category,
      hidden: r.hidden === 1,
      meta: r.metaRoles ? { roles: r.metaRoles.split(',').filter(Boolean) } : {},
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

export const menuRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-system/menu/routes',
    input: v.object({ topMenuId: vOptId() }),
    handler: async ({ auth, services, input }) => {
      const rows = await visibleMenus(services, auth, 1);
      const wanted = input.topMenuId ? rows.filter((r) => r.topMenuId === input.topMenuId) : rows;
      return buildTree(wanted);
    },
  }),

  route({
    method: 'GET',
    url: '/blade-system/menu/buttons',
    input: noInput,
    handler: async ({ auth, services }) => buildTree(await visibleMenus(services, auth, null)).filter((n) => n.children.length > 0 || n.category === 2),
  }),

  route({
    method: 'GET',
    url: '/blade-system/menu/list',
    input: noInput,
    permission: 'menu_view',
    handler: async ({ services }) =>
      buildTree(await services.db.select().from(menu).where(eq(menu.isDeleted, 0)).orderBy(asc(menu.sort), asc(menu.id))),
  }),

  route({
    method: 'GET',
    url: '/blade-system/menu/menu-list',
    input: noInput,
    permission: 'menu_view',
    handler: async ({ services }) =>
      buildTree(
        await services.db
          .select()
          .from(menu)
          .where(and(eq(menu.isDeleted, 0), eq(menu.category, 1)))
          .orderBy(asc(menu.sort), asc(menu.id)),
      ),
  }),

  route({
    method: 'GET',
    url: '/blade-system/ahMenu/topMenu',
    input: noInput,
    handler: async ({ auth, services }) => {
      const rows = await visibleMenus(services, auth, 1);
      const ids = [...new Set(rows.map((r) => r.topMenuId).filter((x): x is string => Boolean(x)))];
      if (ids.length === 0) return [];
      return services.db
        .select({ id: topMenu.id, code: topMenu.code, name: topMenu.name, nameEn: topMenu.nameEn, source: topMenu.source, sort: topMenu.sort })
        .from(topMenu)
        .where(and(inArray(topMenu.id, ids), eq(topMenu.isDeleted, 0)))
        .orderBy(asc(topMenu.sort));
    },
  }),

  route({
    method: 'GET',
    url: '/blade-system/dict/dictionary',
    input: v.object({ code: vStr(80) }),
    handler: async ({ services, input }) => {
      const [root] = await services.db
        .select({ id: dict.id })
        .from(dict)
        .where(and(eq(dict.code, input.code), eq(dict.parentId, '0'), eq(dict.isDeleted, 0)))
        .limit(1);
      if (!root) return [];
      return services.db
        .select({ id: dict.id, code: dict.code, dictKey: dict.dictKey, dictValue: dict.dictValue, dictValueEn: dict.dictValueEn, sort: dict.sort })
        .from(dict)
        .where(and(eq(dict.parentId, root.id), eq(dict.isDeleted, 0)))
        .orderBy(asc(dict.sort));
    },
  }),
];

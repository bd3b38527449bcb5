/**
 * Menus, top menus, data scopes and API scopes are global (platform-defined): only the platform
 * tenant's super-admin writes them. A tenant administrator writing a global API scope would lock
 * every other tenant's roles out of a path.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { menuResource } from '../../../../src/domain/resources/system/menu';
import { topMenuResource } from '../../../../src/domain/resources/system/top-menu';
import type { Tx } from '../../../db';
import { menu, scopeApi, scopeData, topMenu } from '../../../db/schema';
import type { ResourceHooks } from '../../../http/resource-router';
import { badRequest } from '../../../http/envelope';
import { invalidateApiScopes } from '../../../http/permissions';
import { assertFreeIncludingDeleted, assertNoChildren, assertParent, requirePlatformAdmin } from './guards';

const MENU_TREE = { table: menu, id: menu.id, parentId: menu.parentId, isDeleted: menu.isDeleted };

async function liveMenu(tx: Tx, menuId: string) {
  const [m] = await tx
    .select({ id: menu.id, topMenuId: menu.topMenuId })
    .from(menu)
    .where(and(eq(menu.id, menuId), eq(menu.isDeleted, 0)))
    .limit(1);
  if (!m) throw badRequest('菜单不存在');
  return m;
}

export const MENU_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    requirePlatformAdmin(auth);
    await assertFreeIncludingDeleted(tx, { table: menu, id: menu.id }, menu.code, value.code, { id, label: menuResource.fields.code.label.zh });
    await assertParent(tx, MENU_TREE, null, id, value.parentId, menuResource.fields.parentId.label.zh);
    if (value.topMenuId) {
      const [t] = await tx
        .select({ id: topMenu.id })
        .from(topMenu)
        .where(and(eq(topMenu.id, String(value.topMenuId)), eq(topMenu.isDeleted, 0)))
        .limit(1);
      if (!t) throw badRequest('顶部菜单不存在');
    } else if (!id && value.parentId && value.parentId !== '0') {
      // a new menu or button belongs to its parent's area
      value.topMenuId = (await liveMenu(tx, String(value.parentId))).topMenuId;
    }
  },
  beforeRemove: async ({ tx, auth, services, ids }) => {
    requirePlatformAdmin(auth);
    await assertNoChildren(tx, MENU_TREE, null, ids, '请先删除子菜单');
    // the menu's scopes go with it (an API scope left behind would still guard its path)
    for (const t of [scopeData, scopeApi]) await tx.update(t).set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() }).where(inArray(t.menuId, ids));
    invalidateApiScopes();
  },
};

export const TOP_MENU_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    requirePlatformAdmin(auth);
    await assertFreeIncludingDeleted(tx, { table: topMenu, id: topMenu.id }, topMenu.code, value.code, { id, label: topMenuResource.fields.code.label.zh });
  },
  beforeRemove: async ({ tx, auth, ids }) => {
    requirePlatformAdmin(auth);
    const [used] = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.topMenuId, ids), eq(menu.isDeleted, 0)))
      .limit(1);
    if (used) throw badRequest('顶部菜单下存在菜单，不能删除');
  },
};

export const SCOPE_DATA_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    requirePlatformAdmin(auth);
    if (value.menuId) await liveMenu(tx, String(value.menuId));
    const [old] = id ? await tx.select().from(scopeData).where(eq(scopeData.id, id)).limit(1) : [];
    const type = value.scopeType ?? old?.scopeType;
    const custom = value.scopeValue !== undefined ? value.scopeValue : old?.scopeValue;
    if (type === 5 && !custom) throw badRequest('自定义规则需填写规则值');
  },
  beforeRemove: async ({ auth }) => requirePlatformAdmin(auth),
};

export const SCOPE_API_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value }) => {
    requirePlatformAdmin(auth);
    if (value.menuId) await liveMenu(tx, String(value.menuId));
    invalidateApiScopes();
  },
  beforeRemove: async ({ auth }) => {
    requirePlatformAdmin(auth);
    invalidateApiScopes();
  },
};

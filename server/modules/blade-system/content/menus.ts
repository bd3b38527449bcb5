/**
 * Quick menus (crm-anhua/ahQuickMenuConfig, each user's own) and home menus (crm-anhua/ahHomeMenu,
 * the tenant's): the menu named must exist, a path appears once, a user keeps at most 20 quick menus.
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { menu } from '../../../db/schema';
import { ahHomeMenu, ahQuickMenuConfig } from '../../../db/resource-tables/content';
import type { Tx } from '../../../db';
import type { ResourceHooks } from '../../../http/resource-router';
import { refuse } from './common';

export const QUICK_MENU_MAX = 20;

async function checkMenu(tx: Tx, menuId: unknown) {
  if (typeof menuId !== 'string' || menuId === '0') return;
  const [row] = await tx.select({ id: menu.id }).from(menu).where(and(eq(menu.id, menuId), eq(menu.category, 1), eq(menu.isDeleted, 0))).limit(1);
  if (!row) throw refuse('菜单不存在', 'No such menu');
}

/** `owner` narrows to one user's rows (quick menus); the tenant is the wall's (docs/tenancy.md) */
async function checkPathOnce(tx: Tx, table: typeof ahHomeMenu | typeof ahQuickMenuConfig, owner: SQL | undefined, path: unknown, id: string | null) {
  if (typeof path !== 'string') return;
  const [dup] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(owner, eq(table.isDeleted, 0), eq(table.path, path), id ? ne(table.id, id) : undefined))
    .limit(1);
  if (dup) throw refuse('该菜单已添加', 'This menu has already been added');
}

export const QUICK_MENU_HOOKS: ResourceHooks = {
  where: ({ auth }) => eq(ahQuickMenuConfig.createUser, auth.userId),
  beforeWrite: async ({ tx, auth, value, id }) => {
    const mine = eq(ahQuickMenuConfig.createUser, auth.userId);
    await checkMenu(tx, value.menuId);
    await checkPathOnce(tx, ahQuickMenuConfig, mine, value.path, id);
    if (!id) {
      const [{ n }] = await tx.select({ n: count() }).from(ahQuickMenuConfig).where(and(mine, eq(ahQuickMenuConfig.isDeleted, 0)));
      if (Number(n) >= QUICK_MENU_MAX) throw refuse(`快捷菜单最多${QUICK_MENU_MAX}个`, `At most ${QUICK_MENU_MAX} quick menus`);
    }
  },
};

export const HOME_MENU_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, value, id }) => {
    await checkMenu(tx, value.menuId);
    await checkPathOnce(tx, ahHomeMenu, undefined, value.path, id);
  },
};

/**
 * Menu paths opened by address (issue 6): the menu table keeps leaf paths without '/index' and the
 * client routes them with it; an address in the table's spelling (typed, reloaded, bookmarked)
 * must reach the page, not /404. Checked over the whole seeded menu tree.
 */
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/session';
import { buildMenu, EXCLUDED_PATHS, findLeaf, leaves, nearestLeaf, routedMenuPath, SHELL_PAGE_LEAVES } from '../../src/shell/menu-rules';
import { TOP_MENUS, type MenuSeed } from '../../server/db/seed/menus';

let n = 0;
function node(m: MenuSeed, topMenuId: string, parentId: string): MenuNode {
  const id = String(++n);
  return {
    id,
    parentId,
    topMenuId,
    code: m.code,
    name: m.name,
    nameEn: m.nameEn,
    path: m.path,
    source: m.icon ?? null,
    sort: n,
    category: 1,
    hidden: !!m.hidden,
    meta: m.roles ? { roles: m.roles } : {},
    children: (m.children ?? []).map((c) => node(c, topMenuId, id)),
  };
}

const TREE: MenuNode[] = TOP_MENUS.flatMap((t) => t.menus.map((m) => node(m, t.code, '0')));
// the super-admin's menu: every leaf the roles allow to 'admin'
const MENU = buildMenu(TREE, 'admin');
const SEEDED_LEAVES = leaves(MENU);

describe('menu paths by address', () => {
  it('routes every leaf with /index, the spelling the sidebar and the palette navigate to', () => {
    expect(SEEDED_LEAVES.length).toBeGreaterThan(50);
    for (const l of SEEDED_LEAVES) if (!SHELL_PAGE_LEAVES.includes(l.path)) expect(l.path).toMatch(/\/index$/);
    expect(findLeaf(MENU, '/clue/sea/index')?.code).toBe('clue-sea');
  });

  it('maps the menu table spelling (no /index) and a trailing slash to the routed path', () => {
    expect(routedMenuPath(MENU, '/clue/sea')).toBe('/clue/sea/index');
    expect(routedMenuPath(MENU, '/clue/sea/')).toBe('/clue/sea/index');
    expect(routedMenuPath(MENU, '/clue/sea/index/')).toBe('/clue/sea/index');
    expect(routedMenuPath(MENU, '/clueConfig/brand')).toBe('/clueConfig/brand/index');
    expect(routedMenuPath(MENU, '/coupon/quotation/list')).toBe('/coupon/quotation/list/index');
    expect(routedMenuPath(MENU, '/import')).toBe('/import/index');
  });

  it('maps every seeded leaf of the menu table', () => {
    for (const l of SEEDED_LEAVES.filter((x) => !SHELL_PAGE_LEAVES.includes(x.path))) {
      const tablePath = l.path.replace(/\/index$/, '');
      expect(routedMenuPath(MENU, tablePath), tablePath).toBe(l.path);
      expect(findLeaf(MENU, routedMenuPath(MENU, tablePath)!)?.code).toBe(l.code);
    }
  });

  it('leaves routed paths, groups and unknown addresses alone (they stay /404 or their own screen)', () => {
    expect(routedMenuPath(MENU, '/clue/sea/index')).toBeUndefined();
    // a group path is no page
    expect(routedMenuPath(MENU, '/clue')).toBeUndefined();
    expect(routedMenuPath(MENU, '/clueConfig')).toBeUndefined();
    expect(routedMenuPath(MENU, '/nope/nothing')).toBeUndefined();
    expect(routedMenuPath(MENU, '/')).toBeUndefined();
    expect(routedMenuPath(MENU, '')).toBeUndefined();
    // the delivery paths the rules leave out stay out
    expect(routedMenuPath(MENU, '/deliveryManager/delivery')).toBeUndefined();
  });
});

describe('the menu page of a page outside the menu', () => {
  it('is the leaf sharing the most leading segments, so a detail page opened by address selects its own top menu', () => {
    const orders = findLeaf(MENU, '/orders/list/index')!;
    expect(nearestLeaf(MENU, '/orders/details')?.code).toBe('car-order');
    expect(nearestLeaf(MENU, '/orders/details')?.topMenuId).toBe(orders.topMenuId);
    expect(nearestLeaf(MENU, '/clue/cusmanagers/detail')?.code).toBe('clue-cusmanagers');
    expect(nearestLeaf(MENU, '/clue/sea/index')?.code).toBe('clue-sea');
    expect(nearestLeaf(MENU, '/nowhere/at/all')).toBeUndefined();
  });
});

describe('leaves of the shell\'s own pages and excluded paths (issue 25 item 8)', () => {
  it('我的消息 opens /anhua/notification itself; its old /index address is sent there', () => {
    const mine = SEEDED_LEAVES.find((l) => l.code === 'notification');
    expect(mine?.path).toBe('/anhua/notification');
    expect(routedMenuPath(MENU, '/anhua/notification/index')).toBe('/anhua/notification');
    expect(routedMenuPath(MENU, '/anhua/notification')).toBeUndefined();
  });

  it('the three delivery paths are in no loaded menu, so they route nowhere (spec 1 section 2)', () => {
    for (const p of EXCLUDED_PATHS) {
      expect(SEEDED_LEAVES.some((l) => l.path.startsWith(p))).toBe(false);
      expect(routedMenuPath(MENU, p)).toBeUndefined();
      expect(findLeaf(MENU, `${p}/index`)).toBeUndefined();
    }
  });
});

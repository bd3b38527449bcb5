/** Which pages become tabs, with which label, params, query and top-menu id (guard rule 5). */
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import type { MenuItem } from '../../src/shell/menu-rules';
import { describePage } from '../../src/shell/tabs/use-tab-tracking';
import type { ShellScreen } from '../../src/shell/screens';

/** A parser for the plain patterns used here ('/a/:id'), shaped like the router's. */
const parser = (route: string) => {
  const keys: string[] = [];
  const source = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, (_, k: string) => {
    keys.push(k);
    return '/([^/]+)';
  });
  return { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
};
const Noop = () => null;
const leaf = (path: string, name: string, topMenuId: string): MenuItem => ({ id: path, code: path, name, nameEn: `${name}-en`, path, icon: null, topMenuId, hidden: false, children: [] });
const MENU: MenuItem[] = [{ ...leaf('/g', '组', 't1'), children: [leaf('/clue/following/index', '线索跟进', 't1')] }];
const SCREENS: ShellScreen[] = [
  { path: '/anhua/index', component: Noop },
  { path: '/work/process/leave/form/:processDefinitionId', component: Noop, title: { zh: '请假申请', en: 'Leave request' } },
  { path: '/clue/following/detail', component: Noop, title: { zh: '线索详情', en: 'Clue detail' }, noCache: true },
  { path: '/import/index', component: Noop, noTab: true },
];

describe('tab of a page', () => {
  it('uses the wouter parser the router uses', () => {
    expect(matchRoute(parser, '/a/:id', '/a/5')[0]).toBe(true);
  });

  it('labels home as home, without a top menu', () => {
    const t = describePage('/anhua/index', 'webCurStoreId=1', SCREENS, MENU, parser, 't1');
    expect(t).toMatchObject({ value: '/anhua/index', label: { zh: '首页', en: 'Home' }, group: null, close: false, meta: { noCache: true } });
  });

  it('takes a menu page label and its top menu from the menu', () => {
    expect(describePage('/clue/following/index', 'webCurStoreId=1', SCREENS, MENU, parser, 'tX')).toMatchObject({
      label: { zh: '线索跟进', en: '线索跟进-en' },
      group: 't1',
      query: { webCurStoreId: '1' },
      close: true,
    });
  });

  it('takes a screen title, its route params and meta; the top menu is the selected one', () => {
    expect(describePage('/work/process/leave/form/abc', '', SCREENS, MENU, parser, 't2')).toMatchObject({
      label: { zh: '请假申请' },
      params: { processDefinitionId: 'abc' },
      group: 't2',
    });
    expect(describePage('/clue/following/detail', 'id=9', SCREENS, MENU, parser, 't1')).toMatchObject({ meta: { noCache: true }, query: { id: '9' } });
  });

  it('gives no tab to a page that opts out or is unknown, and waits for the menu', () => {
    expect(describePage('/import/index', '', SCREENS, MENU, parser, null)).toBeNull();
    expect(describePage('/nope/index', '', SCREENS, MENU, parser, null)).toBeNull();
    expect(describePage('/nope/index', '', SCREENS, undefined, parser, null)).toBe('wait');
  });
});

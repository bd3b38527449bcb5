/**
 * The signed-in shell: top bar, sidebar of the selected top menu, content. On entry it loads the
 * user info, stores, top menus, the first top menu's routes, and runs the initial-password check.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChangePasswordDialog } from './change-password-dialog';
import { findLeaf, leaves, sidebarItems } from './menu-rules';
import { openPasswordDialog, selectTopMenu, setDrawerOpen, useShellState } from './shell-state';
import { useInitPasswordCheck, useMenu, useMyStores, useTopMenus, useUserInfo } from './shell-queries';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useTokenRefresh } from './use-token-refresh';

export function Layout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const shell = useShellState();
  const topMenus = useTopMenus();
  const allMenu = useMenu(null, { all: true });
  useUserInfo();
  useMyStores();
  const initPassword = useInitPasswordCheck();
  useTokenRefresh();
  const [openFirstLeaf, setOpenFirstLeaf] = useState(false);

  const tops = topMenus.data ?? [];
  const pathTop = allMenu.data ? findLeaf(allMenu.data, location)?.topMenuId : undefined;
  const selected =
    (shell.topMenuId && tops.some((m) => m.id === shell.topMenuId) ? shell.topMenuId : null) ?? tops[0]?.id ?? null;
  const menu = useMenu(selected);
  const items = sidebarItems(menu.data ?? []);

  // the top menu follows the page (a link or a reload into another area), not the other way round
  useEffect(() => {
    if (pathTop) selectTopMenu(pathTop);
  }, [pathTop]);

  useEffect(() => {
    if (initPassword.data === true) openPasswordDialog('forced');
  }, [initPassword.data]);

  // choosing a top menu opens its first page once its routes are in
  useEffect(() => {
    if (!openFirstLeaf || !menu.data || menu.isFetching) return;
    setOpenFirstLeaf(false);
    const first = leaves(sidebarItems(menu.data))[0];
    if (first) navigate(first.path);
  }, [openFirstLeaf, menu.data, menu.isFetching, navigate]);

  function chooseTopMenu(id: string) {
    selectTopMenu(id);
    setOpenFirstLeaf(true);
  }

  const classes = ['shell', shell.collapsed && 'collapsed', shell.drawerOpen && 'drawer-open'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <TopBar topMenus={tops} selected={selected} onSelect={chooseTopMenu} />
      <div className="shell-body">
        <Sidebar items={items} loading={menu.isLoading || topMenus.isLoading} />
        <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden />
        <main className="content">{children}</main>
      </div>
      <ChangePasswordDialog />
    </div>
  );
}

/**
 * The signed-in shell: top bar, sidebar of the selected top menu, the tab strip and the kept-alive
 * pages, and the shell's dialogs, palette, commands, watermark and version prompt. On entry it
 * loads the user info, stores, top menus, the first top menu's routes, and runs the
 * initial-password check; once the menu is in, the sidebar's bell and export-task bar load the
 * unread notices and the export tasks (src/shell/notices, src/shell/export-tasks).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '@radix-ui/themes';
import { Route, Switch, useLocation } from 'wouter';
import { ChangePasswordDialog } from './change-password-dialog';
import { ExportTaskDialog } from './export-tasks/export-task-dialog';
import { HelpSheet } from './help-sheet';
import { LockDialog } from './lock-dialog';
import { leaves, nearestLeaf, sidebarItems } from './menu-rules';
import { HOME_PATH } from './tabs/tabs';
import { MenuPage } from './menu-page';
import { NoticeCommands } from './notices/notice-commands';
import { NoticeDialog } from './notices/notice-dialog';
import { OperatingPasswordDialog } from './operating-password-dialog';
import { NavCommands } from './palette/nav-commands';
import { CommandPalette } from './palette/palette';
import { ShellCommands } from './palette/shell-commands';
import type { MenuScreens, ShellScreen } from './screens';
import { SetOperatingPasswordDialog } from './set-operating-password-dialog';
import { openPasswordDialog, selectTopMenu, setDrawerOpen, useShellState } from './shell-state';
import { useInitPasswordCheck, useMenu, useMyStores, useTopMenus, useUserInfo } from './shell-queries';
import { Sidebar } from './sidebar';
import { StoreGroupManager } from './store-group-manager';
import { TabPanes } from './tabs/tab-panes';
import { TabStrip } from './tabs/tab-strip';
import { useTabTracking } from './tabs/use-tab-tracking';
import { TopBar } from './top-bar';
import { useTokenRefresh } from './use-token-refresh';
import { useLiveUpdates } from './use-live-updates';
import { VersionPrompt } from './version-prompt';
import { Watermark } from './watermark';

/** The routes inside a tab pane: the registered screens, else a menu path, else /404. */
function ShellRoutes({ screens, menus }: { screens: readonly ShellScreen[]; menus: MenuScreens }) {
  return (
    <Switch>
      {screens.map((s) => (
        <Route key={s.path} path={s.path} component={s.component} />
      ))}
      <Route>
        <MenuPage menus={menus} />
      </Route>
    </Switch>
  );
}

/**
 * The shell around the screens it is handed: `screens` by path (detail and edit pages, and menu
 * paths with a page of their own), `menus` by menu code (hand-written screens that replace a
 * menu's generic resource list).
 */
export function Layout({ screens, menus }: { screens: readonly ShellScreen[]; menus: MenuScreens }) {
  const [location, navigate] = useLocation();
  const shell = useShellState();
  const topMenus = useTopMenus();
  const allMenu = useMenu(null, { all: true });
  const info = useUserInfo();
  // once known, a store switch's reload of them keeps the pages (and their tab cache) mounted
  const permissionsKnown = useRef(false);
  if (info.data || info.isError) permissionsKnown.current = true;
  useMyStores();
  const initPassword = useInitPasswordCheck();
  useTokenRefresh();
  useLiveUpdates();
  const [openFirstLeaf, setOpenFirstLeaf] = useState(false);

  const tops = topMenus.data ?? [];
  // home belongs to no top menu: it keeps the one chosen
  const pathTop = allMenu.data && location !== HOME_PATH ? nearestLeaf(allMenu.data, location)?.topMenuId : undefined;
  const selected =
    (shell.topMenuId && tops.some((m) => m.id === shell.topMenuId) ? shell.topMenuId : null) ?? tops[0]?.id ?? null;
  const menu = useMenu(selected);
  const items = sidebarItems(menu.data ?? []);
  useTabTracking(screens, allMenu.data, selected);

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

  const chooseTopMenu = useCallback((id: string) => {
    selectTopMenu(id);
    setOpenFirstLeaf(true);
  }, []);
  const go = useCallback((to: string) => navigate(to), [navigate]);

  const classes = ['shell', shell.collapsed && 'collapsed', shell.drawerOpen && 'drawer-open'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <TopBar topMenus={tops} selected={selected} onSelect={chooseTopMenu} />
      <div className="shell-body">
        <Sidebar items={items} loading={menu.isLoading || topMenus.isLoading} tops={{ menus: tops, selected, onSelect: chooseTopMenu }} />
        <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden />
        <main className="content">
          <TabStrip />
          {/* pages wait for the permissions: a page drawn before them would gain buttons under the
              user's focus (its first action focused, then another inserted before it) */}
          {!permissionsKnown.current ? (
            <Spinner size="3" />
          ) : (
            <TabPanes>
              <ShellRoutes screens={screens} menus={menus} />
            </TabPanes>
          )}
        </main>
      </div>
      <ChangePasswordDialog />
      <OperatingPasswordDialog />
      <SetOperatingPasswordDialog />
      <StoreGroupManager />
      <NoticeDialog />
      <ExportTaskDialog />
      <LockDialog />
      <HelpSheet />
      <CommandPalette navigate={go} />
      <ShellCommands navigate={go} />
      <NoticeCommands navigate={go} />
      <NavCommands topMenus={tops} menu={allMenu.data} navigate={go} chooseTopMenu={chooseTopMenu} />
      <Watermark />
      <VersionPrompt />
    </div>
  );
}

/**
 * The 64 px top bar: collapse toggle, brand, top-menu tabs, language, store switcher, user menu.
 * Below 992 px the menu button carries a dot while there are unread notices or export tasks to
 * look at (their bell and bar are in the drawer then).
 */
import { Button, IconButton, Kbd, Tabs } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TopMenu } from '../api/auth';
import { Brand } from './brand';
import { badgeCount } from './export-tasks/export-task-logic';
import { useExportTaskList } from './export-tasks/use-export-tasks';
import { useUnreadCount } from './notices/notice-queries';
import { LanguageToggle } from './language-toggle';
import { MenuIcon } from './menu-icon';
import { menuLabel } from './menu-rules';
import { isMacPlatform } from '../commands/keys';
import { openPalette } from './palette/palette-store';
import { setDrawerOpen, toggleCollapsed, useShellState } from './shell-state';
import { HOME_PATH } from './sidebar';
import { StoreSwitcher } from './store-switcher';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  topMenus: TopMenu[];
  selected: string | null;
  onSelect: (id: string) => void;
}

export function TopBar({ topMenus, selected, onSelect }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const { collapsed, drawerOpen } = useShellState();
  const unread = useUnreadCount();
  const exports = useExportTaskList();
  const attention = (unread.data ?? 0) > 0 || badgeCount(exports.data?.records ?? []) > 0;
  return (
    <header className="topbar">
      <Link href={HOME_PATH} className="topbar-brand" style={{ textDecoration: 'none', color: 'inherit' }}>
        <Brand />
      </Link>
      <IconButton
        className="only-wide"
        variant="ghost"
        color="gray"
        onClick={toggleCollapsed}
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
      >
        <MenuIcon name={collapsed ? 'unfold' : 'fold'} />
      </IconButton>
      <IconButton
        className="only-narrow narrow-menu-button"
        variant="ghost"
        color="gray"
        onClick={() => setDrawerOpen(!drawerOpen)}
        aria-label={t('shell.openMenu')}
        aria-expanded={drawerOpen}
        title={attention ? t('notices.drawerHint') : undefined}
      >
        <MenuIcon name="menu" />
        {/* the bell and the export bar live in the drawer below 992 px: a dot says they want a look */}
        {attention && <span className="menu-dot" data-testid="menu-dot" aria-hidden />}
      </IconButton>
      <nav className="topbar-menus" aria-label="top menu">
        {topMenus.length > 0 && (
          <Tabs.Root value={selected ?? ''} onValueChange={onSelect}>
            <Tabs.List size="2">
              {topMenus.map((m) => (
                <Tabs.Trigger key={m.id} value={m.id}>
                  {menuLabel(m, i18n.language)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
        )}
      </nav>
      <div className="topbar-actions">
        <Button variant="soft" color="gray" className="palette-trigger" onClick={() => openPalette()} aria-keyshortcuts={isMacPlatform() ? 'Meta+K' : 'Control+K'}>
          <MenuIcon name="search" size={16} />
          <span className="only-wide">{t('shell.palette')}</span>
          <Kbd size="1" className="only-wide">
            {isMacPlatform() ? '⌘K' : 'Ctrl K'}
          </Kbd>
        </Button>
        <LanguageToggle />
        <StoreSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}

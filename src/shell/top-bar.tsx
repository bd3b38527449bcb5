/**
 * The 64 px top bar: collapse toggle, brand, top-menu tabs, language, store switcher, user menu.
 * Below 992 px the menu button carries a dot while there are unread notices or export tasks to
 * look at (their bell and bar are in the drawer then). Top menus that do not fit the bar (a long
 * English menu at 1280 px) fold into a 更多/More menu at its end, the selected one staying in view.
 */
import { Button, DropdownMenu, IconButton, Kbd, Tabs } from '@radix-ui/themes';
import { useLayoutEffect, useRef, useState } from 'react';
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
  const { t } = useTranslation();
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
      <TopMenus topMenus={topMenus} selected={selected} onSelect={onSelect} />
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

/** room kept for the More button */
const MORE_WIDTH = 72;

/**
 * The top-menu tabs, as many as fit; the rest in a More menu. Widths are measured with every tab
 * shown (again when the menus or the language change), then the tabs that fit are kept, the
 * selected one always among them.
 */
function TopMenus({ topMenus, selected, onSelect }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const widths = useRef<number[]>([]);
  const [fit, setFit] = useState<number | null>(null);
  const key = topMenus.map((m) => menuLabel(m, i18n.language)).join('\n');

  useLayoutEffect(() => {
    setFit(null);
  }, [key]);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => {
      // with every tab on the bar, their widths are read again (a late web font, a theme change)
      const els = [...nav.querySelectorAll<HTMLElement>('.rt-TabsTrigger')];
      if (els.length === topMenus.length) widths.current = els.map((el) => el.offsetWidth);
      const room = nav.clientWidth;
      const all = widths.current.reduce((n, w) => n + w, 0);
      if (all <= room) return setFit(topMenus.length);
      let used = MORE_WIDTH;
      let n = 0;
      while (n < widths.current.length && used + widths.current[n] <= room) used += widths.current[n++];
      setFit(n);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(nav);
    const list = nav.querySelector('.rt-TabsList');
    if (list) ro.observe(list);
    return () => ro.disconnect();
  }, [fit === null, key, topMenus.length]);

  const count = fit ?? topMenus.length;
  const selectedIndex = topMenus.findIndex((m) => m.id === selected);
  // the selected menu stays on the bar: it takes the last place when it would be folded
  const shown = topMenus.filter((_, i) => i < count && !(selectedIndex >= count && i === count - 1));
  if (selectedIndex >= count && count > 0) shown.push(topMenus[selectedIndex]);
  const folded = topMenus.filter((m) => !shown.includes(m));

  return (
    <nav className="topbar-menus" aria-label="top menu" ref={navRef} data-folded={folded.length || undefined}>
      {topMenus.length > 0 && (
        <Tabs.Root value={selected ?? ''} onValueChange={onSelect}>
          <Tabs.List size="2">
            {shown.map((m) => (
              <Tabs.Trigger key={m.id} value={m.id}>
                {menuLabel(m, i18n.language)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      )}
      {folded.length > 0 && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <Button variant="ghost" color="gray" className="topbar-more">
              {t('tabs.more')}
              <DropdownMenu.TriggerIcon />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            {folded.map((m) => (
              <DropdownMenu.Item key={m.id} onSelect={() => onSelect(m.id)} data-top-menu={m.id}>
                {menuLabel(m, i18n.language)}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
    </nav>
  );
}

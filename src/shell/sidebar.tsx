/**
 * The left menu of the selected top menu: groups open and close; 60 px wide when collapsed. Below
 * the menu: the export-task bar and the message-reminder bell (spec 1 section 2).
 */
import { Text, Tooltip } from '@radix-ui/themes';
import { ThickChevronRightIcon } from '@radix-ui/themes';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ExportTaskBar } from './export-tasks/export-task-bar';
import { ancestorsOf, leaves, menuLabel, type MenuItem } from './menu-rules';
import { MenuIcon } from './menu-icon';
import { NoticeBell } from './notices/notice-bell';
import { setDrawerOpen, toggleCollapsed, useShellState } from './shell-state';

export { HOME_PATH } from './tabs/tabs';
import { HOME_PATH } from './tabs/tabs';

function WithTip({ label, show, children }: { label: string; show: boolean; children: ReactElement }) {
  return show ? (
    <Tooltip content={label} side="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

export interface TopMenuChoice {
  menus: ReadonlyArray<{ id: string; name: string; nameEn: string | null }>;
  selected: string | null;
  onSelect: (id: string) => void;
}

export function Sidebar({ items, loading, tops }: { items: MenuItem[]; loading: boolean; tops?: TopMenuChoice }) {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const { collapsed } = useShellState();
  const [open, setOpen] = useState<Set<string>>(() => new Set(ancestorsOf(items, location)));

  // the group holding the current page opens when the page or the menu changes
  useEffect(() => {
    const trail = ancestorsOf(items, location);
    if (trail.length === 0) return;
    setOpen((prev) => (trail.every((id) => prev.has(id)) ? prev : new Set([...prev, ...trail])));
  }, [items, location]);

  function toggle(id: string) {
    if (collapsed) {
      toggleCollapsed();
      setOpen((prev) => new Set([...prev, id]));
      return;
    }
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function renderItem(item: MenuItem, depth = 0): ReactElement {
    const label = menuLabel(item, i18n.language);
    if (item.children.length === 0) {
      const active = item.path === location;
      return (
        <li key={item.id}>
          <WithTip label={label} show={collapsed}>
            <Link
              href={item.path}
              className="nav-item"
              aria-current={active ? 'page' : undefined}
              onClick={() => setDrawerOpen(false)}
            >
              {(depth === 0 || item.icon) && (
                <span className="nav-icon">
                  <MenuIcon name={item.icon ?? 'file'} />
                </span>
              )}
              <span className="nav-label">{label}</span>
            </Link>
          </WithTip>
        </li>
      );
    }
    const isOpen = open.has(item.id) && !collapsed;
    const inTrail = leaves(item.children).some((l) => l.path === location);
    return (
      <li key={item.id}>
        <WithTip label={label} show={collapsed}>
          <button
            type="button"
            className={`nav-item${inTrail ? ' in-trail' : ''}`}
            aria-expanded={isOpen}
            onClick={() => toggle(item.id)}
          >
            <span className="nav-icon">
              <MenuIcon name={item.icon} />
            </span>
            <span className="nav-label">{label}</span>
            <ThickChevronRightIcon className={`nav-caret${isOpen ? ' open' : ''}`} />
          </button>
        </WithTip>
        {isOpen && <ul className="nav-list nav-children">{item.children.map((c) => renderItem(c, depth + 1))}</ul>}
      </li>
    );
  }

  const home: MenuItem = {
    id: 'home',
    code: 'home',
    name: t('common.home'),
    nameEn: t('common.home'),
    path: HOME_PATH,
    icon: 'home',
    topMenuId: null,
    hidden: false,
    children: [],
  };

  return (
    <nav className="sidebar with-footer" aria-label={t('shell.openMenu')}>
      <div className="sidebar-menu">
        {/* a phone has no room for the top menus in the top bar: the drawer starts with them */}
        {tops && tops.menus.length > 1 && (
          <div className="sidebar-tops only-phone" role="group" aria-label="top menu">
            {tops.menus.map((m) => (
              <button key={m.id} type="button" className="sidebar-top" aria-pressed={m.id === tops.selected} onClick={() => tops.onSelect(m.id)}>
                {menuLabel(m, i18n.language)}
              </button>
            ))}
          </div>
        )}
        <ul className="nav-list">
          {renderItem(home)}
          {items.map((i) => renderItem(i))}
        </ul>
        {!loading && items.length === 0 && !collapsed && (
          <Text as="p" size="2" color="gray" align="center" mt="4">
            {t('shell.noMenu')}
          </Text>
        )}
      </div>
      <div className="sidebar-footer">
        <ExportTaskBar />
        <NoticeBell />
      </div>
    </nav>
  );
}

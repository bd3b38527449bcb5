/**
 * The strip of opened pages (spec 1 section 2): a tab per page, home first; a tab closes (×,
 * Delete, Alt+W) while more than one is open; right-click (or the context-menu key) offers open in
 * new tab, close others and close all; the More menu offers close others and close all. Arrow
 * keys move between tabs, Enter shows one. Hidden below 992 px (CSS).
 * Too many tabs for the width: the strip scrolls (wheel, the arrow buttons at its ends, and the
 * shown tab is always scrolled into view), and the More menu lists every open tab to pick from.
 */
import { ContextMenu, DropdownMenu, IconButton } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/themes';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MenuIcon } from '../menu-icon';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isClosable, tabLabel, tabUrl, type Tab } from './tabs';
import { closeAllTabs, closeOtherTabs, closeTabOf, showTab, useTabs } from './tabs-store';

export function TabStrip() {
  const { t, i18n } = useTranslation();
  const state = useTabs();
  const [location] = useLocation();
  const listRef = useRef<HTMLDivElement>(null);
  // which ends have tabs scrolled out of sight
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location, state.tabs.length]);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      const next = { start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
      setHidden((h) => (h.start === next.start && h.end === next.end ? h : next));
    };
    // a mouse wheel scrolls the strip sideways
    const wheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return;
      el.scrollLeft += e.deltaY;
      e.preventDefault();
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', measure);
      el.removeEventListener('wheel', wheel);
    };
  }, []);
  useEffect(() => {
    listRef.current?.dispatchEvent(new Event('scroll'));
  }, [state.tabs.length]);
  const overflow = hidden.start || hidden.end;
  const scrollBy = (dir: 1 | -1) => listRef.current?.scrollBy({ left: dir * listRef.current.clientWidth * 0.8, behavior: 'smooth' });

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>, tab: Tab, index: number) {
    const tabs = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    const focusAt = (i: number) => tabs?.[(i + state.tabs.length) % state.tabs.length]?.focus();
    if (e.key === 'ArrowRight') focusAt(index + 1);
    else if (e.key === 'ArrowLeft') focusAt(index - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(state.tabs.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') showTab(tab.value);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && isClosable(state, tab)) {
      closeTabOf(tab.value);
      focusAt(Math.min(index, state.tabs.length - 2));
    } else return;
    e.preventDefault();
  }

  return (
    <div className="tab-strip" data-overflow={overflow || undefined}>
      {overflow && (
        <IconButton variant="ghost" color="gray" size="1" className="tab-scroll" aria-label={t('tabs.scrollBack')} disabled={!hidden.start} tabIndex={-1} onClick={() => scrollBy(-1)}>
          <ChevronLeft size={14} />
        </IconButton>
      )}
      <div className="tab-list" role="tablist" aria-label={t('tabs.label')} ref={listRef}>
        {state.tabs.map((tab, index) => {
          const active = tab.value === location;
          const closable = isClosable(state, tab);
          const label = tabLabel(tab, i18n.language);
          return (
            <ContextMenu.Root key={tab.value}>
              <ContextMenu.Trigger>
                <div
                  role="tab"
                  className="tab-item"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  title={index < 9 ? `${label} (Alt+${index + 1})` : label}
                  onClick={() => !active && showTab(tab.value)}
                  onAuxClick={(e) => e.button === 1 && closable && closeTabOf(tab.value)}
                  onKeyDown={(e) => onKeyDown(e, tab, index)}
                >
                  <span className="tab-label">{label}</span>
                  {closable && (
                    <span
                      className="tab-close"
                      aria-hidden
                      onClick={(e) => {
                        e.stopPropagation();
                        closeTabOf(tab.value);
                      }}
                    >
                      <MenuIcon name="close" size={12} />
                    </span>
                  )}
                </div>
              </ContextMenu.Trigger>
              <ContextMenu.Content size="1">
                {/* not noopener: the new tab must get a copy of the session storage (the tokens) */}
                <ContextMenu.Item onSelect={() => window.open(tabUrl(tab), '_blank')}>{t('tabs.openInNewTab')}</ContextMenu.Item>
                <ContextMenu.Separator />
                {closable && <ContextMenu.Item onSelect={() => closeTabOf(tab.value)}>{t('tabs.close')}</ContextMenu.Item>}
                <ContextMenu.Item onSelect={() => closeOtherTabs(tab.value)}>{t('tabs.closeOthers')}</ContextMenu.Item>
                <ContextMenu.Item onSelect={() => closeAllTabs()}>{t('tabs.closeAll')}</ContextMenu.Item>
              </ContextMenu.Content>
            </ContextMenu.Root>
          );
        })}
      </div>
      {overflow && (
        <IconButton variant="ghost" color="gray" size="1" className="tab-scroll" aria-label={t('tabs.scrollOn')} disabled={!hidden.end} tabIndex={-1} onClick={() => scrollBy(1)}>
          <ChevronRight size={14} />
        </IconButton>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <IconButton variant="ghost" color="gray" size="1" aria-label={t('tabs.more')} className="tab-more">
            <ChevronDownIcon />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" size="1" className="tab-more-menu">
          {overflow && (
            <>
              <DropdownMenu.Label>{t('tabs.open', { n: state.tabs.length })}</DropdownMenu.Label>
              {state.tabs.map((tab) => (
                <DropdownMenu.CheckboxItem key={tab.value} checked={tab.value === location} onSelect={() => showTab(tab.value)} data-tab-choice={tab.value}>
                  {tabLabel(tab, i18n.language)}
                </DropdownMenu.CheckboxItem>
              ))}
              <DropdownMenu.Separator />
            </>
          )}
          <DropdownMenu.Item onSelect={() => closeOtherTabs(location)}>{t('tabs.closeOthers')}</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => closeAllTabs()}>{t('tabs.closeAll')}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

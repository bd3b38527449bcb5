/** The nested pages of the palette: which store, which theme, which language. */
import { useMemo } from 'react';
import { setLanguage } from '../../i18n';
import { useSession } from '../session';
import { useMyStoreGroups, useMyStores } from '../shell-queries';
import { switchStore } from '../switch-store';
import { setTheme, THEME_NAMES, THEMES, useThemeName } from '../theme';
import { MESSAGES } from '../../domain/messages';
import type { Searchable } from './filter';
import type { PalettePage } from './palette-store';

export interface Choice extends Searchable {
  run: () => void;
  /** the current choice is marked */
  current?: boolean;
  disabled?: boolean;
  /** a short note (停业) */
  hint?: { zh: string; en: string };
}

export interface PageDef {
  title: { zh: string; en: string };
  placeholder: { zh: string; en: string };
  items: Choice[];
  /** what an empty search says on this page (the store picker's own words, spec 1 section 2) */
  empty?: { zh: string; en: string };
}

const STOPPED = { zh: '停业', en: 'Stopped' };
const STORES = { zh: '门店', en: 'Stores' };

export function usePalettePages(lang: string): Record<PalettePage, PageDef> {
  const { user } = useSession();
  const stores = useMyStores();
  const groups = useMyStoreGroups();
  const theme = useThemeName();

  return useMemo(() => {
    const groupNames = new Map<string, string[]>();
    for (const g of groups.data ?? []) {
      for (const m of g.ahStoreGroupMembers) groupNames.set(m.memberStoreId, [...(groupNames.get(m.memberStoreId) ?? []), g.storeGroupName]);
    }
    return {
      stores: {
        title: { zh: '切换门店', en: 'Switch store' },
        placeholder: { zh: '搜索门店或分组…', en: 'Search stores or groups…' },
        empty: MESSAGES.noMatchingStore,
        items: (stores.data ?? []).map((s) => ({
          id: `store:${s.value}`,
          title: { zh: s.label, en: s.label },
          group: STORES,
          keywords: groupNames.get(s.value) ?? [],
          current: s.value === user?.store_id,
          disabled: s.status === false,
          hint: s.status === false ? STOPPED : groupNames.has(s.value) ? { zh: groupNames.get(s.value)!.join('、'), en: groupNames.get(s.value)!.join(', ') } : undefined,
          run: () => void switchStore(s.value, s.label),
        })),
      },
      theme: {
        title: { zh: '切换主题', en: 'Theme' },
        placeholder: { zh: '选择主题…', en: 'Choose a theme…' },
        items: THEME_NAMES.map((name) => ({
          id: `theme:${name}`,
          title: THEMES[name].title,
          group: { zh: '主题', en: 'Themes' },
          keywords: [name],
          current: name === theme,
          run: () => setTheme(name),
        })),
      },
      language: {
        title: { zh: '切换语言', en: 'Language' },
        placeholder: { zh: '选择语言…', en: 'Choose a language…' },
        items: [
          { id: 'lang:zh', title: { zh: '中文', en: '中文 (Chinese)' }, group: { zh: '语言', en: 'Language' }, keywords: ['zh', 'chinese'], current: lang !== 'en', run: () => setLanguage('zh') },
          { id: 'lang:en', title: { zh: 'English (英文)', en: 'English' }, group: { zh: '语言', en: 'Language' }, keywords: ['en', 'english'], current: lang === 'en', run: () => setLanguage('en') },
        ],
      },
    };
  }, [stores.data, groups.data, user?.store_id, theme, lang]);
}

/**
 * Themes (spec 1 section 2): white, star, d2, iview and hey, each a set of Radix Themes settings.
 * The spec's default name is theme-default and its colour #409EFF: that is white, Radix blue.
 * The choice is kept in local storage under themeName.
 */
import type { ThemeProps } from '@radix-ui/themes';
import { useSyncExternalStore } from 'react';
import { storage } from '../api/storage';

export type ThemeName = 'white' | 'star' | 'd2' | 'iview' | 'hey';

export type ThemeSettings = Required<Pick<ThemeProps, 'appearance' | 'accentColor' | 'grayColor' | 'radius' | 'scaling'>>;

export const THEMES: Record<ThemeName, { title: { zh: string; en: string }; settings: ThemeSettings }> = {
  white: {
    title: { zh: '白色主题', en: 'White' },
    settings: { appearance: 'light', accentColor: 'blue', grayColor: 'slate', radius: 'medium', scaling: '100%' },
  },
  star: {
    title: { zh: '星空主题', en: 'Star (dark)' },
    settings: { appearance: 'dark', accentColor: 'indigo', grayColor: 'slate', radius: 'large', scaling: '100%' },
  },
  d2: {
    title: { zh: 'D2 主题', en: 'D2' },
    settings: { appearance: 'light', accentColor: 'teal', grayColor: 'sage', radius: 'small', scaling: '100%' },
  },
  iview: {
    title: { zh: 'iView 主题', en: 'iView' },
    settings: { appearance: 'light', accentColor: 'sky', grayColor: 'slate', radius: 'small', scaling: '95%' },
  },
  hey: {
    title: { zh: 'Hey 主题', en: 'Hey' },
    settings: { appearance: 'light', accentColor: 'violet', grayColor: 'mauve', radius: 'full', scaling: '100%' },
  },
};

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
const THEME_KEY = 'themeName';

function read(): ThemeName {
  const saved = (storage.get<string>(THEME_KEY) ?? '').replace(/^theme-/, '');
  return (THEME_NAMES as string[]).includes(saved) ? (saved as ThemeName) : 'white';
}

/**
 * The document's colour scheme (scroll bars, form controls outside the app's theme): set here, not by
 * Radix's `:root:has(...)` rule, which the build leaves out for speed (build/radix-css.ts).
 */
function applyScheme(name: ThemeName): void {
  if (typeof document !== 'undefined') document.documentElement.style.colorScheme = THEMES[name].settings.appearance;
}

let current = read();
applyScheme(current);
const listeners = new Set<() => void>();

export const getTheme = (): ThemeName => current;

export function setTheme(name: ThemeName): void {
  current = name;
  applyScheme(name);
  storage.set({ name: THEME_KEY, content: `theme-${name}` });
  for (const l of listeners) l();
}

export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

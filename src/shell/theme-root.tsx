/** Applies the chosen theme to everything inside (dialogs and menus portal inside it too). */
import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { THEMES, useThemeName } from './theme';

export function ThemeRoot({ children }: { children: ReactNode }) {
  const name = useThemeName();
  return (
    <Theme {...THEMES[name].settings} panelBackground="solid" hasBackground data-theme-name={name} className="theme-root">
      {children}
    </Theme>
  );
}

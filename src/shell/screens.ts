/** What a screen registered in the shell (src/app.tsx SHELL_SCREENS) may declare. */
import type { ComponentType } from 'react';
import type { TabText } from './tabs/tabs';

export interface ShellScreen {
  /** a wouter pattern: '/anhua/index', '/work/process/leave/form/:processDefinitionId' */
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  /** the tab label when the page is not a menu entry (detail and edit pages) */
  title?: TabText;
  /** the page gets no tab */
  noTab?: boolean;
  /** the page is not kept mounted when its tab is hidden */
  noCache?: boolean;
}

/** What each area (src/screens/<area>/index.ts) contributes to the shell. */
export interface AreaScreens {
  /** screens by path: detail and edit pages, and menu paths with a hand-written screen */
  pages: ShellScreen[];
  /** hand-written screens that replace the generic resource list of a menu, by menu code */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  menus: Record<string, ComponentType<any>>;
}

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

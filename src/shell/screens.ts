/**
 * What a screen registered in the shell (src/app.tsx) may declare, and how an area of screens
 * (src/screens/<area>) reaches the shell: a small static manifest the router reads at once, and
 * the area's code, loaded on demand in a chunk of its own (src/shell/lazy-screens.tsx).
 */
import type { ComponentType } from 'react';
import type { TabText } from './tabs/tabs';

/** A page the shell routes to, before its code is known. */
export interface PageEntry {
  /** a wouter pattern: '/anhua/index', '/work/process/leave/form/:processDefinitionId' */
  path: string;
  /** the tab label when the page is not a menu entry (detail and edit pages) */
  title?: TabText;
  /** the page gets no tab */
  noTab?: boolean;
  /** the page is not kept mounted when its tab is hidden */
  noCache?: boolean;
}

export interface ShellScreen extends PageEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
}

/**
 * What an area's manifest (src/screens/<area>/manifest.ts) tells the shell without loading the
 * area's screens: its page paths (detail and edit pages, with their tab labels) and the menu
 * codes it has a hand-written screen for.
 */
export interface AreaManifest {
  /** the area's folder under src/screens */
  area: string;
  pages: readonly PageEntry[];
  menus: readonly string[];
}

/** What each area's code (src/screens/<area>/index.ts) holds: the manifest's screens, by path and by menu code. */
export interface AreaScreens {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  pages: Record<string, ComponentType<any>>;
  /** hand-written screens that replace the generic resource list of a menu, by menu code */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  menus: Record<string, ComponentType<any>>;
}

/** The hand-written screens that replace a menu's generic resource list, by menu code, as the shell is handed them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MenuScreens = ReadonlyMap<string, ComponentType<any>>;

/** An area as src/signed-in-shell.tsx hands it to the shell: the manifest, and how to load the code. */
export interface LazyArea {
  manifest: AreaManifest;
  load: () => Promise<AreaScreens>;
}

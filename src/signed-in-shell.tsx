/**
 * The signed-in shell with its screens and the query cache, loaded by src/app.tsx once an address
 * past the public pages is shown (the sign-in page carries none of it). Here the screen registry
 * meets the shell: the built-in pages below, and every area's pages and menu screens from
 * src/screens/registry.ts, whose code loads area by area on demand.
 */
import 'virtual:radix-themes/later.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { http } from './api/http';
import { queryClient, reloadListQueries } from './api/query-client';
import { IframePage } from './screens/info/iframe-page';
import { AREAS } from './screens/registry';
import { areaScreens, lazyScreen } from './shell/lazy-screens';
import { Layout } from './shell/layout';
import { ARTICLE_PATH, IFRAME_PATH, INFO_PATH, NOTICE_DETAIL_PATH, NOTIFICATION_PATH } from './shell/notices/paths';
import type { ShellScreen } from './shell/screens';
import { clearOnSignOut } from './shell/session-actor';
import { SELF_CHECK_PATH } from './shell/palette/shell-commands';
import { useSession } from './shell/session';
import './shell/debug-handle';

const areas = areaScreens(AREAS);

// the query cache lives here, with the screens that query: a successful save reloads the lists
// on screen, and signing out empties it
http.setHooks({ reloadLists: () => reloadListQueries() });
clearOnSignOut(() => queryClient.clear());

/**
 * Screens inside the shell, by path. A screen that is not a menu entry (detail and edit pages)
 * gives its tab label in `title`; `noTab` and `noCache` opt out of the tab and of being kept
 * mounted. Each area adds its own in its manifest (src/screens/<area>/manifest.ts). The framed
 * page comes with the shell; the others (the home page too) load when first shown.
 */
export const SHELL_SCREENS: ReadonlyArray<ShellScreen> = [
  // the home page's charts are a chunk of their own, with the chart component (never in the first load)
  { path: '/anhua/index', component: lazyScreen(() => import('./screens/dashboard/dashboard-page').then((m) => m.DashboardPage)) },
  { path: '/tool/code/index', component: lazyScreen(() => import('./screens/tool/code-generator-screen').then((m) => m.CodeGeneratorScreen)) },
  { path: NOTIFICATION_PATH, component: lazyScreen(() => import('./screens/notice/notification-page').then((m) => m.NotificationPage)), title: { zh: '通知公告', en: 'Notices' } },
  { path: NOTICE_DETAIL_PATH, component: lazyScreen(() => import('./screens/notice/notice-detail-page').then((m) => m.NoticeDetailPage)), title: { zh: '公告详情', en: 'Notice' } },
  { path: ARTICLE_PATH, component: lazyScreen(() => import('./screens/notice/article-page').then((m) => m.ArticlePage)), title: { zh: '课程文章', en: 'Courses' } },
  { path: INFO_PATH, component: lazyScreen(() => import('./screens/info/info-page').then((m) => m.InfoPage)), title: { zh: '个人信息', en: 'Profile' } },
  { path: IFRAME_PATH, component: IframePage, title: { zh: '外部页面', en: 'External page' } },
  // spec 1 section 2's /test/index: the self-check a person reads out to support (docs/system.md)
  { path: SELF_CHECK_PATH, component: lazyScreen(() => import('./screens/info/self-check-page').then((m) => m.SelfCheckPage)), title: { zh: '系统自检', en: 'Self-check' }, noCache: true },
  ...areas.pages,
  ...benchScreens(),
];

/**
 * The benchmark's 100,000-row table (bench/ui.ts): only in a dev build or when the app is loaded
 * with ?bench in the address. It is in no menu and its code is a separate chunk.
 */
function benchScreens(): ShellScreen[] {
  const on = import.meta.env.DEV || (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('bench'));
  if (!on) return [];
  const BenchTable = lazyScreen(() => import('../bench/table-page').then((m) => m.default));
  return [{ path: '/bench/table', component: BenchTable, title: { zh: '基准表格', en: 'Bench table' }, noCache: true }];
}

/** The shell; /myiframe/index is public, so signed out it shows on its own. */
export default function SignedInShell() {
  const { signedIn } = useSession();
  const [location] = useLocation();
  if (!signedIn && location === IFRAME_PATH) return <IframePage standalone />;
  return (
    <QueryClientProvider client={queryClient}>
      <Layout screens={SHELL_SCREENS} menus={areas.menus} />
    </QueryClientProvider>
  );
}

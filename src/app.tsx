/**
 * Routes (spec 1 section 2). Public: /login, /forgetPassword, /lock, /404, /403, /500, and
 * /myiframe/index (framed in the shell when signed in, on its own otherwise).
 * / → /anhua → /anhua/index. Everything else lives in the shell: a registered screen, else a menu
 * path (coming-soon placeholder), else /404. The navigation guard (src/shell/guard.ts) runs
 * before every navigation: login, lock, and the webCurStoreId of the active store.
 */
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { DashboardPage } from './screens/dashboard/dashboard-page';
import { IframePage } from './screens/info/iframe-page';
import { InfoPage } from './screens/info/info-page';
import { ArticlePage } from './screens/notice/article-page';
import { NoticeDetailPage } from './screens/notice/notice-detail-page';
import { NotificationPage } from './screens/notice/notification-page';
import { ErrorPage } from './shell/error-page';
import { ForgotPasswordPage } from './shell/forgot-password-page';
import { GuardedRouter } from './shell/guarded-router';
import { Layout } from './shell/layout';
import { LockPage } from './shell/lock-page';
import { LoginPage } from './shell/login-page';
import { PreviewOverlay } from './shell/preview-overlay';
import { ARTICLE_PATH, IFRAME_PATH, INFO_PATH, NOTICE_DETAIL_PATH, NOTIFICATION_PATH } from './shell/notices/paths';
import type { ShellScreen } from './shell/screens';
import { useSession } from './shell/session';
import { ThemeRoot } from './shell/theme-root';
import { CodeGeneratorScreen } from './screens/tool/code-generator-screen';
import { GlobalMessages } from './shell/global-messages';
import { AREA_PAGES } from './screens/registry';
import './shell/debug-handle';

/**
 * Screens inside the shell, by path; each area adds its screens here. A screen that is not a menu
 * entry (detail and edit pages) gives its tab label in `title`; `noTab` and `noCache` opt out of
 * the tab and of being kept mounted.
 */
export const SHELL_SCREENS: ReadonlyArray<ShellScreen> = [
  { path: '/anhua/index', component: DashboardPage },
  { path: '/tool/code/index', component: CodeGeneratorScreen },
  { path: NOTIFICATION_PATH, component: NotificationPage, title: { zh: '通知公告', en: 'Notices' } },
  { path: NOTICE_DETAIL_PATH, component: NoticeDetailPage, title: { zh: '公告详情', en: 'Notice' } },
  { path: ARTICLE_PATH, component: ArticlePage, title: { zh: '课程文章', en: 'Courses' } },
  { path: INFO_PATH, component: InfoPage, title: { zh: '个人信息', en: 'Profile' } },
  { path: IFRAME_PATH, component: IframePage, title: { zh: '外部页面', en: 'External page' } },
  ...AREA_PAGES,
  ...benchScreens(),
];

/**
 * The benchmark's 100,000-row table (bench/ui.ts): only in a dev build or when the app is loaded
 * with ?bench in the address. It is in no menu and its code is a separate chunk.
 */
function benchScreens(): ShellScreen[] {
  const on = import.meta.env.DEV || (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('bench'));
  if (!on) return [];
  const Table = lazy(() => import('../bench/table-page'));
  const BenchTable = () => (
    <Suspense fallback={null}>
      <Table />
    </Suspense>
  );
  return [{ path: '/bench/table', component: BenchTable, title: { zh: '基准表格', en: 'Bench table' }, noCache: true }];
}

/** The shell; /myiframe/index is public, so signed out it shows on its own. */
function ShellRoute() {
  const { signedIn } = useSession();
  const [location] = useLocation();
  if (!signedIn && location === IFRAME_PATH) return <IframePage standalone />;
  return <Layout screens={SHELL_SCREENS} />;
}

export function App() {
  return (
    <ThemeRoot>
      <GuardedRouter>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/forgetPassword" component={ForgotPasswordPage} />
          <Route path="/lock" component={LockPage} />
          <Route path="/404">
            <ErrorPage code={404} />
          </Route>
          <Route path="/403">
            <ErrorPage code={403} />
          </Route>
          <Route path="/500">
            <ErrorPage code={500} />
          </Route>
          {/* keys: two redirects in a row must not share one mounted Redirect */}
          <Route key="root" path="/">
            <Redirect to="/anhua" replace />
          </Route>
          <Route key="anhua" path="/anhua">
            <Redirect to="/anhua/index" replace />
          </Route>
          <Route>
            <ShellRoute />
          </Route>
        </Switch>
      </GuardedRouter>
      <PreviewOverlay />
      {/* inside the theme root so toasts and blocking dialogs follow the chosen theme */}
      <GlobalMessages />
    </ThemeRoot>
  );
}

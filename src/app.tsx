/**
 * Routes (spec 1 section 2). Public: /login, /forgetPassword, /lock, /404, /403, /500.
 * / → /anhua → /anhua/index. Everything else lives in the shell: a registered screen, else a menu
 * path (coming-soon placeholder), else /404. The navigation guard (src/shell/guard.ts) runs
 * before every navigation: login, lock, and the webCurStoreId of the active store.
 */
import { Redirect, Route, Switch } from 'wouter';
import { DashboardPage } from './screens/dashboard/dashboard-page';
import { ErrorPage } from './shell/error-page';
import { ForgotPasswordPage } from './shell/forgot-password-page';
import { GuardedRouter } from './shell/guarded-router';
import { Layout } from './shell/layout';
import { LockPage } from './shell/lock-page';
import { LoginPage } from './shell/login-page';
import { PreviewOverlay } from './shell/preview-overlay';
import type { ShellScreen } from './shell/screens';
import { ThemeRoot } from './shell/theme-root';
import { CodeGeneratorScreen } from './screens/tool/code-generator-screen';
import { GlobalMessages } from './shell/global-messages';
import './shell/debug-handle';

/**
 * Screens inside the shell, by path; each area adds its screens here. A screen that is not a menu
 * entry (detail and edit pages) gives its tab label in `title`; `noTab` and `noCache` opt out of
 * the tab and of being kept mounted.
 */
export const SHELL_SCREENS: ReadonlyArray<ShellScreen> = [
  { path: '/anhua/index', component: DashboardPage },
  { path: '/tool/code/index', component: CodeGeneratorScreen },
];

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
            <Layout screens={SHELL_SCREENS} />
          </Route>
        </Switch>
      </GuardedRouter>
      <PreviewOverlay />
      {/* inside the theme root so toasts and blocking dialogs follow the chosen theme */}
      <GlobalMessages />
    </ThemeRoot>
  );
}

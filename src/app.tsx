/**
 * Routes (spec 1 section 2). Public: /login, /forgetPassword, /lock, /404, /403, /500.
 * / → /anhua → /anhua/index. Everything else lives in the shell: a registered screen, else a menu
 * path (coming-soon placeholder), else /404. Without a session every shell path goes to /login.
 */
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DashboardPage } from './screens/dashboard/dashboard-page';
import { ErrorPage } from './shell/error-page';
import { ForgotPasswordPage } from './shell/forgot-password-page';
import { Layout } from './shell/layout';
import { LockPage } from './shell/lock-page';
import { LoginPage } from './shell/login-page';
import { MenuPage } from './shell/menu-page';
import { useSession } from './shell/session';

/** Screens inside the shell, by path; each area adds its screens here. */
export const SHELL_SCREENS: ReadonlyArray<{ path: string; component: ComponentType }> = [
  { path: '/anhua/index', component: DashboardPage },
];

function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return signedIn ? children : <Redirect to="/login" replace />;
}

function PublicOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return signedIn ? <Redirect to="/" replace /> : children;
}

export function App() {
  return (
    <Switch>
      <Route path="/login">
        <PublicOnly>
          <LoginPage />
        </PublicOnly>
      </Route>
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
        <RequireSession>
          <Layout>
            <Switch>
              {SHELL_SCREENS.map((s) => (
                <Route key={s.path} path={s.path} component={s.component} />
              ))}
              <Route component={MenuPage} />
            </Switch>
          </Layout>
        </RequireSession>
      </Route>
    </Switch>
  );
}

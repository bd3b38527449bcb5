/**
 * Routes (spec 1 section 2). Public: /login, /forgetPassword, /lock, /404, /403, /500, and
 * /myiframe/index (framed in the shell when signed in, on its own otherwise).
 * / → /anhua → /anhua/index. Everything else lives in the shell: a registered screen, else a menu
 * path (coming-soon placeholder), else /404. The navigation guard (src/shell/guard.ts) runs
 * before every navigation: login, lock, and the webCurStoreId of the active store.
 */
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ErrorPage } from './shell/error-page';
import { GuardedRouter } from './shell/guarded-router';
import { lazyScreen } from './shell/lazy-screens';
import { LoginPage } from './shell/login-page';
import { PreviewSlot } from './shell/preview-slot';
import { ThemeRoot } from './shell/theme-root';
import { GlobalMessages } from './shell/global-messages';

/**
 * The signed-in shell and its screens (src/signed-in-shell.tsx): a chunk of its own, so /login
 * does not wait for it; the login page fetches it once shown, and goes in when it is there.
 */
let shell: ComponentType | undefined;
const loadSignedInShell = () => import('./signed-in-shell').then((m) => (shell = m.default));
const SignedInShell = lazyScreen(loadSignedInShell, () => shell);
const Login = () => <LoginPage prepare={loadSignedInShell} />;
const ForgotPasswordPage = lazyScreen(() => import('./shell/forgot-password-page').then((m) => m.ForgotPasswordPage));
const LockPage = lazyScreen(() => import('./shell/lock-page').then((m) => m.LockPage));

export function App() {
  return (
    <ThemeRoot>
      <GuardedRouter>
        <Switch>
          <Route path="/login" component={Login} />
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
            <SignedInShell />
          </Route>
        </Switch>
      </GuardedRouter>
      <PreviewSlot />
      {/* inside the theme root so toasts and blocking dialogs follow the chosen theme */}
      <GlobalMessages />
    </ThemeRoot>
  );
}

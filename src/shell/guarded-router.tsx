/**
 * Applies the navigation guard (guard.ts) to every navigation:
 * - navigations through the router (links, useLocation, Redirect) pass `aroundNav`: a cancelled
 *   one does not happen, a redirected one goes to its target instead;
 * - addresses that arrive otherwise (a typed or reloaded URL, back and forward, a plain
 *   `navigate` import) are checked as they are shown: nothing renders until they pass, a missing
 *   webCurStoreId is filled in by a replace, and a cancelled one goes back to the last allowed
 *   address (or home).
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Router, useLocation, useSearch, type AroundNavHandler } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { translate } from '../i18n';
import { guard, resolveNavigation, withStore, type GuardContext } from './guard';
import { useLock } from './lock-store';
import { useSession } from './session';
import { HOME_PATH } from './tabs/tabs';
import { showToast } from './ui-bus';

let aroundNavRef: AroundNavHandler = (nav, to, options) => nav(to, options);
/** The guard's navigation wrapper, for routers nested inside (kept-alive tab panes). */
export const guardedAroundNav: AroundNavHandler = (nav, to, options) => aroundNavRef(nav, to, options);

function useGuardContext(): GuardContext {
  const { signedIn, user } = useSession();
  const { locked } = useLock();
  return { signedIn, locked, storeId: user?.store_id ?? null };
}

const otherStore = () => showToast('info', translate('guard.otherStore'));

function Check({ children }: { children: ReactNode }) {
  const ctx = useGuardContext();
  const [location] = useLocation();
  const search = useSearch();
  const url = search ? `${location}?${search}` : location;
  const target = resolveNavigation(url, ctx);
  const lastAllowed = useRef<string | null>(null);
  if (target === url) lastAllowed.current = url;

  useEffect(() => {
    if (target === url) return;
    if (target === null) {
      otherStore();
      const back = lastAllowed.current ?? (ctx.storeId ? withStore(HOME_PATH, ctx.storeId) : HOME_PATH);
      browserNavigate(back, { replace: true });
    } else {
      browserNavigate(target, { replace: true });
    }
  }, [url, target, ctx.storeId]);

  return target === url ? children : null;
}

export function GuardedRouter({ children }: { children: ReactNode }) {
  const ctx = useGuardContext();
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const aroundNav = useCallback<AroundNavHandler>((nav, to, options) => {
    const c = ctxRef.current;
    const target = resolveNavigation(to, c);
    if (target === null) return otherStore();
    // filling in the store keeps a push a push; any other redirect replaces
    const onlyStore = c.storeId !== null && guard(to, c).kind === 'redirect' && withStore(to, c.storeId) === target;
    nav(target, target === to || onlyStore ? options : { ...options, replace: true });
  }, []);
  aroundNavRef = aroundNav;

  return (
    <Router aroundNav={aroundNav}>
      <Check>{children}</Check>
    </Router>
  );
}

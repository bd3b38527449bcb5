/**
 * The navigation guard (spec 1 section 2), before every navigation, in this order:
 * 1. without a valid login, any route that needs one goes to /login;
 * 2. a signed-in user asking for /login goes to /;
 * 3. while the lock screen is on, every route but /lock goes to /lock (and /lock without a lock
 *    goes back to /);
 * 4. every route carries webCurStoreId: a different store than the active one cancels the
 *    navigation, a missing one is filled in with the active store (a replace, not a push).
 * Pure: the router (src/shell/guarded-router.tsx) applies the decision.
 */

export const STORE_PARAM = 'webCurStoreId';
export const LOGIN_PATH = '/login';
export const LOCK_PATH = '/lock';

/** Routes that need no login. */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/forgetPassword', '/lock', '/404', '/403', '/500', '/myiframe/index'];

export interface GuardContext {
  signedIn: boolean;
  locked: boolean;
  /** the active store; null for the tenant super-admin, who has none */
  storeId: string | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'cancel' };

/** Routes that only redirect elsewhere (/ → /anhua → /anhua/index): the target is guarded. */
export const REDIRECT_PATHS: readonly string[] = ['/', '/anhua'];

export const isPublic = (path: string): boolean => PUBLIC_PATHS.includes(path);

function splitUrl(url: string): { path: string; params: URLSearchParams; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const q = rest.indexOf('?');
  return { path: q >= 0 ? rest.slice(0, q) : rest, params: new URLSearchParams(q >= 0 ? rest.slice(q + 1) : ''), hash };
}

/** The url with webCurStoreId set to the store. */
export function withStore(url: string, storeId: string): string {
  const { path, params, hash } = splitUrl(url);
  params.set(STORE_PARAM, storeId);
  return `${path}?${params.toString()}${hash}`;
}

export function guard(url: string, ctx: GuardContext): GuardDecision {
  const { path, params } = splitUrl(url);
  if (!ctx.signedIn) return isPublic(path) ? { kind: 'allow' } : { kind: 'redirect', to: LOGIN_PATH };
  if (path === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  if (ctx.locked && path !== LOCK_PATH) return { kind: 'redirect', to: LOCK_PATH };
  if (!ctx.locked && path === LOCK_PATH) return { kind: 'redirect', to: '/' };
  if (REDIRECT_PATHS.includes(path)) return { kind: 'allow' };
  const store = params.get(STORE_PARAM);
  if (ctx.storeId === null) {
    // the tenant super-admin acts in no store: a page of a store is not his
    return store ? { kind: 'cancel' } : { kind: 'allow' };
  }
  if (store === null || store === '') return { kind: 'redirect', to: withStore(url, ctx.storeId) };
  if (store !== ctx.storeId) return { kind: 'cancel' };
  return { kind: 'allow' };
}

/**
 * Where a guarded navigation ends, following redirects (at most a few: each rule settles in one
 * step); null when it is cancelled.
 */
export function resolveNavigation(url: string, ctx: GuardContext): string | null {
  let target = url;
  for (let i = 0; i < 5; i++) {
    const d = guard(target, ctx);
    if (d.kind === 'allow') return target;
    if (d.kind === 'cancel') return null;
    target = d.to;
  }
  return target;
}

/** The navigation guard of spec 1 section 2, rule by rule. */
import { describe, expect, it } from 'vitest';
import { guard, resolveNavigation, withStore, type GuardContext } from '../../src/shell/guard';

const out: GuardContext = { signedIn: false, locked: false, storeId: null };
const inStore: GuardContext = { signedIn: true, locked: false, storeId: '11' };
const locked: GuardContext = { ...inStore, locked: true };
const superAdmin: GuardContext = { signedIn: true, locked: false, storeId: null };

describe('navigation guard', () => {
  it('sends a visitor without login to /login, except on public routes', () => {
    expect(guard('/clue/following/index', out)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/', out)).toEqual({ kind: 'redirect', to: '/login' });
    for (const p of ['/login', '/forgetPassword', '/lock', '/404', '/403', '/500', '/myiframe/index']) expect(guard(p, out)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user asking for /login to /', () => {
    expect(guard('/login', inStore)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps a locked console on /lock', () => {
    expect(guard('/anhua/index?webCurStoreId=11', locked)).toEqual({ kind: 'redirect', to: '/lock' });
    expect(guard('/404', locked)).toEqual({ kind: 'redirect', to: '/lock' });
    expect(resolveNavigation('/lock', locked)).toBe('/lock?webCurStoreId=11');
    // and leaves /lock once unlocked
    expect(resolveNavigation('/lock', inStore)).toBe('/');
  });

  it('fills a missing webCurStoreId with the active store', () => {
    expect(guard('/anhua/index', inStore)).toEqual({ kind: 'redirect', to: '/anhua/index?webCurStoreId=11' });
    expect(guard('/x/index?id=5#top', inStore)).toEqual({ kind: 'redirect', to: '/x/index?id=5&webCurStoreId=11#top' });
    expect(guard('/x/index?webCurStoreId=', inStore)).toEqual({ kind: 'redirect', to: '/x/index?webCurStoreId=11' });
  });

  it('cancels a navigation into another store', () => {
    expect(guard('/anhua/index?webCurStoreId=12', inStore)).toEqual({ kind: 'cancel' });
    expect(resolveNavigation('/anhua/index?webCurStoreId=12', inStore)).toBeNull();
    expect(guard('/anhua/index?webCurStoreId=11', inStore)).toEqual({ kind: 'allow' });
  });

  it('lets the tenant super-admin (no store) go anywhere without a store, but not into a store page', () => {
    expect(guard('/anhua/index', superAdmin)).toEqual({ kind: 'allow' });
    expect(guard('/anhua/index?webCurStoreId=11', superAdmin)).toEqual({ kind: 'cancel' });
  });

  it('lets the redirect-only routes through to be guarded at their target', () => {
    expect(guard('/', inStore)).toEqual({ kind: 'allow' });
    expect(guard('/anhua', inStore)).toEqual({ kind: 'allow' });
  });

  it('sets the store parameter keeping the rest of the address', () => {
    expect(withStore('/a?b=1&webCurStoreId=2', '3')).toBe('/a?b=1&webCurStoreId=3');
  });
});

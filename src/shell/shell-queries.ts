/**
 * The shell's data: user info, stores, store groups, top menus, menu routes, the initial-password
 * check. Keys carry the store, so a store switch loads everything again.
 */
import { useQuery } from '@tanstack/react-query';
import {
  getMenuRoutes,
  getMyStoreGroups,
  getMyStores,
  getTopMenus,
  getUserInfo,
  isInitPassword,
} from '../api/auth';
import { buildMenu } from './menu-rules';
import { useSession } from './session';

/** The query key of one piece of shell data of a user in a store. */
export const shellKey = (user: { user_id: string; store_id: string | null } | null | undefined, name: string) => [
  'shell',
  user?.user_id ?? '',
  user?.store_id ?? 'none',
  name,
];

function useScope() {
  const { signedIn, user } = useSession();
  return { enabled: signedIn, scope: shellKey(user, '').slice(0, 3), user };
}

export function useUserInfo() {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: [...scope, 'userInfo'], queryFn: getUserInfo, enabled });
}

export function useMyStores() {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: [...scope, 'stores'], queryFn: getMyStores, enabled });
}

export function useMyStoreGroups() {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: [...scope, 'storeGroups'], queryFn: getMyStoreGroups, enabled });
}

export function useTopMenus() {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: [...scope, 'topMenus'], queryFn: getTopMenus, enabled });
}

/** The menu of one top menu, or of all top menus (to resolve any path) without an id. */
export function useMenu(topMenuId: string | null | undefined, options: { all?: boolean } = {}) {
  const { enabled, scope, user } = useScope();
  const id = options.all ? undefined : (topMenuId ?? undefined);
  return useQuery({
    queryKey: [...scope, 'routes', id ?? 'all'],
    queryFn: () => getMenuRoutes(id),
    enabled: enabled && (options.all === true || !!topMenuId),
    select: (tree) => buildMenu(tree, user?.role_name),
  });
}

/** True when the forced password dialog is due (never for admin roles, spec 1 section 4). */
export function useInitPasswordCheck() {
  const { enabled, scope, user } = useScope();
  const admin = (user?.role_name ?? '').includes('admin');
  return useQuery({
    queryKey: [...scope, 'initPassword'],
    queryFn: isInitPassword,
    enabled: enabled && !admin,
    staleTime: Infinity,
  });
}

/**
 * Button permissions of the signed-in user: the shell's user info carries the permission map
 * {buttonCode: true}; the tenant super-admin holds every code. A screen may pass its own map
 * (tests, harnesses, embedded lists); the server checks every call again in any case.
 */
import { useCallback } from 'react';
import { useUserInfo } from '../../shell/shell-queries';

export type Can = (code: string) => boolean;

export function usePermissions(override?: Readonly<Record<string, boolean>>): Can {
  const info = useUserInfo();
  const map = override ?? info.data?.permission;
  const admin = !override && info.data?.isAdmin === true;
  return useCallback((code: string) => admin || map?.[code] === true, [admin, map]);
}

/**
 * Refreshes the access token before it expires (the server's lifetime is 900000 ms). The next
 * refresh is due this long after the token was saved; a refused refresh ends the session.
 */
import { useEffect } from 'react';
import { refreshToken } from '../api/auth';
import { HttpError } from '../api/http';
import { storage } from '../api/storage';
import { saveTokens, tokenSavedAt, useSession } from './session';
import { signOut } from './sign-out';

export const TOKEN_REFRESH_MS = 10 * 60_000;

export function useTokenRefresh(): void {
  const { user, tenantId, signedIn } = useSession();
  useEffect(() => {
    if (!signedIn || !tenantId) return;
    const due = (tokenSavedAt() ?? Date.now()) + TOKEN_REFRESH_MS;
    const timer = setTimeout(async () => {
      const token = storage.getRefreshToken();
      if (!token) return;
      try {
        saveTokens(await refreshToken({ tenantId, refreshToken: token }));
      } catch (err) {
        // a network failure may pass; a refused refresh means the session is over
        if (err instanceof HttpError && err.kind !== 'network') void signOut({ callServer: false, message: err.message });
      }
    }, Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [user, tenantId, signedIn]);
}

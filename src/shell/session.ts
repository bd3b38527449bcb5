/**
 * The signed-in session on the client: tokens (session storage), the user of the token answer,
 * the tenant. Components read it with useSession(); it changes on sign-in, store switch and logout.
 */
import { useSyncExternalStore } from 'react';
import type { TokenData } from '../api/auth';
import { TENANT_KEY } from '../api/http';
import { TOKEN_KEY, storage } from '../api/storage';

export const USER_KEY = 'userInfo';
export const LOGIN_MESSAGE_KEY = 'loginMessage';

/** The part of the token answer the shell keeps. */
export type SessionUser = Omit<TokenData, 'access_token' | 'refresh_token' | 'token_type' | 'expires_in'>;

export interface Session {
  signedIn: boolean;
  user: SessionUser | null;
  tenantId: string | undefined;
}

const listeners = new Set<() => void>();
let snapshot: Session = read();

function read(): Session {
  const user = storage.get<SessionUser>(USER_KEY) ?? null;
  return { signedIn: !!storage.getToken() && !!user, user, tenantId: storage.get<string>(TENANT_KEY) };
}

function changed() {
  snapshot = read();
  for (const l of listeners) l();
}

export function getSession(): Session {
  return snapshot;
}

export function useSession(): Session {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
  );
}

/** Keeps the tokens and the user of a token answer (sign-in, refresh, store switch). */
export function saveTokens(data: TokenData): void {
  storage.setToken(data.access_token);
  storage.setRefreshToken(data.refresh_token);
  const { access_token: _a, refresh_token: _r, token_type: _t, expires_in: _e, ...user } = data;
  storage.set({ name: USER_KEY, content: user, type: 'session' });
  // the tenant is remembered for the next sign-in, so it lives in local storage
  storage.set({ name: TENANT_KEY, content: data.tenant_id });
  changed();
}

/** When the access token was last saved (for the refresh timer). */
export function tokenSavedAt(): number | undefined {
  return storage.getRecord(TOKEN_KEY)?.datetime;
}

export function clearSession(): void {
  storage.removeTokens();
  storage.remove(USER_KEY);
  storage.clear('session');
  changed();
}

/** A one-shot message for the login page (e.g. the 59998 text). */
export function setLoginMessage(message: string): void {
  storage.set({ name: LOGIN_MESSAGE_KEY, content: message, type: 'session' });
}

export function takeLoginMessage(): string | undefined {
  const m = storage.get<string>(LOGIN_MESSAGE_KEY);
  storage.remove(LOGIN_MESSAGE_KEY);
  return m;
}

/** Logout: ends the server session when there is one, clears everything, shows /login. */
import { navigate } from 'wouter/use-browser-location';
import { logout } from '../api/auth';
import { queryClient } from '../api/query-client';
import { clearSession, getSession, setLoginMessage } from './session';
import { resetShellState } from './shell-state';
import { closeMessages } from './ui-bus';

export async function signOut(options: { message?: string; callServer?: boolean } = {}): Promise<void> {
  if (options.callServer !== false && getSession().signedIn) await logout().catch(() => undefined);
  clearSession();
  resetShellState();
  queryClient.clear();
  closeMessages();
  if (options.message) setLoginMessage(options.message);
  navigate('/login', { replace: true });
}

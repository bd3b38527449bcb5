/** Logout: ends the server session when there is one, clears everything, shows /login. */
import { endSession } from './session-actor';

/**
 * The message of a session ending on purpose (修改成功，需重新登录 after a password change): the
 * server has already ended the session, so any call made in the meantime (a live reload, a list
 * refetch) finds it gone and signs out before the planned moment; the login page still says why.
 */
let ending: string | undefined;

export function expectSignOut(message: string): void {
  ending = message;
}

export function signOut(options: { message?: string; callServer?: boolean } = {}): Promise<void> {
  const message = ending ?? options.message;
  ending = undefined;
  return endSession({ ...options, message });
}

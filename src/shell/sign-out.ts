/** Logout: ends the server session when there is one, clears everything, shows /login. */
import { endSession } from './session-actor';

export function signOut(options: { message?: string; callServer?: boolean } = {}): Promise<void> {
  return endSession(options);
}

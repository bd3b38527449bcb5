/**
 * Whether the shell's own start-up data is in: the sidebar's badges (unread notices, export tasks)
 * load after the menu routes, so they never hold up the calls the first screen needs (the server
 * answers in order; the palette needs the menu to offer its pages).
 */
import { useSession } from '../session';
import { useMenu } from '../shell-queries';

export function useShellReady(): boolean {
  const { signedIn } = useSession();
  const all = useMenu(null, { all: true });
  return signedIn && (all.data !== undefined || all.isError);
}

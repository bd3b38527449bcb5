/**
 * Where a page's keyboard starts. A page that opens a record (an order, a work order, a settings
 * form) puts focus on its first action or field once its data is there, unless the user has put
 * focus somewhere of their own meanwhile.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Focus is on nothing the user chose: the body, the navigation, or an element that is not shown. */
export function focusIsFree(): boolean {
  const active = document.activeElement as HTMLElement | null;
  return !active || active === document.body || !!active.closest('nav, aside, [role="navigation"], [role="menubar"], [role="tree"], [hidden]') || active.offsetParent === null;
}

const dialogOpen = () => !!document.querySelector('[role="dialog"], [role="alertdialog"]');

/**
 * Runs `focus` once per `key` (null while the data is loading) as soon as the page can take it:
 * the page shown, no dialog open, and focus free or already inside the page. Data can arrive
 * while the page is hidden (a Suspense boundary hides shown content while a lazy part loads) or
 * under a dialog, so the attempt waits for those to pass, frame by frame, rather than giving up;
 * it gives up only when the user has focused something else.
 */
export function useFirstFocus(root: RefObject<HTMLElement | null>, key: string | null | undefined, focus: () => void): void {
  const done = useRef<string | null>(null);
  const focusRef = useRef(focus);
  focusRef.current = focus;
  useEffect(() => {
    if (key == null || done.current === key) return;
    let frame = 0;
    const attempt = () => {
      const el = root.current;
      if (!el?.isConnected) return;
      if (el.getClientRects().length === 0 || dialogOpen()) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      done.current = key;
      if (focusIsFree() || el.contains(document.activeElement)) focusRef.current();
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [key]);
}

/**
 * A page opened from the menu, the bell, a dialog or the palette takes the keyboard: its main
 * element is focused when focus was on nothing or in the navigation; when focus is still in the
 * closing palette or dialog, the element becomes the place focus returns to (focus-return.ts), so
 * closing does not send it back to the control that was focused before.
 */
import { useEffect, type RefObject } from 'react';
import { rememberFocus } from '../focus-return';

export function useTakeFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const el = document.activeElement;
    if (el && el !== document.body && el.closest('[role="dialog"], [role="alertdialog"], [cmdk-root]')) {
      rememberFocus(target);
      return;
    }
    if (!el || el === document.body || el.closest('nav, [role="navigation"]')) target.focus({ preventScroll: true });
    // once, when the page mounts
  }, []);
}

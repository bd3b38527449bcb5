/**
 * Every dialog gives focus back to where it came from. Radix dialogs do that for their own
 * trigger; dialogs opened from the palette, a menu or a key binding remember the element focused
 * before (not one inside another dialog or menu, which is about to go) and go back to it.
 */
let saved: HTMLElement | null = null;

const transient = (el: Element) => !!el.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [cmdk-root]');

/** Remembers `el`, or the focused element, as the place to return to. */
export function rememberFocus(el?: HTMLElement | null): void {
  if (typeof document === 'undefined') return;
  const target = el ?? (document.activeElement as HTMLElement | null);
  if (!target || target === document.body || transient(target)) return;
  saved = target;
}

/**
 * Whether focus has been placed since a dialog closed: another dialog took it, or a key pressed
 * right after Escape (say / for the search) already moved it. Radix calls onCloseAutoFocus a task
 * after the dialog is gone, so giving focus back then must not take it from where the person put it.
 */
export function focusTaken(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active.isConnected;
}

/** Gives focus back to `el` after a dialog closed, unless focus was placed meanwhile. */
export function giveFocusBack(el: HTMLElement | null | undefined): void {
  if (typeof document === 'undefined' || focusTaken()) return;
  el?.focus({ preventScroll: true });
}

/** For a dialog's onCloseAutoFocus: focus the remembered element unless focus was placed meanwhile. */
export function restoreFocus(event?: Event): void {
  event?.preventDefault();
  if (typeof document === 'undefined') return;
  setTimeout(() => {
    // not to an element no longer shown (its page went to a hidden tab): focus would sit where no key reaches
    if (saved?.isConnected && saved.getClientRects().length > 0) giveFocusBack(saved);
  }, 0);
}

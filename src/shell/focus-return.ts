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

/** For a dialog's onCloseAutoFocus: focus the remembered element unless another dialog took focus. */
export function restoreFocus(event?: Event): void {
  event?.preventDefault();
  if (typeof document === 'undefined') return;
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && transient(active)) return;
    if (saved?.isConnected) saved.focus();
  }, 0);
}

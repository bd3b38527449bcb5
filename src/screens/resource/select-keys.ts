/**
 * Keys typed right after choosing from a select are not lost. Radix Select keeps its list focused
 * until it has closed, and the list swallows Tab (and types ahead with letters), so a person who
 * chooses with Enter and goes on with Tab at once stayed on the select and typed into nothing.
 * From the moment the list closes until its trigger has focus again, a Tab is taken here and moves
 * on from the trigger, so what is typed next lands in the next field.
 *
 * Radix gives the focus back to the trigger one task after the list is gone (FocusScope's
 * unmount runs in a setTimeout), and meanwhile the focus is on the page's body (in a dialog, on the
 * dialog itself, where its focus trap puts it): an Enter, Space, arrow or letter pressed then would
 * reach nothing. Those are handed to the trigger, which opens or types ahead as if it had had the
 * focus all along.
 */

import { focusTaken } from '../../shell/focus-return';

const TABBABLE = 'input:not([type="hidden"]), textarea, select, button, a[href], [tabindex]';

/** The element a Tab (or Shift+Tab) from `from` reaches, within its form or dialog. */
export function nextTabbable(from: HTMLElement, back: boolean): HTMLElement | null {
  const root = from.closest('form, [role="dialog"]') ?? from.ownerDocument.body;
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  );
  const at = all.indexOf(from);
  if (at < 0) return null;
  return all[at + (back ? -1 : 1)] ?? null;
}

/** The keys a closed Radix select acts on (its OPEN_KEYS), besides letters for its type-ahead. */
const TRIGGER_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/** Called as the list closes: carries an early Tab over to the trigger's neighbour, and an early
 * open key or letter over to the trigger. */
export function carryKeysAfterClose(trigger: HTMLElement | null): void {
  if (!trigger) return;
  const doc = trigger.ownerDocument;
  const done = () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('focusin', onFocus, true);
  };
  // focus left the closing list (back on the trigger, or a click elsewhere): the usual Tab order
  // applies. A dialog's focus trap parks the focus on the dialog itself while the list leaves: that is
  // still the window.
  const onFocus = (e: FocusEvent) => {
    const to = e.target;
    if (to instanceof Element && (to.closest('[role="listbox"]') || (to !== trigger && to.matches('[role="dialog"], [role="alertdialog"]')))) return;
    done();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key !== 'Tab') {
      // still in the list (it has not closed yet): the list's own key
      const at = doc.activeElement;
      if (at && at !== doc.body && at.closest('[role="listbox"]')) return;
      if (!TRIGGER_KEYS.has(e.key) && e.key.length !== 1) return;
      done();
      e.preventDefault();
      e.stopPropagation();
      trigger.focus({ preventScroll: true });
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, code: e.code, bubbles: true, cancelable: true }));
      return;
    }
    done();
    const to = nextTabbable(trigger, e.shiftKey);
    if (!to) return;
    e.preventDefault();
    e.stopPropagation();
    to.focus();
  };
  doc.addEventListener('focusin', onFocus, true);
  doc.addEventListener('keydown', onKey, true);
}

/**
 * For the list's onCloseAutoFocus: Radix puts the focus back on the trigger a task after the list
 * has gone. A field focused meanwhile (a click into the next field, a Tab carried above, the list
 * opened again by a carried Enter) keeps it, as every dialog's focus return does (focusTaken);
 * otherwise a key typed there next would reach the select. A dialog the focus trap parked it on is
 * no one's choice: there the trigger gets it back as usual.
 */
export function keepPlacedFocus(event: Event, trigger: HTMLElement | null): void {
  const at = document.activeElement;
  if (!focusTaken() || !at || at === trigger || at.matches('[role="dialog"], [role="alertdialog"]')) return;
  event.preventDefault();
}

/**
 * Keys typed right after choosing from a select are not lost. Radix Select keeps its list focused
 * until it has closed, and the list swallows Tab (and types ahead with letters), so a person who
 * chooses with Enter and goes on with Tab at once stayed on the select and typed into nothing.
 * From the moment the list closes until its trigger has focus again, a Tab is taken here and moves
 * on from the trigger, so what is typed next lands in the next field.
 */

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

/** Called as the list closes: carries an early Tab over to the trigger's neighbour. */
export function carryKeysAfterClose(trigger: HTMLElement | null): void {
  if (!trigger) return;
  const doc = trigger.ownerDocument;
  const done = () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('focusin', onFocus, true);
  };
  // focus left the closing list (back on the trigger, or a click elsewhere): the usual Tab order applies
  const onFocus = (e: FocusEvent) => {
    if (!(e.target instanceof Element) || !e.target.closest('[role="listbox"]')) done();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.ctrlKey || e.metaKey || e.altKey) return;
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

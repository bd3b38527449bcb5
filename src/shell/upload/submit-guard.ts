/**
 * Holds a form's submit while one of its uploads runs (spec 1 section 5: 附件上传中，请稍等).
 * A native listener on the form itself: it runs before the event reaches React's root listener,
 * so stopping it there keeps the form's onSubmit from running, whatever form hosts the widget.
 */
const running = new WeakMap<HTMLFormElement, { count: number; listener: (e: Event) => void }>();

/** Marks one upload running in `form`; `onBlocked` runs when a submit is held. Returns the release. */
export function holdSubmit(form: HTMLFormElement | null, onBlocked: () => void): () => void {
  if (!form) return () => undefined;
  let entry = running.get(form);
  if (!entry) {
    const listener = (e: Event) => {
      e.preventDefault();
      e.stopImmediatePropagation();
      onBlocked();
    };
    entry = { count: 0, listener };
    form.addEventListener('submit', listener, true);
    form.setAttribute('aria-busy', 'true');
    running.set(form, entry);
  }
  entry.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const e = running.get(form);
    if (!e) return;
    e.count--;
    if (e.count <= 0) {
      form.removeEventListener('submit', e.listener, true);
      form.removeAttribute('aria-busy');
      running.delete(form);
    }
  };
}

/** Whether an upload holds `form`'s submit. */
export const isSubmitHeld = (form: HTMLFormElement | null): boolean => !!form && running.has(form);

/**
 * Key bindings of commands (tinykeys). A command declares its shortcut beside its run(); this
 * module binds it, with the rules every binding of the console follows:
 *
 * - never while the user types (inputs, text areas, selects, editable text, combo boxes);
 * - never while a dialog is open (the dialog owns the keyboard; Esc closes it); a closing one
 *   no longer owns it;
 * - Enter and Space never override a focused button, link, checkbox or menu item;
 * - a screen's bindings fire only when focus is inside the screen or on nothing (the page body),
 *   and only while the screen is visible (kept-alive tabs stay silent);
 * - bare Control/Meta combinations are left to the browser: a command may show one, but only the
 *   palette (Ctrl/Cmd+K, owned by the shell) binds such a combination.
 */
import { tinykeys, parseKeybinding } from 'tinykeys';
import type { Command } from './command';

/** The few element properties the guards read (structural, so the rules run in tests without a DOM). */
export interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
  type?: string;
}

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'listbox', 'option', 'menu', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tree', 'treeitem', 'tablist', 'tab']);
const ACTIVATION_ROLES = new Set(['button', 'link', 'checkbox', 'switch', 'radio']);

/** True for elements that take typed characters or arrow keys themselves. */
export function isTypingElement(el: ElementLike | null | undefined): boolean {
  if (!el) return false;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((el.type ?? el.getAttribute('type') ?? '').toLowerCase());
  if (el.isContentEditable) return true;
  return TYPING_ROLES.has(el.getAttribute('role') ?? '');
}

/** True for elements that Enter or Space activate on their own. */
export function isActivationElement(el: ElementLike | null | undefined): boolean {
  if (!el) return false;
  const tag = el.tagName.toUpperCase();
  if (tag === 'BUTTON' || tag === 'SUMMARY' || (tag === 'A' && el.getAttribute('href') !== null)) return true;
  if (tag === 'INPUT') return true;
  return ACTIVATION_ROLES.has(el.getAttribute('role') ?? '');
}

const MOD_NAMES = new Set(['control', 'ctrl', 'meta', 'cmd', 'command', '$mod']);

/** Shortcuts with Control or Meta are the browser's (and the palette's); they are shown, not bound. */
export function isBindable(shortcut: string): boolean {
  return parseKeybinding(shortcut).every(([mods]) => !mods.some((m) => MOD_NAMES.has(m.toLowerCase())));
}

const isActivationKey = (shortcut: string) => /^(Enter|Space| )$/i.test(shortcut.trim());

/**
 * Whether a dialog (Radix Dialog / AlertDialog, the palette) is open in the document. One that is
 * closing (Radix keeps it painted, data-state="closed", for its exit animation) no longer counts:
 * a key typed while it fades (the next key after a palette jump or a confirmation) is the page's.
 */
const DIALOG = ':is([role="dialog"], [role="alertdialog"])';
export function dialogOpen(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return !!doc?.querySelector(`${DIALOG}:not([data-state="closed"])`);
}

/** The element inside a closing dialog keeps the focus until the dialog has gone. */
const inClosingDialog = (el: Element | null) => !!el?.closest?.(`${DIALOG}[data-state="closed"]`);

const visible = (el: Element) => el.isConnected && el.getClientRects().length > 0;

export interface BindOptions {
  /**
   * The element the bindings belong to: they fire only when focus is inside it or on the page
   * body, and only while it is visible.
   */
  scope?: () => Element | null;
  /** where to listen; window by default */
  target?: Window | HTMLElement;
}

/** The guard every command binding passes before it runs. */
export function shouldHandleKey(event: KeyboardEvent, shortcut: string, scope: Element | null | undefined): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const focused = event.target instanceof Element ? event.target : null;
  const leaving = inClosingDialog(focused);
  // Enter or Space there still activates the dialog's own button; the page must not act twice
  if (leaving && isActivationKey(shortcut)) return false;
  const target = leaving ? null : focused;
  if (isTypingElement(target as unknown as ElementLike | null)) return false;
  if (isActivationKey(shortcut) && isActivationElement(target as unknown as ElementLike | null)) return false;
  if (dialogOpen()) return false;
  if (scope) {
    if (!visible(scope)) return false;
    const onPage = !target || target === document.body || target === document.documentElement;
    if (!onPage && !scope.contains(target)) return false;
  }
  return true;
}

/** Binds the shortcuts of commands; answers the unbinding function. */
export function bindCommandKeys(commands: readonly Command[], options: BindOptions & { onRun?: (c: Command) => void } = {}): () => void {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) return () => undefined;
  // several commands may share a key (row actions that apply to different rows): the first enabled one runs
  const byKey = new Map<string, Command[]>();
  for (const c of commands) {
    const keys = c.shortcut === undefined ? [] : typeof c.shortcut === 'string' ? [c.shortcut] : c.shortcut;
    for (const k of keys) {
      if (!isBindable(k)) continue;
      byKey.set(k, [...(byKey.get(k) ?? []), c]);
    }
  }
  if (byKey.size === 0) return () => undefined;
  const map: Record<string, (e: KeyboardEvent) => void> = {};
  for (const [key, list] of byKey) {
    map[key] = (event) => {
      if (!shouldHandleKey(event, key, options.scope?.())) return;
      const c = list.find((x) => (x.enabled ? x.enabled() : true));
      if (!c) return;
      event.preventDefault();
      options.onRun?.(c);
      void c.run();
    };
  }
  return tinykeys(target, map);
}

// ---------------------------------------------------------------------------------------------
// Display

const KEY_NAMES: Record<string, { mac: string; other: string }> = {
  arrowup: { mac: '↑', other: '↑' },
  arrowdown: { mac: '↓', other: '↓' },
  arrowleft: { mac: '←', other: '←' },
  arrowright: { mac: '→', other: '→' },
  enter: { mac: '↩', other: 'Enter' },
  escape: { mac: 'Esc', other: 'Esc' },
  delete: { mac: '⌦', other: 'Del' },
  backspace: { mac: '⌫', other: 'Backspace' },
  space: { mac: 'Space', other: 'Space' },
  shift: { mac: '⇧', other: 'Shift' },
  alt: { mac: '⌥', other: 'Alt' },
  control: { mac: '⌃', other: 'Ctrl' },
  meta: { mac: '⌘', other: 'Win' },
  $mod: { mac: '⌘', other: 'Ctrl' },
};

export const isMacPlatform = (): boolean => typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform);

/** 'Shift+Delete' → ['Shift', 'Del'] (or ['⇧', '⌦'] on a Mac): the key caps the palette shows. */
export function shortcutKeys(shortcut: string, mac: boolean = isMacPlatform()): string[][] {
  return shortcut
    .trim()
    .split(' ')
    .map((press) => {
      const parts = press.split(/\b\+/);
      return parts.map((p) => {
        const name = KEY_NAMES[p.toLowerCase()];
        if (name) return mac ? name.mac : name.other;
        return p.length === 1 ? p.toUpperCase() : p;
      });
    });
}

/** One line of text for a shortcut: 'Shift+Del', '⇧⌦', 'g then i' sequences as 'G I'. */
export function formatShortcut(shortcut: string, mac: boolean = isMacPlatform()): string {
  return shortcutKeys(shortcut, mac)
    .map((keys) => keys.join(mac ? '' : '+'))
    .join(' ');
}

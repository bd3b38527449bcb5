/**
 * The watermark (spec 1 section 2): the store name and the account with its middle masked. It is
 * hidden while the window has focus and shown when the window loses it (a screenshot tool taking
 * over) and for 5 s after Alt, Control or Meta is held on its own (the start of a screenshot
 * shortcut); a modifier that starts one of the app's shortcuts (Ctrl+K) shows nothing (docs/system.md).
 */
import { useEffect, useMemo, useState } from 'react';
import { maskAccount } from '../domain/format';
import { useSession } from './session';
import { useCurrentStoreName } from './store-switcher';

export const WATERMARK_AFTER_KEY_MS = 5000;
const KEYS = new Set(['Alt', 'Control', 'Meta']);

function tile(text: string): string {
  const safe = text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">` +
    `<text x="160" y="100" text-anchor="middle" transform="rotate(-22 160 100)" font-size="15" ` +
    `font-family="sans-serif" fill="rgba(120,120,120,0.22)">${safe}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * A modifier pressed on its own shows the watermark: held this long with no other key, or let go
 * with no other key in between. A shortcut of the app (Ctrl+K, Ctrl+Enter) has its key follow
 * the modifier within this time and shows nothing, so opening the palette does not flash the page. A screenshot tool's own shortcut takes
 * the focus away, and the blur shows it anyway.
 */
export const WATERMARK_HOLD_MS = 300;

export function useWatermarkVisible(): boolean {
  const [shown, setShown] = useState(() => typeof document !== 'undefined' && !document.hasFocus());
  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    let arm: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      clearTimeout(hide);
      clearTimeout(arm);
      setShown(true);
    };
    const onFocus = () => {
      clearTimeout(hide);
      clearTimeout(arm);
      setShown(false);
    };
    let pressed = 0;
    const show = () => {
      clearTimeout(arm);
      arm = undefined;
      clearTimeout(hide);
      setShown(true);
      // 5 s from the key press, as the spec counts them
      hide = setTimeout(() => setShown(!document.hasFocus()), WATERMARK_AFTER_KEY_MS - (Date.now() - pressed));
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat) return;
      clearTimeout(arm);
      arm = undefined;
      // another key while the modifier is down makes it a shortcut, not a modifier pressed alone
      if (!KEYS.has(e.key)) return;
      pressed = Date.now();
      arm = setTimeout(show, WATERMARK_HOLD_MS);
    };
    // a modifier tapped on its own (no other key in between) counts as pressed too
    const onKeyUp = (e: KeyboardEvent) => {
      if (KEYS.has(e.key) && arm !== undefined) show();
    };
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      clearTimeout(hide);
      clearTimeout(arm);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, []);
  return shown;
}

export function Watermark() {
  const { user } = useSession();
  const store = useCurrentStoreName();
  const shown = useWatermarkVisible();
  const text = `${store} ${maskAccount(user?.account)}`.trim();
  const background = useMemo(() => tile(text), [text]);
  return <div className="watermark" aria-hidden data-shown={shown} style={{ backgroundImage: background, opacity: shown ? 1 : 0 }} />;
}

/**
 * The watermark (spec 1 section 2): the store name and the account with its middle masked. It is
 * hidden while the window has focus and shown when the window loses it (a screenshot tool taking
 * over) and for 5 s after Alt, Control or Meta is pressed (the start of a screenshot shortcut).
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

export function useWatermarkVisible(): boolean {
  const [shown, setShown] = useState(() => typeof document !== 'undefined' && !document.hasFocus());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      clearTimeout(timer);
      setShown(true);
    };
    const onFocus = () => {
      clearTimeout(timer);
      setShown(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (!KEYS.has(e.key)) return;
      clearTimeout(timer);
      setShown(true);
      timer = setTimeout(() => setShown(!document.hasFocus()), WATERMARK_AFTER_KEY_MS);
    };
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    window.addEventListener('keydown', onKey, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('keydown', onKey, true);
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

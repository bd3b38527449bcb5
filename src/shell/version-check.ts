/**
 * The new-version check (spec 1 sections 2 and 9): every 120000 ms /index.html is fetched and its
 * entry script (the built bundle's hashed name) compared with the running one. A different one
 * means a new build is out.
 */
import { useSyncExternalStore } from 'react';

export const VERSION_CHECK_MS = 120_000;

/** The src of the module entry script in an index.html text. */
export function entryScript(html: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/type=["']?module/i.test(tag)) continue;
    const src = /\ssrc=["']?([^"'\s>]+)/i.exec(tag);
    if (src) return src[1];
  }
  return null;
}

export function runningScript(doc: Document = document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

let available: string | null = null;
let dismissed: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The new entry script when a prompt is due, else null. */
export function useNewVersion(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (available && available !== dismissed ? available : null),
  );
}

export function dismissVersion(): void {
  dismissed = available;
  emit();
}

export async function checkVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  const running = runningScript();
  if (!running) return null;
  try {
    const res = await fetcher(`/index.html?_=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return null;
    const latest = entryScript(await res.text());
    if (latest && latest !== running && latest !== available) {
      available = latest;
      emit();
    }
    return latest;
  } catch {
    // offline for a while: try again next time
    return null;
  }
}

/** Starts polling; answers the stop function. */
export function startVersionCheck(intervalMs: number = VERSION_CHECK_MS): () => void {
  const timer = setInterval(() => void checkVersion(), intervalMs);
  return () => clearInterval(timer);
}

/** Whether a media query matches, following changes (window resizes, rotation). */
import { useSyncExternalStore } from 'react';

/** below this width every generic list shows its rows as cards (issue 25 item 6) */
export const CARD_QUERY = '(max-width: 599px)';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (l) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mq = window.matchMedia(query);
      mq.addEventListener('change', l);
      return () => mq.removeEventListener('change', l);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

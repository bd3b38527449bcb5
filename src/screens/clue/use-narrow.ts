/** Whether the window is narrower than 768 px (the mobile clue list), following resizes. */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 767px)';

export function useNarrow(): boolean {
  return useSyncExternalStore(
    (l) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mq = window.matchMedia(NARROW_QUERY);
      mq.addEventListener('change', l);
      return () => mq.removeEventListener('change', l);
    },
    () => (typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches),
    () => false,
  );
}

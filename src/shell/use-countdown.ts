/** A seconds countdown (the SMS button: 120 s). */
import { useCallback, useEffect, useState } from 'react';

export const SMS_COUNTDOWN_SECONDS = 120;

export function useCountdown(seconds = SMS_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  const reset = useCallback(() => setLeft(0), []);
  return { left, running: left > 0, start, reset };
}

import { useEffect, useState } from 'react';
import { resendSecondsLeft } from './sms-code';

/** Whole seconds left until `startedAt + seconds`, re-rendering once a second until 0. */
export function useSecondsLeft(startedAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (resendSecondsLeft(startedAt, time, seconds) <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, seconds]);
  // A restarted countdown is never above its length, even before the first tick.
  return resendSecondsLeft(startedAt, Math.max(now, startedAt ?? now), seconds);
}

import { useEffect, useState } from 'react';

/** Whole seconds until `untilMs`, never negative; rounds up so "0" means "now". */
export function secondsLeft(untilMs: number | null, nowMs: number): number {
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

export function resendLabel(seconds: number): string {
  return seconds > 0 ? `Resend code in ${seconds} s` : 'Resend code';
}

/** Seconds left until `untilMs`, ticking once a second while above zero. */
export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(untilMs, now);
  useEffect(() => {
    if (untilMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= untilMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [untilMs]);
  return left;
}

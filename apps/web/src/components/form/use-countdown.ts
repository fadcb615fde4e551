import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Whole seconds left until a moment; 0 when none is running. Counting to a moment (not ticking a
 * number down) keeps it right when the tab sleeps in the background.
 */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const startUntil = useCallback((moment: number) => {
    setNow(Date.now());
    setUntil(moment);
  }, []);
  const start = useCallback((seconds: number) => startUntil(Date.now() + seconds * 1000), [startUntil]);
  const stop = useCallback(() => setUntil(0), []);

  return { seconds: Math.max(0, Math.ceil((until - now) / 1000)), start, startUntil, stop };
}

/** Lets an action run at most once per `intervalMs` (spec: captcha and SMS once per second). */
export function useThrottle(intervalMs = 1000) {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < intervalMs) return false;
    last.current = now;
    return true;
  }, [intervalMs]);
}

import { useEffect } from "react";

const ACTIVITY = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * Logs out after `minutes` without a key, click or scroll. The server ends an idle session too;
 * this closes the screen of an unattended desk so nobody reads what it showed.
 */
export function useIdleLogout(minutes: number, logout: () => void) {
  useEffect(() => {
    if (!(minutes > 0)) return;
    let timer = setTimeout(logout, minutes * 60_000);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(logout, minutes * 60_000);
    };
    for (const name of ACTIVITY) window.addEventListener(name, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, reset);
    };
  }, [minutes, logout]);
}

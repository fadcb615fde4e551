import { whenIdle } from "./when-idle.ts";

/** How long nothing may finish loading before the first page counts as settled. */
const QUIET_MS = 2000;
/** Motion starts by then whatever still loads (a page that polls never goes quiet). */
const LATEST_MS = 10_000;

/**
 * Decorative motion that never stops (the headline ticker, the winner strip and its pulse) starts
 * once the first page has settled: nothing finished loading for two seconds and the main thread is
 * idle. Until then it stands at its first frame (`html:not([data-motion])` pauses it in the
 * styles): each frame of a moving strip is main-thread work that a phone would otherwise pay while
 * the page is still loading.
 */
export function startMotionWhenSettled() {
  const root = document.documentElement;
  if (root.dataset.motion) return;
  let cancelIdle = () => {};
  const start = () => {
    window.clearTimeout(quiet);
    window.clearTimeout(latest);
    observer?.disconnect();
    cancelIdle();
    root.dataset.motion = "on";
  };
  const settle = () => {
    cancelIdle = whenIdle(start);
  };
  let quiet = window.setTimeout(settle, QUIET_MS);
  const latest = window.setTimeout(start, LATEST_MS);
  const observer =
    typeof PerformanceObserver === "function"
      ? new PerformanceObserver(() => {
          cancelIdle();
          window.clearTimeout(quiet);
          quiet = window.setTimeout(settle, QUIET_MS);
        })
      : null;
  observer?.observe({ type: "resource" });
}

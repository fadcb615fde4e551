/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), so
 * work the first screen does not need stays out of the way of its first paint and first input.
 * Returns the way to cancel it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

const warmed = new Set<string>();

/**
 * A page's first number, date or relative-time format loads ICU's data for its language: 30–100 ms
 * of a phone's main thread (more where fresh memory is slow), inside the first page's render, where
 * it is the largest single piece of script. ICU keeps that data for the whole process, workers
 * included, so a worker that makes those formats first takes the cost off the main thread: there
 * the first format then takes 0.2–2.5 ms, and starting the worker 3–4 ms (docs/PERFORMANCE.md).
 */
export function warmUpIntl(locale: string) {
  if (warmed.has(locale) || typeof Worker === "undefined") return;
  warmed.add(locale);
  try {
    const worker = new Worker(new URL("./intl-warm-up.worker.ts", import.meta.url), { name: "intl-warm-up" });
    worker.postMessage(locale);
  } catch {
    // No worker (a policy refused it): the first format pays on the main thread, as without this.
  }
}

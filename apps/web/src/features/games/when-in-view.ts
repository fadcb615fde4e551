// Spec part 1 §9: an image starts loading when a tenth of it is in view.
const VISIBLE_THRESHOLD = 0.1;

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * Calls `show` once when a tenth of `element` comes into view; returns the way to stop waiting.
 * One observer watches every card of a page: an observer each made a lobby's first page of 42
 * cards set up 42 of them inside the one task that shows the page.
 */
export function whenInView(element: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        stopWatching(entry.target);
        callback?.();
      }
    },
    { threshold: VISIBLE_THRESHOLD },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => stopWatching(element);
}

function stopWatching(element: Element) {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
}

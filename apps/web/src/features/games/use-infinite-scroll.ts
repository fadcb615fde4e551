import { useEffect, useRef, useState } from "react";

// Spec part 1 §9: the infinite-scroll check runs at most once per 200 ms.
const THROTTLE_MS = 200;

/**
 * Calls `loadMore` when the returned sentinel element comes near the viewport, at most once per
 * 200 ms, while `enabled` (more pages exist and none is loading).
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean) {
  // A callback ref: the sentinel appears only once the first page is shown.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const latest = useRef({ loadMore, enabled });
  latest.current = { loadMore, enabled };

  useEffect(() => {
    if (!element) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inView = false;
    const fire = () => {
      timer = undefined;
      if (!inView || !latest.current.enabled) return;
      last = Date.now();
      latest.current.loadMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        if (!inView || timer) return;
        const wait = Math.max(0, last + THROTTLE_MS - Date.now());
        timer = setTimeout(fire, wait);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [element]);

  // A page that arrives while the sentinel stays in view asks for the next one.
  useEffect(() => {
    if (!enabled || !element) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight + 600) {
      const timer = setTimeout(() => latest.current.enabled && latest.current.loadMore(), THROTTLE_MS);
      return () => clearTimeout(timer);
    }
  }, [enabled, element]);

  return setElement;
}

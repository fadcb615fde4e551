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
  // Whether the sentinel is near the viewport, as the observer last reported it.
  const inView = useRef(false);

  useEffect(() => {
    if (!element) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      timer = undefined;
      if (!inView.current || !latest.current.enabled) return;
      last = Date.now();
      latest.current.loadMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        if (!inView.current || timer) return;
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

  // A page that arrives while the sentinel stays in view asks for the next one. Whether it is still
  // in view is the observer's answer once the page has been laid out: measuring it here would force
  // the whole page's layout inside the render that added the page (a long task on a phone).
  useEffect(() => {
    if (!enabled || !element) return;
    const timer = setTimeout(() => {
      if (inView.current && latest.current.enabled) latest.current.loadMore();
    }, THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [enabled, element]);

  return setElement;
}

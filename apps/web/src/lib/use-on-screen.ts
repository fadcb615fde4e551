import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element is at least partly on screen, followed as the page scrolls; true until the
 * first answer, and always where the browser has no IntersectionObserver. Only while `watch` is
 * set: an observer costs a little on every scroll.
 */
export function useOnScreen(element: RefObject<Element | null>, watch: boolean): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!watch || !target || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      setOnScreen(true);
    };
  }, [element, watch]);
  return onScreen;
}

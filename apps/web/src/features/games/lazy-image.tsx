import { useEffect, useRef, useState } from "react";
import { imageSource } from "#app/lib/cdn-hosts.ts";
import { whenInView } from "./when-in-view.ts";

// Spec part 1 §9: an image starts loading when it comes into view (when-in-view.ts), is tried three
// times, and the last 200 loaded addresses are remembered so a card scrolled back shows at once.
const ATTEMPTS = 3;
const CACHE_SIZE = 200;
const loaded = new Map<string, true>();

function remember(src: string) {
  loaded.delete(src);
  loaded.set(src, true);
  if (loaded.size > CACHE_SIZE) {
    const oldest = loaded.keys().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

type Props = { src: string; alt: string; className?: string; attempts?: number };

/** An image drawn over a skeleton once it comes into view; a failed load is retried, then left blank. */
export function LazyImage({ src, alt, className, attempts = ATTEMPTS }: Props) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(() => loaded.has(src));
  const [ready, setReady] = useState(() => loaded.has(src));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (visible || !holder.current) return;
    return whenInView(holder.current, () => setVisible(true));
  }, [visible]);

  const failed = attempt >= attempts;
  // On the page's image host; a retry moves to the next host, the last to the site itself.
  const url = imageSource(src, attempt);
  // Only a picture on its way shimmers: one still waiting to come into view (most of a page of
  // 42, below the fold) holds its place in the plain skeleton colour, as no one sees it.
  const state = ready ? "is-ready" : visible && !failed ? "is-loading" : "";
  return (
    <span ref={holder} className={`lazy-image ${state} ${className ?? ""}`}>
      {visible && !failed ? (
        <img
          src={url}
          alt={alt}
          decoding="async"
          onLoad={() => {
            remember(src);
            setReady(true);
          }}
          onError={() => setAttempt((value) => value + 1)}
        />
      ) : null}
    </span>
  );
}

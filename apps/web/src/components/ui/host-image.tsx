import { type ImgHTMLAttributes, useState } from "react";
import { imageSource } from "#app/lib/cdn-hosts.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & { src: string };

/**
 * An eagerly drawn image on the page's image host, for the header (spec part 1 §9: one retry
 * there, where the lazy images of the lobbies take three tries). The retry goes to the next host,
 * or the site itself; after it the image stays as it is.
 */
export function HeaderImage({ src, alt, ...image }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <img
      {...image}
      src={imageSource(src, attempt)}
      alt={alt}
      onError={() => setAttempt((value) => Math.min(value + 1, 1))}
    />
  );
}

import DOMPurify from "dompurify";
import { useMemo } from "react";

/** Operator HTML, cleaned again in the browser (the server cleans it when it is written). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input"] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with DOMPurify.
  return <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

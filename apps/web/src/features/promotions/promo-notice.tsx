import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";

/** A promotion's state in a sentence, under its call to action (every mode, raffles included). */
export function Notice({
  tone,
  children,
}: {
  tone: "info" | "success" | "muted" | "danger";
  children: ReactNode;
}) {
  return (
    <div className={`promo-notice promo-notice--${tone}`} data-testid="promo-notice">
      <Icon name={tone === "success" ? "check" : "info"} size={18} />
      <div>{children}</div>
    </div>
  );
}

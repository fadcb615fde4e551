import type { ReactNode } from "react";
import type { BadgeTone } from "./status-badge.tsx";

/** One figure of a report: what it is, its value, and a line under it (a period, a comparison). */
export function SummaryCard({
  label,
  value,
  detail,
  tone = "neutral",
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: BadgeTone;
}) {
  return (
    <section className={`ui-summary ui-summary-${tone}`} aria-label={label}>
      <h3 className="ui-summary-label">{label}</h3>
      <p className="ui-summary-value">{value}</p>
      {detail ? <p className="ui-summary-detail">{detail}</p> : null}
    </section>
  );
}

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

/** A short state word in the colour of its meaning; the word itself carries it for colour-blind readers. */
export function StatusBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return <span className={`ui-badge ui-badge-${tone}`}>{label}</span>;
}

import type { ReactNode } from "react";

/** One total of a report or a list: what it counts and its value over the whole filter. */
export type SummaryFigure = {
  /** Names the figure for styles and tests (`data-total`); without it the label tells figures apart. */
  key?: string;
  label: string;
  value: ReactNode;
  /** Classes of the value (a sign's colour). */
  className?: string;
  testId?: string;
};

/**
 * A report's totals as a row of labelled figures, above the rows they add up. The app names the
 * list's class (its own look); `busy` marks figures that are being fetched again.
 */
export function SummaryList({
  figures,
  className = "ui-summary-list",
  testId,
  busy,
}: {
  figures: readonly SummaryFigure[];
  className?: string;
  testId?: string;
  busy?: boolean;
}) {
  return (
    <dl className={className} data-testid={testId} aria-busy={busy || undefined}>
      {figures.map((figure) => (
        <div key={figure.key ?? figure.label} data-total={figure.key}>
          <dt>{figure.label}</dt>
          <dd className={figure.className} data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

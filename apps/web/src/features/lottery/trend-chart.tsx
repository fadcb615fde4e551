import type { DrawnIssue } from "@banca/contract/calls/lottery";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * The numbers a draw's places take, when a trend of them reads well: SSC and PC28 digits, PK10 cars,
 * K3 faces, 11x5 balls. Keno's twenty of eighty has none.
 */
export function trendValues(draw: Record<string, unknown>): number[] | null {
  const from = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
  switch (draw.kind) {
    case "digits":
    case "pc28":
      return from(0, 9);
    case "permutation":
      return from(1, Number(draw.size));
    case "dice":
      return from(1, 6);
    case "pick":
      return Number(draw.from) <= 11 ? from(1, Number(draw.from)) : null;
    default:
      return null;
  }
}

/** How often each number came out at each place over the draws shown: the trend players read. */
export function TrendChart({ content, values }: { content: DrawnIssue[]; values: number[] }) {
  const { t } = useTranslation();
  const draws = content.flatMap((issue) =>
    issue.result && "balls" in issue.result ? [issue.result.balls] : [],
  );
  const positions = draws[0]?.length ?? 0;
  if (positions === 0) return null;
  const counts = Array.from({ length: positions }, (_, place) =>
    values.map((value) => draws.filter((balls) => balls[place] === value).length),
  );
  const max = Math.max(1, ...counts.flat());
  return (
    <section className="lottery-card" aria-label={t("lottery.trend")}>
      <h2>
        {t("lottery.trend")}{" "}
        <span className="lottery-muted">{t("lottery.lastDraws", { count: draws.length })}</span>
      </h2>
      <table className="trend-chart">
        <thead>
          <tr>
            <th />
            {values.map((value) => (
              <th key={value}>{value}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {counts.map((row, place) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
            <tr key={`place-${place}`}>
              <th scope="row">{t("lottery.positionN", { n: place + 1 })}</th>
              {row.map((count, index) => (
                <td key={values[index]} title={String(count)}>
                  <span className="trend-chart__bar" style={{ height: `${(count / max) * 100}%` }} />
                  <span className="trend-chart__count">{count}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

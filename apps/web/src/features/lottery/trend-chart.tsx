import type { DrawnIssue } from "@banca/contract/calls/lottery";
import { useTranslation } from "react-i18next";

/** How often each digit came out at each position over the draws shown: the trend players read. */
export function TrendChart({ content }: { content: DrawnIssue[] }) {
  const { t } = useTranslation();
  const draws = content.flatMap((issue) =>
    issue.result && "balls" in issue.result ? [issue.result.balls] : [],
  );
  const positions = draws[0]?.length ?? 0;
  if (positions === 0) return null;
  const counts = Array.from({ length: positions }, (_, place) =>
    Array.from({ length: 10 }, (_, digit) => draws.filter((balls) => balls[place] === digit).length),
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
            {Array.from({ length: 10 }, (_, digit) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
              <th key={digit}>{digit}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {counts.map((row, place) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
            <tr key={`place-${place}`}>
              <th scope="row">{t("lottery.positionN", { n: place + 1 })}</th>
              {row.map((count, digit) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
                <td key={digit} title={String(count)}>
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

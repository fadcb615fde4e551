import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { pointConfigQuery } from "./api.ts";
import { useFormatPoints } from "./format-points.ts";

/** How points are earned per source, and the merchant's rules text. */
export function PointsRules() {
  const { t, i18n } = useTranslation();
  const points = useFormatPoints();
  const { data } = useQuery(pointConfigQuery(i18n.language));
  if (!data) return <p className="points-mall__loading">{t("pointMall.loading")}</p>;
  return (
    <div className="points-rules" data-testid="points-rules">
      <table className="points-table">
        <thead>
          <tr>
            <th scope="col">{t("pointMall.rules.source")}</th>
            <th scope="col">{t("pointMall.rules.ratio")}</th>
          </tr>
        </thead>
        <tbody>
          {data.list
            .filter((entry) => entry.ratio > 0)
            .map((entry) => (
              <tr key={entry.type}>
                <td>{t(`pointMall.sources.${entry.type}`)}</td>
                <td>{t("pointMall.rules.perUnit", { points: points(entry.ratio) })}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="points-rules__expire">{t("pointMall.rules.neverExpire")}</p>
      {data.rules.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

import { type DrawKind, drawResult, seedHash } from "@banca/contract/lottery/fair-draw";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSearchParams } from "#app/lib/router.tsx";
import { useDrawDetail } from "./api.ts";
import { DrawBalls } from "./draw-balls.tsx";
import { VnResultTable } from "./results.tsx";
import "./lottery.css";

type Check = { hashMatches: boolean; resultMatches: boolean; recomputed: unknown } | "unavailable" | null;

/**
 * The public verifier (decision 052): recomputes a draw from its revealed seed in this browser, with
 * Web Crypto, and compares both the seed's hash published before sales closed and the result.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode") ?? "";
  const numero = params.get("numero") ?? "";
  const detail = useDrawDetail(gameCode, numero);
  const [check, setCheck] = useState<Check>(null);
  const issue = detail.data;
  useEffect(() => {
    if (!issue?.seed) return;
    if (!globalThis.crypto?.subtle) {
      setCheck("unavailable");
      return;
    }
    let live = true;
    void (async () => {
      const hash = await seedHash(issue.seed!);
      const recomputed = await drawResult(
        issue.draw as unknown as DrawKind,
        issue.seed!,
        issue.gameCode,
        issue.numero,
      );
      if (live) {
        setCheck({
          hashMatches: hash === issue.seedHash,
          resultMatches: JSON.stringify(recomputed) === JSON.stringify(issue.result),
          recomputed,
        });
      }
    })();
    return () => {
      live = false;
    };
  }, [issue]);
  return (
    <div className="lottery-verify">
      <h1>{t("lottery.verifyTitle")}</h1>
      <p className="lottery-muted">{t("lottery.verifyIntro")}</p>
      {!issue ? (
        <p className="lottery-muted">
          {detail.isError ? t("errors.lottery.game.not.found") : t("lottery.loading")}
        </p>
      ) : (
        <dl className="lottery-verify__facts">
          <dt>{t("lottery.game")}</dt>
          <dd>{issue.gameCode}</dd>
          <dt>{t("lottery.issue")}</dt>
          <dd>{issue.numero}</dd>
          {issue.seedHash === "" ? null : (
            <>
              <dt>{t("lottery.seedHash")}</dt>
              <dd>
                <code>{issue.seedHash}</code>
              </dd>
              <dt>{t("lottery.seed")}</dt>
              <dd>
                <code>{issue.seed ?? t("lottery.seedHidden")}</code>
              </dd>
            </>
          )}
          <dt>{t("lottery.result")}</dt>
          <dd>
            {issue.result && "prizes" in issue.result ? <VnResultTable prizes={issue.result.prizes} /> : null}
            {issue.result && "balls" in issue.result ? (
              <DrawBalls draw={issue.draw} balls={issue.result.balls} />
            ) : null}
          </dd>
        </dl>
      )}
      {issue?.seedHash === "" ? (
        // A real draw (decision 067): the provincial lottery's official table, no seed of ours to check.
        <p className="lottery-muted" data-testid="verify-official">
          {t("lottery.realDrawNote")}{" "}
          {issue.station ? t("lottery.station", { station: issue.station }) : null}
        </p>
      ) : null}
      {check === "unavailable" ? <p role="alert">{t("lottery.verifyUnavailable")}</p> : null}
      {check && check !== "unavailable" ? (
        <ul className="lottery-verify__checks" data-testid="verify-checks">
          <li data-ok={check.hashMatches}>
            {check.hashMatches ? t("lottery.hashOk") : t("lottery.hashBad")}
          </li>
          <li data-ok={check.resultMatches}>
            {check.resultMatches ? t("lottery.resultOk") : t("lottery.resultBad")}
          </li>
        </ul>
      ) : null}
    </div>
  );
}

import { seedHash } from "@banca/contract/lottery/fair-draw";
import { drawRaffle } from "@banca/contract/raffle";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type RaffleDraw, useRaffleDraw } from "./api.ts";

type Check = { hashMatches: boolean; winnersMatch: boolean } | "unavailable" | null;

/** Recomputes the draw in this browser: the seed's hash, then every place from the holders' tickets. */
async function check(draw: RaffleDraw): Promise<Check> {
  if (!draw.seed) return null;
  if (!globalThis.crypto?.subtle) return "unavailable";
  const picks = await drawRaffle({
    seed: draw.seed,
    promotionId: draw.promotionId,
    holders: draw.holders.map((holder) => holder.tickets),
    places: draw.places,
    repeatWins: draw.repeatWins,
  });
  const recomputed = picks.map((pick) => ({
    place: pick.place,
    ticket: pick.ticket,
    player: draw.holders[pick.holder]?.player ?? "",
  }));
  return {
    hashMatches: (await seedHash(draw.seed)) === draw.seedHash,
    winnersMatch: JSON.stringify(recomputed) === JSON.stringify(draw.winners),
  };
}

/**
 * The draw's check (decision 066), asked for by the player: loads the revealed seed and every
 * holder's tickets, and runs the very function the server drew with (Web Crypto, so a secure
 * context: https or localhost; elsewhere it says so).
 */
export function RaffleVerify({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const draw = useRaffleDraw(promotionId, open);
  const [result, setResult] = useState<Check>(null);
  useEffect(() => {
    if (!draw.data) return;
    let live = true;
    void check(draw.data).then((outcome) => {
      if (live) setResult(outcome);
    });
    return () => {
      live = false;
    };
  }, [draw.data]);
  if (!open) {
    return (
      <button
        type="button"
        className="button button--secondary raffle-verify__open"
        onClick={() => setOpen(true)}
      >
        {t("promotions.raffle.verify")}
      </button>
    );
  }
  return (
    <div className="raffle-verify" data-testid="raffle-verify">
      <p className="raffle-muted">{t("promotions.raffle.verifyIntro")}</p>
      {draw.data ? (
        <p className="raffle-muted">
          {t("promotions.raffle.verifyData", {
            tickets: draw.data.totalTickets,
            players: draw.data.holders.length,
          })}
        </p>
      ) : null}
      {draw.isError ? <p role="alert">{t("promotions.loadFailed")}</p> : null}
      {result === "unavailable" ? <p role="alert">{t("promotions.raffle.verifyUnavailable")}</p> : null}
      {result && result !== "unavailable" ? (
        <ul className="raffle-verify__checks" data-testid="raffle-verify-checks">
          <li data-ok={result.hashMatches}>
            {result.hashMatches ? t("promotions.raffle.hashOk") : t("promotions.raffle.hashBad")}
          </li>
          <li data-ok={result.winnersMatch}>
            {result.winnersMatch ? t("promotions.raffle.winnersOk") : t("promotions.raffle.winnersBad")}
          </li>
        </ul>
      ) : draw.isPending ? (
        <p className="raffle-muted">{t("promotions.raffle.verifying")}</p>
      ) : null}
    </div>
  );
}

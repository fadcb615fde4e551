import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { Link } from "#app/lib/router.tsx";
import { promotionKeys, type RaffleDetail } from "./api.ts";
import { timeLeft, useNow } from "./countdown.ts";
import { RaffleVerify } from "./raffle-verify.tsx";
import "./raffle.css";

/** How long after the draw time the page asks for the result (the draw job runs every ten seconds). */
const RESULT_DELAY_MS = 12_000;

function Countdown({ drawTime }: { drawTime: number }) {
  const { t } = useTranslation();
  const now = useNow(drawTime);
  const left = timeLeft(drawTime - now);
  const parts = [
    ["days", left.days],
    ["hours", left.hours],
    ["minutes", left.minutes],
    ["seconds", left.seconds],
  ] as const;
  if (drawTime <= now) return <p className="raffle-countdown__soon">{t("promotions.raffle.drawingNow")}</p>;
  return (
    <div className="raffle-countdown" role="timer" aria-label={t("promotions.raffle.drawIn")}>
      {parts.map(([unit, value]) => (
        <span key={unit} className="raffle-countdown__part">
          <strong>{String(value).padStart(2, "0")}</strong>
          <span>{t(`promotions.raffle.units.${unit}`)}</span>
        </span>
      ))}
    </div>
  );
}

/** "1st", "2nd–3rd": a tier's places in words. */
function usePlaces() {
  const { t } = useTranslation();
  return (from: number, to: number) =>
    from === to ? t("promotions.raffle.place", { place: from }) : t("promotions.raffle.places", { from, to });
}

/**
 * A lucky draw's own part of its page: the viewer's tickets, the pool, the draw's countdown or its
 * result, the prize table, the published seed hash (and the seed once drawn, with the check), and
 * the winners with their names half hidden.
 */
export function RafflePanel({ promotionId, raffle }: { promotionId: number; raffle: RaffleDetail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const places = usePlaces();
  const client = useQueryClient();
  const drawn = raffle.drawnAt !== null;
  const myRange =
    raffle.myFirstTicket !== null && raffle.myTickets
      ? t("promotions.raffle.myRange", {
          from: raffle.myFirstTicket,
          to: raffle.myFirstTicket + raffle.myTickets - 1,
        })
      : null;

  // The result arrives shortly after the draw time: ask for it then, once.
  useEffect(() => {
    if (drawn) return;
    const wait = raffle.drawTime + RESULT_DELAY_MS - Date.now();
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: promotionKeys.all() }),
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [client, drawn, raffle.drawTime]);

  return (
    <section className="raffle" aria-labelledby="raffle-title" data-testid="raffle-panel">
      <h2 id="raffle-title" className="raffle__title">
        <Icon name="gift" size={20} />
        {t("promotions.raffle.title")}
      </h2>
      <div className="raffle__stats">
        <div className="raffle-stat raffle-stat--mine" data-testid="raffle-my-tickets">
          <span className="raffle-stat__label">{t("promotions.raffle.myTickets")}</span>
          <strong className="raffle-stat__value">{raffle.myTickets ?? "—"}</strong>
          <span className="raffle-stat__note">
            {raffle.myTickets === null ? t("promotions.raffle.loginToSee") : (myRange ?? "")}
          </span>
        </div>
        <div className="raffle-stat">
          <span className="raffle-stat__label">{t("promotions.raffle.pool")}</span>
          <strong className="raffle-stat__value">{raffle.totalTickets}</strong>
          <span className="raffle-stat__note">
            {t("promotions.raffle.entrants", { players: raffle.entrants })}
          </span>
        </div>
        <div className="raffle-stat raffle-stat--draw">
          <span className="raffle-stat__label">
            {drawn ? t("promotions.raffle.drawnAt") : t("promotions.raffle.drawIn")}
          </span>
          {drawn ? (
            <strong className="raffle-stat__value raffle-stat__value--date">
              {formatDateTime(raffle.drawnAt ?? 0)}
            </strong>
          ) : (
            <Countdown drawTime={raffle.drawTime} />
          )}
          <span className="raffle-stat__note">
            {drawn
              ? t("promotions.raffle.claimUntil", { date: formatDateTime(raffle.claimUntil ?? 0) })
              : formatDateTime(raffle.drawTime)}
          </span>
        </div>
      </div>

      <div className="raffle__grid">
        <div className="raffle-box">
          <h3>{t("promotions.raffle.prizes")}</h3>
          <table className="raffle-table">
            <tbody>
              {raffle.prizes.map((tier) => (
                <tr key={tier.fromPlace}>
                  <th scope="row">{places(tier.fromPlace, tier.toPlace)}</th>
                  <td className="raffle-table__amount">{money(tier.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="raffle-box raffle-fair">
          <h3>
            <Icon name="shield" size={16} />
            {t("promotions.raffle.fairTitle")}
          </h3>
          <p className="raffle-muted">
            {t(drawn ? "promotions.raffle.fairDrawn" : "promotions.raffle.fairBefore")}
          </p>
          <dl className="raffle-fair__facts">
            <dt>{t("promotions.raffle.seedHash")}</dt>
            <dd>
              <code data-testid="raffle-seed-hash">{raffle.seedHash}</code>
            </dd>
            <dt>{t("promotions.raffle.seed")}</dt>
            <dd>
              <code>{raffle.seed ?? t("promotions.raffle.seedHidden")}</code>
            </dd>
          </dl>
          {drawn ? <RaffleVerify promotionId={promotionId} /> : null}
        </div>
      </div>

      {drawn ? (
        <div className="raffle-box raffle-winners">
          <div className="raffle-winners__head">
            <h3>{t("promotions.raffle.winners")}</h3>
            <Link to={paths.winners} className="raffle-winners__all">
              {t("promotions.raffle.allWinners")}
            </Link>
          </div>
          {raffle.winners.length === 0 ? (
            <p className="raffle-muted">{t("promotions.raffle.noWinners")}</p>
          ) : (
            <table className="raffle-table raffle-table--winners" data-testid="raffle-winners">
              <thead>
                <tr>
                  <th scope="col">{t("promotions.raffle.placeColumn")}</th>
                  <th scope="col">{t("promotions.raffle.playerColumn")}</th>
                  <th scope="col">{t("promotions.raffle.ticketColumn")}</th>
                  <th scope="col" className="raffle-table__amount">
                    {t("promotions.raffle.prizeColumn")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {raffle.winners.map((winner) => (
                  <tr key={winner.place} data-status={winner.status}>
                    <td>
                      <span className={`raffle-place raffle-place--${Math.min(winner.place, 4)}`}>
                        {winner.place}
                      </span>
                    </td>
                    <td>{winner.player}</td>
                    <td>#{winner.ticket}</td>
                    <td className="raffle-table__amount">{money(winner.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : null}
    </section>
  );
}

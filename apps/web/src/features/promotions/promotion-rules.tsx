import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { useValidBetRule } from "#app/lib/valid-bet-rule.ts";
import type { PromotionDetail } from "./api.ts";
import { periodOf } from "./period.ts";

/** "How it works": the promotion's rules in plain words, from its figures rather than free text. */
export function PromotionRules({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { rules } = promotion;
  const period = periodOf(promotion);
  const validBets = useValidBetRule();
  const lines: string[] = [t("promotions.rules.period", period)];
  switch (promotion.mode) {
    case "info":
      lines.push(t("promotions.rules.info"));
      break;
    case "apply":
      lines.push(t("promotions.rules.apply"));
      if (rules.bonusCap !== null) lines.push(t("promotions.rules.applyCap", { cap: money(rules.bonusCap) }));
      break;
    case "claim":
      if (rules.rule === "registered_during") {
        lines.push(t("promotions.rules.registeredDuring", period));
        lines.push(t("promotions.rules.fixedBonus", { amount: money(rules.bonusAmount ?? 0) }));
      } else {
        lines.push(t("promotions.rules.firstDeposit", { min: money(rules.minDeposit ?? 0), ...period }));
        lines.push(
          t("promotions.rules.percentBonus", {
            percent: rules.bonusPercent ?? 0,
            cap: money(rules.bonusCap ?? 0),
          }),
        );
      }
      if (rules.claimRequires === "verified_mobile") lines.push(t("promotions.rules.requiresMobile"));
      if (rules.claimRequires === "first_deposit") lines.push(t("promotions.rules.requiresDeposit"));
      break;
    case "raffle": {
      const raffle = promotion.raffle;
      if (!raffle) break;
      if (raffle.betPerTicket !== null) {
        lines.push(t("promotions.rules.ticketPerBet", { amount: money(raffle.betPerTicket) }));
      }
      if (raffle.depositMin !== null) {
        lines.push(
          t("promotions.rules.ticketsPerDeposit", {
            tickets: raffle.depositTickets,
            min: money(raffle.depositMin),
          }),
        );
      }
      lines.push(t("promotions.rules.maxTickets", { max: raffle.maxTickets }));
      lines.push(t("promotions.rules.draw", { date: formatDateTime(raffle.drawTime) }));
      lines.push(t(raffle.repeatWins ? "promotions.rules.repeatWins" : "promotions.rules.onePrize"));
      lines.push(
        raffle.claimHours % 24 === 0 && raffle.claimHours > 24
          ? t("promotions.rules.claimWindowDays", { days: raffle.claimHours / 24 })
          : t("promotions.rules.claimWindow", { hours: raffle.claimHours }),
      );
      break;
    }
  }
  if (promotion.mode !== "info") {
    lines.push(
      rules.turnoverMultiplier > 0
        ? t("promotions.rules.turnover", { times: rules.turnoverMultiplier })
        : t("promotions.rules.noTurnover"),
    );
    // Wagering and raffle tickets both count valid bets only.
    lines.push(`${validBets.title}: ${validBets.rule}`);
  }
  return (
    <section className="promo-rules" aria-labelledby="promo-rules-title">
      <h2 id="promo-rules-title">{t("promotions.rules.title")}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>
            <Icon name="check" size={16} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

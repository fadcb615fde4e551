import type { PromotionCard, PromotionDetail } from "@banca/contract/calls/promotions";
import type { RaffleDetail } from "@banca/contract/calls/raffles";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { minorToWire } from "@banca/contract/money";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { Promotion } from "./repository.ts";
import type { Application, Claim } from "./standing-repository.ts";
import type { PromotionView } from "./status.ts";

/** Reads a merchant's amounts and texts for one reader. */
export function wireFormat(merchant: Merchant, language: Language) {
  const { decimals } = merchant.settings.currency;
  const fallback = merchant.settings.languages.default;
  const money = (minor: bigint | null) => (minor === null ? null : minorToWire(minor, decimals));
  const text = (localized: Promotion["title"]) => pickText(localized, language, fallback);

  const card = (promotion: Promotion, view: PromotionView): PromotionCard => ({
    id: promotion.id,
    category: promotion.category,
    title: text(promotion.title),
    summary: text(promotion.summary),
    artwork: promotion.artwork,
    startTime: promotion.startsAt.getTime(),
    endTime: promotion.endsAt.getTime(),
    phase: view.phase,
    mode: promotion.mode,
    status: view.status,
    action: view.action,
  });

  const application = (row: Application): NonNullable<PromotionDetail["application"]> => ({
    id: row.id,
    status: row.status,
    comment: row.comment,
    imageCount: row.imageCount,
    bonusAmount: money(row.bonusAmount),
    rejectReason: row.rejectReason,
    appliedAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  });

  const claim = (row: Claim): NonNullable<PromotionDetail["claim"]> => ({
    amount: minorToWire(row.amount, decimals),
    requiredTurnover: minorToWire(row.requiredTurnover, decimals),
    claimedAt: row.createdAt.getTime(),
  });

  const detail = (
    promotion: Promotion,
    view: PromotionView,
    own: { application: Application | null; claim: Claim | null },
    raffle: RaffleDetail | null = null,
  ): PromotionDetail => ({
    ...card(promotion, view),
    content: text(promotion.content),
    rules: {
      rule: promotion.rule,
      bonusAmount: money(promotion.bonusAmount),
      minDeposit: money(promotion.minDeposit),
      bonusPercent: promotion.bonusRateBp === null ? null : promotion.bonusRateBp / 100,
      bonusCap: money(promotion.bonusCap),
      turnoverMultiplier: promotion.turnoverMultiplier,
      claimRequires: promotion.claimRequires,
    },
    note: view.note,
    application: own.application ? application(own.application) : null,
    claim: own.claim ? claim(own.claim) : null,
    raffle,
  });

  return { money, text, card, detail, application, claim };
}

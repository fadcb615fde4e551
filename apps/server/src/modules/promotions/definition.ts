import type { LocalizedText } from "@banca/contract/localized";
import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { type PromotionDefinition, resolveTimeSpec } from "@banca/contract/promotion-config";
import sanitizeHtml from "sanitize-html";
import { AppError } from "#app/http/app-error.ts";
import { toRaffleDefinition, toRaffleRule } from "#app/modules/raffles/rule.ts";
import type { Promotion, PromotionValues } from "./repository.ts";

// Operator HTML is cleaned when it is written (as announcements are); the site cleans it again
// when it renders. No scripts, styles, event handlers or javascript: links get through.
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowProtocolRelative: false,
};

const cleanHtml = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(
    Object.entries(text).map(([lang, html]) => [lang, sanitizeHtml(html ?? "", HTML_POLICY)]),
  );

// Titles and summaries are plain text: the site renders them as text, never as markup.
const trimmed = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, (value ?? "").trim()]));

function minor(field: string, value: string | null, decimals: number): bigint | null {
  if (value === null) return null;
  const amount = decimalToMinor(value, decimals);
  if (amount === null || amount === 0n) {
    throw new AppError("request_param_err", `${field}: a positive amount with at most ${decimals} places`, {
      issues: [{ path: field, message: "invalid amount" }],
    });
  }
  return amount;
}

/** A checked definition as the row it becomes: amounts in minor units, times resolved, HTML cleaned. */
export function toPromotionValues(
  definition: PromotionDefinition,
  decimals: number,
  now: Date,
): PromotionValues {
  const startsAt = resolveTimeSpec(definition.startsAt, now);
  const endsAt = resolveTimeSpec(definition.endsAt, now);
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError("request_param_err", "endsAt: the end must come after the start", {
      issues: [{ path: "endsAt", message: "must come after startsAt" }],
    });
  }
  return {
    category: definition.category,
    title: trimmed(definition.title),
    summary: trimmed(definition.summary),
    content: cleanHtml(definition.content),
    artwork: definition.artwork,
    startsAt,
    endsAt,
    sort: definition.sort,
    enabled: definition.enabled,
    mode: definition.mode,
    rule: definition.rule,
    bonusAmount: minor("bonusAmount", definition.bonusAmount, decimals),
    minDeposit: minor("minDeposit", definition.minDeposit, decimals),
    bonusRateBp: definition.bonusPercent === null ? null : Math.round(definition.bonusPercent * 100),
    bonusCap: minor("bonusCap", definition.bonusCap, decimals),
    turnoverMultiplier: definition.turnoverMultiplier,
    claimRequires: definition.claimRequires,
    raffle: definition.raffle === null ? null : toRaffleRule(definition.raffle, { endsAt }, decimals, now),
  };
}

/** A stored promotion as a definition again, so a partial change can be checked as a whole. */
export function toDefinition(promotion: Promotion, decimals: number): PromotionDefinition {
  const decimal = (value: bigint | null) => (value === null ? null : minorToDecimal(value, decimals));
  return {
    category: promotion.category,
    title: promotion.title,
    summary: promotion.summary,
    content: promotion.content,
    artwork: promotion.artwork,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    sort: promotion.sort,
    enabled: promotion.enabled,
    mode: promotion.mode,
    rule: promotion.rule,
    bonusAmount: decimal(promotion.bonusAmount),
    minDeposit: decimal(promotion.minDeposit),
    bonusPercent: promotion.bonusRateBp === null ? null : promotion.bonusRateBp / 100,
    bonusCap: decimal(promotion.bonusCap),
    turnoverMultiplier: promotion.turnoverMultiplier,
    claimRequires: promotion.claimRequires,
    raffle: promotion.raffle === null ? null : toRaffleDefinition(promotion.raffle, decimals),
  };
}

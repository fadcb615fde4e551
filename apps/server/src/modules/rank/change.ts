import { isLanguage } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { BonusGrant } from "#app/modules/bonus/service.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { minorOf, sortedLevels } from "./levels.ts";
import { createRankRepository, type RankedMember, recordRankChange } from "./repository.ts";

export type Grant = (tx: Queryable, grant: BonusGrant) => Promise<unknown>;

/** The level's name in the member's language (the merchant's default when it has none). */
function levelName(settings: MerchantSettings, rank: number, language: string) {
  const level = settings.clubLevels.find((entry) => entry.rankLevel === rank);
  const fallback = settings.languages.default;
  return level ? pickText(level.name, isLanguage(language) ? language : fallback, fallback) : "";
}

/**
 * Pays the rewards of the levels a promotion reaches above `from`, each once per member ever: the
 * reward's row and the bonus's key both say so, whatever runs twice. Answers what it paid.
 */
async function payRewards(
  tx: Queryable,
  grant: Grant,
  settings: MerchantSettings,
  member: RankedMember,
  from: number | null,
  to: number,
  at: Date,
): Promise<bigint> {
  const repository = createRankRepository(tx);
  const decimals = settings.currency.decimals;
  let paid = 0n;
  for (const level of sortedLevels(settings)) {
    if (level.rankLevel <= (from ?? 0) || level.rankLevel > to || !level.promotion) continue;
    const amount = minorOf(level.reward, decimals);
    if (amount <= 0n || !(await repository.claimReward(member.id, level.rankLevel, amount, at))) continue;
    await grant(tx, {
      merchantCode: member.merchantCode,
      memberId: member.id,
      amount,
      reason: `Club level reward: ${levelName(settings, level.rankLevel, settings.languages.default)}`,
      reference: `rank:${member.id}:${level.rankLevel}`,
      source: "rank",
    });
    paid += amount;
  }
  return paid;
}

/**
 * Moves a member whose row the caller holds locked to another level by play or by a review: the
 * label changes, a promotion pays the rewards of the levels it reaches for the first time, and
 * the change is kept in the history, the audit log and the member's inbox, all in `tx`.
 */
export async function changeLevel(
  tx: Queryable,
  grant: Grant,
  settings: MerchantSettings,
  change: {
    member: RankedMember;
    to: number;
    cause: "promotion" | "relegation";
    periodStart: string;
    at: Date;
  },
): Promise<void> {
  const { member, to, at } = change;
  const from = member.clubRank;
  await createRankRepository(tx).setRank(member.id, to, at);
  const reward =
    change.cause === "promotion" ? await payRewards(tx, grant, settings, member, from, to, at) : 0n;
  const id = await recordRankChange(tx, {
    merchantCode: member.merchantCode,
    memberId: member.id,
    from,
    to,
    cause: change.cause,
    periodStart: change.periodStart,
    reward,
    at,
  });
  await recordAudit(tx, {
    merchantCode: member.merchantCode,
    actor: "system",
    action: "member.club_level",
    targetType: "member",
    targetId: String(member.id),
    detail: { username: member.username, from: from ?? 0, to, reason: change.cause },
  });
  await sendMemberMessage(tx, {
    merchantCode: member.merchantCode,
    memberId: member.id,
    template: change.cause === "promotion" ? "rankPromoted" : "rankRelegated",
    params: { level: levelName(settings, to, member.language) },
    reference: `rank:${id}`,
  });
}

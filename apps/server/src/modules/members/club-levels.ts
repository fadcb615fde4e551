import { type ClubLevel, clubLevelsSchema } from "@banca/contract/club-levels";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { rankRules } from "#app/modules/rank/levels.ts";
import { recordRankChange } from "#app/modules/rank/repository.ts";
import { withinRewardBudget } from "#app/modules/reward-budget/service.ts";
import { createMemberRepository } from "./repository.ts";

/** The member info's clubLabel: the member's level in the reader's language, or an empty label. */
export function clubLabel(merchant: Merchant, rank: number | null, language: Language) {
  const level = merchant.settings.clubLevels.find((entry) => entry.rankLevel === rank);
  if (!level) return { labelName: "", color: "", color2: "", rankLevel: 0 };
  return {
    labelName: pickText(level.name, language, merchant.settings.languages.default),
    color: level.color,
    color2: level.color2,
    rankLevel: level.rankLevel,
  };
}

export type ClubLevelTable = {
  levels: ClubLevel[];
  rank: Merchant["settings"]["rank"];
  reason: string;
  actor: string;
};

export type ClubLevelChange = {
  username: string;
  /** A rank of the merchant's club levels, or 0 to take the member off every level. */
  rankLevel: number;
  reason: string;
  actor: string;
};

/** Operators put members on club levels, with a reason; the change and its audit land together. */
export function createClubLevelService(db: Database) {
  return {
    /** The merchant's levels, each with how many members stand on it, and its rank rules. */
    async levels(merchant: Merchant) {
      const rows = await db.query<{ club_rank: number; members: string }>(
        `SELECT club_rank, count(*)::text AS members FROM members
          WHERE merchant_code = $1 AND club_rank IS NOT NULL GROUP BY club_rank`,
        [merchant.code],
      );
      const counts = new Map(rows.map((row) => [Number(row.club_rank), Number(row.members)]));
      return {
        list: merchant.settings.clubLevels.map((level) => ({
          ...level,
          members: counts.get(level.rankLevel) ?? 0,
        })),
        rank: rankRules(merchant.settings),
      };
    },
    /**
     * Replaces the level table and the rank rules, with a reason. Members on a level that is gone
     * stand on none until play or an operator puts them on one.
     */
    async replaceTable(merchant: Merchant, table: ClubLevelTable) {
      const parsed = clubLevelsSchema.safeParse(table.levels);
      if (!parsed.success) {
        throw new AppError("request_param_err", `Invalid levels: ${parsed.error.issues[0]?.message ?? ""}`);
      }
      const levels = [...parsed.data].sort((a, b) => a.rankLevel - b.rankLevel);
      const asked = `rewards ${levels.map((level) => `${level.rankLevel}: ${level.reward ?? "0"}`).join(", ")}`;
      await db.transaction((tx) =>
        withinRewardBudget(tx, merchant.code, { part: "clubLevels", asked }, async () => {
          const [before] = await tx.query<{ levels: unknown; rank: unknown }>(
            "SELECT settings->'clubLevels' AS levels, settings->'rank' AS rank FROM merchants WHERE code = $1 FOR UPDATE",
            [merchant.code],
          );
          await tx.query(
            `UPDATE merchants SET settings = settings || jsonb_build_object('clubLevels', $2::jsonb, 'rank', $3::jsonb),
                  updated_at = now()
            WHERE code = $1`,
            [merchant.code, JSON.stringify(levels), JSON.stringify(table.rank)],
          );
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: table.actor,
            action: "merchant.club_levels",
            targetType: "merchant",
            targetId: merchant.code,
            detail: { before, after: { levels, rank: table.rank }, reason: table.reason },
          });
        }),
      );
      return { ...merchant, settings: { ...merchant.settings, clubLevels: levels, rank: table.rank } };
    },
    async setLevel(merchant: Merchant, change: ClubLevelChange) {
      const rank = change.rankLevel === 0 ? null : change.rankLevel;
      const known = merchant.settings.clubLevels.map((level) => level.rankLevel);
      if (rank !== null && !known.includes(rank)) {
        throw new AppError(
          "request_param_err",
          `No club level of rank ${change.rankLevel}; this merchant has ${known.join(", ") || "none"} (0 takes a member off)`,
        );
      }
      const member = await createMemberRepository(db).findByUsername(merchant.code, change.username);
      if (!member) throw new AppError("member.not.found", `No member "${change.username.slice(0, 64)}"`);
      if (member.kind === "trial") {
        throw new AppError("trial.account", "A trial account cannot stand on a club level");
      }
      return db.transaction(async (tx) => {
        const before = await createMemberRepository(tx).setClubRank(member.id, rank);
        if (before !== rank) {
          await recordRankChange(tx, {
            merchantCode: merchant.code,
            memberId: member.id,
            from: before,
            to: rank,
            cause: "operator",
            periodStart: null,
            reward: 0n,
            at: new Date(),
          });
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: change.actor,
            action: "member.club_level",
            targetType: "member",
            targetId: String(member.id),
            detail: { username: member.username, from: before ?? 0, to: rank ?? 0, reason: change.reason },
          });
        }
        const label = clubLabel(merchant, rank, merchant.settings.languages.default);
        return { username: member.username, rankLevel: label.rankLevel, labelName: label.labelName };
      });
    },
  };
}

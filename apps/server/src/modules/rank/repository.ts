import type { RankCause, RankPeriod } from "@banca/contract/rank";
import type { ModuleNode } from "@banca/contract/whitelabel";
import type { Queryable } from "#app/db/database.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";

export type RankedMember = {
  id: number;
  merchantCode: string;
  username: string;
  kind: AccountKind;
  language: string;
  clubRank: number | null;
  clubRankAt: Date | null;
};

export type RankChangeRow = {
  id: string;
  username: string;
  from_rank: number | null;
  to_rank: number | null;
  cause: RankCause;
  period_start: string | null;
  reward: string;
  changed_at: Date;
};

/** Queries of player rank: period totals, level changes, rewards and reviews. Amounts travel as text. */
export function createRankRepository(db: Queryable) {
  return {
    /** The settings and module tree of these merchants. */
    async merchantsOf(codes: readonly string[] | null) {
      const rows = await db.query<{ code: string; settings: MerchantSettings; whitelabel: ModuleNode[] }>(
        `SELECT code, settings, whitelabel FROM merchants WHERE $1::text[] IS NULL OR code = ANY($1::text[])`,
        [codes],
      );
      return rows;
    },

    /** Adds to a member's totals of a period; answers the totals after. */
    async addTotals(entry: {
      memberId: number;
      period: RankPeriod;
      periodStart: string;
      deposit: bigint;
      validBet: bigint;
      now: Date;
    }): Promise<{ deposited: bigint; validBet: bigint }> {
      const [row] = await db.query<{ deposited: string; valid_bet: string }>(
        `INSERT INTO rank_totals (member_id, period, period_start, deposited, valid_bet, updated_at)
         VALUES ($1, $2, $3::date, $4, $5, $6)
         ON CONFLICT (member_id, period, period_start) DO UPDATE
           SET deposited = rank_totals.deposited + EXCLUDED.deposited,
               valid_bet = rank_totals.valid_bet + EXCLUDED.valid_bet,
               updated_at = EXCLUDED.updated_at
         RETURNING deposited::text, valid_bet::text`,
        [
          entry.memberId,
          entry.period,
          entry.periodStart,
          entry.deposit.toString(),
          entry.validBet.toString(),
          entry.now,
        ],
      );
      return { deposited: BigInt(row!.deposited), validBet: BigInt(row!.valid_bet) };
    },

    async totals(memberId: number, period: RankPeriod, periodStart: string) {
      const [row] = await db.query<{ deposited: string; valid_bet: string }>(
        `SELECT deposited::text, valid_bet::text FROM rank_totals
          WHERE member_id = $1 AND period = $2 AND period_start = $3::date`,
        [memberId, period, periodStart],
      );
      return { deposited: BigInt(row?.deposited ?? "0"), validBet: BigInt(row?.valid_bet ?? "0") };
    },

    /** Locks the member's row for a change of level. */
    async lockMember(memberId: number): Promise<RankedMember | null> {
      const [row] = await db.query<{
        id: string;
        merchant_code: string;
        username: string;
        kind: AccountKind;
        language: string;
        club_rank: number | null;
        club_rank_at: Date | null;
      }>(
        `SELECT id::text, merchant_code, username, kind, language, club_rank, club_rank_at
           FROM members WHERE id = $1 FOR UPDATE`,
        [memberId],
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        merchantCode: row.merchant_code,
        username: row.username,
        kind: row.kind,
        language: row.language,
        clubRank: row.club_rank === null ? null : Number(row.club_rank),
        clubRankAt: row.club_rank_at,
      };
    },

    async setRank(memberId: number, rank: number | null, at: Date): Promise<void> {
      await db.query("UPDATE members SET club_rank = $2, club_rank_at = $3 WHERE id = $1", [
        memberId,
        rank,
        at,
      ]);
    },

    /** Takes a level's reward for the member; false when it was paid before (once ever). */
    async claimReward(memberId: number, rankLevel: number, amount: bigint, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO rank_rewards (member_id, rank_level, amount, paid_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING member_id`,
        [memberId, rankLevel, amount.toString(), at],
      );
      return rows.length > 0;
    },

    async rewardedLevels(memberId: number): Promise<Set<number>> {
      const rows = await db.query<{ rank_level: number }>(
        "SELECT rank_level FROM rank_rewards WHERE member_id = $1",
        [memberId],
      );
      return new Set(rows.map((row) => Number(row.rank_level)));
    },

    /** Reviews of a closed period for up to `limit` members on a level not reviewed for it yet. */
    async claimReviews(merchantCode: string, periodStart: string, limit: number, now: Date) {
      const rows = await db.query<{ member_id: string }>(
        `INSERT INTO rank_reviews (member_id, period_start, outcome, reviewed_at)
         SELECT m.id, $2::date, 'kept', $4 FROM members m
          WHERE m.merchant_code = $1 AND m.club_rank IS NOT NULL AND m.kind <> 'trial'
            AND NOT EXISTS (SELECT 1 FROM rank_reviews r WHERE r.member_id = m.id AND r.period_start = $2::date)
          ORDER BY m.id LIMIT $3
         ON CONFLICT DO NOTHING RETURNING member_id::text`,
        [merchantCode, periodStart, limit, now],
      );
      return rows.map((row) => Number(row.member_id)).sort((a, b) => a - b);
    },

    async periodReviewed(merchantCode: string, periodStart: string): Promise<boolean> {
      const rows = await db.query(
        "SELECT 1 FROM rank_reviewed_periods WHERE merchant_code = $1 AND period_start = $2::date",
        [merchantCode, periodStart],
      );
      return rows.length > 0;
    },

    async markPeriodReviewed(merchantCode: string, periodStart: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO rank_reviewed_periods (merchant_code, period_start, reviewed_at) VALUES ($1, $2::date, $3)
         ON CONFLICT DO NOTHING`,
        [merchantCode, periodStart, now],
      );
    },

    async setReviewOutcome(memberId: number, periodStart: string, outcome: "kept" | "relegated" | "grace") {
      await db.query(
        "UPDATE rank_reviews SET outcome = $3 WHERE member_id = $1 AND period_start = $2::date",
        [memberId, periodStart, outcome],
      );
    },

    /** A member's level changes (or a merchant's, `memberId` null), newest first. */
    async changes(
      filter: { merchantCode: string; memberId: number | null },
      page: { pageNo: number; pageSize: number },
    ) {
      const where = "c.merchant_code = $1 AND ($2::bigint IS NULL OR c.member_id = $2)";
      const rows = await db.query<RankChangeRow>(
        `SELECT c.id::text, m.username, c.from_rank, c.to_rank, c.cause,
                to_char(c.period_start, 'YYYY-MM-DD') AS period_start, c.reward::text, c.changed_at
           FROM rank_changes c JOIN members m ON m.id = c.member_id
          WHERE ${where} ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
        [filter.merchantCode, filter.memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      const [count] = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM rank_changes c WHERE ${where}`,
        [filter.merchantCode, filter.memberId],
      );
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
}

/** Writes one change of a member's level (the operator's too, so the history is whole). */
export async function recordRankChange(
  tx: Queryable,
  change: {
    merchantCode: string;
    memberId: number;
    from: number | null;
    to: number | null;
    cause: RankCause;
    periodStart: string | null;
    reward: bigint;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO rank_changes (merchant_code, member_id, from_rank, to_rank, cause, period_start, reward, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8) RETURNING id::text`,
    [
      change.merchantCode,
      change.memberId,
      change.from,
      change.to,
      change.cause,
      change.periodStart,
      change.reward.toString(),
      change.at,
    ],
  );
  return Number(row!.id);
}

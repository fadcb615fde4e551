import type { LocalizedText } from "@banca/contract/localized";
import {
  POINT_CURRENCY,
  type RedeemStatus,
  type RewardContact,
  type RewardKind,
} from "@banca/contract/points";
import type { Queryable } from "#app/db/database.ts";

export type RewardRow = {
  id: string;
  kind: RewardKind;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  points: string;
  amount_required: string;
  cash_amount: string;
  contact: RewardContact | null;
  stock: number;
  enabled: boolean;
};

export type RedemptionRow = {
  id: string;
  member_id: string;
  username: string;
  reference: string;
  quantity: number;
  points: string;
  amount_required: string;
  cash_amount: string;
  status: RedeemStatus;
  remark: string;
  paid_account: string;
  receiving_address: string;
  applied_at: Date;
  decided_at: Date | null;
  kind: RewardKind;
  name: LocalizedText;
  reward_id: string;
};

const REWARD_COLUMNS = `id::text, kind, name, description, image, points::text, amount_required::text,
  cash_amount::text, contact, stock, enabled`;

const REDEMPTION_SELECT = `
  SELECT d.id::text, d.member_id::text, m.username, d.reference, d.quantity, d.points::text,
         d.amount_required::text, d.cash_amount::text, d.status, d.remark, d.paid_account,
         d.receiving_address, d.applied_at, d.decided_at, r.kind, r.name, r.id::text AS reward_id
    FROM point_redemptions d
    JOIN point_rewards r ON r.id = d.reward_id
    JOIN members m ON m.id = d.member_id`;

/** Queries of the points mall; amounts travel as text and become BigInt. */
export function createPointsRepository(db: Queryable) {
  return {
    rewards(merchantCode: string): Promise<RewardRow[]> {
      return db.query<RewardRow>(
        `SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE merchant_code = $1 AND enabled ORDER BY sort, id`,
        [merchantCode],
      );
    },

    /** Takes `quantity` units of stock of an enabled reward; null when it is gone or short. */
    async takeStock(merchantCode: string, rewardId: number, quantity: number): Promise<RewardRow | null> {
      const [row] = await db.query<RewardRow>(
        `UPDATE point_rewards SET stock = stock - $3
          WHERE merchant_code = $1 AND id = $2 AND enabled AND stock >= $3
        RETURNING ${REWARD_COLUMNS}`,
        [merchantCode, rewardId, quantity],
      );
      return row ?? null;
    },

    async returnStock(rewardId: number, quantity: number): Promise<void> {
      await db.query("UPDATE point_rewards SET stock = stock + $2 WHERE id = $1", [rewardId, quantity]);
    },

    async pointBalance(memberId: number): Promise<bigint> {
      const [row] = await db.query<{ balance: string }>(
        `SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'points' AND currency = $2`,
        [memberId, POINT_CURRENCY],
      );
      return BigInt(row?.balance ?? "0");
    },

    /** Points earned in all (redeems returned are not earnings) and spent in all, net of returns. */
    async pointTotals(memberId: number): Promise<{ earned: bigint; spent: bigint }> {
      const [row] = await db.query<{ earned: string; spent: string }>(
        `SELECT coalesce(sum(p.amount) FILTER (WHERE p.amount > 0 AND e.kind <> 'points.redeem.return'), 0)::text AS earned,
                coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0 OR e.kind = 'points.redeem.return'), 0)::text AS spent
           FROM ledger_accounts a
           JOIN postings p ON p.account_id = a.id
           JOIN journal_entries e ON e.id = p.entry_id
          WHERE a.member_id = $1 AND a.kind = 'points' AND a.currency = $2`,
        [memberId, POINT_CURRENCY],
      );
      return { earned: BigInt(row?.earned ?? "0"), spent: BigInt(row?.spent ?? "0") };
    },

    /** The member's deposits in all (minor units of the currency). */
    async depositedAmount(memberId: number): Promise<bigint> {
      const [row] = await db.query<{ total: string }>(
        `SELECT coalesce(sum(p.amount), 0)::text AS total
           FROM ledger_accounts a
           JOIN postings p ON p.account_id = a.id AND p.amount > 0
           JOIN journal_entries e ON e.id = p.entry_id AND e.kind = 'deposit'
          WHERE a.member_id = $1 AND a.kind = 'main'`,
        [memberId],
      );
      return BigInt(row?.total ?? "0");
    },

    /** Serialises one member's redeems and conversions, so two at once cannot both spend one balance. */
    async lockMember(memberId: number): Promise<void> {
      await db.query("SELECT id FROM members WHERE id = $1 FOR UPDATE", [memberId]);
    },

    async insertRedemption(values: {
      merchantCode: string;
      memberId: number;
      rewardId: number;
      requestId: string;
      quantity: number;
      points: bigint;
      amountRequired: bigint;
      cashAmount: bigint;
      paidAccount: string;
      receivingAddress: string;
    }): Promise<number> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO point_redemptions (merchant_code, member_id, reward_id, request_id, quantity, points,
                                        amount_required, cash_amount, paid_account, receiving_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text`,
        [
          values.merchantCode,
          values.memberId,
          values.rewardId,
          values.requestId,
          values.quantity,
          values.points.toString(),
          values.amountRequired.toString(),
          values.cashAmount.toString(),
          values.paidAccount,
          values.receivingAddress,
        ],
      );
      const id = Number(row!.id);
      // The reference number: the day and the id, readable over the phone to customer service.
      await db.query(
        `UPDATE point_redemptions SET reference = 'PM' || to_char(applied_at AT TIME ZONE 'UTC', 'YYYYMMDD')
                || lpad(id::text, 6, '0') WHERE id = $1`,
        [id],
      );
      return id;
    },

    async redemptionByRequest(memberId: number, requestId: string): Promise<RedemptionRow | null> {
      const [row] = await db.query<RedemptionRow>(
        `${REDEMPTION_SELECT} WHERE d.member_id = $1 AND d.request_id = $2`,
        [memberId, requestId],
      );
      return row ?? null;
    },

    async redemption(merchantCode: string, id: number, lock = false): Promise<RedemptionRow | null> {
      if (lock) await db.query("SELECT id FROM point_redemptions WHERE id = $1 FOR UPDATE", [id]);
      const [row] = await db.query<RedemptionRow>(
        `${REDEMPTION_SELECT} WHERE d.merchant_code = $1 AND d.id = $2`,
        [merchantCode, id],
      );
      return row ?? null;
    },

    async memberRedemptions(
      memberId: number,
      status: RedeemStatus | null,
      page: { limit: number; offset: number },
    ): Promise<{ rows: RedemptionRow[]; total: number }> {
      const rows = await db.query<RedemptionRow>(
        `${REDEMPTION_SELECT} WHERE d.member_id = $1 AND ($2::text IS NULL OR d.status = $2)
          ORDER BY d.applied_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
        [memberId, status, page.limit, page.offset],
      );
      const [count] = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM point_redemptions WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)`,
        [memberId, status],
      );
      return { rows, total: Number(count?.n ?? 0) };
    },

    desk(merchantCode: string, status: RedeemStatus | null, limit: number): Promise<RedemptionRow[]> {
      return db.query<RedemptionRow>(
        `${REDEMPTION_SELECT} WHERE d.merchant_code = $1 AND ($2::text IS NULL OR d.status = $2)
          ORDER BY d.applied_at, d.id LIMIT $3`,
        [merchantCode, status, limit],
      );
    },

    async decide(
      id: number,
      decision: { status: RedeemStatus; remark: string; actor: string },
    ): Promise<void> {
      await db.query(
        `UPDATE point_redemptions SET status = $2, remark = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
        [id, decision.status, decision.remark, decision.actor],
      );
    },
  };
}

import type { Queryable } from "#app/db/database.ts";

/** Entry kinds that are game play: seamless bets and wins, game-wallet transfers, lottery stakes and prizes. */
const PLAY_KINDS = "(e.kind IN ('bet', 'win', 'bet.rollback', 'transfer.wallet') OR e.kind LIKE 'lottery.%')";

export type ForfeitRow = {
  id: number;
  entryId: number | null;
  bonusAmount: bigint;
  forfeited: bigint;
  bonusCount: number;
  createdAt: Date;
};

type RawForfeit = {
  id: string;
  entry_id: string | null;
  bonus_amount: string;
  forfeited: string;
  bonus_count: string;
  created_at: Date | string;
};

const toRow = (raw: RawForfeit): ForfeitRow => ({
  id: Number(raw.id),
  entryId: raw.entry_id === null ? null : Number(raw.entry_id),
  bonusAmount: BigInt(raw.bonus_amount),
  forfeited: BigInt(raw.forfeited),
  bonusCount: Number(raw.bonus_count),
  createdAt: new Date(raw.created_at),
});

/** The queries of bonus forfeits (decision 079). */
export function createForfeitRepository(db: Queryable) {
  return {
    /** The lock that orders a member's withdrawals, transfers and forfeits. */
    async lockMember(merchantCode: string, memberId: number): Promise<boolean> {
      const rows = await db.query("SELECT id FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE", [
        merchantCode,
        memberId,
      ]);
      return rows.length > 0;
    },

    async byRequest(memberId: number, requestId: string): Promise<ForfeitRow | null> {
      const rows = await db.query<RawForfeit>(
        `SELECT f.id::text, f.entry_id::text, f.bonus_amount::text, f.forfeited::text, f.created_at,
                (SELECT count(*) FROM bonus_forfeited_entries x WHERE x.forfeit_id = f.id)::text AS bonus_count
           FROM bonus_forfeits f WHERE f.member_id = $1 AND f.request_id = $2`,
        [memberId, requestId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /**
     * Of the given entries, the house's bonuses (kind bonus.*) credited to the member's main wallet,
     * with the id of that credit's posting; a downline transfer is the upline's money, not the house's.
     */
    async houseBonuses(memberId: number, entryIds: readonly number[]): Promise<Map<number, bigint>> {
      if (entryIds.length === 0) return new Map();
      const rows = await db.query<{ entry_id: string; posting_id: string }>(
        `SELECT e.id::text AS entry_id, p.id::text AS posting_id
           FROM journal_entries e
           JOIN postings p ON p.entry_id = e.id AND p.amount > 0
           JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id = $1 AND a.kind = 'main'
          WHERE e.id = ANY($2::bigint[]) AND e.kind LIKE 'bonus.%'`,
        [memberId, entryIds],
      );
      return new Map(rows.map((row) => [Number(row.entry_id), BigInt(row.posting_id)]));
    },

    /** What game play added to (or took from) the main wallet after the posting `afterPosting`. */
    async playSince(memberId: number, currency: string, afterPosting: bigint): Promise<bigint> {
      const rows = await db.query<{ total: string }>(
        `SELECT coalesce(sum(p.amount), 0)::text AS total
           FROM ledger_accounts a
           JOIN postings p ON p.account_id = a.id AND p.id > $3
           JOIN journal_entries e ON e.id = p.entry_id
          WHERE a.member_id = $1 AND a.kind = 'main' AND a.currency = $2 AND ${PLAY_KINDS}`,
        [memberId, currency, afterPosting.toString()],
      );
      return BigInt(rows[0]?.total ?? "0");
    },

    /** Whether a game round, a lottery bet or a game wallet still holds some of the member's money. */
    async openPlay(memberId: number): Promise<boolean> {
      const rows = await db.query<{ open: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM game_rounds WHERE member_id = $1 AND state = 'open')
             OR EXISTS (SELECT 1 FROM lottery_bets WHERE member_id = $1 AND state = 'open')
             OR EXISTS (SELECT 1 FROM ledger_accounts
                         WHERE member_id = $1 AND kind LIKE 'vendor:%' AND balance <> 0) AS open`,
        [memberId],
      );
      return rows[0]?.open === true;
    },

    async insert(forfeit: {
      merchantCode: string;
      memberId: number;
      requestId: string;
      entryId: number | null;
      currency: string;
      bonusAmount: bigint;
      playResult: bigint;
      forfeited: bigint;
      bonusEntryIds: readonly number[];
    }): Promise<number> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO bonus_forfeits
           (merchant_code, member_id, request_id, entry_id, currency, bonus_amount, play_result, forfeited)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text`,
        [
          forfeit.merchantCode,
          forfeit.memberId,
          forfeit.requestId,
          forfeit.entryId,
          forfeit.currency,
          forfeit.bonusAmount.toString(),
          forfeit.playResult.toString(),
          forfeit.forfeited.toString(),
        ],
      );
      const id = Number(row!.id);
      await db.query(
        `INSERT INTO bonus_forfeited_entries (bonus_entry_id, forfeit_id)
         SELECT unnest($1::bigint[]), $2`,
        [forfeit.bonusEntryIds, id],
      );
      return id;
    },
  };
}

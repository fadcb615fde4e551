import type { Queryable } from "#app/db/database.ts";

export type VendorWalletRow = {
  id: number;
  vassalage: string;
  displayName: string;
  gameType: string;
  balance: bigint;
};

/** Queries of the member's wallets; amounts travel as text and become BigInt. */
export function createWalletRepository(db: Queryable) {
  return {
    /** Enabled vendors that play from a transfer wallet, in display order. */
    transferVendors: (merchantCode: string) =>
      db.query<{ id: number; vassalage: string; displayName: string; gameType: string }>(
        `SELECT id, vassalage, display_name AS "displayName", game_type AS "gameType"
           FROM vendors WHERE merchant_code = $1 AND enabled AND wallet = 'transfer' ORDER BY sort, id`,
        [merchantCode],
      ),

    /**
     * The member's vendor wallets: every transfer vendor, and any other vendor whose wallet still
     * holds money (a vendor switched to seamless or disabled keeps its money visible until moved back).
     */
    async vendorWallets(
      merchantCode: string,
      memberId: number,
      currency: string,
    ): Promise<VendorWalletRow[]> {
      const rows = await db.query<{
        id: number;
        vassalage: string;
        display_name: string;
        game_type: string;
        balance: string;
      }>(
        `SELECT v.id, v.vassalage, v.display_name, v.game_type, coalesce(a.balance, 0)::text AS balance
           FROM vendors v
           LEFT JOIN ledger_accounts a
                  ON a.member_id = $2 AND a.currency = $3 AND a.kind = 'vendor:' || v.vassalage
          WHERE v.merchant_code = $1
            AND ((v.enabled AND v.wallet = 'transfer') OR coalesce(a.balance, 0) <> 0)
          ORDER BY v.sort, v.id`,
        [merchantCode, memberId, currency],
      );
      return rows.map((row) => ({
        id: row.id,
        vassalage: row.vassalage,
        displayName: row.display_name,
        gameType: row.game_type,
        balance: BigInt(row.balance),
      }));
    },

    /**
     * Locks the member's main and vendor wallets (in id order, the order the ledger updates them)
     * and answers their balances: the transfers of one member then run one after another, so
     * "all of it" is read and moved without another transfer in between.
     */
    async lockWallets(memberId: number, currency: string): Promise<Map<string, bigint>> {
      const rows = await db.query<{ kind: string; balance: string }>(
        `SELECT kind, balance::text FROM ledger_accounts
          WHERE member_id = $1 AND currency = $2 AND (kind = 'main' OR kind LIKE 'vendor:%')
          ORDER BY id FOR UPDATE`,
        [memberId, currency],
      );
      return new Map(rows.map((row) => [row.kind, BigInt(row.balance)]));
    },

    /** The movement already posted under this key, if any: its member postings by account kind. */
    async postedTransfer(
      merchantCode: string,
      idempotencyKey: string,
    ): Promise<{ memo: Record<string, unknown>; lines: { kind: string; amount: bigint }[] } | null> {
      const rows = await db.query<{
        memo: Record<string, unknown>;
        kind: string | null;
        amount: string | null;
      }>(
        `SELECT e.memo, a.kind, p.amount::text
           FROM journal_entries e
           LEFT JOIN postings p ON p.entry_id = e.id
           LEFT JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
          WHERE e.merchant_code = $1 AND e.idempotency_key = $2`,
        [merchantCode, idempotencyKey],
      );
      const first = rows[0];
      if (!first) return null;
      return {
        memo: first.memo,
        lines: rows.flatMap((row) =>
          row.kind !== null && row.amount !== null ? [{ kind: row.kind, amount: BigInt(row.amount) }] : [],
        ),
      };
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

import type { Queryable } from "#app/db/database.ts";

export type UplineTransfer = { id: number; amount: bigint; createdAt: Date };

const toTransfer = (row: Record<string, unknown>): UplineTransfer => ({
  id: Number(row.id),
  amount: BigInt(row.amount as string),
  createdAt: new Date(row.created_at as string),
});

/** Queries behind transfers to the upline: who the upline is, and the record of each transfer. */
export function createUplineTransferRepository(db: Queryable) {
  return {
    /** The member's upline of the same merchant, or null when the member has none. */
    async uplineOf(merchantCode: string, memberId: number): Promise<{ id: number; username: string } | null> {
      const rows = await db.query<{ id: string | number; username: string }>(
        `SELECT u.id, u.username FROM members m JOIN members u ON u.id = m.upline_id AND u.merchant_code = m.merchant_code
          WHERE m.merchant_code = $1 AND m.id = $2`,
        [merchantCode, memberId],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), username: row.username } : null;
    },
    /** Locks the member's row: their withdrawals and transfers then run one after another. */
    async lockMember(merchantCode: string, memberId: number): Promise<void> {
      await db.query("SELECT id FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE", [
        merchantCode,
        memberId,
      ]);
    },
    async insert(transfer: {
      merchantCode: string;
      memberId: number;
      uplineId: number;
      amount: bigint;
      currency: string;
      requestId: string;
      entryId: number;
    }): Promise<UplineTransfer> {
      const rows = await db.query<Record<string, unknown>>(
        `INSERT INTO upline_transfers (merchant_code, member_id, upline_id, amount, currency, request_id, entry_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, amount::text, created_at`,
        [
          transfer.merchantCode,
          transfer.memberId,
          transfer.uplineId,
          transfer.amount.toString(),
          transfer.currency,
          transfer.requestId,
          transfer.entryId,
        ],
      );
      return toTransfer(rows[0] as Record<string, unknown>);
    },
    async byRequest(memberId: number, requestId: string): Promise<UplineTransfer | null> {
      const rows = await db.query<Record<string, unknown>>(
        "SELECT id, amount::text, created_at FROM upline_transfers WHERE member_id = $1 AND request_id = $2",
        [memberId, requestId],
      );
      return rows[0] ? toTransfer(rows[0]) : null;
    },
    /** A page of the member's transfers, newest first, and how many there are in all. */
    async page(memberId: number, pageNo: number, pageSize: number) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, amount::text, created_at, count(*) OVER () AS total FROM upline_transfers
          WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [memberId, pageSize, (pageNo - 1) * pageSize],
      );
      const total = rows[0] ? Number(rows[0].total) : await this.count(memberId);
      return { transfers: rows.map(toTransfer), total };
    },
    async count(memberId: number): Promise<number> {
      const rows = await db.query<{ n: string | number }>(
        "SELECT count(*) AS n FROM upline_transfers WHERE member_id = $1",
        [memberId],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

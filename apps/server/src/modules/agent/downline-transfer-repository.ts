import type { Queryable } from "#app/db/database.ts";

export type DownlineTransfer = {
  id: number;
  recipientId: number;
  username: string;
  /** Levels below the sender now (1: a direct downline). */
  depth: number;
  amount: bigint;
  turnoverHundredths: number;
  requiredTurnover: bigint;
  createdAt: Date;
};

export type TransferFilter = {
  senderId: number;
  merchantCode: string;
  username?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

type Row = {
  id: string | number;
  recipient_id: string | number;
  username: string;
  depth: number | null;
  amount: string;
  turnover_hundredths: number;
  required_turnover: string;
  created_at: Date | string;
};

const toTransfer = (row: Row): DownlineTransfer => ({
  id: Number(row.id),
  recipientId: Number(row.recipient_id),
  username: row.username,
  depth: Number(row.depth ?? 0),
  amount: BigInt(row.amount),
  turnoverHundredths: Number(row.turnover_hundredths),
  requiredTurnover: BigInt(row.required_turnover),
  createdAt: new Date(row.created_at),
});

const COLUMNS = `d.id, d.recipient_id, m.username, t.depth, d.amount::text, d.turnover_hundredths,
                 d.required_turnover::text, d.created_at`;
const FROM = `FROM downline_transfers d
  JOIN members m ON m.id = d.recipient_id
  LEFT JOIN member_tree t ON t.ancestor_id = d.sender_id AND t.descendant_id = d.recipient_id`;
// The sender's transfers, optionally to one recipient and in a time range ($3..$5 may be null).
const WHERE = `WHERE d.sender_id = $1 AND d.merchant_code = $2
    AND ($3::text IS NULL OR lower(m.username) = lower($3::text))
    AND ($4::timestamptz IS NULL OR d.created_at >= $4)
    AND ($5::timestamptz IS NULL OR d.created_at < $5)`;

const filterParams = (filter: TransferFilter) => [
  filter.senderId,
  filter.merchantCode,
  filter.username ?? null,
  filter.start ?? null,
  filter.end ?? null,
];

/** Queries of transfers to downline: the sender's lock, the record of each transfer, the history. */
export function createDownlineTransferRepository(db: Queryable) {
  return {
    /** Locks the sender's row: its withdrawals and transfers then run one after another. */
    async lockMember(merchantCode: string, memberId: number): Promise<void> {
      await db.query("SELECT id FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE", [
        merchantCode,
        memberId,
      ]);
    },

    async byRequest(senderId: number, requestId: string): Promise<DownlineTransfer | null> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} ${FROM} WHERE d.sender_id = $1 AND d.request_id = $2`,
        [senderId, requestId],
      );
      return rows[0] ? toTransfer(rows[0]) : null;
    },

    async insert(transfer: {
      merchantCode: string;
      senderId: number;
      recipientId: number;
      amount: bigint;
      currency: string;
      turnoverHundredths: number;
      requiredTurnover: bigint;
      requestId: string;
      entryId: number;
      /** Null: now. */
      at?: Date | null;
    }): Promise<number> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO downline_transfers (merchant_code, sender_id, recipient_id, amount, currency,
                                         turnover_hundredths, required_turnover, request_id, entry_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now())) RETURNING id`,
        [
          transfer.merchantCode,
          transfer.senderId,
          transfer.recipientId,
          transfer.amount.toString(),
          transfer.currency,
          transfer.turnoverHundredths,
          transfer.requiredTurnover.toString(),
          transfer.requestId,
          transfer.entryId,
          transfer.at ?? null,
        ],
      );
      return Number(rows[0]?.id);
    },

    /** A page of the sender's transfers, newest first. */
    async page(filter: TransferFilter, limit: number, offset: number): Promise<DownlineTransfer[]> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY d.created_at DESC, d.id DESC LIMIT $6 OFFSET $7`,
        [...filterParams(filter), limit, offset],
      );
      return rows.map(toTransfer);
    },

    async totals(filter: TransferFilter): Promise<{ count: number; amount: bigint }> {
      const rows = await db.query<{ count: string; amount: string }>(
        `SELECT count(*)::text AS count, coalesce(sum(d.amount), 0)::text AS amount ${FROM} ${WHERE}`,
        filterParams(filter),
      );
      return { count: Number(rows[0]?.count ?? 0), amount: BigInt(rows[0]?.amount ?? "0") };
    },
  };
}

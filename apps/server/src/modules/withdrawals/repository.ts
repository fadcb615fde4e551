import type { Confirmation, WithdrawalStatus } from "@banca/contract/calls/withdrawals";
import type { CardType } from "@banca/contract/withdrawal-settings";
import type { Queryable } from "#app/db/database.ts";

export type WithdrawalRow = {
  id: number;
  merchantCode: string;
  memberId: number;
  username: string;
  bankCardId: number;
  requestId: string | null;
  currency: string;
  amount: bigint;
  fee: bigint;
  status: WithdrawalStatus;
  confirmation: Confirmation | null;
  receivedAmount: bigint | null;
  rejectReason: string | null;
  resolutionNote: string | null;
  requestedAt: Date;
  paidAt: Date | null;
  confirmDeadline: Date | null;
  card: { type: CardType; providerName: string; accountNumber: string; holderName: string };
  proofCount: number;
};

const SELECT = `SELECT w.id, w.merchant_code, w.member_id, m.username, w.bank_card_id, w.request_id, w.currency,
    w.amount::text, w.fee::text, w.status, w.confirmation, w.received_amount::text, w.reject_reason,
    w.resolution_note, w.requested_at, w.paid_at, w.confirm_deadline,
    c.card_type, c.provider_name, c.account_number, c.holder_name,
    (SELECT count(*) FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS proof_count
  FROM withdrawals w
  JOIN members m ON m.id = w.member_id
  JOIN bank_cards c ON c.id = w.bank_card_id`;

const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string));

function toWithdrawal(row: Record<string, unknown>): WithdrawalRow {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code as string,
    memberId: Number(row.member_id),
    username: row.username as string,
    bankCardId: Number(row.bank_card_id),
    requestId: (row.request_id as string | null) ?? null,
    currency: row.currency as string,
    amount: BigInt(row.amount as string),
    fee: BigInt(row.fee as string),
    status: row.status as WithdrawalStatus,
    confirmation: (row.confirmation as Confirmation | null) ?? null,
    receivedAmount: row.received_amount == null ? null : BigInt(row.received_amount as string),
    rejectReason: (row.reject_reason as string | null) ?? null,
    resolutionNote: (row.resolution_note as string | null) ?? null,
    requestedAt: new Date(row.requested_at as string),
    paidAt: dateOrNull(row.paid_at),
    confirmDeadline: dateOrNull(row.confirm_deadline),
    card: {
      type: row.card_type as CardType,
      providerName: row.provider_name as string,
      accountNumber: row.account_number as string,
      holderName: row.holder_name as string,
    },
    proofCount: Number(row.proof_count),
  };
}

export type Page = { pageNo: number; pageSize: number };

export function createWithdrawalRepository(db: Queryable) {
  /** One page of the withdrawals of a member or a merchant (`owner` is this module's column name). */
  const listOwnedBy = async (
    owner: "member_id" | "merchant_code",
    ownerValue: number | string,
    status: WithdrawalStatus | undefined,
    page: Page,
  ): Promise<{ list: WithdrawalRow[]; totalCount: number }> => {
    const [rows, counted] = await Promise.all([
      db.query(
        `${SELECT} WHERE w.${owner} = $1 AND ($2::text IS NULL OR w.status = $2)
         ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
        [ownerValue, status ?? null, page.pageSize, (page.pageNo - 1) * page.pageSize],
      ),
      db.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM withdrawals WHERE ${owner} = $1 AND ($2::text IS NULL OR status = $2)`,
        [ownerValue, status ?? null],
      ),
    ]);
    return { list: rows.map(toWithdrawal), totalCount: Number(counted[0]?.total ?? 0) };
  };

  return {
    async find(merchantCode: string, id: number): Promise<WithdrawalRow | null> {
      const rows = await db.query(`${SELECT} WHERE w.merchant_code = $1 AND w.id = $2`, [merchantCode, id]);
      return rows[0] ? toWithdrawal(rows[0]) : null;
    },
    async findByRequest(memberId: number, requestId: string): Promise<WithdrawalRow | null> {
      const rows = await db.query(`${SELECT} WHERE w.member_id = $1 AND w.request_id = $2`, [
        memberId,
        requestId,
      ]);
      return rows[0] ? toWithdrawal(rows[0]) : null;
    },
    /** Locks one withdrawal for a change of state; null when it is not this merchant's (or member's). */
    async lock(merchantCode: string, id: number, memberId?: number): Promise<boolean> {
      const rows = await db.query(
        `SELECT id FROM withdrawals WHERE merchant_code = $1 AND id = $2 AND ($3::bigint IS NULL OR member_id = $3)
         FOR UPDATE`,
        [merchantCode, id, memberId ?? null],
      );
      return rows.length > 0;
    },
    /** Locks the member's row, so that one member's requests are counted and held one at a time. */
    /** The member's confirmed mobile number, or null when none is confirmed. */
    async verifiedMobile(
      merchantCode: string,
      memberId: number,
    ): Promise<{ dialingCode: string; mobileNum: string } | null> {
      const rows = await db.query<{ country_dialing_code: string; mobile_num: string }>(
        `SELECT country_dialing_code, mobile_num FROM members
          WHERE merchant_code = $1 AND id = $2 AND mobile_verified_at IS NOT NULL AND mobile_num <> ''`,
        [merchantCode, memberId],
      );
      const row = rows[0];
      return row
        ? { dialingCode: row.country_dialing_code.replace(/^\+/, ""), mobileNum: row.mobile_num }
        : null;
    },
    async lockMember(merchantCode: string, memberId: number): Promise<boolean> {
      const rows = await db.query("SELECT id FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE", [
        merchantCode,
        memberId,
      ]);
      return rows.length > 0;
    },
    /** Requests since the start of today in `timeZone`, rejected ones left out. */
    async countToday(memberId: number, timeZone: string): Promise<number> {
      const rows = await db.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM withdrawals
          WHERE member_id = $1 AND status <> 'rejected'
            AND requested_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)`,
        [memberId, timeZone],
      );
      return Number(rows[0]?.total ?? 0);
    },
    async insert(row: {
      merchantCode: string;
      memberId: number;
      bankCardId: number;
      requestId: string | null;
      currency: string;
      amount: bigint;
      fee: bigint;
    }): Promise<number> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO withdrawals (merchant_code, member_id, bank_card_id, request_id, currency, amount, fee)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          row.merchantCode,
          row.memberId,
          row.bankCardId,
          row.requestId,
          row.currency,
          row.amount.toString(),
          row.fee.toString(),
        ],
      );
      return Number(rows[0]?.id);
    },
    /** Sets the given columns of one withdrawal (names are this module's own, never the caller's input). */
    async update(id: number, changes: Record<string, unknown>): Promise<void> {
      const columns = Object.keys(changes);
      const assignments = columns.map((column, index) => `${column} = $${index + 2}`).join(", ");
      await db.query(`UPDATE withdrawals SET ${assignments} WHERE id = $1`, [
        id,
        ...columns.map((column) => {
          const value = changes[column];
          return typeof value === "bigint" ? value.toString() : value;
        }),
      ]);
    },
    listByMember: (memberId: number, status: WithdrawalStatus | undefined, page: Page) =>
      listOwnedBy("member_id", memberId, status, page),
    listByMerchant: (merchantCode: string, status: WithdrawalStatus | undefined, page: Page) =>
      listOwnedBy("merchant_code", merchantCode, status, page),
  };
}
export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;

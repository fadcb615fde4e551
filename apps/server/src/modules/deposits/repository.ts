import type { DepositStatus } from "@banca/contract/calls/deposit";
import type { DepositPaymentType } from "@banca/contract/deposit-config";
import type { LocalizedText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";

export type Deposit = {
  id: number;
  merchantCode: string;
  memberId: number;
  orderNo: string;
  requestId: string;
  requestHash: string;
  channelId: string;
  channelName: LocalizedText;
  paymentType: DepositPaymentType;
  vendor: string;
  gateway: string | null;
  currency: string;
  amount: bigint;
  status: DepositStatus;
  bankCode: string;
  bankName: string;
  depositorName: string;
  transferReference: string;
  qrCode: string | null;
  redirectUrl: string | null;
  gatewayReference: string | null;
  remark: string;
  decidedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
};

export type NewDeposit = Omit<
  Deposit,
  "id" | "status" | "redirectUrl" | "gatewayReference" | "remark" | "decidedBy" | "decidedAt"
>;

type Row = {
  id: string;
  merchant_code: string;
  member_id: string;
  order_no: string;
  request_id: string;
  request_hash: string;
  channel_id: string;
  channel_name: LocalizedText;
  payment_type: DepositPaymentType;
  vendor: string;
  gateway: string | null;
  currency: string;
  amount: string;
  status: DepositStatus;
  bank_code: string;
  bank_name: string;
  depositor_name: string;
  transfer_reference: string;
  qr_code: string | null;
  redirect_url: string | null;
  gateway_reference: string | null;
  remark: string;
  decided_by: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  decided_at: Date | string | null;
};

const COLUMNS = `id::text, merchant_code, member_id::text, order_no, request_id, request_hash, channel_id, channel_name,
  payment_type, vendor, gateway, currency, amount::text, status, bank_code, bank_name, depositor_name,
  transfer_reference, qr_code, redirect_url, gateway_reference, remark, decided_by, created_at, expires_at, decided_at`;

const toDeposit = (row: Row): Deposit => ({
  id: Number(row.id),
  merchantCode: row.merchant_code,
  memberId: Number(row.member_id),
  orderNo: row.order_no,
  requestId: row.request_id,
  requestHash: row.request_hash,
  channelId: row.channel_id,
  channelName: row.channel_name,
  paymentType: row.payment_type,
  vendor: row.vendor,
  gateway: row.gateway,
  currency: row.currency,
  amount: BigInt(row.amount),
  status: row.status,
  bankCode: row.bank_code,
  bankName: row.bank_name,
  depositorName: row.depositor_name,
  transferReference: row.transfer_reference,
  qrCode: row.qr_code,
  redirectUrl: row.redirect_url,
  gatewayReference: row.gateway_reference,
  remark: row.remark,
  decidedBy: row.decided_by,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
});

export type DepositFilter = {
  merchantCode: string;
  memberId?: number;
  status?: DepositStatus;
  /** Created at or after / before these instants. */
  from?: Date;
  until?: Date;
  limit: number;
  offset: number;
};

function where(filter: DepositFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.merchantCode];
  const clauses = ["merchant_code = $1"];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace("?", `$${params.length}`));
  };
  if (filter.memberId !== undefined) add("member_id = ?", filter.memberId);
  if (filter.status) add("status = ?", filter.status);
  if (filter.from) add("created_at >= ?", filter.from);
  if (filter.until) add("created_at < ?", filter.until);
  return { sql: clauses.join(" AND "), params };
}

/** Queries of deposits and of the gateway notifications about them. */
export function createDepositRepository(db: Queryable) {
  const one = async (sql: string, params: unknown[]) => {
    const rows = await db.query<Row>(sql, params);
    return rows[0] ? toDeposit(rows[0]) : null;
  };
  return {
    /** Inserts the deposit; null when the member already used this request id. */
    insert: (deposit: NewDeposit) =>
      one(
        `INSERT INTO deposits (merchant_code, member_id, order_no, request_id, request_hash, channel_id, channel_name,
           payment_type, vendor, gateway, currency, amount, bank_code, bank_name, depositor_name, transfer_reference,
           qr_code, expires_at, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)
         ON CONFLICT (merchant_code, member_id, request_id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          deposit.merchantCode,
          deposit.memberId,
          deposit.orderNo,
          deposit.requestId,
          deposit.requestHash,
          deposit.channelId,
          JSON.stringify(deposit.channelName),
          deposit.paymentType,
          deposit.vendor,
          deposit.gateway,
          deposit.currency,
          deposit.amount.toString(),
          deposit.bankCode,
          deposit.bankName,
          deposit.depositorName,
          deposit.transferReference,
          deposit.qrCode,
          deposit.expiresAt,
          deposit.createdAt,
        ],
      ),

    findByRequest: (merchantCode: string, memberId: number, requestId: string) =>
      one(`SELECT ${COLUMNS} FROM deposits WHERE merchant_code = $1 AND member_id = $2 AND request_id = $3`, [
        merchantCode,
        memberId,
        requestId,
      ]),

    findByOrderNo: (orderNo: string) => one(`SELECT ${COLUMNS} FROM deposits WHERE order_no = $1`, [orderNo]),

    /** The deposit, locked until the transaction ends: two deciders of one deposit take turns. */
    lockByOrderNo: (orderNo: string) =>
      one(`SELECT ${COLUMNS} FROM deposits WHERE order_no = $1 FOR UPDATE`, [orderNo]),

    lockById: (id: number) => one(`SELECT ${COLUMNS} FROM deposits WHERE id = $1 FOR UPDATE`, [id]),

    async countPending(merchantCode: string, memberId: number, now: Date): Promise<number> {
      const rows = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM deposits
          WHERE merchant_code = $1 AND member_id = $2 AND status = 'pending' AND expires_at > $3`,
        [merchantCode, memberId, now],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** Records the decision; approved deposits carry the journal entry that credited them. */
    decide: (
      id: number,
      decision: {
        status: Exclude<DepositStatus, "pending">;
        decidedBy: string;
        remark: string;
        journalEntryId?: number;
      },
    ) =>
      one(
        `UPDATE deposits SET status = $2, decided_by = $3, remark = $4, journal_entry_id = $5, decided_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, decision.status, decision.decidedBy, decision.remark, decision.journalEntryId ?? null],
      ),

    setGatewayPayment: (id: number, payment: { redirectUrl: string; gatewayReference: string }) =>
      one(
        `UPDATE deposits SET redirect_url = $2, gateway_reference = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, payment.redirectUrl, payment.gatewayReference],
      ),

    async list(filter: DepositFilter): Promise<{ deposits: Deposit[]; total: number }> {
      const { sql, params } = where(filter);
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM deposits WHERE ${sql} ORDER BY created_at DESC, id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      const counted = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM deposits WHERE ${sql}`,
        params,
      );
      return { deposits: rows.map(toDeposit), total: Number(counted[0]?.count ?? 0) };
    },

    /** Keeps a gateway notification once; false when this event was seen before. */
    async recordNotification(notification: {
      gateway: string;
      eventId: string;
      orderNo: string;
      status: string;
      amount: bigint;
      outcome: string;
    }): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO deposit_notifications (gateway, event_id, order_no, status, amount, outcome)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (gateway, event_id) DO NOTHING RETURNING id`,
        [
          notification.gateway,
          notification.eventId,
          notification.orderNo,
          notification.status,
          notification.amount.toString(),
          notification.outcome,
        ],
      );
      return rows.length > 0;
    },
  };
}
export type DepositRepository = ReturnType<typeof createDepositRepository>;

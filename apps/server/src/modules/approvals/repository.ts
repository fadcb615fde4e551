import type { Approval } from "@banca/contract/backoffice/approvals";
import type { Queryable } from "#app/db/database.ts";

export type ApprovalKind = Approval["kind"];

export type ApprovalRow = Approval & {
  requestedById: number;
  decidedById: number | null;
  request: Record<string, unknown>;
  result: Record<string, unknown> | null;
};

type Row = {
  id: string;
  kind: ApprovalKind;
  username: string;
  amount: string;
  request: Record<string, unknown>;
  requested_by: string;
  requested_actor: string;
  status: Approval["status"];
  decided_by: string | null;
  decided_actor: string | null;
  decided_at: Date | null;
  reason: string | null;
  result: Record<string, unknown> | null;
  created_at: Date;
};

const COLUMNS = `id::text, kind, username, amount, request, requested_by::text, requested_actor, status,
  decided_by::text, decided_actor, decided_at, reason, result, created_at`;

const toApproval = (row: Row): ApprovalRow => ({
  id: Number(row.id),
  kind: row.kind,
  username: row.username,
  amount: row.amount,
  reason: String(row.request.reason ?? ""),
  requestedBy: row.requested_actor,
  requestedById: Number(row.requested_by),
  status: row.status,
  decidedBy: row.decided_actor,
  decidedById: row.decided_by === null ? null : Number(row.decided_by),
  decidedAt: row.decided_at?.toISOString() ?? null,
  rejectReason: row.status === "rejected" ? row.reason : null,
  createdAt: row.created_at.toISOString(),
  request: row.request,
  result: row.result,
});

/** Four-eyes approvals (migration 0066). */
export function createApprovalRepository(db: Queryable) {
  return {
    /** A new pending approval; the one of the same reference when it was asked before. */
    async insert(input: {
      merchantCode: string;
      kind: ApprovalKind;
      username: string;
      amount: string;
      request: Record<string, unknown>;
      reference: string | null;
      requestedBy: number;
      requestedActor: string;
    }): Promise<ApprovalRow> {
      const [row] = await db.query<Row>(
        `INSERT INTO approvals (merchant_code, kind, username, amount, request, reference, requested_by, requested_actor)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (merchant_code, kind, reference) WHERE reference IS NOT NULL DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          input.merchantCode,
          input.kind,
          input.username,
          input.amount,
          JSON.stringify(input.request),
          input.reference,
          input.requestedBy,
          input.requestedActor,
        ],
      );
      if (row) return toApproval(row);
      const [earlier] = await db.query<Row>(
        `SELECT ${COLUMNS} FROM approvals WHERE merchant_code = $1 AND kind = $2 AND reference = $3`,
        [input.merchantCode, input.kind, input.reference],
      );
      return toApproval(earlier!);
    },

    async find(merchantCode: string, id: number): Promise<ApprovalRow | null> {
      const [row] = await db.query<Row>(
        `SELECT ${COLUMNS} FROM approvals WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return row ? toApproval(row) : null;
    },

    async list(merchantCode: string, status: Approval["status"], page: number, pageSize: number) {
      const rows = await db.query<Row & { total: string }>(
        `SELECT ${COLUMNS}, count(*) OVER () AS total FROM approvals
          WHERE merchant_code = $1 AND status = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [merchantCode, status, pageSize, (page - 1) * pageSize],
      );
      return { list: rows.map(toApproval), total: Number(rows[0]?.total ?? 0) };
    },

    /**
     * Claims a pending approval for this approver (or takes back its own unfinished claim): false
     * when it is decided, claimed by someone else, or the approver asked for it.
     */
    async claim(merchantCode: string, id: number, approverId: number, actor: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE approvals SET status = 'approving', decided_by = $3, decided_actor = $4, decided_at = now()
          WHERE merchant_code = $1 AND id = $2 AND requested_by <> $3
            AND (status = 'pending' OR (status = 'approving' AND decided_by = $3))
          RETURNING id`,
        [merchantCode, id, approverId, actor],
      );
      return rows.length > 0;
    },

    /** Gives a claim back when the money could not move (nothing moved: the reference is unused). */
    async release(id: number) {
      await db.query(
        `UPDATE approvals SET status = 'pending', decided_by = NULL, decided_actor = NULL, decided_at = NULL
          WHERE id = $1 AND status = 'approving'`,
        [id],
      );
    },

    async complete(id: number, result: Record<string, unknown>) {
      await db.query(
        "UPDATE approvals SET status = 'approved', result = $2 WHERE id = $1 AND status = 'approving'",
        [id, JSON.stringify(result)],
      );
    },

    async reject(merchantCode: string, id: number, deciderId: number, actor: string, reason: string) {
      const rows = await db.query(
        `UPDATE approvals SET status = 'rejected', decided_by = $3, decided_actor = $4, decided_at = now(), reason = $5
          WHERE merchant_code = $1 AND id = $2 AND status = 'pending' RETURNING id`,
        [merchantCode, id, deciderId, actor, reason],
      );
      return rows.length > 0;
    },
  };
}

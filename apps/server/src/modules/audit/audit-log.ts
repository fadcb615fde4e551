import type { Queryable } from "#app/db/database.ts";

export type AuditEntry = {
  merchantCode: string;
  /** Who acted: "operator:<name>", "cli:<user>", or "system" for automatic decisions. */
  actor: string;
  /** What was done, e.g. "deposit.approve", "balance.adjust". */
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
};

export type AuditRecord = Required<AuditEntry> & { id: number; createdAt: Date };

/** Appends to the audit log; give it the transaction of the change it records, so both or neither land. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (merchant_code, actor, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.merchantCode,
      entry.actor,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.detail ?? {}, (_key, value) =>
        typeof value === "bigint" ? value.toString() : value,
      ),
    ],
  );
}

/** The newest entries first, optionally about one target. */
export async function readAudit(
  db: Queryable,
  filter: { merchantCode: string; targetType?: string; targetId?: string; limit: number },
): Promise<AuditRecord[]> {
  const rows = await db.query<{
    id: string;
    merchant_code: string;
    actor: string;
    action: string;
    target_type: string;
    target_id: string;
    detail: Record<string, unknown>;
    created_at: Date;
  }>(
    `SELECT id::text, merchant_code, actor, action, target_type, target_id, detail, created_at
       FROM audit_log
      WHERE merchant_code = $1
        AND ($2::text IS NULL OR target_type = $2)
        AND ($3::text IS NULL OR target_id = $3)
      ORDER BY id DESC
      LIMIT $4`,
    [filter.merchantCode, filter.targetType ?? null, filter.targetId ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    merchantCode: row.merchant_code,
    actor: row.actor,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail: row.detail,
    createdAt: new Date(row.created_at),
  }));
}

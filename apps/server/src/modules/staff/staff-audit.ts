import type { Queryable } from "#app/db/database.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { StaffRow } from "./repository.ts";

/**
 * Records a change to a staff member in the audit log of each merchant the member may work on (the
 * log is kept per merchant; a member of all merchants is recorded under every one).
 */
export async function recordStaffChange(
  db: Queryable,
  actor: string,
  action: string,
  member: Pick<StaffRow, "id" | "username" | "merchants">,
  detail: Record<string, unknown>,
) {
  const codes =
    member.merchants ??
    (await db.query<{ code: string }>("SELECT code FROM merchants ORDER BY code")).map((row) => row.code);
  for (const merchantCode of codes) {
    await recordAudit(db, {
      merchantCode,
      actor,
      action,
      targetType: "staff",
      targetId: member.username,
      detail: { staffId: member.id, ...detail },
    });
  }
}

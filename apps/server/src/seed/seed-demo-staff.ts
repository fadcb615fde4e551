import { DEMO_STAFF } from "#app/config/demo-staff.ts";
import type { Database } from "#app/db/database.ts";
import { hashPassword } from "#app/modules/members/password.ts";
import { createStaffRepository } from "#app/modules/staff/repository.ts";

/**
 * The demo start's staff (config/demo-staff.ts), enrolled with their published TOTP secrets; a
 * member already there is left as it is. Answers the names created.
 */
export async function seedDemoStaff(db: Database): Promise<string[]> {
  const staff = createStaffRepository(db);
  const created: string[] = [];
  for (const member of DEMO_STAFF) {
    if (await staff.findByUsername(member.username)) continue;
    const inserted = await staff.insert({
      username: member.username,
      role: member.role,
      merchants: member.merchants,
      enrolmentHash: null,
      enrolmentExpiresAt: null,
      passwordHash: await hashPassword(member.password),
      totpSecret: member.totpSecret,
    });
    if (inserted) created.push(inserted.username);
  }
  return created;
}

/**
 * Outside the demo start, anyone holding a published demo TOTP secret is disabled: its password and
 * codes are in the README. Answers the names disabled.
 */
export async function disableDemoStaff(db: Database): Promise<string[]> {
  const secrets = DEMO_STAFF.map((member) => member.totpSecret);
  const rows = await db.query<{ username: string; operator_id: string }>(
    `UPDATE staff SET disabled_at = now() WHERE totp_secret = ANY($1::text[]) AND disabled_at IS NULL
     RETURNING username, operator_id::text`,
    [secrets],
  );
  for (const row of rows) {
    await db.query("UPDATE operators SET disabled_at = now() WHERE id = $1", [row.operator_id]);
    await db.query(
      "UPDATE staff_sessions SET ended_at = now() WHERE ended_at IS NULL AND staff_id IN (SELECT id FROM staff WHERE username = $1)",
      [row.username],
    );
  }
  return rows.map((row) => `staff:${row.username}`);
}

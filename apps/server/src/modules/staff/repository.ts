import type { StaffRole } from "@banca/contract/backoffice/permissions";
import type { Queryable } from "#app/db/database.ts";

export type StaffRow = {
  id: number;
  username: string;
  operatorId: number;
  role: StaffRole;
  /** null: every merchant. */
  merchants: string[] | null;
  passwordHash: string | null;
  totpSecret: string | null;
  totpEnrolled: boolean;
  totpLastCounter: number | null;
  disabled: boolean;
  createdAt: Date;
};

type Row = {
  id: string;
  username: string;
  operator_id: string;
  role: StaffRole;
  merchant_codes: string[] | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_enrolled: boolean;
  totp_last_counter: string | null;
  disabled_at: Date | null;
  created_at: Date;
};

export const STAFF_COLUMNS = `staff.id::text, staff.username, staff.operator_id::text, staff.role, staff.merchant_codes,
  staff.password_hash, staff.totp_secret, staff.totp_enrolled, staff.totp_last_counter::text,
  staff.disabled_at, staff.created_at`;

export const toStaff = (row: Row): StaffRow => ({
  id: Number(row.id),
  username: row.username,
  operatorId: Number(row.operator_id),
  role: row.role,
  merchants: row.merchant_codes,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpEnrolled: row.totp_enrolled,
  totpLastCounter: row.totp_last_counter === null ? null : Number(row.totp_last_counter),
  disabled: row.disabled_at !== null,
  createdAt: row.created_at,
});

/**
 * The operator row a staff member acts through (migration 0066): named `staff:<username>`, with a
 * key hash no key can produce, so no bearer key ever opens it.
 */
const shadowKeyHash = (username: string) => `staff:no-key:${username.toLowerCase()}`;

export function createStaffRepository(db: Queryable) {
  const one = async (where: string, params: unknown[]) => {
    const [row] = await db.query<Row>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE ${where}`, params);
    return row ? toStaff(row) : null;
  };
  return {
    findByUsername: (username: string) => one("lower(username) = lower($1)", [username]),
    findById: (id: number) => one("id = $1", [id]),

    /** A new member with its enrolment token's digest; null when the name is taken. */
    async insert(input: {
      username: string;
      role: StaffRole;
      merchants: string[] | null;
      enrolmentHash: string | null;
      enrolmentExpiresAt: Date | null;
      passwordHash?: string;
      totpSecret?: string;
    }): Promise<StaffRow | null> {
      const [row] = await db.query<Row>(
        `WITH free AS (
           SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM staff WHERE lower(username) = lower($1))
         ), shadow AS (
           INSERT INTO operators (name, merchant_code, key_hash)
           SELECT 'staff:' || $1, NULL, $2 FROM free
           ON CONFLICT DO NOTHING
           RETURNING id
         )
         INSERT INTO staff (username, operator_id, role, merchant_codes, enrolment_hash, enrolment_expires_at,
                            password_hash, totp_secret, totp_enrolled)
         SELECT $1, shadow.id, $3, $4::text[], $5, $6, $7, $8::text, $8::text IS NOT NULL FROM shadow
         ON CONFLICT DO NOTHING
         RETURNING ${STAFF_COLUMNS}`,
        [
          input.username,
          shadowKeyHash(input.username),
          input.role,
          input.merchants,
          input.enrolmentHash,
          input.enrolmentExpiresAt,
          input.passwordHash ?? null,
          input.totpSecret ?? null,
        ],
      );
      return row ? toStaff(row) : null;
    },

    async list(): Promise<Array<StaffRow & { enrolmentPending: boolean }>> {
      const rows = await db.query<Row & { enrolment_pending: boolean }>(
        `SELECT ${STAFF_COLUMNS}, enrolment_hash IS NOT NULL AS enrolment_pending FROM staff ORDER BY lower(username)`,
      );
      return rows.map((row) => ({ ...toStaff(row), enrolmentPending: row.enrolment_pending }));
    },

    /** Sets the password of the enrolment token's member and spends the token; null when unknown or stale. */
    async claim(enrolmentHash: string, passwordHash: string): Promise<StaffRow | null> {
      const [row] = await db.query<Row>(
        `UPDATE staff SET password_hash = $2, enrolment_hash = NULL, enrolment_expires_at = NULL,
                          totp_secret = NULL, totp_enrolled = false, totp_last_counter = NULL
          WHERE enrolment_hash = $1 AND enrolment_expires_at > now() AND disabled_at IS NULL
          RETURNING ${STAFF_COLUMNS}`,
        [enrolmentHash, passwordHash],
      );
      return row ? toStaff(row) : null;
    },

    /** A fresh enrolment token for a member (TOTP reset): its sessions end, password and TOTP are set again. */
    async renewEnrolment(id: number, enrolmentHash: string, expiresAt: Date) {
      await db.query(
        `UPDATE staff SET enrolment_hash = $2, enrolment_expires_at = $3, password_hash = NULL,
                          totp_secret = NULL, totp_enrolled = false, totp_last_counter = NULL
          WHERE id = $1`,
        [id, enrolmentHash, expiresAt],
      );
      await db.query("DELETE FROM staff_recovery_codes WHERE staff_id = $1", [id]);
      await db.query("UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND ended_at IS NULL", [
        id,
      ]);
    },

    /** The secret shown at the enrolment step, not yet proven by a code. */
    async setPendingSecret(id: number, secret: string) {
      await db.query("UPDATE staff SET totp_secret = $2 WHERE id = $1 AND NOT totp_enrolled", [id, secret]);
    },

    /**
     * Accepts a TOTP step: only if it comes after the last one accepted (a code is used once), and
     * for enrolment only while not enrolled. Answers whether it was taken.
     */
    async acceptStep(id: number, step: number, enrol: boolean): Promise<boolean> {
      const rows = await db.query(
        `UPDATE staff SET totp_last_counter = $2, totp_enrolled = true
          WHERE id = $1 AND (totp_last_counter IS NULL OR totp_last_counter < $2)
            AND totp_enrolled = $3
          RETURNING id`,
        [id, step, !enrol],
      );
      return rows.length > 0;
    },

    async replaceRecoveryCodes(id: number, hashes: string[]) {
      await db.query("DELETE FROM staff_recovery_codes WHERE staff_id = $1", [id]);
      await db.query("INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])", [
        id,
        hashes,
      ]);
    },

    /** Spends a recovery code; false when it is not one of the member's or was used. */
    async useRecoveryCode(id: number, hash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE staff_recovery_codes SET used_at = now()
          WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id`,
        [id, hash],
      );
      return rows.length > 0;
    },

    async update(id: number, change: { role?: StaffRole; merchants?: string[] | null }) {
      await db.query(
        `UPDATE staff SET role = COALESCE($2, role),
                          merchant_codes = CASE WHEN $3 THEN $4::text[] ELSE merchant_codes END
          WHERE id = $1`,
        [id, change.role ?? null, change.merchants !== undefined, change.merchants ?? null],
      );
    },

    /** Disables a member: its sessions end and its operator row is disabled too. */
    async disable(id: number) {
      await db.query("UPDATE staff SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL", [id]);
      await db.query(
        "UPDATE operators SET disabled_at = now() WHERE id = (SELECT operator_id FROM staff WHERE id = $1)",
        [id],
      );
      await db.query("UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND ended_at IS NULL", [
        id,
      ]);
    },
  };
}

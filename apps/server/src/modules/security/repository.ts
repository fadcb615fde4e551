import type { Queryable } from "#app/db/database.ts";

/** What the security centre shows of an account, read in one row. */
export type SecurityState = {
  id: number;
  merchantCode: string;
  username: string;
  kind: string;
  /** Null for accounts without a password of their own (social sign-in). */
  passwordHash: string | null;
  passwordChangedAt: Date;
  hasPaymentPassword: boolean;
  countryDialingCode: string;
  mobileNum: string;
  mobileVerified: boolean;
  email: string;
  emailVerified: boolean;
  /** Whether an authenticator app is bound (decision 100). */
  authenticatorBound: boolean;
};

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

/** Queries behind the security centre: the account's state and the binding of a mobile or e-mail. */
export function createSecurityRepository(db: Queryable) {
  return {
    async state(merchantCode: string, memberId: number): Promise<SecurityState | null> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, username, kind, password_hash, password_changed_at,
                payment_password_hash IS NOT NULL AS has_payment_password, country_dialing_code, mobile_num,
                mobile_verified_at IS NOT NULL AS mobile_verified, email, email_verified_at IS NOT NULL AS email_verified,
                totp_secret IS NOT NULL AS authenticator_bound
           FROM members WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, memberId],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        merchantCode,
        username: row.username as string,
        kind: row.kind as string,
        passwordHash: (row.password_hash as string | null) ?? null,
        passwordChangedAt: new Date(row.password_changed_at as string),
        hasPaymentPassword: row.has_payment_password as boolean,
        countryDialingCode: row.country_dialing_code as string,
        mobileNum: row.mobile_num as string,
        mobileVerified: row.mobile_verified as boolean,
        email: row.email as string,
        emailVerified: row.email_verified as boolean,
        authenticatorBound: row.authenticator_bound as boolean,
      };
    },
    /** Whether another account of the merchant holds this national number (confirmed or not). */
    async mobileHeldByOther(merchantCode: string, memberId: number, mobileNum: string): Promise<boolean> {
      const rows = await db.query(
        "SELECT 1 FROM members WHERE merchant_code = $1 AND mobile_num = $2 AND id <> $3",
        [merchantCode, mobileNum, memberId],
      );
      return rows.length > 0;
    },
    /** Whether another account of the merchant has this address bound (confirmed). */
    async emailBoundToOther(merchantCode: string, memberId: number, email: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM members WHERE merchant_code = $1 AND lower(email) = lower($2)
            AND email_verified_at IS NOT NULL AND id <> $3`,
        [merchantCode, email, memberId],
      );
      return rows.length > 0;
    },
    /** Binds a confirmed number; false when another account took it meanwhile (unique index). */
    async bindMobile(
      merchantCode: string,
      memberId: number,
      phone: { dialingCode: string; mobileNum: string },
    ): Promise<boolean> {
      try {
        await db.query(
          `UPDATE members SET country_dialing_code = $3, mobile_num = $4, mobile_verified_at = now()
            WHERE merchant_code = $1 AND id = $2`,
          [merchantCode, memberId, phone.dialingCode, phone.mobileNum],
        );
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    /** A new authenticator secret waiting for a code of the app; it replaces one set up before. */
    async startAuthenticator(merchantCode: string, memberId: number, secret: string, minutes: number) {
      await db.query(
        `UPDATE members SET totp_pending_secret = $3, totp_pending_tries = 0,
                totp_pending_until = now() + make_interval(mins => $4)
          WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, memberId, secret, minutes],
      );
    },
    /**
     * The waiting secret with one of its tries spent, before the code is compared (so codes sent
     * together cannot pass the limit); null when none waits, it expired or its tries are spent.
     */
    async takeAuthenticatorTry(
      merchantCode: string,
      memberId: number,
      tries: number,
    ): Promise<string | null> {
      const rows = await db.query<{ secret: string }>(
        `UPDATE members SET totp_pending_tries = totp_pending_tries + 1
          WHERE merchant_code = $1 AND id = $2 AND totp_pending_secret IS NOT NULL
            AND totp_pending_until > now() AND totp_pending_tries < $3
          RETURNING totp_pending_secret AS secret`,
        [merchantCode, memberId, tries],
      );
      return rows[0]?.secret ?? null;
    },
    /**
     * Binds the waiting secret that a code of step `step` confirmed, once: false when another request
     * bound or replaced it meanwhile. The step is recorded, so the same code cannot confirm a log-in.
     */
    async bindAuthenticator(merchantCode: string, memberId: number, secret: string, step: number) {
      const rows = await db.query(
        `UPDATE members SET totp_secret = totp_pending_secret, totp_last_step = $4,
                totp_pending_secret = NULL, totp_pending_until = NULL, totp_pending_tries = 0
          WHERE merchant_code = $1 AND id = $2 AND totp_secret IS NULL AND totp_pending_secret = $3
          RETURNING id`,
        [merchantCode, memberId, secret, step],
      );
      return rows.length > 0;
    },
    /** Removes the bound authenticator; false when none was bound. */
    async removeAuthenticator(merchantCode: string, memberId: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE members SET totp_secret = NULL, totp_last_step = NULL
          WHERE merchant_code = $1 AND id = $2 AND totp_secret IS NOT NULL RETURNING id`,
        [merchantCode, memberId],
      );
      return rows.length > 0;
    },
    /** Binds a confirmed address; false when another account bound it meanwhile (unique index). */
    async bindEmail(merchantCode: string, memberId: number, email: string): Promise<boolean> {
      try {
        await db.query(
          "UPDATE members SET email = $3, email_verified_at = now() WHERE merchant_code = $1 AND id = $2",
          [merchantCode, memberId, email],
        );
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}

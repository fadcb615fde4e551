import type { Queryable } from "#app/db/database.ts";

export function createTrialRepository(db: Queryable) {
  return {
    /** Serialises the trial sign-ups of one address, so concurrent ones cannot both pass the limit. */
    async lockAddress(merchantCode: string, clientIp: string): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`trial:${merchantCode}:${clientIp}`]);
    },
    async countFromIp(merchantCode: string, clientIp: string, sinceSeconds: number): Promise<number> {
      const rows = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM members
          WHERE merchant_code = $1 AND kind = 'trial' AND register_ip = $2
            AND created_at > now() - make_interval(secs => $3)`,
        [merchantCode, clientIp, sinceSeconds],
      );
      return Number(rows[0]?.n ?? 0);
    },
    /** A trial account: no password, so it can only be used through the session it is opened with. */
    async insert(member: {
      merchantCode: string;
      username: string;
      referralCode: string;
      registerIp: string;
      language: string;
    }): Promise<number | null> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO members (merchant_code, username, password_hash, kind, referral_code, register_method,
           register_ip, language)
         VALUES ($1, $2, NULL, 'trial', $3, 'FREEPLAY', $4, $5)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [member.merchantCode, member.username, member.referralCode, member.registerIp, member.language],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
  };
}

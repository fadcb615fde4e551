import type { SocialProvider } from "@banca/contract/calls/session";
import type { Queryable } from "#app/db/database.ts";

export type PendingAuthorization = {
  merchantCode: string;
  provider: SocialProvider;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  browserHash: string;
  /** False once past its expiry: the row is gone all the same. */
  live: boolean;
};

export type IdentityKey = { merchantCode: string; provider: SocialProvider; issuer: string; subject: string };

export function createSocialRepository(db: Queryable) {
  return {
    async insertAuthorization(row: {
      stateHash: string;
      merchantCode: string;
      provider: SocialProvider;
      nonce: string;
      codeVerifier: string;
      redirectUri: string;
      returnTo: string;
      browserHash: string;
      clientIp: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO social_authorizations (state_hash, merchant_code, provider, nonce, code_verifier,
           redirect_uri, return_to, browser_hash, client_ip, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          row.stateHash,
          row.merchantCode,
          row.provider,
          row.nonce,
          row.codeVerifier,
          row.redirectUri,
          row.returnTo,
          row.browserHash,
          row.clientIp,
          row.expiresAt,
        ],
      );
    },
    async countStartedFromIp(clientIp: string, sinceSeconds: number): Promise<number> {
      const rows = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM social_authorizations
          WHERE client_ip = $1 AND created_at > now() - make_interval(secs => $2)`,
        [clientIp, sinceSeconds],
      );
      return Number(rows[0]?.n ?? 0);
    },
    /** Deletes the authorization of a state and answers it: whoever deletes it first is the only one. */
    async takeAuthorization(stateHash: string): Promise<PendingAuthorization | null> {
      const rows = await db.query<Record<string, unknown>>(
        `DELETE FROM social_authorizations WHERE state_hash = $1
         RETURNING merchant_code, provider, nonce, code_verifier, redirect_uri, return_to, browser_hash,
                   expires_at > now() AS live`,
        [stateHash],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        merchantCode: row.merchant_code as string,
        provider: row.provider as SocialProvider,
        nonce: row.nonce as string,
        codeVerifier: row.code_verifier as string,
        redirectUri: row.redirect_uri as string,
        returnTo: row.return_to as string,
        browserHash: row.browser_hash as string,
        live: row.live as boolean,
      };
    },
    /** Forgets authorizations and codes nobody came back for. */
    async deleteExpired(): Promise<void> {
      await db.query("DELETE FROM social_authorizations WHERE expires_at < now()");
      await db.query("DELETE FROM social_login_codes WHERE expires_at < now()");
    },

    async findMemberId(key: IdentityKey): Promise<number | null> {
      const rows = await db.query<{ member_id: string | number }>(
        `SELECT member_id FROM social_identities
          WHERE merchant_code = $1 AND provider = $2 AND issuer = $3 AND subject = $4`,
        [key.merchantCode, key.provider, key.issuer, key.subject],
      );
      return rows[0] ? Number(rows[0].member_id) : null;
    },
    async touchIdentity(key: IdentityKey, email: string): Promise<void> {
      await db.query(
        `UPDATE social_identities SET last_login_at = now(), email = $5
          WHERE merchant_code = $1 AND provider = $2 AND issuer = $3 AND subject = $4`,
        [key.merchantCode, key.provider, key.issuer, key.subject, email],
      );
    },
    /** A member with no password of their own (it can never verify); null when the username is taken. */
    async insertMember(member: {
      merchantCode: string;
      username: string;
      nickname: string;
      email: string;
      referralCode: string;
      registerDomain: string;
      registerIp: string;
      language: string;
    }): Promise<number | null> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO members (merchant_code, username, password_hash, nickname, email, referral_code,
           register_domain, register_method, register_ip, language)
         VALUES ($1, $2, NULL, $3, $4, $5, $6, 'WEB', $7, $8)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          member.merchantCode,
          member.username,
          member.nickname,
          member.email,
          member.referralCode,
          member.registerDomain,
          member.registerIp,
          member.language,
        ],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    /** Links an identity to a member; false when another sign-in linked it first. */
    async insertIdentity(key: IdentityKey, memberId: number, email: string): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO social_identities (merchant_code, provider, issuer, subject, member_id, email)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (merchant_code, provider, issuer, subject) DO NOTHING
         RETURNING id`,
        [key.merchantCode, key.provider, key.issuer, key.subject, memberId, email],
      );
      return rows.length > 0;
    },

    async insertCode(codeHash: string, merchantCode: string, memberId: number, expiresAt: Date) {
      await db.query(
        "INSERT INTO social_login_codes (code_hash, merchant_code, member_id, expires_at) VALUES ($1, $2, $3, $4)",
        [codeHash, merchantCode, memberId, expiresAt],
      );
    },
    /** Spends a live one-time code of this merchant; the member it was issued for, or null. */
    async takeCode(codeHash: string, merchantCode: string): Promise<number | null> {
      const rows = await db.query<{ member_id: string | number }>(
        `DELETE FROM social_login_codes
          WHERE code_hash = $1 AND merchant_code = $2 AND expires_at > now()
         RETURNING member_id`,
        [codeHash, merchantCode],
      );
      return rows[0] ? Number(rows[0].member_id) : null;
    },
  };
}
export type SocialRepository = ReturnType<typeof createSocialRepository>;

import type { Queryable } from "#app/db/database.ts";

export type LiveChallenge = { id: string; memberId: number; clientIp: string };

/** What else than a code can prove a member: bound bank accounts with a name, an authenticator. */
export type KnowledgeProofs = {
  bankAccounts: Array<{ providerName: string; accountNumber: string; holderName: string }>;
  totpSecret: string | null;
  totpLastStep: number | null;
};

/**
 * The addresses members log in from, and the log-ins from new ones waiting for a code (LOGINIPVERF3);
 * the devices they register and log in from (the invite-friends device rules, decision 058).
 */
export function createLoginAddressRepository(db: Queryable) {
  return {
    async isKnown(memberId: number, clientIp: string): Promise<boolean> {
      const rows = await db.query(
        "SELECT 1 FROM member_login_addresses WHERE member_id = $1 AND client_ip = $2",
        [memberId, clientIp],
      );
      return rows.length > 0;
    },
    async remember(memberId: number, clientIp: string): Promise<void> {
      await db.query(
        `INSERT INTO member_login_addresses (member_id, client_ip) VALUES ($1, $2)
         ON CONFLICT (member_id, client_ip) DO UPDATE SET last_seen_at = now()`,
        [memberId, clientIp],
      );
    },
    /** A device the member used: the browser's identifier sent with a registration or a log-in. */
    async rememberDevice(memberId: number, deviceId: string): Promise<void> {
      await db.query(
        `INSERT INTO member_login_devices (member_id, device_id) VALUES ($1, $2)
         ON CONFLICT (member_id, device_id) DO UPDATE SET last_seen_at = now()`,
        [memberId, deviceId],
      );
    },
    async insertChallenge(challenge: {
      id: string;
      merchantCode: string;
      memberId: number;
      clientIp: string;
      userAgent: string;
      lifetimeSeconds: number;
    }): Promise<void> {
      await db.query(
        `INSERT INTO login_challenges (id, merchant_code, member_id, client_ip, user_agent, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [
          challenge.id,
          challenge.merchantCode,
          challenge.memberId,
          challenge.clientIp,
          challenge.userAgent,
          challenge.lifetimeSeconds,
        ],
      );
    },
    /** A challenge of this merchant that is neither finished nor past its end. */
    async findLive(merchantCode: string, id: string): Promise<LiveChallenge | null> {
      const rows = await db.query<{ id: string; member_id: string | number; client_ip: string }>(
        `SELECT id, member_id, client_ip FROM login_challenges
          WHERE id = $1 AND merchant_code = $2 AND completed_at IS NULL AND expires_at > now()`,
        [id, merchantCode],
      );
      const row = rows[0];
      return row ? { id: row.id, memberId: Number(row.member_id), clientIp: row.client_ip } : null;
    },
    /** The member's bank accounts (not e-wallets or crypto) bound with a holder's name, and authenticator. */
    async proofsOf(memberId: number): Promise<KnowledgeProofs> {
      const [cards, members] = await Promise.all([
        db.query<{ provider_name: string; account_number: string; holder_name: string }>(
          `SELECT provider_name, account_number, holder_name FROM bank_cards
            WHERE member_id = $1 AND card_type = 'bank' AND holder_name <> '' ORDER BY id`,
          [memberId],
        ),
        db.query<{ totp_secret: string | null; totp_last_step: string | number | null }>(
          "SELECT totp_secret, totp_last_step FROM members WHERE id = $1",
          [memberId],
        ),
      ]);
      const member = members[0];
      return {
        bankAccounts: cards.map((card) => ({
          providerName: card.provider_name,
          accountNumber: card.account_number,
          holderName: card.holder_name,
        })),
        totpSecret: member?.totp_secret ?? null,
        totpLastStep: member?.totp_last_step == null ? null : Number(member.totp_last_step),
      };
    },
    /**
     * Counts one answer of a live challenge before it is compared, so answers sent together cannot
     * pass `maxTries`; false when the challenge has none left.
     */
    async takeAnswer(id: string, maxTries: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE login_challenges SET answer_tries = answer_tries + 1
          WHERE id = $1 AND answer_tries < $2 AND completed_at IS NULL AND expires_at > now() RETURNING id`,
        [id, maxTries],
      );
      return rows.length > 0;
    },
    /** Ends a challenge whose answers ran out: the log-in starts again with the password. */
    async expire(id: string): Promise<void> {
      await db.query(
        "UPDATE login_challenges SET expires_at = now() WHERE id = $1 AND completed_at IS NULL",
        [id],
      );
    },
    /** Records the authenticator step used, only forward: false when it was already used. */
    async useTotpStep(memberId: number, step: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE members SET totp_last_step = $2
          WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [memberId, step],
      );
      return rows.length > 0;
    },
    /** Finishes a challenge once; false when another request finished it first. */
    async complete(id: string): Promise<boolean> {
      const rows = await db.query(
        "UPDATE login_challenges SET completed_at = now() WHERE id = $1 AND completed_at IS NULL RETURNING id",
        [id],
      );
      return rows.length > 0;
    },
  };
}

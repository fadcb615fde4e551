import type { Queryable } from "#app/db/database.ts";

export type LiveChallenge = { id: string; memberId: number; clientIp: string };

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

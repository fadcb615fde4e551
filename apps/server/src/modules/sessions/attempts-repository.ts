import type { Queryable } from "#app/db/database.ts";
import { MEMBER_COLUMNS, type MemberRow, toMember } from "#app/modules/members/repository.ts";

/**
 * Failures in the window: per account, and per account from this address, they include attempts
 * still in flight (this one too); per address only attempts that ended in failure (migration 0008).
 */
export type AttemptCounts = { byAccount: number; byAccountAndAddress: number; byAddress: number };

type BegunRow = {
  attempt_id: string | number;
  by_account: string | number;
  by_account_and_address: string | number;
  by_address: string | number;
};

const begun = (row: BegunRow | undefined) => {
  if (!row) throw new Error("the log-in attempt was not written");
  return {
    attempt: Number(row.attempt_id),
    counts: {
      byAccount: Number(row.by_account),
      byAccountAndAddress: Number(row.by_account_and_address),
      byAddress: Number(row.by_address),
    },
  };
};

/** Log-in attempts, counted to stop password guessing. */
export function createLoginAttemptRepository(db: Queryable) {
  return {
    /**
     * Writes an attempt as in flight before the password or code is checked, and counts the
     * failures it is judged by (`begin_login_attempt`, migration 0060); `succeed` or `fail` ends it.
     * Attempts at one account arriving together all see each other, so none slips past the
     * account's limit unseen.
     */
    async begin(merchantCode: string, usernameKey: string, clientIp: string, windowSeconds: number) {
      const rows = await db.query<BegunRow>("SELECT * FROM begin_login_attempt($1, $2, $3, $4)", [
        merchantCode,
        usernameKey,
        clientIp,
        windowSeconds,
      ]);
      return begun(rows[0]);
    },
    /**
     * `begin` for a log-in by username, reading in the same statement the account the name belongs
     * to (any letter case) and whether it logged in from this address before (LOGINIPVERF3): the
     * attempt's key is the name itself, so nothing waits for the reads.
     */
    async beginByUsername(
      merchantCode: string,
      username: string,
      clientIp: string,
      windowSeconds: number,
    ): Promise<{ attempt: number; counts: AttemptCounts; member: MemberRow | null; knownAddress: boolean }> {
      const rows = await db.query<BegunRow & Record<string, unknown> & { known_address: boolean | null }>(
        `SELECT attempt.*, member.*,
                EXISTS (SELECT 1 FROM member_login_addresses AS known
                         WHERE known.member_id = member.id AND known.client_ip = $3) AS known_address
           FROM begin_login_attempt($1, $2, $3, $4) AS attempt
           LEFT JOIN (SELECT ${MEMBER_COLUMNS} FROM members WHERE merchant_code = $1 AND lower(username) = lower($5))
             AS member ON true`,
        [merchantCode, username.toLowerCase(), clientIp, windowSeconds, username],
      );
      const row = rows[0];
      return {
        ...begun(row),
        member: row?.id == null ? null : toMember(row),
        knownAddress: row?.known_address === true,
      };
    },
    async succeed(id: number) {
      await db.query("UPDATE login_attempts SET succeeded = true WHERE id = $1", [id]);
    },
    async fail(id: number) {
      await db.query("UPDATE login_attempts SET succeeded = false WHERE id = $1", [id]);
    },
    /** Takes back an attempt that was refused before anything was checked. */
    async discard(id: number) {
      await db.query("DELETE FROM login_attempts WHERE id = $1", [id]);
    },
  };
}

import type { Queryable } from "#app/db/database.ts";
import type { AttemptCounts } from "#app/modules/sessions/attempts-repository.ts";

type BegunRow = {
  attempt_id: string | number;
  by_account: string | number;
  by_account_and_address: string | number;
  by_address: string | number;
};

/**
 * Staff log-in attempts, counted like the players' (`begin_staff_login_attempt`, migration 0066,
 * after 0060): written in flight before the password or code is checked, then ended.
 */
export function createStaffAttemptRepository(db: Queryable) {
  return {
    async begin(usernameKey: string, clientIp: string, windowSeconds: number) {
      const [row] = await db.query<BegunRow>("SELECT * FROM begin_staff_login_attempt($1, $2, $3)", [
        usernameKey,
        clientIp,
        windowSeconds,
      ]);
      if (!row) throw new Error("the staff log-in attempt was not written");
      const counts: AttemptCounts = {
        byAccount: Number(row.by_account),
        byAccountAndAddress: Number(row.by_account_and_address),
        byAddress: Number(row.by_address),
      };
      return { attempt: Number(row.attempt_id), counts };
    },
    async succeed(id: number) {
      await db.query("UPDATE staff_login_attempts SET succeeded = true WHERE id = $1", [id]);
    },
    async fail(id: number) {
      await db.query("UPDATE staff_login_attempts SET succeeded = false WHERE id = $1", [id]);
    },
    async discard(id: number) {
      await db.query("DELETE FROM staff_login_attempts WHERE id = $1", [id]);
    },
  };
}

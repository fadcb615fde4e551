import type { Queryable } from "#app/db/database.ts";
import { STAFF_COLUMNS, type StaffRow, toStaff } from "./repository.ts";

export type SessionStage = "password" | "enrol" | "active";

/** A session ends after this long without a call. */
export const IDLE_MINUTES = 30;
/** ... and this long after the log-in, however busy. */
const LIFETIME_HOURS = 12;
/** A log-in half done (password right, code not yet typed) lasts this long. */
const STEP_MINUTES = 10;

/** Staff sessions: the table keeps each cookie token's SHA-256, never the token. */
export function createStaffSessionRepository(db: Queryable) {
  return {
    async open(tokenHash: string, staffId: number, stage: SessionStage) {
      await db.query(
        `INSERT INTO staff_sessions (token_hash, staff_id, stage, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        [tokenHash, staffId, stage, stage === "active" ? LIFETIME_HOURS * 60 : STEP_MINUTES],
      );
    },

    /**
     * The live session of a token at the given stage, with its member, touched so its idle time
     * starts again; null when none (unknown, ended, idle too long, past its lifetime, member disabled).
     */
    async touch(tokenHash: string, stage: SessionStage): Promise<StaffRow | null> {
      const [row] = await db.query<Parameters<typeof toStaff>[0]>(
        `UPDATE staff_sessions AS session SET last_seen_at = now()
           FROM staff
          WHERE session.token_hash = $1 AND session.stage = $2 AND session.ended_at IS NULL
            AND session.expires_at > now()
            AND session.last_seen_at > now() - make_interval(mins => $3)
            AND staff.id = session.staff_id AND staff.disabled_at IS NULL
          RETURNING ${STAFF_COLUMNS}`,
        [tokenHash, stage, IDLE_MINUTES],
      );
      return row ? toStaff(row) : null;
    },

    /**
     * The live session's member as `touch` finds it, without touching it: a socket held open is
     * no activity, so the session still ends after IDLE_MINUTES without a call.
     */
    async peek(tokenHash: string, stage: SessionStage): Promise<StaffRow | null> {
      const [row] = await db.query<Parameters<typeof toStaff>[0]>(
        `SELECT ${STAFF_COLUMNS}
           FROM staff_sessions AS session JOIN staff ON staff.id = session.staff_id
          WHERE session.token_hash = $1 AND session.stage = $2 AND session.ended_at IS NULL
            AND session.expires_at > now()
            AND session.last_seen_at > now() - make_interval(mins => $3)
            AND staff.disabled_at IS NULL`,
        [tokenHash, stage, IDLE_MINUTES],
      );
      return row ? toStaff(row) : null;
    },

    /** Ends a session (log-out, or a step completed under a new token). */
    async end(tokenHash: string) {
      await db.query(
        "UPDATE staff_sessions SET ended_at = now() WHERE token_hash = $1 AND ended_at IS NULL",
        [tokenHash],
      );
    },
  };
}

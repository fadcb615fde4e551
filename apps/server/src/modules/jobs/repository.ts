import type { Queryable } from "#app/db/database.ts";

export type JobRow = {
  id: string;
  name: string;
  run_key: string;
  payload: unknown;
  attempts: number;
  /** When it fell due: the runner's lag is measured from here. */
  run_at: Date;
};

export function createJobRepository(db: Queryable) {
  return {
    /** Creates the run of each recurring job for the slot `now` falls in, unless it exists. */
    async ensureSlots(slots: { name: string; key: string; runAt: Date }[]): Promise<void> {
      for (const slot of slots) {
        await db.query(
          `INSERT INTO jobs (name, run_key, run_at) VALUES ($1, $2, $3) ON CONFLICT (name, run_key) DO NOTHING`,
          [slot.name, slot.key, slot.runAt],
        );
      }
    },

    /**
     * Takes the oldest due job no other runner holds, and leases it. SKIP LOCKED lets runners on
     * several servers take different jobs at once instead of queueing behind one another.
     */
    async claimDue(names: readonly string[], now: Date, leaseMs: number): Promise<JobRow | null> {
      const [row] = await db.query<JobRow>(
        `UPDATE jobs SET leased_until = $2::timestamptz + make_interval(secs => $3 / 1000.0), attempts = attempts + 1
          WHERE id = (
            SELECT id FROM jobs
             WHERE state = 'pending' AND run_at <= $2 AND name = ANY($1::text[])
               AND (leased_until IS NULL OR leased_until < $2)
             ORDER BY run_at, id
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
        RETURNING id::text, name, run_key, payload, attempts, run_at`,
        [names, now, leaseMs],
      );
      return row ?? null;
    },

    /** Locks the job for its run; false when another runner finished it meanwhile. */
    async lockPending(id: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM jobs WHERE id = $1 AND state = 'pending' FOR UPDATE`, [id]);
      return rows.length > 0;
    },

    async markDone(id: string): Promise<void> {
      await db.query(
        `UPDATE jobs SET state = 'done', finished_at = now(), leased_until = NULL, last_error = NULL WHERE id = $1`,
        [id],
      );
    },

    /** A failed try: again after `retryAt`, or failed for good. */
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db.query(
        `UPDATE jobs SET last_error = $2, leased_until = NULL,
                state = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
                run_at = COALESCE($3::timestamptz, run_at),
                finished_at = CASE WHEN $3::timestamptz IS NULL THEN now() ELSE NULL END
          WHERE id = $1 AND state = 'pending'`,
        [id, error.slice(0, 2000), retryAt],
      );
    },

    /** Finished runs are kept a while for operators, then removed. */
    async removeFinishedBefore(before: Date): Promise<void> {
      await db.query(`DELETE FROM jobs WHERE state = 'done' AND finished_at < $1`, [before]);
    },

    async failed(): Promise<
      { name: string; run_key: string; last_error: string | null; attempts: number }[]
    > {
      return db.query(
        `SELECT name, run_key, last_error, attempts FROM jobs WHERE state = 'failed' ORDER BY finished_at DESC LIMIT 100`,
      );
    },
  };
}

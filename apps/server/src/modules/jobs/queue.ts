import type { Queryable } from "#app/db/database.ts";
import type { JobDefinition } from "./job.ts";

/**
 * Schedules a job in the caller's transaction, so it exists exactly when the change that needs it
 * commits. The key names the run: scheduling the same name and key again changes nothing.
 */
export async function scheduleJob<Payload>(
  tx: Queryable,
  job: JobDefinition<Payload>,
  run: { key: string; runAt: Date; payload: Payload },
): Promise<void> {
  const payload = job.payload.parse(run.payload);
  await tx.query(
    `INSERT INTO jobs (name, run_key, payload, run_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name, run_key) DO NOTHING`,
    [job.name, run.key, JSON.stringify(payload), run.runAt],
  );
}

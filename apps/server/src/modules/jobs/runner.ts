import type { Database } from "#app/db/database.ts";
import type { Metrics } from "#app/ops/metrics.ts";
import type { JobDefinition } from "./job.ts";
import { createJobRepository, type JobRow } from "./repository.ts";

type Logger = { error(details: object, message: string): void };

export type JobRunnerOptions = {
  /** How long a claimed job stays with its runner before another may take it (default 60 s). */
  leaseMs?: number;
  logger?: Logger;
  metrics?: Pick<Metrics, "jobRun">;
};

const KEEP_FINISHED_MS = 7 * 24 * 3600_000;
const HOUR_MS = 3600_000;

/** Waits before try n+1: 2 s, 8 s, 18 s ... capped at an hour. */
const retryDelayMs = (attempt: number) => Math.min(HOUR_MS, 2000 * attempt * attempt);

/** The slot a recurring job's run belongs to; its start is the run's key, the same on every server. */
function slotOf(job: JobDefinition, now: Date) {
  const start = Math.floor(now.getTime() / job.everyMs!) * job.everyMs!;
  return { name: job.name, key: new Date(start).toISOString(), runAt: new Date(start) };
}

/**
 * Runs due jobs. Any number of runners may work on one database: a job is leased by one runner at
 * a time, and its handler's writes commit with its `done` mark, so each job takes effect once.
 */
export function createJobRunner(
  db: Database,
  jobs: readonly JobDefinition[],
  options: JobRunnerOptions = {},
) {
  const leaseMs = options.leaseMs ?? 60_000;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const names = [...byName.keys()];
  const repository = createJobRepository(db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let lastCleanup = 0;
  let stopping = false;

  async function runOne(row: JobRow, now: Date): Promise<void> {
    const job = byName.get(row.name)!;
    const started = performance.now();
    const lagSeconds = (Date.now() - new Date(row.run_at).getTime()) / 1000;
    const record = (outcome: "done" | "failed") =>
      options.metrics?.jobRun(row.name, outcome, lagSeconds, (performance.now() - started) / 1000);
    try {
      const payload = job.payload.parse(row.payload ?? {});
      await db.transaction(async (tx) => {
        const jobs = createJobRepository(tx);
        if (!(await jobs.lockPending(row.id))) return;
        await job.handler(tx, payload, { now, attempt: row.attempts });
        await jobs.markDone(row.id);
      });
      record("done");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalTry = row.attempts >= (job.maxAttempts ?? 8);
      const retryAt = finalTry ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      options.logger?.error(
        { job: row.name, key: row.run_key, attempt: row.attempts, error: message },
        "job failed",
      );
      await repository.markFailed(row.id, message, retryAt);
      record("failed");
    }
  }

  /** Runs every job due at `now`; answers how many it ran. */
  async function runDue(now: Date = new Date()): Promise<number> {
    await repository.ensureSlots(jobs.filter((job) => job.everyMs).map((job) => slotOf(job, now)));
    if (now.getTime() - lastCleanup > HOUR_MS) {
      lastCleanup = now.getTime();
      await repository.removeFinishedBefore(new Date(now.getTime() - KEEP_FINISHED_MS));
    }
    let ran = 0;
    // A stopping runner finishes the job in hand and takes no other: the next instance will.
    while (!stopping) {
      const row = await repository.claimDue(names, now, leaseMs);
      if (!row) return ran;
      await runOne(row, now);
      ran += 1;
    }
    return ran;
  }

  return {
    runDue,
    /** Polls for due jobs until `stop`; one poll at a time. */
    start(pollMs = 1000) {
      const tick = async () => {
        running = runDue().catch((error: unknown) => {
          options.logger?.error({ error: String(error) }, "job runner poll failed");
          return 0;
        });
        await running;
        running = null;
        if (timer) timer = setTimeout(tick, pollMs);
      };
      timer = setTimeout(tick, 0);
    },
    /** Stops polling and waits for the job in progress; the poll takes no further job. */
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;

import type { z } from "zod";
import type { Queryable } from "#app/db/database.ts";

export type JobContext = {
  /** The instant the runner treats as now (tests pass a later one to let time pass). */
  now: Date;
  /** 1 on the first try. */
  attempt: number;
};

/**
 * A job: its name, the shape of its payload, and the handler. The handler runs in the transaction
 * that marks the job done, so its database writes happen exactly once: with several servers, or
 * after a crash, a job is never done twice. A handler must therefore write only through `tx`.
 */
export type JobDefinition<Payload = unknown> = {
  name: string;
  payload: z.ZodType<Payload>;
  handler(tx: Queryable, payload: Payload, context: JobContext): Promise<void>;
  /** A recurring job: one run per slot of this many milliseconds, whatever the number of servers. */
  everyMs?: number;
  /** Tries before the job is left as failed for an operator to look at (default 8). */
  maxAttempts?: number;
};

export function defineJob<Payload>(job: JobDefinition<Payload>): JobDefinition<Payload> {
  return job;
}

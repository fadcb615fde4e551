import type { FastifyInstance } from "fastify";
import type { BgsRecovery } from "./recovery.ts";

const SWEEP_EVERY_MS = 30_000;

/**
 * Runs the recovery every half minute while the server listens. It is not a job of the job runner:
 * a job's handler runs inside a database transaction, and recovery must call the wallet over HTTP,
 * which this same server answers from the same database (PGlite has a single connection), so it
 * could not be served while the job's transaction is open. The bets themselves are the durable
 * record: after a restart the first sweep finds them again.
 */
export function startRecoverySweep(app: FastifyInstance, recovery: BgsRecovery) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = recovery
      .recoverStuckBets()
      .catch((error: unknown) => app.log.error({ error: String(error) }, "BGS recovery sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  app.addHook("onListen", async () => {
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}

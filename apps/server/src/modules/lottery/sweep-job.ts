import { z } from "zod";
import { defineJob } from "#app/modules/jobs/job.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";
import { ensureIssues } from "./issues.ts";

/** Every 20 seconds, once across all servers: keeps each switched-on game's issues made ahead. */
export const lotterySweepJob = defineJob({
  name: "lottery.sweep",
  payload: z.object({}),
  everyMs: 20_000,
  handler: async (tx, _payload, { now }) => {
    for (const game of await createLotteryGamesRepository(tx).enabledEverywhere()) {
      await ensureIssues(tx, game, now);
    }
  },
});

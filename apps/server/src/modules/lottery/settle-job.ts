import { z } from "zod";
import { defineJob } from "#app/modules/jobs/job.ts";
import { settleIssue } from "./settlement.ts";

/**
 * Draws and settles one issue at its draw time. The whole draw (result, every bet's outcome, every
 * payout, the stopped chases) commits with the job's done mark or not at all, so a crash leaves the
 * issue open and unpaid for the next try, and no runner settles it twice.
 */
export const settleIssueJob = defineJob({
  name: "lottery.settle-issue",
  payload: z.object({ issueId: z.number().int() }),
  maxAttempts: 50,
  handler: async (tx, payload, { now }) => {
    await settleIssue(tx, payload.issueId, now);
  },
});

import type { Database } from "./db/database.ts";
import { createPayRebatesJob } from "./modules/agent/rebates-job.ts";
import { foldReportEventsJob } from "./modules/agent/reports-fold.ts";
import { computeSlotJob, createPayBillsJob, schedulePayoutsJob } from "./modules/agent-payouts/jobs.ts";
import { contentImagesSweepJob } from "./modules/content/content-images-sweep.ts";
import { expireDepositJob } from "./modules/deposits/expire-job.ts";
import type { JobDefinition } from "./modules/jobs/job.ts";
import { createLedgerCheckJob } from "./modules/ledger/check-job.ts";
import { rollUpHotAccountsJob } from "./modules/ledger/roll-up-job.ts";
import { demoResultsJob } from "./modules/lottery/demo-results.ts";
import { settleIssueJob } from "./modules/lottery/settle-job.ts";
import { lotterySweepJob } from "./modules/lottery/sweep-job.ts";
import { missionsConsumer } from "./modules/missions/progress.ts";
import { createLoyaltyJob } from "./modules/points/earn-job.ts";
import { raffleDrawJob } from "./modules/raffles/draw.ts";
import { raffleConsumer } from "./modules/raffles/tickets.ts";
import { createRankConsumer } from "./modules/rank/consumer.ts";
import { createRankPruneJob, createRankReviewJob } from "./modules/rank/review-job.ts";
import { createReferralConsumer } from "./modules/referral/rewards.ts";
import { forcedReceiptJob } from "./modules/withdrawals/forced-receipt-job.ts";

/** Every job the server runs; a module adds its own here. The demo start adds its sample feeds. */
export function allJobs(db: Database, options: { demo: boolean }): JobDefinition[] {
  return [
    rollUpHotAccountsJob,
    createLedgerCheckJob(db),
    expireDepositJob,
    forcedReceiptJob as JobDefinition,
    foldReportEventsJob,
    createPayRebatesJob(db),
    schedulePayoutsJob,
    computeSlotJob as JobDefinition,
    createPayBillsJob(db),
    lotterySweepJob,
    settleIssueJob as JobDefinition,
    createLoyaltyJob(db, [
      missionsConsumer,
      createReferralConsumer(db),
      createRankConsumer(db),
      raffleConsumer,
    ]),
    createRankReviewJob(db),
    createRankPruneJob(),
    raffleDrawJob,
    contentImagesSweepJob,
    ...(options.demo ? [demoResultsJob] : []),
  ];
}

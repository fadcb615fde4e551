import type { Database } from "@banca/server/db/database.ts";
import { foldReportBatch } from "@banca/server/modules/agent/reports-fold.ts";

/** Events per fold: the production job takes 1,000; larger batches only save round trips. */
const BATCH = 20_000;

/**
 * Brings the roll-ups up to date with the production job's own fold (`foldReportBatch`, the
 * handler of `agent.fold-report-events`), batch after batch, each in its own transaction as the
 * job runs it, from two runners at once as two servers would, until the outbox is empty. Answers the events folded.
 */
export async function foldAllReportEvents(db: Database, log: (line: string) => void): Promise<number> {
  const [{ waiting } = { waiting: 0 }] = await db.query<{ waiting: number }>(
    "SELECT count(*)::int AS waiting FROM report_events",
  );
  if (waiting === 0) return 0;
  log(`  folding ${waiting.toLocaleString("en")} report events with the reports job's fold`);
  const start = performance.now();
  let folded = 0;
  let reported = 0;
  // Two runners, as two servers would run the job: SKIP LOCKED gives them different events.
  const runner = async () => {
    for (;;) {
      const taken = await db.transaction((tx) => foldReportBatch(tx, BATCH));
      folded += taken;
      if (taken === 0) return;
      if (folded - reported >= 1_000_000) {
        reported = folded;
        log(
          `  folded ${folded.toLocaleString("en")} events in ${((performance.now() - start) / 1000).toFixed(0)} s`,
        );
        // The outbox is read from its oldest id: without a vacuum each batch steps over dead rows.
        await db.exec("VACUUM report_events");
      }
    }
  };
  await Promise.all([runner(), runner()]);
  log(
    `  folded ${folded.toLocaleString("en")} events in ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
  // As autovacuum would after a load this size: planner statistics and the visibility map.
  await db.exec(`VACUUM ANALYZE members, member_tree, rebate_rates, ledger_accounts, sessions, journal_entries,
    postings, report_money_lines, report_first_deposits, report_events, report_member_game_days,
    report_member_money_days, report_team_days, report_team_periods, report_member_marks`);
  return folded;
}

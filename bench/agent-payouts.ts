// One real-time salary slot on PostgreSQL: a generated team of 100,000 members with 10,000
// contracted agents (the whole agent tree, fan-out 8, every agent on a real-time salary contract
// offered by its upline, the top one by the operator), members betting in one 5-minute slot; the
// slot's bills computed and paid by the production code (`computeSlot`, then `payBillBatch` in
// transactions of 200 bills, as the jobs run them). Decisions 045 and 062; figures in
// docs/PERFORMANCE.md. The first slot is the cold one, as after a server start (the pay job's ledger
// service knows no wallet yet): the ≤ 10 s target is for it.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/banca_bench_agent npx tsx bench/agent-payouts.ts
//          [--members 100000] [--agents 10000] [--active 20000] [--workers 3] [--fresh] [--drop]
//          [--profile]   (statements per step: how many, and the time they took)
import { parseArgs } from "node:util";
import { foldReportEvents } from "@banca/server/modules/agent/reports-fold.ts";
import { computeSlot } from "@banca/server/modules/agent-payouts/billing.ts";
import { payDueBillsConcurrently } from "@banca/server/modules/agent-payouts/paying.ts";
import { realtimeSlotOf } from "@banca/server/modules/agent-payouts/periods.ts";
import { createLedgerService } from "@banca/server/modules/ledger/service.ts";
import { dropSchema, openAgentBenchDatabase } from "./support/agent-database.ts";
import { countingDatabase, type SqlCounts } from "./support/counting-database.ts";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "100000" },
    agents: { type: "string", default: "10000" },
    active: { type: "string", default: "20000" },
    workers: { type: "string", default: "3" },
    fresh: { type: "boolean", default: false },
    drop: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});
const members = Number(args.members);
const agents = Number(args.agents);
const active = Number(args.active);
if (!(agents >= 1 && members > agents && active >= 1)) throw new Error("need --members > --agents ≥ 1");
const FAN_OUT = 8;
const schema = `payouts_${members}_${agents}`;
const log = (line: string) => console.log(line);
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(2);
/** The statements that took the most time in a step, with their count (`--profile`). */
function profile(step: string, counts: SqlCounts) {
  if (!args.profile) return;
  const top = [...counts.statements].sort(([, a], [, b]) => b.milliseconds - a.milliseconds).slice(0, 8);
  log(`  ${step}: ${counts.roundTrips} round trips`);
  for (const [name, { count, milliseconds }] of top)
    log(`    ${String(count).padStart(6)} × ${(milliseconds / 1000).toFixed(2).padStart(6)} s  ${name}`);
}

if (args.fresh) await dropSchema(schema);
const db = await openAgentBenchDatabase(schema);
try {
  const [built] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM agent_contracts WHERE merchant_code = 'demo' AND kind = 'realtime_salary'",
  );
  if (built!.n < agents) {
    log(`building schema ${schema}: ${agents} agents, ${members - agents} players, ${agents} contracts`);
    const start = performance.now();
    await db.exec(
      "CREATE TABLE IF NOT EXISTS bench_pay_agents (n int PRIMARY KEY, member_id bigint NOT NULL, level int NOT NULL)",
    );
    // Level by level, so each agent's upline exists and the tree trigger writes its closure rows.
    for (let first = 0, width = 1, level = 0; first < agents; first += width, width *= FAN_OUT, level += 1) {
      await db.query(
        `WITH added AS (
           INSERT INTO members (merchant_code, username, password_hash, kind, agent_level, referral_code, upline_id)
           SELECT 'demo', 'pa' || i, '!', 'agent', 1, 'pa' || i, up.member_id
             FROM generate_series($1::int, least($2::int, $1::int + $3::int) - 1) i
             LEFT JOIN bench_pay_agents up ON i > 0 AND up.n = (i - 1) / ${FAN_OUT}
            ORDER BY i
           RETURNING id, referral_code)
         INSERT INTO bench_pay_agents (n, member_id, level) SELECT substr(referral_code, 3)::int, id, $4 FROM added`,
        [first, agents, width, level],
      );
    }
    await db.query(
      `INSERT INTO members (merchant_code, username, password_hash, referral_code, upline_id)
       SELECT 'demo', 'pp' || i, '!', 'pp' || i, a.member_id
         FROM generate_series(0, $1::int - 1) i
         JOIN bench_pay_agents a ON a.n = ((i::bigint * 2654435761) % $2)::int
        ORDER BY i`,
      [members - agents, agents],
    );
    const [operator] = await db.query<{ id: string }>(
      `INSERT INTO operators (name, merchant_code, key_hash) VALUES ('payout-bench', 'demo', 'payout-bench')
       ON CONFLICT (name) DO UPDATE SET merchant_code = EXCLUDED.merchant_code RETURNING id::text`,
    );
    // Rates fall by level: a downline's never exceed its upline's.
    await db.query(
      `INSERT INTO agent_contracts (merchant_code, kind, upline_id, operator_id, downline_id, state,
              single_bet_rate_bp, loss_rate_bp, profit_rate_bp, activated_at)
       SELECT 'demo', 'realtime_salary', up.member_id, CASE WHEN a.n = 0 THEN $1::bigint END, a.member_id, 'active',
              100 - 15 * a.level, 1000 - 150 * a.level, 50 - 8 * a.level, now() - interval '30 days'
         FROM bench_pay_agents a LEFT JOIN bench_pay_agents up ON a.n > 0 AND up.n = (a.n - 1) / ${FAN_OUT}
        ORDER BY a.level, a.n`,
      [operator!.id],
    );
    // Agents have wallets already (they deposit, play and transfer): their main accounts exist.
    await db.query(
      `INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency)
       SELECT 'demo', member_id, 'main', 'USD' FROM bench_pay_agents ON CONFLICT DO NOTHING`,
    );
    await db.exec("ANALYZE");
    log(`built in ${seconds(start)} s`);
  }

  // The pay job keeps one ledger service, whose cache of account ids holds the agents' wallets after
  // its first slot: the first slot is the cold one (the target), the second the steady state.
  const ledger = createLedgerService(db);
  let slot = realtimeSlotOf(new Date(Date.now() - 5 * 60_000));
  for (const round of ["cold", "warm"]) {
    // The latest closed slot no earlier run computed, and the bets of `active` members in it.
    for (;;) {
      const runs = await db.query(
        "SELECT 1 FROM agent_payout_runs WHERE kind = 'realtime_salary' AND period_start = $1",
        [slot.start],
      );
      if (runs.length === 0) break;
      slot = realtimeSlotOf(new Date(slot.start.getTime() - 1));
    }
    let start = performance.now();
    await db.query(
      `INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, valid_bet, win)
       SELECT 'demo', m.id, 'bet', $1::timestamptz + (interval '1 second' * (i % 299)), 'slots',
              100 + (i * 7919) % 5000, 100 + (i * 7919) % 5000, CASE WHEN i % 3 = 0 THEN 2 * (100 + (i * 7919) % 5000) ELSE 0 END
         FROM generate_series(1, $2::int) i
         JOIN members m ON m.merchant_code = 'demo' AND m.username = 'pp' || ((i::bigint * 104729) % $3)`,
      [slot.start, active, members - agents],
    );
    for (let folded = -1; folded !== 0; ) folded = await db.transaction((tx) => foldReportEvents(tx));
    log(
      `${round} slot ${slot.start.toISOString()}: ${active} bets folded in ${seconds(start)} s (not timed)`,
    );

    const total = performance.now();
    start = performance.now();
    const computing = countingDatabase(db);
    const bills = await computing.db.transaction((tx) =>
      computeSlot(tx, {
        merchantCode: "demo",
        currency: "USD",
        kind: "realtime_salary",
        period: "",
        slot,
        review: false,
      }),
    );
    const computeSeconds = seconds(start);
    start = performance.now();
    // As the pay job runs it: three batches of 200 at a time, each in its own transaction (a job run
    // stops after 4 s and the next, 5 s later, goes on; here one call runs until every bill is paid).
    const paying = countingDatabase(db);
    const paid = await payDueBillsConcurrently(paying.db, ledger, new Date(slot.end.getTime() + 60_000), {
      workers: Number(args.workers),
      budgetMs: 600_000,
    });
    log(
      `${round}: computed ${bills} bills in ${computeSeconds} s; paid ${paid} bills in ${seconds(start)} s; slot total ${seconds(total)} s`,
    );
    profile("compute", computing.counts);
    profile("pay", paying.counts);
  }

  const [check] = await db.query<{ states: string; house: string; top: string; kept: string }>(
    `SELECT string_agg(DISTINCT state, ',') AS states,
            (SELECT coalesce(sum(due), 0) FROM agent_contract_bills WHERE period_start = $1 AND payer_member_id IS NULL)::text AS top,
            sum(kept)::text AS kept,
            (SELECT coalesce(-sum(p.amount), 0) FROM postings p JOIN journal_entries e ON e.id = p.entry_id
               JOIN ledger_accounts a ON a.id = p.account_id
              WHERE a.kind = 'salary_expense' AND e.memo ->> 'periodStart' = to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'))::text AS house
       FROM agent_contract_bills WHERE period_start = $1 AND kind = 'realtime_salary'`,
    [slot.start],
  );
  log(
    `states ${check!.states}; the house paid ${check!.house} (top amount ${check!.top}); Σ kept ${check!.kept}`,
  );
} finally {
  await db.close();
  if (args.drop) await dropSchema(schema);
}

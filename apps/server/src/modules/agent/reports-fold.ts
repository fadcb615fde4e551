import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { addPayoutRollups } from "#app/modules/agent-payouts/rollups.ts";
import { defineJob } from "#app/modules/jobs/job.ts";

type EventRow = {
  merchant_code: string;
  member_id: string;
  type:
    | "bet"
    | "deposit"
    | "withdrawal"
    | "bonus"
    | "adjustment"
    | "transfer"
    | "rebate"
    | "salary"
    | "dividend"
    | "register";
  day: string;
  week: string;
  month: string;
  product_type: string | null;
  bet: string;
  valid_bet: string;
  win: string;
  amount: string;
  counted: boolean;
  first_deposit: boolean;
  slot_epoch: string;
};

const BATCH = 1000;
const BATCHES_PER_RUN = 20;

const MEMBER_GAME_SUMS = ["bet_count", "bet", "valid_bet", "win", "rebate"] as const;
const MEMBER_MONEY_SUMS = [
  "deposit_count",
  "deposit_amount",
  "first_deposit_amount",
  "withdrawal_count",
  "withdrawal_amount",
  "bonus",
  "adjustment",
  "transfer_in",
  "transfer_out",
  "rebate",
] as const;
const TEAM_SUMS = [
  "new_members",
  "first_deposits",
  "first_deposit_amount",
  "depositors",
  "deposit_count",
  "deposit_amount",
  "withdrawal_count",
  "withdrawal_amount",
  "bet_count",
  "bet",
  "valid_bet",
  "win",
  "bonus",
  "rebate",
  "adjustment",
  "transfer_in",
  "transfer_out",
  "active_members",
] as const;

type Sums<K extends string> = Record<K, bigint>;

/** Sums keyed by the roll-up row they add to; the key's parts are kept to write them back. */
class Accumulator<K extends string> {
  readonly rows = new Map<string, { key: (string | number)[]; merchant: string; sums: Sums<K> }>();
  constructor(private readonly columns: readonly K[]) {}

  add(key: (string | number)[], merchant: string, values: Partial<Record<K, bigint>>) {
    const id = key.join("|");
    let row = this.rows.get(id);
    if (!row) {
      const sums = Object.fromEntries(this.columns.map((column) => [column, 0n])) as Sums<K>;
      row = { key, merchant, sums };
      this.rows.set(id, row);
    }
    for (const [column, value] of Object.entries(values) as [K, bigint][]) row.sums[column] += value;
  }
}

/**
 * Adds the accumulated sums to a roll-up table in one statement, in key order so two runners
 * adding to the same rows lock them in the same order and never wait on each other in a cycle.
 */
async function addTo<K extends string>(
  tx: Queryable,
  table: string,
  keys: readonly (readonly [name: string, type: string])[],
  accumulator: Accumulator<K>,
  columns: readonly K[],
) {
  const rows = [...accumulator.rows.values()];
  if (rows.length === 0) return;
  const params: unknown[][] = keys.map((_, index) => rows.map((row) => row.key[index]));
  params.push(rows.map((row) => row.merchant));
  for (const column of columns) params.push(rows.map((row) => row.sums[column].toString()));
  const types = [...keys.map(([, type]) => type), "text", ...columns.map(() => "bigint")];
  const names = [...keys.map(([name]) => name), "merchant_code", ...columns];
  const unnest = types.map((type, index) => `$${index + 1}::${type}[]`).join(", ");
  await tx.query(
    `INSERT INTO ${table} (${names.join(", ")})
     SELECT * FROM unnest(${unnest}) AS u (${names.join(", ")})
      ORDER BY ${keys.map(([name]) => name).join(", ")}
     ON CONFLICT (${keys.map(([name]) => name).join(", ")}) DO UPDATE
        SET ${columns.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`).join(", ")}`,
    params,
  );
}

/**
 * Folds one batch of report events into the roll-ups and deletes them, all in `tx`: events no other
 * runner holds (SKIP LOCKED), so runners on several servers fold different events, and each event
 * is counted exactly once, when its deletion commits. Answers how many events it folded.
 */
export async function foldReportBatch(tx: Queryable, limit = BATCH): Promise<number> {
  const events = await tx.query<EventRow>(
    `WITH taken AS (
       DELETE FROM report_events WHERE id IN (
         SELECT id FROM report_events ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING *)
     SELECT merchant_code, member_id::text, type, product_type, bet::text, valid_bet::text, win::text, amount::text, counted,
            first_deposit, d.day::text AS day, date_trunc('week', d.day)::date::text AS week,
            date_trunc('month', d.day)::date::text AS month,
            (floor(extract(epoch FROM occurred_at) / 300) * 300)::bigint::text AS slot_epoch
       FROM taken, LATERAL (SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day) d`,
    [limit],
  );
  if (events.length === 0) return 0;
  const members = [...new Set(events.map((event) => event.member_id))];
  const chainRows = await tx.query<{ ancestor_id: string; descendant_id: string }>(
    "SELECT ancestor_id::text, descendant_id::text FROM member_tree WHERE descendant_id = ANY($1::bigint[])",
    [members],
  );
  const ancestorsOf = new Map<string, string[]>();
  for (const row of chainRows) {
    const list = ancestorsOf.get(row.descendant_id) ?? [];
    list.push(row.ancestor_id);
    ancestorsOf.set(row.descendant_id, list);
  }
  // A member without tree rows (none should exist) still counts for itself.
  const chainOf = (member: string) => ancestorsOf.get(member) ?? [member];

  const game = new Accumulator(MEMBER_GAME_SUMS);
  const money = new Accumulator(MEMBER_MONEY_SUMS);
  const team = new Accumulator(TEAM_SUMS);
  const marks = new Map<
    string,
    { member: string; merchant: string; mark: string; period: string; start: string }
  >();
  const mark = (event: EventRow, kind: "active" | "depositor") => {
    for (const [period, start] of [
      ["day", event.day],
      ["week", event.week],
      ["month", event.month],
    ] as const) {
      const key = `${event.member_id}|${kind}|${period}|${start}`;
      marks.set(key, { member: event.member_id, merchant: event.merchant_code, mark: kind, period, start });
    }
  };

  for (const event of events) {
    const merchant = event.merchant_code;
    const amount = BigInt(event.amount);
    let memberMoney: Partial<Sums<(typeof MEMBER_MONEY_SUMS)[number]>> | null = null;
    let teamSums: Partial<Sums<(typeof TEAM_SUMS)[number]>> = {};
    switch (event.type) {
      case "bet": {
        // The stake counts the round and the team's profit and loss; the valid bet is the turnover.
        const bet = BigInt(event.bet);
        const validBet = BigInt(event.valid_bet);
        const win = BigInt(event.win);
        const count = bet > 0n ? 1n : 0n;
        game.add([event.member_id, event.day, event.product_type ?? "slots"], merchant, {
          bet_count: count,
          bet,
          valid_bet: validBet,
          win,
        });
        teamSums = { bet_count: count, bet, valid_bet: validBet, win };
        if (bet > 0n) mark(event, "active");
        break;
      }
      case "deposit": {
        const count = event.counted ? 1n : 0n;
        const first = event.first_deposit ? amount : 0n;
        memberMoney = { deposit_count: count, deposit_amount: amount, first_deposit_amount: first };
        teamSums = {
          deposit_count: count,
          deposit_amount: amount,
          first_deposits: event.first_deposit ? 1n : 0n,
          first_deposit_amount: first,
        };
        if (event.counted) mark(event, "depositor");
        break;
      }
      case "withdrawal": {
        const count = event.counted ? 1n : 0n;
        memberMoney = { withdrawal_count: count, withdrawal_amount: amount };
        teamSums = { withdrawal_count: count, withdrawal_amount: amount };
        break;
      }
      case "bonus":
        memberMoney = { bonus: amount };
        teamSums = { bonus: amount };
        break;
      case "adjustment":
        memberMoney = { adjustment: amount };
        teamSums = { adjustment: amount };
        break;
      case "transfer": {
        const into = amount > 0n ? amount : 0n;
        const out = amount < 0n ? -amount : 0n;
        memberMoney = { transfer_in: into, transfer_out: out };
        teamSums = { transfer_in: into, transfer_out: out };
        break;
      }
      case "rebate":
        memberMoney = { rebate: amount };
        teamSums = { rebate: amount };
        if (event.product_type) {
          game.add([event.member_id, event.day, event.product_type], merchant, { rebate: amount });
        }
        break;
      // Contract salaries and dividends count with the rebates (decision 051): the payee's credit and
      // a paying upline's debit, so a team's figure is what the house paid into it.
      case "salary":
      case "dividend":
        memberMoney = { rebate: amount };
        teamSums = { rebate: amount };
        break;
      case "register":
        teamSums = { new_members: 1n };
        break;
      default: {
        const unknown: never = event.type;
        throw new Error(`unknown report event ${String(unknown)}`);
      }
    }
    if (memberMoney) money.add([event.member_id, event.day], merchant, memberMoney);
    for (const ancestor of chainOf(event.member_id)) team.add([ancestor, event.day], merchant, teamSums);
  }

  // Distinct members of a day, week and month: a member counts for its teams the first time.
  const periods = new Accumulator(["active_members", "depositors"] as const);
  if (marks.size > 0) {
    const list = [...marks.values()].sort((a, b) =>
      `${a.member}|${a.mark}|${a.period}|${a.start}` < `${b.member}|${b.mark}|${b.period}|${b.start}`
        ? -1
        : 1,
    );
    const fresh = await tx.query<{ member_id: string; mark: string; period: string; start_day: string }>(
      `INSERT INTO report_member_marks (member_id, mark, period, start_day)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::date[])
       ON CONFLICT DO NOTHING
       RETURNING member_id::text, mark, period, start_day::text`,
      [
        list.map((m) => m.member),
        list.map((m) => m.mark),
        list.map((m) => m.period),
        list.map((m) => m.start),
      ],
    );
    const merchantOf = new Map(list.map((m) => [m.member, m.merchant]));
    for (const row of fresh) {
      const merchant = merchantOf.get(row.member_id)!;
      for (const ancestor of chainOf(row.member_id)) {
        if (row.period === "day") {
          team.add(
            [ancestor, row.start_day],
            merchant,
            row.mark === "active" ? { active_members: 1n } : { depositors: 1n },
          );
        } else {
          periods.add(
            [ancestor, row.period, row.start_day],
            merchant,
            row.mark === "active" ? { active_members: 1n } : { depositors: 1n },
          );
        }
      }
    }
  }

  await addTo(
    tx,
    "report_member_game_days",
    [
      ["member_id", "bigint"],
      ["day", "date"],
      ["product_type", "text"],
    ],
    game,
    MEMBER_GAME_SUMS,
  );
  await addTo(
    tx,
    "report_member_money_days",
    [
      ["member_id", "bigint"],
      ["day", "date"],
    ],
    money,
    MEMBER_MONEY_SUMS,
  );
  await addTo(
    tx,
    "report_team_days",
    [
      ["ancestor_id", "bigint"],
      ["day", "date"],
    ],
    team,
    TEAM_SUMS,
  );
  await addToPeriods(tx, periods);
  // The contracts' 5-minute and hourly roll-ups (decision 045).
  await addPayoutRollups(tx, events);
  return events.length;
}

/** report_team_periods has no merchant column; the rest is `addTo`. */
async function addToPeriods(tx: Queryable, periods: Accumulator<"active_members" | "depositors">) {
  const rows = [...periods.rows.values()].sort((a, b) => (a.key.join("|") < b.key.join("|") ? -1 : 1));
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO report_team_periods (ancestor_id, period, start_day, active_members, depositors)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::date[], $4::int[], $5::int[])
     ON CONFLICT (ancestor_id, period, start_day) DO UPDATE
        SET active_members = report_team_periods.active_members + EXCLUDED.active_members,
            depositors = report_team_periods.depositors + EXCLUDED.depositors`,
    [
      rows.map((row) => row.key[0]),
      rows.map((row) => row.key[1]),
      rows.map((row) => row.key[2]),
      rows.map((row) => row.sums.active_members.toString()),
      rows.map((row) => row.sums.depositors.toString()),
    ],
  );
}

/** Folds every waiting event (tests, and the job below, up to a bound per run). Answers how many. */
export async function foldReportEvents(tx: Queryable, maxBatches = BATCHES_PER_RUN): Promise<number> {
  let folded = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const taken = await foldReportBatch(tx);
    folded += taken;
    if (taken < BATCH) break;
  }
  return folded;
}

/**
 * Brings the agent reports' roll-ups up to date every five seconds. One run per slot across all
 * servers; runs of two slots that overlap fold different events.
 */
export const foldReportEventsJob = defineJob({
  name: "agent.fold-report-events",
  payload: z.object({}),
  everyMs: 5_000,
  handler: async (tx) => {
    await foldReportEvents(tx);
  },
});

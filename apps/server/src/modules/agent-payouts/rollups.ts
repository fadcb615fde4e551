import type { Queryable } from "#app/db/database.ts";

/** What the payout roll-ups need of a report event (reports-fold.ts reads the rest). */
export type PayoutEvent = {
  merchant_code: string;
  member_id: string;
  type: string;
  bet: string;
  valid_bet: string;
  win: string;
  amount: string;
  /** Start of the event's 5-minute slot, seconds since the epoch. */
  slot_epoch: string;
};

type Sums = { merchant: string; bet: bigint; validBet: bigint; win: bigint; bonus: bigint; rebate: bigint };

const SLOT_SECONDS = 300;
const HOUR_SECONDS = 3600;

/**
 * Adds a batch of report events to the contracts' roll-ups (report_member_slots and
 * report_member_hours, migration 0038) in the fold's transaction, so they count each event exactly
 * when the day roll-ups do. Sorted upserts, as in the fold, so two folds never wait in a cycle.
 */
export async function addPayoutRollups(tx: Queryable, events: readonly PayoutEvent[]): Promise<void> {
  const slots = new Map<string, Sums & { member: string; start: number }>();
  const hours = new Map<string, Sums & { member: string; start: number }>();
  const add = (
    map: Map<string, Sums & { member: string; start: number }>,
    member: string,
    start: number,
    merchant: string,
    values: Partial<Sums>,
  ) => {
    const key = `${member.padStart(20, "0")}|${start}`;
    let row = map.get(key);
    if (!row) {
      row = { member, start, merchant, bet: 0n, validBet: 0n, win: 0n, bonus: 0n, rebate: 0n };
      map.set(key, row);
    }
    row.bet += values.bet ?? 0n;
    row.validBet += values.validBet ?? 0n;
    row.win += values.win ?? 0n;
    row.bonus += values.bonus ?? 0n;
    row.rebate += values.rebate ?? 0n;
  };
  for (const event of events) {
    let values: Partial<Sums> | null = null;
    if (event.type === "bet")
      values = { bet: BigInt(event.bet), validBet: BigInt(event.valid_bet), win: BigInt(event.win) };
    else if (event.type === "bonus") values = { bonus: BigInt(event.amount) };
    else if (event.type === "rebate") values = { rebate: BigInt(event.amount) };
    if (!values) continue;
    const slot = Number(event.slot_epoch);
    const hour = Math.floor(slot / HOUR_SECONDS) * HOUR_SECONDS;
    add(slots, event.member_id, slot - (slot % SLOT_SECONDS), event.merchant_code, values);
    add(hours, event.member_id, hour, event.merchant_code, values);
  }
  for (const [table, column, map] of [
    ["report_member_slots", "slot_start", slots],
    ["report_member_hours", "hour_start", hours],
  ] as const) {
    const rows = [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    if (rows.length === 0) continue;
    await tx.query(
      `INSERT INTO ${table} (member_id, ${column}, merchant_code, valid_bet, win, bonus, rebate, bet)
       SELECT u.member_id, to_timestamp(u.start), u.merchant_code, u.valid_bet, u.win, u.bonus, u.rebate, u.bet
         FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[],
                     $8::bigint[])
              AS u (member_id, start, merchant_code, valid_bet, win, bonus, rebate, bet)
       ON CONFLICT (member_id, ${column}) DO UPDATE
          SET valid_bet = ${table}.valid_bet + EXCLUDED.valid_bet, win = ${table}.win + EXCLUDED.win,
              bet = ${table}.bet + EXCLUDED.bet,
              bonus = ${table}.bonus + EXCLUDED.bonus, rebate = ${table}.rebate + EXCLUDED.rebate`,
      [
        rows.map((row) => row.member),
        rows.map((row) => row.start),
        rows.map((row) => row.merchant),
        rows.map((row) => row.validBet.toString()),
        rows.map((row) => row.win.toString()),
        rows.map((row) => row.bonus.toString()),
        rows.map((row) => row.rebate.toString()),
        rows.map((row) => row.bet.toString()),
      ],
    );
  }
}

import { minorToDecimal } from "@banca/contract/money";
import { z } from "zod";
import { decimalAmount } from "#app/modules/admin/answer-schemas.ts";
import type { DayRow } from "./repository.ts";

export const figuresSchema = z.object({
  deposits: z.object({ count: z.number().int(), amount: decimalAmount }),
  withdrawals: z.object({ count: z.number().int(), amount: decimalAmount }).describe("Paid withdrawals"),
  bets: decimalAmount.describe("Stakes of settled rounds"),
  wins: decimalAmount,
  ggr: decimalAmount.describe("Gross gaming revenue: bets − wins"),
  bonuses: decimalAmount.describe("Bonuses and rewards credited"),
  rebates: decimalAmount,
  ngr: decimalAmount.describe("Net gaming revenue: GGR − bonuses − rebates"),
  activePlayers: z.number().int().describe("Members who bet at least once"),
  newPlayers: z.number().int().describe("Members registered (trial accounts aside)"),
});
export type Figures = z.infer<typeof figuresSchema>;

type Sums = {
  depositCount: bigint;
  depositAmount: bigint;
  withdrawalCount: bigint;
  withdrawalAmount: bigint;
  bet: bigint;
  win: bigint;
  bonus: bigint;
  rebate: bigint;
  newPlayers: bigint;
};

const sumsOf = (row: DayRow): Sums => ({
  depositCount: BigInt(row.deposit_count),
  depositAmount: BigInt(row.deposit_amount),
  withdrawalCount: BigInt(row.withdrawal_count),
  withdrawalAmount: BigInt(row.withdrawal_amount),
  bet: BigInt(row.bet),
  win: BigInt(row.win),
  bonus: BigInt(row.bonus),
  rebate: BigInt(row.rebate),
  newPlayers: BigInt(row.new_players),
});

const ZERO: Sums = sumsOf({
  day: "",
  deposit_count: "0",
  deposit_amount: "0",
  withdrawal_count: "0",
  withdrawal_amount: "0",
  bet: "0",
  win: "0",
  bonus: "0",
  rebate: "0",
  active_players: "0",
  new_players: "0",
});

function add(a: Sums, b: Sums): Sums {
  const out = { ...a };
  for (const key of Object.keys(out) as (keyof Sums)[]) out[key] = a[key] + b[key];
  return out;
}

function present(sums: Sums, activePlayers: number, decimals: number): Figures {
  const money = (minor: bigint) => minorToDecimal(minor, decimals);
  const ggr = sums.bet - sums.win;
  return {
    deposits: { count: Number(sums.depositCount), amount: money(sums.depositAmount) },
    withdrawals: { count: Number(sums.withdrawalCount), amount: money(sums.withdrawalAmount) },
    bets: money(sums.bet),
    wins: money(sums.win),
    ggr: money(ggr),
    bonuses: money(sums.bonus),
    rebates: money(sums.rebate),
    ngr: money(ggr - sums.bonus - sums.rebate),
    activePlayers,
    newPlayers: Number(sums.newPlayers),
  };
}

/** One day's figures; its active players are the roll-up's distinct bettors of that day. */
export const dayFigures = (row: DayRow, decimals: number): Figures & { day: string } => ({
  day: row.day,
  ...present(sumsOf(row), Number(row.active_players), decimals),
});

/** A period's figures: the days' sums, with the period's distinct bettors counted apart. */
export const periodFigures = (rows: readonly DayRow[], activePlayers: number, decimals: number): Figures =>
  present(rows.map(sumsOf).reduce(add, ZERO), activePlayers, decimals);

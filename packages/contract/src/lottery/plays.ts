// The plays of each game group, and what a settled bet pays: its hits times their odds times the
// price of a single bet times the multiple, in minor units, rounded down once per bet.
import { ELEVEN_FIVE_PLAYS } from "./11x5-plays.ts";
import type { DrawResult, VnLayout } from "./fair-draw.ts";
import { K3_PLAYS } from "./k3-plays.ts";
import { KENO_PLAYS } from "./keno-plays.ts";
import { PC28_PLAYS } from "./pc28-plays.ts";
import { PK10_PLAYS } from "./pk10-plays.ts";
import { MAX_SINGLES, type OddsRef, type Play, type PlayContext } from "./play-types.ts";
import { SSC_PLAYS } from "./ssc-plays.ts";
import { VN_PLAYS } from "./vn-plays.ts";

export const PLAYS_BY_GROUP: Record<string, readonly Play<never>[]> = {
  VN: VN_PLAYS as unknown as readonly Play<never>[],
  SSC: SSC_PLAYS,
  PK10: PK10_PLAYS,
  K3: K3_PLAYS,
  "11X5": ELEVEN_FIVE_PLAYS,
  PC28: PC28_PLAYS,
  KENO: KENO_PLAYS,
};

/** Series (prize group) 2000 returns the whole probability; the notes' model. */
export const FULL_SERIES = 2000;

export function playsOf(groupCode: string, layout: VnLayout | null): readonly Play<never>[] {
  return (PLAYS_BY_GROUP[groupCode] ?? []).filter(
    (play) => !play.layouts || (layout !== null && play.layouts.includes(layout)),
  );
}

export function findPlay(groupCode: string, layout: VnLayout | null, id: string): Play<never> | null {
  return playsOf(groupCode, layout).find((play) => play.id === id) ?? null;
}

/** The payout-table rows a play may pay by (none for plays priced by probability). */
export function playRows(play: Play<never>): readonly string[] {
  return play.rows ?? ("table" in play.odds ? [play.odds.table] : []);
}

/** Whether the game's payout table prices every row the play may pay by. */
export function tablePrices(play: Play<never>, table: Readonly<Record<string, number>> | null): boolean {
  return playRows(play).every((row) => table?.[row] !== undefined);
}

/** A selection read and counted: null when the play does not accept it or it is too large. */
export function readSelection(play: Play<never>, content: string, context: PlayContext) {
  const selection = play.parse(content, context);
  if (selection === null) return null;
  const singles = play.singles(selection, context);
  if (!Number.isInteger(singles) || singles < 1 || singles > MAX_SINGLES) return null;
  return { selection, singles, cost: play.cost(context) };
}

/**
 * Odds of one single bet in thousandths: a payout-table row (as written, or scaled by the bet's
 * series out of 2000 when the row says so), or 1/probability scaled by the series, rounded down.
 * Null when the table has no such row.
 */
export function oddsMilli(
  odds: OddsRef,
  series: number | null,
  table: Readonly<Record<string, number>> | null,
): bigint | null {
  if ("table" in odds) {
    const value = table?.[odds.table];
    if (value === undefined) return null;
    const milli = BigInt(Math.round(value * 1000));
    return odds.series ? (milli * BigInt(series ?? FULL_SERIES)) / BigInt(FULL_SERIES) : milli;
  }
  const [num, den] = odds.probability;
  return (1000n * BigInt(series ?? FULL_SERIES) * BigInt(den)) / (2000n * BigInt(num));
}

export type SettledBet = {
  groupCode: string;
  layout: VnLayout | null;
  play: string;
  content: string;
  price: bigint;
  multiple: number;
  series: number | null;
};

/** What `result` pays the bet, in minor units (0 when it loses). */
export function payoutOf(
  bet: SettledBet,
  result: DrawResult,
  table: Readonly<Record<string, number>> | null,
): bigint {
  const play = findPlay(bet.groupCode, bet.layout, bet.play);
  if (!play) throw new Error(`unknown play ${bet.groupCode}/${bet.play}`);
  const context = { layout: bet.layout };
  const selection = play.parse(bet.content, context);
  if (selection === null) throw new Error(`unreadable selection ${bet.play}: ${bet.content}`);
  let milli = 0n;
  for (const hit of play.hits(selection, result, context)) {
    const odds = oddsMilli(hit.odds, bet.series, table);
    if (odds === null) throw new Error(`no odds for ${bet.play}`);
    milli += BigInt(hit.times) * odds;
  }
  return (milli * bet.price * BigInt(bet.multiple)) / 1000n;
}

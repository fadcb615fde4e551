import { decimalToMinor } from "@banca/contract/money";
import { AppError } from "#app/http/app-error.ts";
import { moneyOf } from "./bet-views.ts";
import type { BgsSessionRow } from "./repository.ts";

/** The largest stake BGS takes in one bet, in minor units (100,000.00 at two decimals). */
const MAX_BET = 10_000_000n;

export const badRequest = (message: string) => new AppError("request_param_err", message);

/** The stake of a bet, from the page's decimal text. */
export function stakeOf(session: BgsSessionRow, text: unknown): bigint {
  const bet = typeof text === "string" ? decimalToMinor(text, session.decimals) : null;
  if (bet === null || bet <= 0n)
    throw badRequest(`The stake must be a positive amount with at most ${session.decimals} decimals`);
  if (bet > MAX_BET) throw badRequest(`The stake may be at most ${moneyOf(session, MAX_BET)}`);
  return bet;
}

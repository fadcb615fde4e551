// The in-house dice as a player reaches it: launched through the site's launch call, its launch token
// exchanged for a game session, then its roll calls. Every roll is counted as the game answered it
// (stake and win), and its expected loss from the published paytable, so luck can be taken out.

import { gameListCall } from "@banca/contract/calls/games";
import { launchGameCall } from "@banca/contract/calls/launch";
import { DICE_OUTCOMES, diceWin, diceWinningCount } from "@banca/server/modules/bgs/games/dice.ts";
import { type Account, funds, money } from "./abuse-account.ts";

/** What an account's play came to, in cents (the expected loss is fractional). */
export type Play = { rounds: number; turnover: number; net: number; expectedLoss: number };
export const noPlay = (): Play => ({ rounds: 0, turnover: 0, net: 0, expectedLoss: 0 });
export const addPlay = (into: Play, from: Play) => {
  into.rounds += from.rounds;
  into.turnover += from.turnover;
  into.net += from.net;
  into.expectedLoss += from.expectedLoss;
};

/** Winning rolls out of 10,000: 98 % is the most the game offers, 50 % an ordinary bet. */
export const NEAR_RISKLESS = 9_800;
export const ORDINARY = 5_000;

let diceNode: Promise<number> | undefined;

async function findDice(account: Account): Promise<number> {
  const { games } = await account.client.call<{ games: { nodeId: number; gameName: string }[] }>(
    gameListCall,
    {
      query: { gameType: "INHOUSE", vassalage: "BGS", pageNo: 1, pageSize: 42, clientType: 3 },
    },
  );
  const dice = games.find((game) => /dice/i.test(game.gameName));
  if (!dice) throw new Error("the in-house dice is not in the catalogue");
  return dice.nodeId;
}

/** Opens the dice for the account: answers a roller bound to one game session. */
export async function openDice(account: Account) {
  diceNode ??= findDice(account);
  const { game_url: url } = await account.client.call<{ game_url: string }>(launchGameCall, {
    body: { nodeId: await diceNode, vassalage: "BGS", language: "en" },
  });
  const params = new URL(url, account.client.options.base).searchParams;
  const opened = (await account.client.raw("POST", "/vendors/bgs/api/session", {
    merchant: params.get("merchant"),
    launchToken: params.get("launch"),
  })) as { token: string };

  /**
   * One roll "under target" of `stake` cents; answers the roll's stake and win in cents. With a
   * `reference` (the game page's Idempotency-Key), the same roll sent again finds its bet.
   */
  async function roll(stake: number, target: number, play: Play, reference?: string) {
    const answer = (await account.client.raw(
      "POST",
      "/vendors/bgs/api/dice/roll",
      { bet: money(stake), target, direction: "under" },
      { "x-bgs-session": opened.token, ...(reference ? { "idempotency-key": reference } : {}) },
    )) as { win: string | number };
    const win = Math.round(Number(answer.win) * 100);
    const params = { target, direction: "under" as const };
    const paidOnWin = Number(diceWin(BigInt(stake), params, true));
    play.rounds += 1;
    play.turnover += stake;
    play.net += win - stake;
    play.expectedLoss += stake - (diceWinningCount(params) / DICE_OUTCOMES) * paidOnWin;
    return win;
  }
  return { roll };
}

/**
 * Bets `turnover` cents in stakes of at most `stake` at `target` winning rolls, stopping early when the
 * wallet cannot cover the next stake; at most `maxRounds` rolls.
 */
export async function playDice(
  account: Account,
  turnover: number,
  { stake = 1_000, target = NEAR_RISKLESS, maxRounds = 400 } = {},
): Promise<Play> {
  const play = noPlay();
  const dice = await openDice(account);
  let balance = (await funds(account)).balance;
  while (play.turnover < turnover && play.rounds < maxRounds) {
    const next = Math.min(stake, turnover - play.turnover, balance);
    if (next <= 0) break;
    balance += (await dice.roll(next, target, play)) - next;
  }
  return play;
}

/**
 * Plays through what bonuses still hold (their wagering requirement) at `target`, as a farmer must
 * before a held reward can leave: until nothing is held, the wallet is empty, or `maxRounds`.
 */
export async function playThrough(account: Account, target: number, maxRounds = 300): Promise<Play> {
  const play = noPlay();
  let state = await funds(account);
  if (state.wageringLeft <= 0) return play;
  const dice = await openDice(account);
  while (state.wageringLeft > 0 && state.balance > 0 && play.rounds < maxRounds) {
    const next = Math.min(1_000, state.wageringLeft, state.balance);
    const win = await dice.roll(next, target, play);
    // The wallet is read again now and then: whether a bet counts towards wagering is the site's call.
    if (play.rounds % 5 === 0 || next >= state.wageringLeft) state = await funds(account);
    else state = { ...state, balance: state.balance - next + win, wageringLeft: state.wageringLeft - next };
  }
  return play;
}

// Referral farming: one referrer, five friends registered with its code from two client addresses,
// each doing the least the invite-friends rules ask (a confirmed mobile, the smallest qualifying
// deposit, the valid bets asked after it, tried first at the dice's 98 %), then every account takes what it can withdraw: the
// referrer's rewards, points turned into cash, mission rewards, with held rewards played through at
// an ordinary chance. Run once as a browser that keeps its cookies and sends its device id, once as
// one that drops cookies and sends none.
import { setTimeout as sleep } from "node:timers/promises";
import { referralFriendsCall, referralInfoCall } from "@banca/contract/calls/referral";
import {
  type Account,
  claimMissions,
  confirmMobile,
  convertPoints,
  deposit,
  funds,
  register,
  settle,
} from "./abuse-account.ts";
import { CallRefused, createClient, type Operator } from "./abuse-client.ts";
import { addPlay, NEAR_RISKLESS, noPlay, ORDINARY, type Play, playDice, playThrough } from "./abuse-dice.ts";

const FRIENDS = 5;
/** The smallest deposit the demo's bank transfer takes, in cents. */
const CHANNEL_MIN = 1_000;

export type ReferralResult = {
  friends: number;
  play: Play;
  deposited: number;
  /** Cents every account could take out at the end, less what the friends paid in. */
  net: number;
  /** Cents of rewards that became withdrawable: the net less the game's own result. */
  rewards: number;
  refusals: string[];
};

type ReferralInfo = { referralCode: string; minFirstDeposit: number; minValidBet: number };

type Friend = { wagered: boolean; status: string };

/**
 * Whether the newest of `friendCount` friends (the one just played) still misses the valid bets its
 * rewards wait for while it could earn them; the site counts friends and bets in its own time, so
 * this waits for them.
 */
async function betStillMissing(referrer: Account, friendCount: number): Promise<boolean> {
  let missing = false;
  for (let attempt = 0; attempt < 8; attempt++) {
    const { list, totalCount } = await referrer.client.call<{ list: Friend[]; totalCount: number }>(
      referralFriendsCall,
      { query: { pageNo: 1, pageSize: 1 } },
    );
    const newest = list[0];
    // A friend the site does not list (yet) has no reward to chase.
    if (totalCount < friendCount || newest === undefined) missing = false;
    else if (newest.status === "not_eligible" || newest.wagered) return false;
    else missing = true;
    await sleep(3_000);
  }
  return missing;
}

export async function runReferral(
  base: string,
  operator: Operator,
  { withDevice, network, mobiles }: { withDevice: boolean; network: number; mobiles: () => string },
): Promise<ReferralResult> {
  // One browser: with a device it keeps one cookie jar (the server's device cookie) for every account.
  const jar = withDevice ? new Map<string, string>() : null;
  const client = (address: string) => createClient({ base, address, cookies: jar });

  const referrer = await register(client(`198.18.${network}.1`), {}, "rf");
  await confirmMobile(referrer, mobiles());
  const info = await referrer.client.call<ReferralInfo>(referralInfoCall);
  const minDepositCents = Math.max(CHANNEL_MIN, Math.round(info.minFirstDeposit * 100));
  // The friend's valid bets after its deposit reach the deposit and the merchant's minimum.
  const betCents = Math.max(Math.round(info.minValidBet * 100), minDepositCents);
  // Enough to ride out the swings of those bets at an ordinary chance, still below what they must
  // reach (what is left is withdrawn at the end, so the deposit's size costs the farmer nothing).
  const depositCents = Math.max(minDepositCents, Math.floor(betCents / 10));

  const friends: Account[] = [];
  const refusals: string[] = [];
  const play = noPlay();
  for (let index = 0; index < FRIENDS; index++) {
    // Two addresses, neither the referrer's: the farmer's home and its phone's mobile network.
    let friend: Account;
    try {
      friend = await register(
        client(`198.18.${network}.${10 + (index % 2)}`),
        { referralCode: info.referralCode },
        "fr",
      );
    } catch (error) {
      // A registration the site refuses costs the farmer nothing and earns nothing.
      if (!(error instanceof CallRefused)) throw error;
      refusals.push(`friend ${index + 1} registration: ${error.errorCode}`);
      continue;
    }
    friends.push(friend);
    try {
      await confirmMobile(friend, mobiles());
      await deposit(friend, operator, depositCents);
      addPlay(play, await playDice(friend, betCents, { target: NEAR_RISKLESS }));
      // Where near-riskless bets do not count as valid, the farmer bets the same again at an
      // ordinary chance (the dice keeps the same edge at every chance).
      if (await betStillMissing(referrer, friends.length)) {
        addPlay(play, await playDice(friend, betCents, { target: ORDINARY }));
      }
    } catch (error) {
      if (!(error instanceof CallRefused)) throw error;
      friend.refusals.push(`${friend.username}: ${error.message}`);
    }
  }

  const accounts = [referrer, ...friends];
  const reading = async () =>
    JSON.stringify(await Promise.all(accounts.map(async (a) => (await funds(a)).balance)));
  await settle(reading);
  for (const account of accounts) {
    await convertPoints(account);
    await claimMissions(account);
  }
  await settle(reading, 8_000, 30_000);
  for (const account of accounts) addPlay(play, await playThrough(account, ORDINARY));

  let withdrawable = 0;
  for (const account of accounts) withdrawable += (await funds(account)).withdrawable;
  const deposited = friends.reduce((sum, friend) => sum + friend.deposited, 0);
  const net = withdrawable - deposited;
  return {
    friends: FRIENDS,
    play,
    deposited,
    net,
    rewards: net - play.net,
    refusals: [...refusals, ...accounts.flatMap((account) => account.refusals)],
  };
}

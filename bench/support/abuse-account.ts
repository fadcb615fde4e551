// What one account of the reward-abuse bench does through the site's calls: register, confirm a
// mobile, deposit (the operator confirming the bank transfer), read its funds, and collect every
// reward the site lets it take (points converted to cash, completed missions claimed).

import { setTimeout as sleep } from "node:timers/promises";
import { createDepositCall } from "@banca/contract/calls/deposit";
import { registerCall } from "@banca/contract/calls/member";
import { claimMissionCall, missionSummaryCall } from "@banca/contract/calls/missions";
import { convertPointCall, pointBalanceCall, pointConfigCall } from "@banca/contract/calls/points";
import { bindMobileCall, bindMobileCodeCall } from "@banca/contract/calls/security";
import { loginCall } from "@banca/contract/calls/session";
import { withdrawSettingsCall } from "@banca/contract/calls/withdrawals";
import { CallRefused, type Client, type Operator } from "./abuse-client.ts";

/** The demo merchant keeps two decimals: amounts are counted here in cents, as the ledger does. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const money = (cents: number) => `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;

export type Account = {
  client: Client;
  username: string;
  password: string;
  paymentPassword: string;
  /** Cents the account paid in, confirmed by the operator. */
  deposited: number;
  /** Every reward collection step that was refused, with the site's code, for the report. */
  refusals: string[];
};

let sequence = 0;
const fresh = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(sequence++).toString(36)}`.slice(0, 16);

export async function register(
  client: Client,
  invitation: { referralCode?: string; affiliateCode?: string } = {},
  prefix = "ab",
): Promise<Account> {
  const username = fresh(prefix);
  const password = "Abuse2026";
  const paymentPassword = "246810";
  const value = await client.call<{ token: string }>(registerCall, {
    body: {
      username,
      password,
      confirmPassword: password,
      paymentPassword,
      agreement: true,
      ...invitation,
    },
  });
  client.token = value.token;
  return { client, username, password, paymentPassword, deposited: 0, refusals: [] };
}

export async function login(client: Client, username: string, password: string) {
  const value = await client.call<{ token: string }>(loginCall, {
    body: {
      type: "username",
      username,
      password,
    },
  });
  client.token = value.token;
}

/** The newest code the local outbox holds for a number, waiting for it to arrive. */
async function outboxCode(client: Client, to: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const messages = (await client.raw(
      "GET",
      `/sandbox/outbox?${new URLSearchParams({ to, limit: "1" })}`,
    )) as { text: string }[];
    const code = messages[0]?.text.match(/\b(\d{4,8})\b/)?.[1];
    if (code) return code;
    await sleep(500);
  }
  throw new Error(`no code reached the outbox for ${to}`);
}

/** Confirms a fresh mobile number with the SMS code, as a farmer with a pile of SIM cards would. */
export async function confirmMobile(account: Account, mobileNum: string) {
  const countryDialingCode = "+55";
  await account.client.call(bindMobileCodeCall, { body: { countryDialingCode, mobileNum } });
  const verificationCode = await outboxCode(account.client, `${countryDialingCode}${mobileNum}`);
  await account.client.call(bindMobileCall, {
    body: { countryDialingCode, mobileNum, verificationCode, password: account.password },
  });
}

/** A bank transfer the player reports and the operator approves: a deposit the ledger credits once. */
export async function deposit(account: Account, operator: Operator, cents: number) {
  const { record } = await account.client.call<{ record: { orderNo: string } }>(createDepositCall, {
    body: {
      requestId: crypto.randomUUID(),
      channelId: "bank-transfer",
      amount: money(cents),
      bankCode: "CHASE",
      depositorName: "Abuse Bench",
    },
  });
  await operator("POST", "/admin/api/deposits/approve", { orderNo: record.orderNo });
  account.deposited += cents;
}

export type Funds = { balance: number; withdrawable: number; wageringLeft: number };

/** The main wallet as the withdrawal page shows it, in cents: what could leave now and what is held. */
export async function funds(account: Account): Promise<Funds> {
  const value = await account.client.call<{ balance: number; withdrawable: number; wageringLeft: number }>(
    withdrawSettingsCall,
  );
  return {
    balance: toCents(value.balance),
    withdrawable: toCents(value.withdrawable),
    wageringLeft: toCents(value.wageringLeft),
  };
}

const refused = (account: Account, step: string, error: unknown) => {
  if (!(error instanceof CallRefused)) throw error;
  account.refusals.push(`${account.username} ${step}: ${error.errorCode}`);
};

/** Converts every point the account holds into balance, at the merchant's rate. */
export async function convertPoints(account: Account) {
  try {
    const config = await account.client.call<{ conversion: { points: number; minPoints: number } }>(
      pointConfigCall,
    );
    const { balance } = await account.client.call<{ balance: number }>(pointBalanceCall);
    if (config.conversion.points <= 0 || balance < Math.max(config.conversion.minPoints, 0.01)) return 0;
    await account.client.call(convertPointCall, {
      body: { points: String(balance), password: account.paymentPassword, requestId: crypto.randomUUID() },
    });
    return balance;
  } catch (error) {
    refused(account, "points", error);
    return 0;
  }
}

/** Claims every completed mission; answers the rewards claimed, in cents. */
export async function claimMissions(account: Account) {
  let claimed = 0;
  try {
    const { list } = await account.client.call<{
      list: { missionId: number; status: string; reward: number }[];
    }>(missionSummaryCall, { query: { status: "completed", size: 100 } });
    for (const mission of list.filter((entry) => entry.status === "completed")) {
      try {
        await account.client.call(claimMissionCall, { body: { missionId: mission.missionId } });
        claimed += toCents(mission.reward);
      } catch (error) {
        refused(account, `mission ${mission.missionId}`, error);
      }
    }
  } catch (error) {
    refused(account, "missions", error);
  }
  return claimed;
}

/**
 * Waits until the jobs have done what the account's play earns (points, rebates, bills): until
 * `reading` stays the same over `quietMs`, at most `maxMs`.
 */
export async function settle(reading: () => Promise<string>, quietMs = 16_000, maxMs = 120_000) {
  const deadline = Date.now() + maxMs;
  let last = await reading();
  let since = Date.now();
  while (Date.now() < deadline) {
    await sleep(4_000);
    const now = await reading();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return;
    }
  }
}

import { randomBytes } from "node:crypto";
import { CONTRACT_OFFER_DAYS, type ContractKind } from "@banca/contract/calls/agent-contracts";
import type { Queryable } from "#app/db/database.ts";
import { createContractRepository } from "#app/modules/agent-contracts/repository.ts";
import {
  KIND_IN_DB,
  misfit,
  type Terms,
  termsFromWire,
  type WireTerms,
} from "#app/modules/agent-contracts/terms.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

const DAY = 86_400_000;

type DemoContract = {
  kind: ContractKind;
  /** "" for the top agent's terms, set by the operator. */
  upline: string;
  downline: string;
  state: "active" | "pending";
  daysAgo: number;
  terms: WireTerms;
};

const tiers = (...list: Array<[bet: string, members: number, rateBp: number, loss?: string]>) =>
  list.map(([minTeamValidBet, minActiveMembers, rateBp, minTeamLoss]) => ({
    minTeamValidBet,
    minActiveMembers,
    rateBp,
    ...(minTeamLoss === undefined ? {} : { minTeamLoss }),
  }));
const dividend = (list: Parameters<typeof tiers>) => ({
  period: "weekly",
  dividendMode: "fixed",
  minBetPerMember: "20",
  tiers: tiers(...list),
});

/**
 * The demo team's contracts (decision 042), top first so each offer is checked against terms that
 * are there: the operator's terms for the demonstration agent of every kind, the contracts it gave
 * riomarcos (and riomarcos gave biacosta21) of every kind, lunaferraz's daily and real-time salary,
 * and one hourly-salary offer to lunaferraz waiting for its answer. Thresholds fit the team's
 * volumes of a day, an hour or a week (the dividends' period) of the demo's history. The top-level
 * terms count in the reward budget (decision 077), salaries per unit of valid bet and the loss,
 * profit and dividend rates at the edge, hence basis points in single figures for salaries.
 */
export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    kind: "dailySalary",
    upline: "",
    downline: "",
    state: "active",
    daysAgo: 30,
    terms: { minBetPerMember: "10", tiers: tiers(["100", 2, 3], ["300", 4, 5], ["600", 6, 7]) },
  },
  {
    kind: "hourlySalary",
    upline: "",
    downline: "",
    state: "active",
    daysAgo: 30,
    terms: { minBetPerMember: "5", tiers: tiers(["20", 1, 2], ["100", 2, 3]) },
  },
  {
    kind: "realTimeSalary",
    upline: "",
    downline: "",
    state: "active",
    daysAgo: 30,
    terms: { singleBetRateBp: 1, lossRateBp: 150, profitRateBp: 50 },
  },
  {
    kind: "dividend",
    upline: "",
    downline: "",
    state: "active",
    daysAgo: 30,
    terms: dividend([
      ["500", 2, 500, "20"],
      ["3000", 5, 800, "300"],
      ["10000", 8, 1000, "1000"],
    ]),
  },
  {
    kind: "dailySalary",
    upline: "",
    downline: "riomarcos",
    state: "active",
    daysAgo: 20,
    terms: { minBetPerMember: "10", tiers: tiers(["100", 2, 3], ["300", 4, 4], ["600", 6, 6]) },
  },
  {
    kind: "hourlySalary",
    upline: "",
    downline: "riomarcos",
    state: "active",
    daysAgo: 20,
    terms: { minBetPerMember: "5", tiers: tiers(["20", 1, 1], ["100", 2, 2]) },
  },
  {
    kind: "realTimeSalary",
    upline: "",
    downline: "riomarcos",
    state: "active",
    daysAgo: 20,
    terms: { singleBetRateBp: 1, lossRateBp: 120, profitRateBp: 40 },
  },
  {
    kind: "dividend",
    upline: "",
    downline: "riomarcos",
    state: "active",
    daysAgo: 20,
    terms: dividend([
      ["500", 2, 400, "20"],
      ["3000", 5, 600, "300"],
    ]),
  },
  {
    kind: "dailySalary",
    upline: "riomarcos",
    downline: "biacosta21",
    state: "active",
    daysAgo: 16,
    terms: { minBetPerMember: "10", tiers: tiers(["100", 2, 2], ["300", 4, 3]) },
  },
  {
    kind: "hourlySalary",
    upline: "riomarcos",
    downline: "biacosta21",
    state: "active",
    daysAgo: 16,
    terms: { minBetPerMember: "5", tiers: tiers(["20", 1, 1]) },
  },
  {
    kind: "realTimeSalary",
    upline: "riomarcos",
    downline: "biacosta21",
    state: "active",
    daysAgo: 16,
    terms: { singleBetRateBp: 1, lossRateBp: 100, profitRateBp: 30 },
  },
  {
    kind: "dividend",
    upline: "riomarcos",
    downline: "biacosta21",
    state: "active",
    daysAgo: 16,
    terms: dividend([["500", 2, 300, "20"]]),
  },
  {
    kind: "dailySalary",
    upline: "",
    downline: "lunaferraz",
    state: "active",
    daysAgo: 18,
    terms: { minBetPerMember: "10", tiers: tiers(["100", 2, 2], ["300", 4, 4]) },
  },
  {
    kind: "realTimeSalary",
    upline: "",
    downline: "lunaferraz",
    state: "active",
    daysAgo: 18,
    terms: { singleBetRateBp: 1, lossRateBp: 100, profitRateBp: 30 },
  },
  {
    kind: "hourlySalary",
    upline: "",
    downline: "lunaferraz",
    state: "pending",
    daysAgo: 1,
    terms: { minBetPerMember: "5", tiers: tiers(["20", 1, 1]) },
  },
];

/**
 * An operator of the merchant standing for the demo start's terms: it has no usable key (a random
 * hash of nothing anyone holds) and is switched off, so it can never log in to the back office.
 */
async function demoOperator(tx: Queryable, merchantCode: string): Promise<number> {
  const name = `demo-start:${merchantCode}`;
  await tx.query(
    `INSERT INTO operators (name, merchant_code, key_hash, disabled_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO NOTHING`,
    [name, merchantCode, `unusable:${randomBytes(32).toString("hex")}`],
  );
  const [row] = await tx.query<{ id: string }>("SELECT id::text FROM operators WHERE name = $1", [name]);
  return Number(row?.id);
}

/**
 * Writes DEMO_CONTRACTS for the demo team under `top` (the merchant's demonstration agent), inside
 * the team seed's transaction. Every contract is checked by the rules an offer meets (tiers in
 * order, within its upline's terms), so the demo never shows a contract the calls would refuse.
 */
export async function seedDemoAgentContracts(
  tx: Queryable,
  merchant: Merchant,
  top: { id: number; username: string },
): Promise<number> {
  const repository = createContractRepository(tx);
  const decimals = merchant.settings.currency.decimals;
  const operatorId = await demoOperator(tx, merchant.code);
  const rows = await tx.query<{ id: string; username: string }>(
    "SELECT id::text, username FROM members WHERE merchant_code = $1 AND username = ANY($2::text[])",
    [merchant.code, [...new Set(DEMO_CONTRACTS.flatMap((contract) => [contract.upline, contract.downline]))]],
  );
  const idOf = (username: string) => {
    if (username === "") return top.id;
    const row = rows.find((candidate) => candidate.username === username);
    if (!row) throw new Error(`the demo team has no ${username}`);
    return Number(row.id);
  };
  const inForce = new Map<string, Terms>();
  const now = Date.now();
  for (const contract of DEMO_CONTRACTS) {
    const terms = termsFromWire(contract.kind, contract.terms, decimals);
    const uplineId = contract.downline === "" ? null : idOf(contract.upline);
    if (uplineId !== null) {
      const above = inForce.get(`${contract.kind}:${uplineId}`);
      if (!above)
        throw new Error(`demo contract of ${contract.downline}: its upline has no ${contract.kind} terms`);
      const unfit = misfit(terms, above);
      if (unfit) throw new Error(`demo contract of ${contract.downline}: ${unfit.message}`);
    }
    const downlineId = idOf(contract.downline);
    const at = new Date(now - contract.daysAgo * DAY);
    await repository.insert(
      {
        merchantCode: merchant.code,
        kind: KIND_IN_DB[contract.kind],
        uplineId,
        operatorId: uplineId === null ? operatorId : null,
        downlineId,
        state: contract.state,
        terms,
        replacesContractId: null,
        expiresAt: contract.state === "pending" ? new Date(at.getTime() + CONTRACT_OFFER_DAYS * DAY) : null,
      },
      at,
    );
    if (contract.state === "active") inForce.set(`${contract.kind}:${downlineId}`, terms);
  }
  return DEMO_CONTRACTS.length;
}

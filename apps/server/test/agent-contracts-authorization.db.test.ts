import { CONTRACT_CALLS, CONTRACT_KINDS, type ContractKind } from "@banca/contract/calls/agent-contracts";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSmallMerchants, smallMerchant, teamMember, tokenOf } from "./support/agent-team.ts";
import { isEnvelope, sendCall } from "./support/contract-requests.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const ALL_ON = {
  SIGNCONDIV3: "1",
  DIVIDEND: "1",
  DAILYSALCONT3: "1",
  DAYSAL: "1",
  HOURSAL3: "1",
  RTSALARY3: "1",
} as const;
const MISSING_ID = 2_000_000_001;
const TERMS = {
  minBetPerMember: "10",
  tiers: [
    { minTeamValidBet: "1000", minActiveMembers: 1, rateBp: 10 },
    { minTeamValidBet: "10000", minActiveMembers: 5, rateBp: 15 },
  ],
};
const LOWER = {
  minBetPerMember: "10",
  tiers: [{ minTeamValidBet: "1000", minActiveMembers: 1, rateBp: 5 }],
};
const ACTIONS = [
  "accept",
  "reject",
  "withdraw",
  "requestTermination",
  "agreeTermination",
  "cancelTermination",
] as const;

type Key = "T" | "A" | "D" | "DD" | "P" | "S" | "O" | "O1" | "F";
type Member = { id: number; username: string; token: string; merchant: string };

describe(`agent contracts stay between their two sides on ${databaseKind}`, () => {
  const t = useTestApp();
  let ip = 0;
  const nextIp = () => `198.18.43.${(++ip % 250) + 1}`;
  // T ─┬─ A ─┬─ D ── DD          O ── O1          F (merchant "second")
  //    │     └─ P (player)
  //    └─ S
  // The victim: the daily-salary contract A gave D (and its pending replacement offer).
  const m = {} as Record<Key, Member>;
  let trial = "";
  let victim = 0;
  let victimOffer = 0;

  beforeAll(async () => {
    await seedSmallMerchants(t.db, [smallMerchant("cauth", ALL_ON), smallMerchant("csecond", ALL_ON)]);
    let serial = 0;
    const make = async (key: Key, kind: "agent" | "player", upline: Key | null, merchant = "cauth") => {
      const username = `y${key.toLowerCase()}${(Date.now() % 1e6).toString(36)}${++serial}`;
      const id = await teamMember(t.db, { username, kind, upline: upline ? m[upline].id : null, merchant });
      m[key] = { id, username, token: await tokenOf(t.db, merchant, id), merchant };
    };
    await make("T", "agent", null);
    await make("A", "agent", "T");
    await make("D", "agent", "A");
    await make("DD", "agent", "D");
    await make("P", "player", "A");
    await make("S", "agent", "T");
    await make("O", "agent", null);
    await make("O1", "agent", "O");
    await make("F", "agent", null, "csecond");
    const admin = operatorCalls(t, await operatorKey(t.db), "cauth");
    for (const top of [m.T, m.O]) {
      const set = await admin("POST", "/admin/api/agent-contracts/top", {
        kind: "dailySalary",
        username: top.username,
        terms: TERMS,
      });
      expect(set.json().success).toBe(true);
    }
    const set = await operatorCalls(t, await operatorKey(t.db), "csecond")(
      "POST",
      "/admin/api/agent-contracts/top",
      {
        kind: "dailySalary",
        username: m.F.username,
        terms: TERMS,
      },
    );
    expect(set.json().success).toBe(true);
    const give = async (from: Key, to: Key, terms: unknown, accept = true) => {
      const offered = await send("dailySalary", m[from].token, "cauth", {
        action: "offer",
        memberId: m[to].id,
        terms,
      });
      expect(offered.json(), `${from} → ${to}`).toMatchObject({ success: true });
      const id = offered.json().value.contract.id as number;
      if (accept) {
        const accepted = await send("dailySalary", m[to].token, "cauth", {
          action: "accept",
          contractId: id,
        });
        expect(accepted.json()).toMatchObject({ success: true });
      }
      return id;
    };
    await give("T", "A", TERMS);
    await give("T", "S", TERMS);
    await give("O", "O1", TERMS);
    victim = await give("A", "D", LOWER);
    await give("D", "DD", LOWER);
    // A better offer waits beside the contract in force.
    victimOffer = await give("A", "D", { ...LOWER, tiers: [{ ...LOWER.tiers[0], rateBp: 6 }] }, false);
    const freeplay = await t.app.inject({
      method: "POST",
      url: ENDPOINTS.freeplayLogin.path,
      headers: { "x-forwarded-for": nextIp(), merchant: "cauth" },
    });
    trial = freeplay.json().value.token;
  });

  function send(kind: ContractKind, token: string, merchant: string, body: unknown) {
    return sendCall(t.app, CONTRACT_CALLS[kind], { body, token, merchant, ip: nextIp() });
  }
  const answer = (response: Awaited<ReturnType<typeof send>>) => {
    expect(isEnvelope(response)).toBe(true);
    return [response.statusCode, response.json().errorCode, response.json().success];
  };

  type Attacker = {
    name: string;
    token: () => string;
    merchant: () => string;
    agent: boolean;
    trial?: boolean;
  };
  const ATTACKERS: Attacker[] = [
    { name: "an agent of another team", token: () => m.O.token, merchant: () => "cauth", agent: true },
    { name: "the offerer's own upline", token: () => m.T.token, merchant: () => "cauth", agent: true },
    { name: "a sibling of the offerer", token: () => m.S.token, merchant: () => "cauth", agent: true },
    { name: "the downline's own downline", token: () => m.DD.token, merchant: () => "cauth", agent: true },
    { name: "a player of the offerer's team", token: () => m.P.token, merchant: () => "cauth", agent: false },
    { name: "an agent of another merchant", token: () => m.F.token, merchant: () => "csecond", agent: true },
    { name: "a trial account", token: () => trial, merchant: () => "cauth", agent: false, trial: true },
  ];

  for (const attacker of ATTACKERS) {
    it(`refuses ${attacker.name} on every action of the contract, changing nothing`, async () => {
      const before = await tableChecksum(t.db);
      const failures: string[] = [];
      const ask = (body: unknown) => send("dailySalary", attacker.token(), attacker.merchant(), body);
      for (const action of ACTIONS) {
        for (const contractId of [victim, victimOffer]) {
          const response = await ask({ action, contractId });
          const got = answer(response);
          const expected = attacker.trial
            ? [403, "trial.account", false]
            : answer(await ask({ action, contractId: MISSING_ID }));
          if (!attacker.trial && expected[1] !== "contract.not.found")
            failures.push(`missing ${action}: ${expected}`);
          if (JSON.stringify(got) !== JSON.stringify(expected))
            failures.push(`${action} ${contractId}: ${got}`);
        }
      }
      // An offer to the victim's downline: only its direct upline offers.
      const offered = answer(await ask({ action: "offer", memberId: m.D.id, terms: LOWER }));
      const expectedOffer = attacker.trial
        ? [403, "trial.account", false]
        : !attacker.agent
          ? [403, "agent.only", false]
          : attacker.name === "the offerer's own upline"
            ? [400, "team.not.direct", false]
            : [404, "team.member.not.found", false];
      if (JSON.stringify(offered) !== JSON.stringify(expectedOffer)) failures.push(`offer: ${offered}`);
      // Its lists never show the victim's contract.
      for (const body of [{ action: "mine" }, { action: "given", state: "all" }]) {
        const response = await ask(body);
        // D is the upline of its own downline's contract: that one may name it.
        const ownUpline = attacker.name === "the downline's own downline";
        if (!ownUpline && response.body.includes(m.D.username))
          failures.push(`${body.action} shows ${m.D.username}`);
        if (response.json().success) {
          const ids = JSON.stringify(response.json().value);
          if (ids.includes(`"id":${victim},`)) failures.push(`${body.action} shows contract ${victim}`);
        }
      }
      expect(failures).toEqual([]);
      expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
    });
  }

  it("answers the two sides (the probes above reach the scope, not a switch)", async () => {
    const given = await send("dailySalary", m.A.token, "cauth", { action: "given" });
    expect(
      given
        .json()
        .value.list.map((contract: { id: number }) => contract.id)
        .sort(),
    ).toEqual([victim, victimOffer].sort());
    const mine = await send("dailySalary", m.D.token, "cauth", { action: "mine" });
    expect(mine.json().value).toMatchObject({ contract: { id: victim }, offer: { id: victimOffer } });
    // Another kind's call knows nothing of the daily-salary contract.
    for (const kind of CONTRACT_KINDS.filter((other) => other !== "dailySalary")) {
      const other = await send(kind, m.D.token, "cauth", { action: "accept", contractId: victimOffer });
      expect(other.json().errorCode).toBe("contract.not.found");
    }
  });
});

import { CONTRACT_CALLS, type ContractKind } from "@banca/contract/calls/agent-contracts";
import { consolidatedFundsCall } from "@banca/contract/calls/wallet";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSmallMerchants, smallMerchant, teamMember, tokenOf } from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
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

type Member = { id: number; username: string; token: string };
type Tier = { bet: string; members: number; loss?: string; rate: number };

const salaryTerms = (tiers: Tier[], minBet = "10") => ({
  minBetPerMember: minBet,
  tiers: tiers.map((tier) => ({
    minTeamValidBet: tier.bet,
    minActiveMembers: tier.members,
    rateBp: tier.rate,
  })),
});
const dividendTerms = (tiers: Tier[], period = "semi_monthly", mode = "fixed") => ({
  period,
  dividendMode: mode,
  minBetPerMember: "10",
  tiers: tiers.map((tier) => ({
    minTeamValidBet: tier.bet,
    minActiveMembers: tier.members,
    minTeamLoss: tier.loss ?? "0",
    rateBp: tier.rate,
  })),
});
const DAILY_TOP = salaryTerms([
  { bet: "1000", members: 1, rate: 10 },
  { bet: "10000", members: 5, rate: 15 },
]);
const DAILY_A = salaryTerms([
  { bet: "1000", members: 1, rate: 8 },
  { bet: "10000", members: 5, rate: 12 },
]);

describe(`agent contracts on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  let ip = 0;
  const nextIp = () => `198.18.42.${(++ip % 250) + 1}`;
  let serial = 0;
  let admin: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    await seedSmallMerchants(t.db, [
      smallMerchant("contracts", ALL_ON),
      smallMerchant("nocontracts", Object.fromEntries(Object.keys(ALL_ON).map((id) => [id, "0" as const]))),
    ]);
    admin = operatorCalls(t, await operatorKey(t.db), "contracts");
  });

  async function member(
    kind: "agent" | "player",
    upline: Member | null,
    merchant = "contracts",
  ): Promise<Member> {
    const username = `k${kind[0]}${(Date.now() % 1e6).toString(36)}${++serial}`;
    const id = await teamMember(t.db, { username, kind, upline: upline?.id ?? null, merchant });
    return { id, username, token: await tokenOf(t.db, merchant, id) };
  }

  /** top ── a ─┬─ b ── c ── c1 (player)
   *            ├─ b2
   *            └─ p (player) */
  async function chain() {
    const top = await member("agent", null);
    const a = await member("agent", top);
    const b = await member("agent", a);
    const b2 = await member("agent", a);
    const p = await member("player", a);
    const c = await member("agent", b);
    const c1 = await member("player", c);
    return { top, a, b, b2, p, c, c1 };
  }

  const send = (kind: ContractKind, who: Member, body: unknown, merchant = "contracts") =>
    sendCall(t.app, CONTRACT_CALLS[kind], { body, token: who.token, merchant, ip: nextIp() });
  const ok = async (kind: ContractKind, who: Member, body: unknown) => {
    const response = await send(kind, who, body);
    const json = response.json();
    if (!json.success)
      throw new Error(`${JSON.stringify(body)}: ${response.statusCode} ${json.errorCode} ${json.message}`);
    return json.value;
  };
  const refused = async (kind: ContractKind, who: Member, body: unknown) => {
    const before = await tableChecksum(t.db);
    const response = await send(kind, who, body);
    const json = response.json();
    expect(json.success).toBe(false);
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
    return {
      status: response.statusCode,
      code: json.errorCode as string,
      message: json.message as string,
      json,
    };
  };
  const setTop = async (kind: ContractKind, top: Member, terms: unknown) => {
    const response = await admin("POST", "/admin/api/agent-contracts/top", {
      kind,
      username: top.username,
      terms,
    });
    return response.json();
  };
  const offer = (kind: ContractKind, from: Member, to: Member, terms: unknown, agreeLowerRate?: boolean) =>
    ok(kind, from, {
      action: "offer",
      memberId: to.id,
      terms,
      ...(agreeLowerRate === undefined ? {} : { agreeLowerRate }),
    });
  const flags = async (who: Member, merchant = "contracts") =>
    (await sendCall(t.app, consolidatedFundsCall, { token: who.token, merchant, ip: nextIp() })).json().value;
  const stateOf = async (id: number) =>
    (
      await t.db.query<{ state: string; end_reason: string | null }>(
        "SELECT state, end_reason FROM agent_contracts WHERE id = $1",
        [id],
      )
    )[0];

  /** top gets terms from the operator, a from top, b from a, c from b; answers the contract ids. */
  async function contracted(team: Awaited<ReturnType<typeof chain>>) {
    const topSet = await setTop("dailySalary", team.top, DAILY_TOP);
    expect(topSet.success).toBe(true);
    const ids: Record<string, number> = { top: topSet.value.contract.id };
    const link = async (from: Member, to: Member, terms: unknown, key: string) => {
      const offered = await offer("dailySalary", from, to, terms);
      await ok("dailySalary", to, { action: "accept", contractId: offered.contract.id });
      ids[key] = offered.contract.id;
    };
    await link(team.top, team.a, DAILY_A, "a");
    await link(
      team.a,
      team.b,
      salaryTerms([
        { bet: "1000", members: 1, rate: 7 },
        { bet: "10000", members: 5, rate: 11 },
      ]),
      "b",
    );
    await link(team.a, team.b2, salaryTerms([{ bet: "1000", members: 1, rate: 5 }]), "b2");
    await link(
      team.b,
      team.c,
      salaryTerms([
        { bet: "2000", members: 2, rate: 6 },
        { bet: "20000", members: 10, rate: 10 },
      ]),
      "c",
    );
    return ids as Record<"top" | "a" | "b" | "b2" | "c", number>;
  }

  it("the operator sets a top-level agent's terms, in force at once; never an agent with an upline", async () => {
    const team = await chain();
    const set = await setTop("dailySalary", team.top, DAILY_TOP);
    expect(set).toMatchObject({
      success: true,
      value: {
        contract: {
          state: "active",
          upline: null,
          downline: team.top.username,
          operatorId: expect.any(Number),
        },
      },
    });
    const mine = await ok("dailySalary", team.top, { action: "mine" });
    expect(mine).toMatchObject({ action: "mine", topLevel: true, offer: null, requests: [] });
    expect(mine.contract.tiers).toEqual([
      { minTeamValidBet: 1000, minActiveMembers: 1, minTeamLoss: 0, rateBp: 10 },
      { minTeamValidBet: 10000, minActiveMembers: 5, minTeamLoss: 0, rateBp: 15 },
    ]);
    const refusedBelow = await setTop("dailySalary", team.a, DAILY_TOP);
    expect(refusedBelow).toMatchObject({ success: false, errorCode: "contract.state" });
    // New terms replace the ones in force.
    const again = await setTop("dailySalary", team.top, salaryTerms([{ bet: "500", members: 1, rate: 9 }]));
    expect(again.value.contract.replacesContractId).toBe(set.value.contract.id);
    expect(await stateOf(set.value.contract.id)).toEqual({ state: "terminated", end_reason: "replaced" });
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'agent_contract' AND target_id = $1",
      [String(again.value.contract.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(["agent.contract.operator.set"]);
  });

  it("runs an offer through acceptance, a termination request and its agreement, with the flags following", async () => {
    const team = await chain();
    await setTop("dailySalary", team.top, DAILY_TOP);
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: false, activeContract: false });

    const offered = await offer("dailySalary", team.top, team.a, DAILY_A);
    expect(offered).toMatchObject({
      action: "offer",
      ended: [],
      contract: { state: "pending", role: "upline", upline: team.top.username, downline: team.a.username },
    });
    const id = offered.contract.id;
    expect(offered.contract.expiresAt - offered.contract.offeredAt).toBe(7 * 86_400_000);
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: true, activeContract: false });
    expect((await flags(team.a)).dividend).toEqual({ pendingRequest: false, activeContract: false });
    const waiting = await ok("dailySalary", team.a, { action: "mine" });
    expect(waiting).toMatchObject({ contract: null, offer: { id, role: "downline" }, topLevel: false });
    expect(waiting.requests.map((request: { id: number }) => request.id)).toEqual([id]);
    const given = await ok("dailySalary", team.top, { action: "given" });
    expect(given).toMatchObject({ totalCount: 1, list: [{ id, state: "pending" }] });
    // The offerer cannot answer its own offer.
    expect((await refused("dailySalary", team.top, { action: "accept", contractId: id })).code).toBe(
      "contract.state",
    );

    const accepted = await ok("dailySalary", team.a, { action: "accept", contractId: id });
    expect(accepted.contract).toMatchObject({ state: "active", activatedAt: expect.any(Number) });
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: false, activeContract: true });
    expect((await refused("dailySalary", team.a, { action: "accept", contractId: id })).code).toBe(
      "contract.state",
    );

    const asked = await ok("dailySalary", team.a, { action: "requestTermination", contractId: id });
    expect(asked.contract).toMatchObject({
      state: "termination_requested",
      terminationRequestedBy: "downline",
    });
    // One pending termination at a time; the asking side does not agree with itself.
    expect(
      (await refused("dailySalary", team.top, { action: "requestTermination", contractId: id })).code,
    ).toBe("contract.termination.pending");
    expect((await refused("dailySalary", team.a, { action: "agreeTermination", contractId: id })).code).toBe(
      "contract.state",
    );
    // The upline has a request to answer; the contract still counts as in force.
    expect((await flags(team.top)).dailySalary).toEqual({ pendingRequest: true, activeContract: true });
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: false, activeContract: true });
    await ok("dailySalary", team.top, { action: "cancelTermination", contractId: id });
    expect(await stateOf(id)).toEqual({ state: "active", end_reason: null });

    await ok("dailySalary", team.top, { action: "requestTermination", contractId: id });
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: true, activeContract: true });
    const ended = await ok("dailySalary", team.a, { action: "agreeTermination", contractId: id });
    expect(ended.contract).toMatchObject({ state: "terminated", endReason: "agreed", endedBy: "downline" });
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: false, activeContract: false });

    const audit = await t.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE target_type = 'agent_contract' AND target_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "agent.contract.offer",
      "agent.contract.accept",
      "agent.contract.termination.request",
      "agent.contract.termination.cancel",
      "agent.contract.termination.request",
      "agent.contract.termination.agree",
    ]);
    expect(audit[1]?.actor).toBe(`member:${team.a.username}`);
  });

  it("refuses offers that break the rules, writing nothing", async () => {
    const team = await chain();
    // No terms of its own yet.
    expect(
      (await refused("dailySalary", team.top, { action: "offer", memberId: team.a.id, terms: DAILY_A })).code,
    ).toBe("contract.offerer.no.contract");
    await setTop("dailySalary", team.top, DAILY_TOP);
    const offerBy = (from: Member, to: Member, terms: unknown) =>
      refused("dailySalary", from, { action: "offer", memberId: to.id, terms });
    // Only the direct upline offers.
    expect(await offerBy(team.top, team.b, DAILY_A)).toMatchObject({ status: 400, code: "team.not.direct" });
    // A player has no downlines to offer to.
    expect(await offerBy(team.p, team.a, DAILY_A)).toMatchObject({ status: 403, code: "agent.only" });
    // Tiers in order: a rate not above the tier before, a threshold lower, the same thresholds twice.
    const tiers = (list: Tier[]) => salaryTerms(list);
    for (const bad of [
      tiers([
        { bet: "1000", members: 1, rate: 8 },
        { bet: "5000", members: 2, rate: 8 },
      ]),
      tiers([
        { bet: "1000", members: 3, rate: 5 },
        { bet: "5000", members: 2, rate: 8 },
      ]),
      tiers([
        { bet: "1000", members: 1, rate: 5 },
        { bet: "1000", members: 1, rate: 8 },
      ]),
    ]) {
      expect((await offerBy(team.top, team.a, bad)).code).toBe("contract.tiers.invalid");
    }
    // Above the offerer's rate at a tier's thresholds: 12 bp at 1000/1 where the top pays 10 bp,
    // and any rate below the top's lowest tier, where the top pays nothing.
    expect((await offerBy(team.top, team.a, tiers([{ bet: "1000", members: 1, rate: 12 }]))).code).toBe(
      "contract.rate.above.upline",
    );
    expect((await offerBy(team.top, team.a, tiers([{ bet: "999", members: 1, rate: 1 }]))).code).toBe(
      "contract.rate.above.upline",
    );
    expect(
      (
        await offerBy(
          team.top,
          team.a,
          tiers([
            { bet: "1000", members: 1, rate: 9 },
            { bet: "10000", members: 4, rate: 14 },
          ]),
        )
      ).code,
    ).toBe("contract.rate.above.upline");
    // A lower minimum bet per active member would count more members than the upline's.
    expect(
      (await offerBy(team.top, team.a, salaryTerms([{ bet: "1000", members: 1, rate: 5 }], "5"))).code,
    ).toBe("contract.terms.mismatch");
    // More decimal places than the currency's.
    expect(
      (await offerBy(team.top, team.a, salaryTerms([{ bet: "1000.123", members: 1, rate: 5 }]))).code,
    ).toBe("request_param_err");
    // A second pending offer.
    await offer("dailySalary", team.top, team.a, DAILY_A);
    expect((await offerBy(team.top, team.a, DAILY_A)).code).toBe("contract.pending.exists");
  });

  it("warns of terms lower than the contract in force; agreed, it ends that contract and those below that no longer fit", async () => {
    const team = await chain();
    const ids = await contracted(team);
    const lower = salaryTerms([
      { bet: "1000", members: 1, rate: 6 },
      { bet: "10000", members: 5, rate: 10 },
    ]);
    const warned = await refused("dailySalary", team.top, {
      action: "offer",
      memberId: team.a.id,
      terms: lower,
    });
    expect(warned).toMatchObject({ status: 409, code: "contract.lower.rate" });
    // The warning names the contract that would end.
    expect(warned.json.value).toEqual({ contractId: ids.a });
    expect(
      (
        await refused("dailySalary", team.top, {
          action: "offer",
          memberId: team.a.id,
          terms: lower,
          agreeLowerRate: false,
        })
      ).code,
    ).toBe("contract.lower.rate");

    const agreed = await offer("dailySalary", team.top, team.a, lower, true);
    // a's contract ends; b's (7 bp at 1000/1, above the new 6) ends with c's below it; b2's (5) fits.
    expect([...agreed.ended].sort((x: number, y: number) => x - y)).toEqual(
      [ids.a, ids.b, ids.c].sort((x, y) => x - y),
    );
    expect(agreed.contract).toMatchObject({ state: "pending", replacesContractId: null });
    expect(await stateOf(ids.a as number)).toEqual({ state: "terminated", end_reason: "lower_offer" });
    expect(await stateOf(ids.b as number)).toEqual({ state: "terminated", end_reason: "upline_ended" });
    expect(await stateOf(ids.c as number)).toEqual({ state: "terminated", end_reason: "upline_ended" });
    expect(await stateOf(ids.b2 as number)).toEqual({ state: "active", end_reason: null });
    expect((await flags(team.c)).dailySalary).toEqual({ pendingRequest: false, activeContract: false });

    // a rejects the lower terms: with no terms of its own, b2's contract can no longer hang from it.
    const rejected = await ok("dailySalary", team.a, { action: "reject", contractId: agreed.contract.id });
    expect(rejected).toMatchObject({
      contract: { state: "rejected", endReason: "rejected" },
      ended: [ids.b2],
    });
    expect(await stateOf(ids.b2 as number)).toEqual({ state: "terminated", end_reason: "upline_ended" });
  });

  it("keeps the contract in force while better terms wait, and replaces it when they are accepted", async () => {
    const team = await chain();
    const ids = await contracted(team);
    const better = salaryTerms([
      { bet: "1000", members: 1, rate: 9 },
      { bet: "10000", members: 5, rate: 13 },
    ]);
    const offered = await offer("dailySalary", team.top, team.a, better);
    expect(offered.contract.replacesContractId).toBe(ids.a);
    expect(await stateOf(ids.a as number)).toEqual({ state: "active", end_reason: null });
    const mine = await ok("dailySalary", team.a, { action: "mine" });
    expect(mine).toMatchObject({ contract: { id: ids.a }, offer: { id: offered.contract.id } });
    const accepted = await ok("dailySalary", team.a, { action: "accept", contractId: offered.contract.id });
    expect(accepted.ended).toEqual([ids.a]);
    expect(await stateOf(ids.a as number)).toEqual({ state: "terminated", end_reason: "replaced" });
    // Everything below still fits the better terms.
    for (const key of ["b", "b2", "c"] as const)
      expect((await stateOf(ids[key] as number))?.state).toBe("active");
  });

  it("ends every contract below one that ends, by agreement or by the operator", async () => {
    const team = await chain();
    const ids = await contracted(team);
    await ok("dailySalary", team.b, { action: "requestTermination", contractId: ids.b });
    const agreed = await ok("dailySalary", team.a, { action: "agreeTermination", contractId: ids.b });
    expect(agreed.ended).toEqual([ids.c]);
    expect(await stateOf(ids.c as number)).toEqual({ state: "terminated", end_reason: "upline_ended" });

    const terminated = await admin("POST", "/admin/api/agent-contracts/terminate", { contractId: ids.top });
    expect(terminated.json()).toMatchObject({
      success: true,
      value: { contract: { state: "terminated", endReason: "operator", endedBy: "operator" } },
    });
    expect([...terminated.json().value.ended].sort((x: number, y: number) => x - y)).toEqual(
      [ids.top, ids.a, ids.b2].sort((x, y) => x - y),
    );
    const live = await t.db.query(
      "SELECT 1 FROM agent_contracts WHERE downline_id = ANY($1::bigint[]) AND state IN ('pending', 'active', 'termination_requested')",
      [[team.top.id, team.a.id, team.b.id, team.b2.id, team.c.id]],
    );
    expect(live).toEqual([]);
    const list = await admin(
      "GET",
      `/admin/api/agent-contracts?kind=dailySalary&username=${team.a.username}&state=all`,
    );
    expect(list.json().value.list.length).toBeGreaterThanOrEqual(2);
  });

  it("lets the operator decide a termination request in place of the other side, audited", async () => {
    const team = await chain();
    const ids = await contracted(team);
    const decide = (contractId: number, decision: string) =>
      admin("POST", "/admin/api/agent-contracts/termination", { contractId, decision });
    const before = await tableChecksum(t.db);
    // No request waits, an unknown contract, a decision that is not one: refused, nothing changes.
    const none = await decide(ids.b, "agree");
    expect([none.statusCode, none.json().errorCode]).toEqual([409, "contract.state"]);
    expect((await decide(99_999_999, "agree")).statusCode).toBe(404);
    expect((await decide(ids.b, "maybe")).json().errorCode).toBe("request_param_err");
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);

    // The top agent's terms came from the operator, who is the only other side it has: refused, they stay.
    await ok("dailySalary", team.top, { action: "requestTermination", contractId: ids.top });
    const refusedTop = await decide(ids.top, "refuse");
    expect(refusedTop.json()).toMatchObject({
      success: true,
      value: { contract: { state: "active", terminationRequestedBy: null }, ended: [] },
    });
    expect((await stateOf(ids.top))?.state).toBe("active");

    // b asks a to end it and a does not answer: the operator agrees, and c's contract below ends too.
    await ok("dailySalary", team.b, { action: "requestTermination", contractId: ids.b });
    const agreed = await decide(ids.b, "agree");
    expect(agreed.json()).toMatchObject({
      success: true,
      value: { contract: { state: "terminated", endReason: "agreed", endedBy: "operator" } },
    });
    expect([...agreed.json().value.ended].sort((x: number, y: number) => x - y)).toEqual(
      [ids.b, ids.c].sort((x, y) => x - y),
    );
    expect(await stateOf(ids.c)).toEqual({ state: "terminated", end_reason: "upline_ended" });
    for (const key of ["top", "a", "b2"] as const) expect((await stateOf(ids[key]))?.state).toBe("active");
    const audit = await t.db.query<{ action: string; target_id: string; detail: { requestedBy: string } }>(
      `SELECT action, target_id, detail FROM audit_log
        WHERE action LIKE 'agent.contract.operator.termination.%' AND target_id = ANY($1::text[]) ORDER BY id`,
      [[String(ids.top), String(ids.b)]],
    );
    expect(audit.map((row) => [row.action, row.target_id, row.detail.requestedBy])).toEqual([
      ["agent.contract.operator.termination.refuse", String(ids.top), "downline"],
      ["agent.contract.operator.termination.agree", String(ids.b), "downline"],
    ]);
  });

  it("ends the contracts of a member the operator moves to another upline, and those below it", async () => {
    const team = await chain();
    const ids = await contracted(team);
    const moved = await admin("POST", "/admin/api/members/move", {
      username: team.b.username,
      uplineUsername: team.top.username,
      reason: "team reorganised",
    });
    expect(moved.json()).toMatchObject({ success: true });
    expect(await stateOf(ids.b)).toEqual({ state: "terminated", end_reason: "upline_ended" });
    expect(await stateOf(ids.c)).toEqual({ state: "terminated", end_reason: "upline_ended" });
    for (const key of ["top", "a", "b2"] as const) expect((await stateOf(ids[key]))?.state).toBe("active");
    const [audit] = await t.db.query<{ detail: { endedContracts: number[] } }>(
      "SELECT detail FROM audit_log WHERE action = 'member.move' AND target_id = $1",
      [String(team.b.id)],
    );
    expect(audit?.detail.endedContracts).toEqual([ids.b, ids.c].sort((x, y) => x - y));
    // Under its new direct upline, b can be offered terms again.
    const offered = await offer("dailySalary", team.top, team.b, DAILY_A);
    expect(offered.contract.state).toBe("pending");
  });

  it("lets the offerer withdraw its offer, and expires an offer left unanswered", async () => {
    const team = await chain();
    await setTop("dailySalary", team.top, DAILY_TOP);
    const first = await offer("dailySalary", team.top, team.a, DAILY_A);
    expect(
      (await refused("dailySalary", team.a, { action: "withdraw", contractId: first.contract.id })).code,
    ).toBe("contract.state");
    const withdrawn = await ok("dailySalary", team.top, {
      action: "withdraw",
      contractId: first.contract.id,
    });
    expect(withdrawn.contract).toMatchObject({
      state: "terminated",
      endReason: "withdrawn",
      endedBy: "upline",
    });

    const second = await offer("dailySalary", team.top, team.a, DAILY_A);
    await t.db.query("UPDATE agent_contracts SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      second.contract.id,
    ]);
    // The flags stop showing it at once; the next call of the kind marks it expired.
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: false, activeContract: false });
    const mine = await ok("dailySalary", team.a, { action: "mine" });
    expect(mine.offer).toBeNull();
    expect(await stateOf(second.contract.id)).toEqual({ state: "expired", end_reason: "expired" });
    expect(
      (await refused("dailySalary", team.a, { action: "accept", contractId: second.contract.id })).code,
    ).toBe("contract.state");
  });

  it("bounds real-time salary rates one by one and dividend terms by the upline's period and mode", async () => {
    const team = await chain();
    const rt = { singleBetRateBp: 2, lossRateBp: 500, profitRateBp: 200 };
    expect((await setTop("realTimeSalary", team.top, rt)).success).toBe(true);
    expect(
      (
        await refused("realTimeSalary", team.top, {
          action: "offer",
          memberId: team.a.id,
          terms: { singleBetRateBp: 2, lossRateBp: 600, profitRateBp: 100 },
        })
      ).code,
    ).toBe("contract.rate.above.upline");
    const given = await offer("realTimeSalary", team.top, team.a, {
      singleBetRateBp: 1,
      lossRateBp: 400,
      profitRateBp: 100,
    });
    expect(given.contract).toMatchObject({
      tiers: [],
      singleBetRateBp: 1,
      lossRateBp: 400,
      profitRateBp: 100,
    });
    await ok("realTimeSalary", team.a, { action: "accept", contractId: given.contract.id });
    expect(
      (
        await refused("realTimeSalary", team.top, {
          action: "offer",
          memberId: team.a.id,
          terms: { singleBetRateBp: 1, lossRateBp: 300, profitRateBp: 100 },
        })
      ).code,
    ).toBe("contract.lower.rate");

    const top = dividendTerms([
      { bet: "10000", members: 3, loss: "1000", rate: 500 },
      { bet: "50000", members: 10, loss: "5000", rate: 1000 },
    ]);
    expect((await setTop("dividend", team.top, top)).success).toBe(true);
    const offerDividend = (terms: unknown) =>
      refused("dividend", team.top, { action: "offer", memberId: team.a.id, terms });
    expect(
      (await offerDividend(dividendTerms([{ bet: "10000", members: 3, loss: "1000", rate: 450 }], "monthly")))
        .code,
    ).toBe("contract.terms.mismatch");
    expect(
      (
        await offerDividend(
          dividendTerms([{ bet: "10000", members: 3, loss: "1000", rate: 450 }], "semi_monthly", "floating"),
        )
      ).code,
    ).toBe("contract.terms.mismatch");
    // The loss threshold counts: below the top's 1000 the top pays nothing.
    expect(
      (await offerDividend(dividendTerms([{ bet: "10000", members: 3, loss: "999", rate: 450 }]))).code,
    ).toBe("contract.rate.above.upline");
    const dividend = await offer(
      "dividend",
      team.top,
      team.a,
      dividendTerms([{ bet: "20000", members: 5, loss: "2000", rate: 450 }]),
    );
    expect(dividend.contract).toMatchObject({ period: "semi_monthly", dividendMode: "fixed" });
    expect(dividend.contract.tiers).toEqual([
      { minTeamValidBet: 20000, minActiveMembers: 5, minTeamLoss: 2000, rateBp: 450 },
    ]);
    // Kinds stay apart: the daily salary has no terms for the top agent.
    expect((await flags(team.a)).dailySalary).toEqual({ pendingRequest: false, activeContract: false });
    expect((await flags(team.a)).dividend).toEqual({ pendingRequest: true, activeContract: false });
    expect((await flags(team.a)).realTimeSalary).toEqual({ pendingRequest: false, activeContract: true });
  });

  it("refuses every kind on a merchant that switched it off, and its flags read false", async () => {
    const top = await member("agent", null, "nocontracts");
    for (const kind of ["dividend", "dailySalary", "hourlySalary", "realTimeSalary"] as const) {
      const response = await send(kind, top, { action: "mine" }, "nocontracts");
      expect(response.json()).toMatchObject({ success: false, errorCode: "function.not.available" });
    }
    const response = await operatorCalls(t, await operatorKey(t.db), "nocontracts")(
      "POST",
      "/admin/api/agent-contracts/top",
      { kind: "hourlySalary", username: top.username, terms: DAILY_TOP },
    );
    expect(response.json()).toMatchObject({ success: false, errorCode: "function.not.available" });
    expect(await flags(top, "nocontracts")).toEqual({
      dailySalary: { pendingRequest: false, activeContract: false },
      hourlySalary: { pendingRequest: false, activeContract: false },
      realTimeSalary: { pendingRequest: false, activeContract: false },
      dividend: { pendingRequest: false, activeContract: false },
    });
  });

  it("keeps one pending offer and one answer when requests race", async () => {
    const team = await chain();
    await setTop("dailySalary", team.top, DAILY_TOP);
    const offers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send("dailySalary", team.top, { action: "offer", memberId: team.a.id, terms: DAILY_A }),
      ),
    );
    const codes = offers.map((response) => response.json().errorCode || "ok").sort();
    expect(codes).toEqual([
      "contract.pending.exists",
      "contract.pending.exists",
      "contract.pending.exists",
      "ok",
    ]);
    const id = offers.find((response) => response.json().success)?.json().value.contract.id;
    const answers = await Promise.all([
      send("dailySalary", team.a, { action: "accept", contractId: id }),
      send("dailySalary", team.top, { action: "withdraw", contractId: id }),
      send("dailySalary", team.a, { action: "reject", contractId: id }),
    ]);
    expect(answers.filter((response) => response.json().success)).toHaveLength(1);
    expect(answers.filter((response) => response.json().errorCode === "contract.state")).toHaveLength(2);
    const [row] = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM agent_contracts WHERE downline_id = $1",
      [team.a.id],
    );
    expect(row?.n).toBe("1");
  });

  it("lists only the contracts the agent gave, filtered by state and username", async () => {
    const team = await chain();
    const ids = await contracted(team);
    const given = await ok("dailySalary", team.a, { action: "given" });
    expect(given.list.map((contract: { id: number }) => contract.id).sort()).toEqual([ids.b, ids.b2].sort());
    expect(given.list.every((contract: { role: string }) => contract.role === "upline")).toBe(true);
    const one = await ok("dailySalary", team.a, {
      action: "given",
      username: team.b2.username.toUpperCase(),
    });
    expect(one).toMatchObject({ totalCount: 1, list: [{ id: ids.b2 }] });
    const ended = await ok("dailySalary", team.a, { action: "given", state: "terminated" });
    expect(ended.totalCount).toBe(0);
    const paged = await ok("dailySalary", team.a, { action: "given", pageSize: 1, pageNo: 2 });
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
    // A player as a downline: it sees its own (empty) contract, but gives none.
    expect((await refused("dailySalary", team.p, { action: "given" })).code).toBe("agent.only");
    expect(await ok("dailySalary", team.p, { action: "mine" })).toMatchObject({
      contract: null,
      offer: null,
    });
  });
});

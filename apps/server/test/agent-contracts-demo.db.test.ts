import { CONTRACT_CALLS, CONTRACT_KINDS, type ContractKind } from "@banca/contract/calls/agent-contracts";
import { consolidatedFundsCall } from "@banca/contract/calls/wallet";
import { describe, expect, it } from "vitest";
import { seedDemoAgentTeams } from "#app/seed/seed-demo-agent-team.ts";
import { tokenOf } from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** The demo start's contracts (decision 042): every kind in force down the chain, one offer waiting. */
describe(`the demo team's contracts on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  let ip = 0;

  const tokenOfUser = async (username: string) => {
    const [row] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM members WHERE merchant_code = 'demo' AND username = $1",
      [username],
    );
    return tokenOf(t.db, "demo", Number(row?.id));
  };
  const ask = async (kind: ContractKind, token: string, body: unknown) => {
    const response = await sendCall(t.app, CONTRACT_CALLS[kind], {
      body,
      token,
      merchant: "demo",
      ip: `198.18.44.${++ip}`,
    });
    const json = response.json();
    expect(json, `${kind} ${JSON.stringify(body)}`).toMatchObject({ success: true });
    return json.value;
  };

  it("gives the demo chain a contract of every kind and lunaferraz an offer to answer", async () => {
    expect(await seedDemoAgentTeams(t.db, [demoConfig()])).toEqual(["demo"]);
    const top = await tokenOfUser("demoagent");
    const rio = await tokenOfUser("riomarcos");
    const luna = await tokenOfUser("lunaferraz");
    for (const kind of CONTRACT_KINDS) {
      const mine = await ask(kind, top, { action: "mine" });
      expect(mine, kind).toMatchObject({ topLevel: true, contract: { state: "active", upline: null } });
      const own = await ask(kind, rio, { action: "mine" });
      expect(own.contract, kind).toMatchObject({
        state: "active",
        upline: "demoagent",
        downline: "riomarcos",
      });
      const given = await ask(kind, rio, { action: "given" });
      expect(
        given.list.map((contract: { downline: string }) => contract.downline),
        kind,
      ).toEqual(["biacosta21"]);
    }
    const flags = (
      await sendCall(t.app, consolidatedFundsCall, { token: luna, merchant: "demo", ip: "198.18.44.250" })
    ).json().value;
    expect(flags).toEqual({
      dailySalary: { pendingRequest: false, activeContract: true },
      hourlySalary: { pendingRequest: true, activeContract: false },
      realTimeSalary: { pendingRequest: false, activeContract: true },
      dividend: { pendingRequest: false, activeContract: false },
    });
    // The waiting offer is a real one: lunaferraz accepts it.
    const offer = (await ask("hourlySalary", luna, { action: "mine" })).offer;
    expect(offer).toMatchObject({ state: "pending", upline: "demoagent" });
    const accepted = await ask("hourlySalary", luna, { action: "accept", contractId: offer.id });
    expect(accepted.contract.state).toBe("active");
  });
});

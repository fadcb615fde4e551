import { CONTRACT_CALLS, CONTRACT_KINDS, type ContractKind } from "@banca/contract/calls/agent-contracts";
import { consolidatedFundsCall } from "@banca/contract/calls/wallet";
import { describe, expect, it } from "vitest";
import { computeSlot, PAYOUT_KINDS } from "#app/modules/agent-payouts/billing.ts";
import { ledgerKindOf } from "#app/modules/agent-payouts/paying.ts";
import { dueSlots } from "#app/modules/agent-payouts/schedule.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { seedDemoAgentTeams } from "#app/seed/seed-demo-agent-team.ts";
import { tokenOf } from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** The demo start's contracts (decision 042): every kind in force down the chain, one offer waiting. */
describe(`the demo team's contracts on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  let ip = 0;
  /** Before the demo start's seed ran (in the first test). */
  let seededAt = new Date();

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
    seededAt = new Date();
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

  it("pays the demo team's past slots of every kind through the ledger, and leaves the jobs nothing to redo", async () => {
    expect(await seedDemoAgentTeams(t.db, [demoConfig()])).toEqual([]);
    const team = ["demoagent", "riomarcos", "biacosta21", "lunaferraz"];
    const bills = await t.db.query<{
      kind: string;
      username: string;
      state: string;
      due: string;
      paid: string;
    }>(
      `SELECT b.kind, m.username, b.state, b.due::text, b.paid::text
         FROM agent_contract_bills b JOIN members m ON m.id = b.member_id
        WHERE b.merchant_code = 'demo' ORDER BY b.id`,
    );
    for (const kind of PAYOUT_KINDS) {
      const paid = bills.filter(
        (bill) => bill.kind === kind && bill.state === "paid" && BigInt(bill.due) > 0n,
      );
      expect(paid.length, `${kind} bills paid`).toBeGreaterThan(0);
      expect(
        paid.every((bill) => team.includes(bill.username) && bill.paid === bill.due),
        kind,
      ).toBe(true);
    }
    // Every bill the seed wrote is settled: paid in full, or its targets not met.
    expect(bills.filter((bill) => !["paid", "target_not_met"].includes(bill.state))).toEqual([]);
    // The money went through the ledger: each kind's credits to the team equal its bills' payments.
    for (const kind of PAYOUT_KINDS) {
      const [credited] = await t.db.query<{ total: string }>(
        `SELECT coalesce(sum(p.amount), 0)::text AS total
           FROM journal_entries e JOIN postings p ON p.entry_id = e.id
           JOIN ledger_accounts a ON a.id = p.account_id JOIN members m ON m.id = a.member_id
          WHERE e.merchant_code = 'demo' AND e.kind = $1 AND p.amount > 0 AND m.username = ANY($2::text[])`,
        [ledgerKindOf(kind), team],
      );
      const billed = bills
        .filter((bill) => bill.kind === kind)
        .reduce((sum, bill) => sum + BigInt(bill.paid), 0n);
      expect(BigInt(credited!.total), kind).toBe(billed);
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
    // The slots the schedule finds due when the seed ran were claimed by it: the jobs redo none.
    // The seed bills a window of the latest slots from its own clock, a moment after `seededAt`:
    // a slot older than the window's first (a 5-minute boundary passed meanwhile) is not its own.
    await t.db.transaction(async (tx) => {
      const firsts = await tx.query<{ kind: string; period: string; first: Date }>(
        `SELECT kind, period, min(period_start) AS first FROM agent_payout_runs
          WHERE merchant_code = 'demo' GROUP BY kind, period`,
      );
      const firstOf = (kind: string, period: string) =>
        firsts.find((row) => row.kind === kind && row.period === period)?.first.getTime() ?? 0;
      const due = (await dueSlots(tx, seededAt)).filter(
        (slot) =>
          slot.merchantCode === "demo" && slot.slot.start.getTime() >= firstOf(slot.kind, slot.period),
      );
      expect(due.length).toBeGreaterThan(0);
      for (const slot of due) {
        const again = await computeSlot(tx, {
          merchantCode: "demo",
          currency: "USD",
          kind: slot.kind,
          period: slot.period,
          slot: slot.slot,
          review: false,
        });
        expect(again, `${slot.kind} ${slot.slot.start.toISOString()}`).toBeNull();
      }
    });
  });
});

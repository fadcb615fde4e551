import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/database.ts";
import { computeSlot } from "#app/modules/agent-payouts/billing.ts";
import { payDueBills } from "#app/modules/agent-payouts/paying.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { bet, contract, member } from "./support/agent-payouts.ts";
import { copyPgliteTemplate, databaseKind, openTestDatabase } from "./support/test-database.ts";

const PAYER = path.join(import.meta.dirname, "support/payout-payer.ts");
const SLOT = { start: new Date("2026-03-10T09:05:00Z"), end: new Date("2026-03-10T09:10:00Z") };
const AFTER = "2026-03-10T09:11:00.000Z";
const SUBAGENTS = 60;

/** Starts the payer, waits until it has paid `atLeast` bills, then kills it without warning. */
function runAndKill(place: string, atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", PAYER, place, AFTER], {
      cwd: path.join(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let paid = 0;
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.stdout.on("data", (chunk: Buffer) => {
      const counts = [...chunk.toString().matchAll(/paid (\d+)/g)].map((match) => Number(match[1]));
      paid = Math.max(paid, ...counts);
      if (paid >= atLeast) child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(paid);
      else reject(new Error(`payer ended by itself (${code}): ${errors}`));
    });
  });
}

/** A top agent paid by the house over sub-agents it pays, each with a player who bet in the slot. */
async function prepare(db: Database) {
  const top = await member(db, "kill-top", null);
  await contract(db, {
    kind: "realtime_salary",
    upline: null,
    downline: top,
    realtime: { single: 200, loss: 0, profit: 0 },
  });
  for (let index = 0; index < SUBAGENTS; index += 1) {
    const sub = await member(db, `kill-sub${index}`, top);
    await contract(db, {
      kind: "realtime_salary",
      upline: top,
      downline: sub,
      realtime: { single: 100, loss: 0, profit: 0 },
    });
    const player = await member(db, `kill-p${index}`, sub, false);
    await bet(db, player, new Date(SLOT.start.getTime() + 1_000 * index), BigInt(10_000 + 100 * index));
  }
  const run = {
    merchantCode: "demo",
    currency: "USD",
    kind: "realtime_salary" as const,
    period: "",
    slot: SLOT,
    review: false,
  };
  expect(await db.transaction((tx) => computeSlot(tx, run))).toBe(SUBAGENTS + 1);
}

/**
 * Every bill's `paid` is exactly what the ledger credited its member for it, a bill is either paid
 * in full or not at all (no part survives without its bill's update, or the reverse), and the
 * ledger balances. Answers how many bills were paid.
 */
async function expectNothingHalfPaid(db: Database): Promise<number> {
  const bills = await db.query<{ id: string; due: string; paid: string; state: string; credited: string }>(
    `SELECT b.id::text, b.due::text, b.paid::text, b.state,
            coalesce((SELECT sum(p.amount) FROM journal_entries e
                        JOIN postings p ON p.entry_id = e.id
                        JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id = b.member_id
                       WHERE e.kind = 'agent.realtime.salary'
                         AND (e.memo ->> 'billId' = b.id::text OR e.memo -> 'billIds' @> to_jsonb(b.id))), 0)::text
              AS credited
       FROM agent_contract_bills b WHERE b.period_start = $1`,
    [SLOT.start],
  );
  expect(bills).toHaveLength(SUBAGENTS + 1);
  for (const bill of bills) {
    expect(bill.credited).toBe(bill.paid);
    expect([bill.state, bill.paid]).toEqual(
      bill.state === "paid" ? ["paid", bill.due] : ["awaiting_payment", "0"],
    );
  }
  const check = await checkLedger(db);
  expect(check.ok).toBe(true);
  return bills.filter((bill) => bill.state === "paid").length;
}

async function finish(db: Database) {
  await db.transaction((tx) => payDueBills(tx, createLedgerService(db), new Date(AFTER)));
  expect(await expectNothingHalfPaid(db)).toBe(SUBAGENTS + 1);
}

it(`leaves no bill half-paid when the payer is killed mid-slot, and pays the rest once (${databaseKind})`, async () => {
  if (databaseKind === "postgres") {
    const db = await openTestDatabase("demo");
    try {
      await prepare(db);
      expect(await runAndKill(db.url!, 20)).toBeGreaterThanOrEqual(20);
      const paid = await expectNothingHalfPaid(db);
      expect(paid).toBeGreaterThanOrEqual(20);
      expect(paid).toBeLessThan(SUBAGENTS + 1);
      await finish(db);
    } finally {
      await db.drop();
    }
    return;
  }
  // PGlite keeps its files in a folder that belongs to one process at a time: hand it over. The
  // folder is a copy of the suite's demo template: migrating and seeding a new one took half the test.
  const dataDir = copyPgliteTemplate("demo");
  try {
    const setup = await openDatabase({ dataDir });
    await prepare(setup);
    await setup.close();
    expect(await runAndKill(dataDir, 20)).toBeGreaterThanOrEqual(20);
    const reopened = await openDatabase({ dataDir });
    try {
      const paid = await expectNothingHalfPaid(reopened);
      expect(paid).toBeGreaterThanOrEqual(20);
      await finish(reopened);
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

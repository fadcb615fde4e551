import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { demoConfig } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

describe(`operator commands on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    await seedMerchants(db, [demoConfig()]);
  });
  afterAll(async () => {
    await db.drop();
  });

  it("switches maintenance on and off and lists it", async () => {
    expect(await runOpsCommand(db, ["maintenance", "on", "demo"])).toEqual(["demo: maintenance on"]);
    expect(await runOpsCommand(db, ["merchants"])).toEqual(["demo\tMAINTENANCE\tBanca Demo"]);
    await runOpsCommand(db, ["maintenance", "off", "demo"]);
    expect(await runOpsCommand(db, ["merchants"])).toEqual(["demo\topen\tBanca Demo"]);
  });

  it.each([
    [["maintenance", "on", "ghost"]],
    [["maintenance", "maybe", "demo"]],
    [["maintenance"]],
    [["reboot"]],
    [[]],
  ])("refuses %o and changes nothing", async (args) => {
    await expect(runOpsCommand(db, args)).rejects.toThrow(/Usage|No merchant/);
    expect(await runOpsCommand(db, ["merchants"])).toEqual(["demo\topen\tBanca Demo"]);
  });

  it("blocks a member, ending the sessions, and lifts the block", async () => {
    const [luckyrio] = await db.query<{ id: number }>("SELECT id FROM members WHERE username = 'luckyrio'");
    const id = luckyrio!.id;
    await db.query(
      "INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at) VALUES ('ops-block', $1, 'demo', now() + interval '1 hour')",
      [id],
    );
    expect(
      await runOpsCommand(db, ["member", "block", "demo", "luckyrio", "card", "reported", "stolen"]),
    ).toEqual(["luckyrio: blocked, 1 session(s) ended"]);
    const [row] = await db.query<{ blocked: boolean; live: string }>(
      `SELECT blocked_at IS NOT NULL AS blocked,
              (SELECT count(*) FROM sessions WHERE member_id = $1 AND revoked_at IS NULL)::text AS live
         FROM members WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ blocked: true, live: "0" });
    expect(await runOpsCommand(db, ["member", "unblock", "demo", "luckyrio", "owner", "confirmed"])).toEqual([
      "luckyrio: block lifted",
    ]);
    await expect(runOpsCommand(db, ["member", "block", "demo", "luckyrio"])).rejects.toThrow(/Usage/);
  });

  it("checks the ledger and fails loudly when a balance drifted", async () => {
    const memberId = await insertMember(db, "demo", "ops-ledger");
    await depositToMain(db, { merchantCode: "demo", memberId, amount: 900n, key: "ops-ledger-1" });
    // The demo accounts' opening balances are in the ledger too.
    expect(await runOpsCommand(db, ["ledger", "check"])).toEqual([
      "ledger sound: 4 entries, 8 postings, sum of postings 0",
    ]);
    await db.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = $1", [memberId]);
    await expect(runOpsCommand(db, ["ledger", "check"])).rejects.toThrow(
      /LEDGER BROKEN[\s\S]*balance 901, postings sum 900/,
    );
    await db.query("UPDATE ledger_accounts SET balance = balance - 1 WHERE member_id = $1", [memberId]);
    await expect(runOpsCommand(db, ["ledger"])).rejects.toThrow(/Usage/);
  });
});

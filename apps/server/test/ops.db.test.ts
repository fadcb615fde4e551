import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
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
});

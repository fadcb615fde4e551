import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { demoConfig } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

describe(`seeding merchants on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  const settings = async () =>
    (
      await db.query<{ settings: Record<string, unknown> }>(
        "SELECT settings FROM merchants WHERE code = 'demo'",
      )
    )[0]!.settings;

  it("creates a merchant once, and later only adds the settings a newer version knows", async () => {
    expect(await seedMerchants(db, [demoConfig()])).toEqual(["demo"]);
    // An install from before deposits existed, whose operator has since changed the feedback limits.
    await db.query(
      `UPDATE merchants SET settings = (settings - 'deposit') || '{"feedback": {"minLength": 2, "maxLength": 99}}'
        WHERE code = 'demo'`,
    );
    expect(await settings()).not.toHaveProperty("deposit");

    expect(await seedMerchants(db, [demoConfig()])).toEqual([]);
    const after = await settings();
    expect(after.deposit).toEqual(JSON.parse(JSON.stringify(demoConfig().deposit)));
    expect(after.feedback).toEqual({ minLength: 2, maxLength: 99 });
    const members = await db.query("SELECT 1 FROM members WHERE merchant_code = 'demo'");
    expect(members).toHaveLength(demoConfig().demoAccounts.length);
  });
});

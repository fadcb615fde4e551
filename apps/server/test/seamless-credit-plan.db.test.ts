import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valuesInput } from "#app/db/statement-groups.ts";
import { CLAIM_COLUMNS, CREDIT_ROUND } from "#app/modules/seamless/repository.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

const VENDOR = "PLAN";

/**
 * The credit's round lookup as a prepared statement's generic plan sees it (what a pooled
 * connection runs after a few calls), on a table of twenty thousand rounds the planner has no fresh
 * statistics for: it must take the unique (merchant, vendor, round) key, not walk the merchant's
 * member or day index.
 */
describe(`the seamless credit finds its round by its unique key on ${databaseKind}`, () => {
  let db: TestDatabase;
  let memberId = 0;

  beforeAll(async () => {
    db = await openTestDatabase("demo");
    memberId = await insertMember(db, "demo", "plan_player");
    await db.query(
      `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency, bet)
       SELECT 'demo', $1, 'round-' || n, $2::bigint, (SELECT min(id) FROM games WHERE merchant_code = 'demo'), 'SLOT', 'USD', 100
         FROM generate_series(1, 20000) n`,
      [VENDOR, memberId],
    );
  });
  afterAll(async () => {
    await db.drop();
  });

  it("uses the unique key in the generic plan", async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.query("SET LOCAL plan_cache_mode = force_generic_plan");
      // The credits' round as their statement runs it: here for a group of two, one of them the
      // padding of nulls a group of three would have.
      await tx.query(
        `PREPARE credit_round AS WITH input AS (${valuesInput(CLAIM_COLUMNS, 2)}), ${CREDIT_ROUND}
         SELECT * FROM round`,
      );
      const call = `'demo', '${VENDOR}', 'tx-1', ${memberId}, 'round-500', 100, 'hash', NULL`;
      const rows = await tx.query<{ "QUERY PLAN": string }>(
        `EXPLAIN EXECUTE credit_round (${call}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`,
      );
      await tx.query("DEALLOCATE credit_round");
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("game_rounds_merchant_code_vassalage_vendor_round_id_key");
    expect(plan).not.toMatch(/game_rounds_(member|day)\b/);
    // The outer row is then read by its primary key.
    expect(plan).toContain("game_rounds_pkey");
  });
});

import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { seedDemoAgentTeams } from "#app/seed/seed-demo-agent-team.ts";
import { expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const DAY = 86_400_000;

/** The demo start's agent team (decision 036): demoagent's three levels and two weeks of history. */
describe(`the demo agent team on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, login } = memberCalls(t, "198.18.73");

  const counts = async () => {
    const [row] = await t.db.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM members)::text AS members,
              (SELECT count(*) FROM journal_entries)::text AS entries,
              (SELECT count(*) FROM game_rounds)::text AS rounds,
              (SELECT count(*) FROM announcements WHERE type = 'AG')::text AS announcements`,
    );
    return row;
  };

  it("gives demoagent a team of three levels with rates, rounds, rebates and roll-ups, once", async () => {
    const started = performance.now();
    expect(await seedDemoAgentTeams(t.db, [demoConfig()])).toEqual(["demo"]);
    const seconds = (performance.now() - started) / 1000;

    const [agent] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM members WHERE merchant_code = 'demo' AND username = 'demoagent'",
    );
    const levels = await t.db.query<{ depth: number; members: string; agents: string }>(
      `SELECT t.depth, count(*)::text AS members, count(*) FILTER (WHERE m.kind = 'agent')::text AS agents
         FROM member_tree t JOIN members m ON m.id = t.descendant_id
        WHERE t.ancestor_id = $1 AND t.depth > 0 GROUP BY t.depth ORDER BY t.depth`,
      [agent!.id],
    );
    expect(levels.map((level) => level.depth)).toEqual([1, 2, 3]);
    const size = levels.reduce((sum, level) => sum + Number(level.members), 0);
    expect(size).toBeGreaterThanOrEqual(12);
    expect(size).toBeLessThanOrEqual(20);
    expect(Number(levels[0]!.agents)).toBe(2);

    // Rates decrease down the chain, product by product.
    const chain = await t.db.query<{ depth: number; product_type: string; rate_bp: number }>(
      `SELECT t.depth, r.product_type, r.rate_bp FROM member_tree t JOIN rebate_rates r ON r.member_id = t.descendant_id
        WHERE t.ancestor_id = $1 AND t.descendant_id IN (SELECT id FROM members WHERE username IN ('demoagent', 'riomarcos', 'biacosta21'))
        ORDER BY r.product_type, t.depth`,
      [agent!.id],
    );
    expect(chain).toHaveLength(18);
    for (let index = 0; index < chain.length; index += 3) {
      const [a, b, c] = chain.slice(index, index + 3).map((row) => row.rate_bp);
      expect(a! > b! && b! > c!, chain[index]!.product_type).toBe(true);
    }

    // Two weeks of settled play across product types, deposits, withdrawals, transfers and rebates.
    const [history] = await t.db.query<Record<string, string>>(
      `SELECT count(*)::text AS rounds, count(DISTINCT report_product_of(r.game_type))::text AS products,
              count(DISTINCT date_trunc('day', r.settled_at))::text AS days,
              min(r.settled_at) < now() - interval '10 days' AS old_enough
         FROM game_rounds r JOIN member_tree t ON t.descendant_id = r.member_id AND t.ancestor_id = $1
        WHERE r.state = 'settled'`,
      [agent!.id],
    );
    expect(Number(history!.rounds)).toBeGreaterThan(100);
    expect(Number(history!.products)).toBeGreaterThanOrEqual(4);
    expect(Number(history!.days)).toBeGreaterThanOrEqual(12);
    expect(history!.old_enough).toBe(true);
    // Each lobby's winner board draws on these rounds: a game type with several games to play from the
    // main wallet has its rounds in more than one of them.
    const spread = await t.db.query<{ game_type: string; played: string; playable: string }>(
      `SELECT r.game_type, count(DISTINCT r.game_id)::text AS played,
              (SELECT count(*) FROM games g
                 LEFT JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
                WHERE g.merchant_code = 'demo' AND g.enabled AND g.game_type = r.game_type
                  AND coalesce(v.wallet, 'seamless') <> 'transfer')::text AS playable
         FROM game_rounds r JOIN member_tree t ON t.descendant_id = r.member_id AND t.ancestor_id = $1
        GROUP BY r.game_type`,
      [agent!.id],
    );
    const several = spread.filter((type) => Number(type.playable) > 1);
    expect(several.map((type) => type.game_type)).toEqual(expect.arrayContaining(["RNG", "LIVE"]));
    for (const type of several) expect(Number(type.played), type.game_type).toBeGreaterThan(1);
    const kinds = await t.db.query<{ kind: string; n: string }>(
      "SELECT kind, count(*)::text AS n FROM journal_entries WHERE merchant_code = 'demo' GROUP BY kind",
    );
    const kindCount = (kind: string) => Number(kinds.find((row) => row.kind === kind)?.n ?? 0);
    expect(kindCount("deposit")).toBeGreaterThan(10);
    expect(kindCount("withdrawal.pay")).toBeGreaterThan(0);
    expect(kindCount("transfer.downline")).toBe(4);
    expect(kindCount("rebate")).toBeGreaterThan(100);
    // The roll-ups are folded already: the team's days carry bets, deposits and rebates.
    const [rollUp] = await t.db.query<Record<string, string>>(
      `SELECT count(*)::text AS days, sum(valid_bet)::text AS bet, sum(deposit_amount)::text AS deposits,
              sum(rebate)::text AS rebates, sum(new_members)::text AS joined
         FROM report_team_days WHERE ancestor_id = $1 AND day >= current_date - 14`,
      [agent!.id],
    );
    expect(Number(rollUp!.days)).toBeGreaterThanOrEqual(12);
    expect(BigInt(rollUp!.bet!)).toBeGreaterThan(0n);
    expect(BigInt(rollUp!.deposits!)).toBeGreaterThan(0n);
    expect(BigInt(rollUp!.rebates!)).toBeGreaterThan(0n);
    expect(Number(rollUp!.joined)).toBeGreaterThan(0);
    const [queue] = await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM report_events");
    expect(queue!.n).toBe("0");
    await expectLedgerSound(t.db);
    // A few seconds at most, even on PGlite under a busy test run.
    expect(seconds).toBeLessThan(60);

    // A second demo start adds nothing.
    const before = await counts();
    expect(await seedDemoAgentTeams(t.db, [demoConfig()])).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 180_000);

  it("shows demoagent real figures and its announcements in the agent centre", async () => {
    const session = await login("demoagent", "Agent2026");
    const token = session.json().value.token as string;
    const today = new Date().toISOString().slice(0, 10);
    const twoWeeksAgo = new Date(Date.now() - 14 * DAY).toISOString().slice(0, 10);
    const overview = await call(
      "GET",
      `${ENDPOINTS.agentTeamOverview.path}?fromDate=${twoWeeksAgo}&toDate=${today}`,
      {
        token,
      },
    );
    expect(overview.json().success, overview.body).toBe(true);
    const { totals } = overview.json().value;
    for (const figure of ["validBet", "deposits", "withdrawals", "rebates", "newMembers", "activeMembers"]) {
      expect(totals[figure], figure).toBeGreaterThan(0);
    }
    const announcements = await call("GET", ENDPOINTS.agentAnnouncements.path, { token });
    expect(announcements.json().value.totalCount).toBe(2);
    const transfers = await call("GET", ENDPOINTS.downlineTransfers.path, { token });
    expect(transfers.json().value.totalCount).toBe(3);
  }, 60_000);
});

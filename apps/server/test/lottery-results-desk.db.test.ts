import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { createLotteryGamesRepository } from "#app/modules/lottery/games-repository.ts";
import { ensureIssues } from "#app/modules/lottery/issues.ts";
import { catalogueFor } from "#app/modules/lottery/seed.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** A brand that holds its five-minute Vietnamese draw itself: staff enter and confirm its tables. */
const liveBrand = (demo: MerchantConfig): MerchantConfig => ({
  ...demo,
  code: "live",
  domains: ["live.example"],
  demoAccounts: [],
  lottery: { officialResults: ["VN5"] },
});

const NORTH: string[][] = [
  ["12367"],
  ["45123"],
  ["00023", "11111"],
  ["22222", "33333", "44444", "55555", "66666", "77777"],
  ["1245", "2345", "3456", "4567"],
  ["0001", "0002", "0003", "0004", "0005", "0006"],
  ["100", "200", "300"],
  ["10", "20", "30", "40"],
];

type QueueItem = {
  gameCode: string;
  numero: string;
  pending: { enteredBy: string; station: string; mine: boolean } | null;
  voidRequest: { requestedBy: string; reason: string; mine: boolean } | null;
};

describe(`the lottery results desk on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, liveBrand(demo)] }));

  /** Two operators of the brand (their tool keys), each seeing the desk as itself. */
  async function staff() {
    const names: string[] = [];
    const make = async () => {
      const key = await operatorKey(t.db);
      const [row] = await t.db.query<{ name: string }>("SELECT name FROM operators ORDER BY id DESC LIMIT 1");
      names.push(row!.name);
      return operatorCalls(t, key, "live");
    };
    return { a: await make(), b: await make(), names };
  }

  /** The brand's VN5 issues made, and the first one's draw time moved to a moment ago. */
  async function drawnIssue(index: number) {
    const game = await createLotteryGamesRepository(t.db).byCode("live", "VN5");
    await ensureIssues(t.db, game!, new Date());
    const rows = await t.db.query<{ id: string; numero: string }>(
      `SELECT id::text, numero FROM lottery_issues WHERE game_id = $1 AND state = 'open' ORDER BY draw_at`,
      [game!.id],
    );
    const issue = rows[index]!;
    await t.db.query(
      `UPDATE lottery_issues SET open_at = now() - interval '10 minutes', lock_at = now() - interval '30 seconds',
              draw_at = now() - interval '1 second' WHERE id = $1`,
      [issue.id],
    );
    return issue.numero;
  }

  const queueOf = async (call: ReturnType<typeof operatorCalls>) =>
    (await call("GET", "/admin/api/lottery/results/queue")).json().value.list as QueueItem[];

  it("seeds the listed fast game as entered by staff, and refuses a game that has no Vietnamese table", async () => {
    expect(catalogueFor("x", ["VN1"]).find((game) => game.code === "VN1")?.results).toBe("official");
    expect(catalogueFor("x", []).find((game) => game.code === "VN1")?.results).toBeUndefined();
    expect(() => catalogueFor("x", ["SSC1"])).toThrow(/lottery\.officialResults names SSC1/);

    const { a } = await staff();
    const games = (await a("GET", "/admin/api/lottery/games")).json().value.list as Array<{
      code: string;
      results: string;
      draw: { layout: string | null };
      drawTime: string | null;
      lockSeconds: number;
    }>;
    expect(games.find((game) => game.code === "VN5")).toMatchObject({
      results: "official",
      draw: { layout: "north" },
      drawTime: null,
    });
    expect(games.find((game) => game.code === "VN1")?.results).toBe("rng");
    expect(games.find((game) => game.code === "XSMB")).toMatchObject({
      results: "official",
      drawTime: "18:15",
    });
    expect(games.find((game) => game.code === "SSC1")?.draw.layout).toBeNull();
    // The demo merchant's VN5 is still drawn by the platform.
    const demoGames = (
      await operatorCalls(t, await operatorKey(t.db))("GET", "/admin/api/lottery/games")
    ).json().value.list as Array<{ code: string; results: string }>;
    expect(demoGames.find((game) => game.code === "VN5")?.results).toBe("rng");
  });

  it("tells each member which entry and which void are their own, and settles on another member's confirmation", async () => {
    const { a, b, names } = await staff();
    const numero = await drawnIssue(0);
    expect((await queueOf(a)).find((item) => item.numero === numero)).toMatchObject({
      gameCode: "VN5",
      pending: null,
      voidRequest: null,
    });

    // A's entry names no station: a draw the merchant holds itself is its game's station.
    const entered = await a("POST", "/admin/api/lottery/results/enter", {
      gameCode: "VN5",
      numero,
      prizes: NORTH,
    });
    expect(entered.json().value).toMatchObject({ station: "VN5", state: "pending" });
    expect((await queueOf(a)).find((item) => item.numero === numero)?.pending).toMatchObject({
      enteredBy: names[0],
      mine: true,
    });
    expect((await queueOf(b)).find((item) => item.numero === numero)?.pending?.mine).toBe(false);

    // B asks for a void; A sees B's request, not its own, and confirms it: the issue is void.
    const asked = await b("POST", "/admin/api/lottery/issues/void", {
      gameCode: "VN5",
      numero,
      reason: "The studio draw was not held",
    });
    expect(asked.json().value).toEqual({ state: "pending" });
    expect((await queueOf(b)).find((item) => item.numero === numero)?.voidRequest).toMatchObject({
      requestedBy: names[1],
      reason: "The studio draw was not held",
      mine: true,
    });
    expect((await queueOf(a)).find((item) => item.numero === numero)?.voidRequest?.mine).toBe(false);
    const voided = await a("POST", "/admin/api/lottery/issues/void/confirm", { gameCode: "VN5", numero });
    expect(voided.json().value).toEqual({ state: "void" });
    expect((await queueOf(a)).some((item) => item.numero === numero)).toBe(false);

    // The next issue: A enters, A's confirmation is refused, B's settles it.
    const next = await drawnIssue(0);
    await a("POST", "/admin/api/lottery/results/enter", { gameCode: "VN5", numero: next, prizes: NORTH });
    const own = await a("POST", "/admin/api/lottery/results/confirm", { gameCode: "VN5", numero: next });
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe("lottery.result.same.operator");
    const confirmed = await b("POST", "/admin/api/lottery/results/confirm", {
      gameCode: "VN5",
      numero: next,
    });
    expect(confirmed.json().value).toMatchObject({ state: "settled", winNo: "12367" });
    expect((await queueOf(b)).some((item) => item.numero === next)).toBe(false);
    const [issue] = await t.db.query<{ state: string; station: string }>(
      `SELECT i.state, i.station FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        WHERE g.merchant_code = 'live' AND g.code = 'VN5' AND i.numero = $1`,
      [next],
    );
    expect(issue?.state).toBe("settled");
  });
});

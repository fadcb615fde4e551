import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

// biome-ignore lint/suspicious/noExplicitAny: the demo vendor's own answers, read field by field
type Answer = Record<string, any>;

describe(`the demo vendor plays the game that was launched, on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.71");
  let baseUrl = "";
  let counter = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  /** A live table of this classify from a vendor playing from the main wallet. */
  async function liveGame(classify: string) {
    const [row] = await t.db.query<{ id: string; game_code: string; name: string }>(
      `SELECT g.id::text, g.game_code, g.names->>'en' AS name FROM games g
         JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.wallet = 'seamless'
        WHERE g.merchant_code = 'demo' AND g.game_type = 'LIVE' AND g.classify = $1 AND g.is_game = 'GAME'
          AND g.enabled AND NOT g.maintenance
        ORDER BY g.id LIMIT 1`,
      [classify],
    );
    if (!row) throw new Error(`no ${classify} table`);
    return { id: Number(row.id), code: row.game_code, name: row.name };
  }

  async function member(cents: bigint) {
    const username = `dvgame${++counter}${Date.now().toString(36).slice(-4)}`;
    const registered = await calls.register(username, "Secret2026");
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: registered.id,
      amount: cents,
      key: `demo-vendor-games:${username}`,
    });
    return registered;
  }

  const mainBalance = (memberId: number) =>
    createLedgerRepository(t.db).balance("demo", { memberId, kind: "main" }, "USD");

  async function open(token: string, gameId: number) {
    const response = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { nodeId: gameId, language: "en", platform: "html5-desktop" },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().value.game_url);
    const page = await fetch(`${baseUrl}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const session = await vendor("session", { operator: "demo", launchToken: url.searchParams.get("token") });
    return { url, session };
  }

  async function vendor(operation: string, body: object): Promise<Answer & { status: number }> {
    const response = await fetch(`${baseUrl}/vendors/demo/api/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as Answer) };
  }

  async function roundOf(roundId: string) {
    const [row] = await t.db.query<{ bet: string; win: string; state: string; game_id: string }>(
      "SELECT bet::text, win::text, state, game_id::text FROM game_rounds WHERE vendor_round_id = $1",
      [roundId],
    );
    return row;
  }

  for (const [classify, kind, choice] of [
    ["roulette", "roulette", "red"],
    ["blackjack", "blackjack", "basic"],
  ] as const) {
    it(`a ${classify} table opens as ${kind}, named after the game, and a round moves money through the seamless wallet`, async () => {
      const game = await liveGame(classify);
      const player = await member(10_000n);
      const { url, session } = await open(player.token, game.id);
      expect(url.searchParams.get("game")).toBe(game.code);
      expect(session).toMatchObject({
        ok: true,
        kind,
        game: { code: game.code, name: game.name, type: "LIVE", classify },
        balance: "100.00",
      });
      const round = await vendor("play", {
        operator: "demo",
        sessionToken: session.sessionToken,
        stake: "5",
        choice,
      });
      expect(round).toMatchObject({ ok: true, kind, stake: "5.00" });
      if (kind === "roulette") expect(round.outcome.pocket).toBeGreaterThanOrEqual(0);
      else expect(round.outcome.player.length).toBeGreaterThanOrEqual(2);
      const payout = BigInt(Math.round(Number(round.payout) * 100));
      expect(await roundOf(round.roundId)).toEqual({
        bet: "500",
        win: String(payout),
        state: "settled",
        game_id: String(game.id),
      });
      expect(await mainBalance(player.id)).toBe(10_000n - 500n + payout);
      expect(Number(round.balance)).toBe(Number(10_000n - 500n + payout) / 100);
    });
  }

  it("a page cannot play another game than the one launched", async () => {
    const rouletteTable = await liveGame("roulette");
    const blackjackTable = await liveGame("blackjack");
    const player = await member(10_000n);
    const { session } = await open(player.token, rouletteTable.id);
    expect(session.kind).toBe("roulette");

    // A blackjack bet on the roulette session is refused before any money moves.
    const refused = await vendor("play", {
      operator: "demo",
      sessionToken: session.sessionToken,
      stake: "5",
      choice: "basic",
    });
    expect(refused).toMatchObject({ status: 400, ok: false, code: "BAD_CHOICE" });
    expect(await mainBalance(player.id)).toBe(10_000n);

    // Naming another game in the request changes nothing: the session's game is played.
    const round = await vendor("play", {
      operator: "demo",
      sessionToken: session.sessionToken,
      stake: "5",
      choice: "red",
      game: blackjackTable.code,
      gameId: blackjackTable.id,
      kind: "blackjack",
    });
    expect(round).toMatchObject({ ok: true, kind: "roulette" });
    expect(round.outcome).toHaveProperty("pocket");
    expect((await roundOf(round.roundId))?.game_id).toBe(String(rouletteTable.id));

    // The address's game code is for the page only: a launch of the roulette table with the
    // blackjack table's code in its address still opens the roulette table.
    const again = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token: player.token,
      body: { nodeId: rouletteTable.id, language: "en", platform: "html5-desktop" },
    });
    const url = new URL(again.json().value.game_url);
    url.searchParams.set("game", blackjackTable.code);
    const swapped = await vendor("session", {
      operator: "demo",
      launchToken: url.searchParams.get("token"),
      game: blackjackTable.code,
    });
    expect(swapped).toMatchObject({ ok: true, kind: "roulette", game: { code: rouletteTable.code } });
  });
});

import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type GameRow = { id: string; vassalage: string };

describe(`game launch and the demo vendor on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.31");
  let baseUrl = "";
  let liveGame: GameRow;
  let player: { token: string; id: number };

  const launch = (token: string | undefined, nodeId: number | string) =>
    calls.call("POST", ENDPOINTS.launchGame.path, {
      ...(token ? { token } : {}),
      body: {
        nodeId,
        vassalage: "X",
        accountType: 1,
        launchMode: "GLS",
        platform: "html5-desktop",
        clientType: 3,
        language: "en",
      },
    });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [liveGame] = (await t.db.query<GameRow>(
      // A vendor of the seamless kind: it plays from the main wallet (transfer vendors from their own).
      `SELECT g.id::text, g.vassalage FROM games g
         JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.wallet = 'seamless'
        WHERE g.merchant_code = 'demo' AND g.game_type = 'LIVE' AND g.classify = 'baccarat' AND g.is_game = 'GAME'
          AND g.enabled AND NOT g.maintenance
        ORDER BY g.id LIMIT 1`,
    )) as [GameRow];
    player = await calls.register(`launcher${Date.now().toString(36).slice(-5)}`, "Secret2026");
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: player.id,
      amount: 50_000n,
      key: `launch-test:${player.id}`,
    });
  });

  it("needs a session", async () => {
    const response = await launch(undefined, liveGame.id);
    expect(response.statusCode).toBe(401);
  });

  it("answers the vendor's address with a one-time token and records the recent game", async () => {
    const response = await launch(player.token, liveGame.id);
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().value.game_url);
    expect(url.pathname).toBe("/vendors/demo/play");
    expect(url.searchParams.get("vendor")).toBe(liveGame.vassalage);
    expect(url.searchParams.get("token")).toMatch(/^[\w-]{40,}$/);
    const recent = await t.db.query("SELECT 1 FROM recent_games WHERE member_id = $1 AND game_id = $2", [
      player.id,
      liveGame.id,
    ]);
    expect(recent).toHaveLength(1);
  });

  it("refuses a game under maintenance and suggests popular games of its type", async () => {
    const [game] = await t.db.query<{ id: string }>(
      `UPDATE games SET maintenance = true WHERE id = (
         SELECT id FROM games WHERE merchant_code = 'demo' AND game_type = 'RNG' AND is_hot AND is_game = 'GAME' ORDER BY id LIMIT 1)
       RETURNING id::text`,
    );
    const response = await launch(player.token, game!.id);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe("game.maintenance");
    expect(body.value.popular.length).toBeGreaterThan(0);
    for (const suggestion of body.value.popular) {
      expect(suggestion).toMatchObject({ gameType: "RNG", maintenance: false, isGame: "GAME" });
      expect(String(suggestion.nodeId)).not.toBe(game!.id);
    }
  });

  it("does not launch lottery types, vendor game lists or unknown games here", async () => {
    const [lottery] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', 'TCG_SEA', 'lotto-5', 'LOTT', '{"en": "Lotto 5"}', 'lotto 5') RETURNING id::text`,
    );
    expect((await launch(player.token, lottery!.id)).json().errorCode).toBe("game.not.launchable");
    const [list] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM games WHERE merchant_code = 'demo' AND is_game = 'VASSALAGE' LIMIT 1",
    );
    expect((await launch(player.token, list!.id)).json().errorCode).toBe("game.not.launchable");
    expect((await launch(player.token, 987_654_321)).json().errorCode).toBe("game.not.found");
  });

  it("plays a demo-vendor round whose money moves through the seamless wallet over HTTP", async () => {
    const url = new URL((await launch(player.token, liveGame.id)).json().value.game_url);
    const vendor = { operator: url.searchParams.get("operator"), vendor: url.searchParams.get("vendor") };
    const post = async (path: string, body: object) => {
      const response = await fetch(`${baseUrl}/vendors/demo/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...vendor, ...body }),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the vendor's own answers, read field by field below
      return (await response.json()) as any;
    };
    const session = await post("session", { launchToken: url.searchParams.get("token") });
    expect(session).toMatchObject({ ok: true, kind: "baccarat", balance: "500.00", currency: "USD" });
    // The launch token is spent.
    expect(await post("session", { launchToken: url.searchParams.get("token") })).toMatchObject({
      ok: false,
      code: "INVALID_TOKEN",
    });

    const round = await post("play", { sessionToken: session.sessionToken, stake: "10", choice: "banker" });
    expect(round.ok).toBe(true);
    const expected = (50_000 - 1_000 + Math.round(Number(round.payout) * 100)) / 100;
    expect(Number(round.balance)).toBe(expected);
    const [stored] = await t.db.query<{ bet: string; win: string; state: string; game_id: string }>(
      "SELECT bet::text, win::text, state, game_id::text FROM game_rounds WHERE vendor_round_id = $1",
      [round.roundId],
    );
    expect(stored).toEqual({
      bet: "1000",
      win: String(Math.round(Number(round.payout) * 100)),
      state: "settled",
      game_id: liveGame.id,
    });
    const wallet = (await calls.call("GET", ENDPOINTS.walletBalance.path, { token: player.token })).json()
      .value;
    expect(wallet.balance[0].availBalance).toBe(expected);
    expect(
      await post("play", { sessionToken: session.sessionToken, stake: "0.001", choice: "banker" }),
    ).toMatchObject({ ok: false });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Room = { roomId: string; nodeId: number; level: string; minBet: number; minBalance: number };

describe(`PVP rooms and launching into one on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.47");
  let game: { id: number; vassalage: string; minBet: bigint };
  let player: { token: string; id: number };

  const launch = (token: string, body: Record<string, unknown>) =>
    calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { vassalage: game.vassalage, platform: "html5-desktop", clientType: 3, language: "en", ...body },
    });

  const fund = (memberId: number, cents: bigint, key: string) =>
    depositToMain(t.db, { merchantCode: "demo", memberId, amount: cents, key: `pvp-room-test:${key}` });

  beforeAll(async () => {
    const [row] = await t.db.query<{ id: string; vassalage: string; minBet: string }>(
      `SELECT g.id::text, g.vassalage, g.min_bet::text AS "minBet" FROM games g
         JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.wallet = 'seamless'
        WHERE g.merchant_code = 'demo' AND g.game_type = 'PVP' AND g.is_game = 'GAME' AND g.enabled
          AND NOT g.maintenance AND g.min_bet = 10
        ORDER BY g.id LIMIT 1`,
    );
    if (!row) throw new Error("no PVP game with a 0.10 smallest stake");
    game = { id: Number(row.id), vassalage: row.vassalage, minBet: BigInt(row.minBet) };
    player = await calls.register(`roomer${Date.now().toString(36).slice(-5)}`, "Secret2026");
    await fund(player.id, 50_00n, "first");
  });

  it("lists a game's three rooms with their stakes and the balance each needs", async () => {
    const response = await calls.call("GET", `${ENDPOINTS.pvpRooms.path}?nodeId=${game.id}`, {
      token: player.token,
    });
    expect(response.statusCode).toBe(200);
    const rooms = response.json().value.list as Room[];
    expect(rooms.map((room) => [room.roomId, room.minBet, room.minBalance])).toEqual([
      [`${game.id}-beginner`, 0.1, 2],
      [`${game.id}-standard`, 1, 20],
      [`${game.id}-high-roller`, 10, 200],
    ]);
  });

  it("launches into a room the balance covers, passing its level, stake and the site's theme", async () => {
    const response = await launch(player.token, { roomId: `${game.id}-standard`, theme: "light" });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().value.game_url);
    expect(url.pathname).toBe("/vendors/demo/play");
    expect(url.searchParams.get("room")).toBe("standard");
    expect(url.searchParams.get("roomStake")).toBe("1.00");
    expect(url.searchParams.get("theme")).toBe("light");
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('<html lang="en" data-theme="light">');
  });

  it("refuses a room the balance cannot cover, and a room of a game that is not PVP", async () => {
    const poor = await launch(player.token, { roomId: `${game.id}-high-roller` });
    expect(poor.statusCode).toBe(400);
    expect(poor.json().errorCode).toBe("insufficient.balance");

    await fund(player.id, 150_00n, "second");
    const rich = await launch(player.token, { roomId: `${game.id}-high-roller` });
    expect(rich.statusCode).toBe(200);
    expect(new URL(rich.json().value.game_url).searchParams.get("roomStake")).toBe("10.00");

    const [live] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM games WHERE merchant_code = 'demo' AND game_type = 'LIVE' AND is_game = 'GAME' ORDER BY id LIMIT 1",
    );
    const notPvp = await launch(player.token, { roomId: `${live?.id}-standard` });
    expect(notPvp.statusCode).toBe(400);
    expect(notPvp.json().errorCode).toBe("request_param_err");
  });

  it("takes a bare game id as roomId, and refuses a made-up room level", async () => {
    const bare = await launch(player.token, { roomId: game.id });
    expect(bare.statusCode).toBe(200);
    expect(new URL(bare.json().value.game_url).searchParams.get("room")).toBeNull();
    const madeUp = await launch(player.token, { roomId: `${game.id}-vip` });
    expect(madeUp.statusCode).toBe(400);
  });
});

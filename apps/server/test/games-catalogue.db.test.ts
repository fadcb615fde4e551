import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { findGame } from "#app/modules/games/game-repository.ts";
import { RECENT_GAMES_KEPT, recordRecentGame } from "#app/modules/games/recent.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";

type Game = {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameName: string;
  isHot: boolean;
  isGame: string;
  minBet: number;
  lines: number;
  image: string;
};
type Page = { games: Game[]; totalPages: number; totalCount: number };

const searchOf = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));

describe("game catalogue", () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.77");
  const get = async (
    path: string,
    query: Record<string, string | number> = {},
    token?: string,
    language?: string,
  ) => {
    const search = searchOf(query);
    const response = await calls.call("GET", `${path}?${search}`, {
      ...(token ? { token } : {}),
      ...(language ? { language } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const list = async (query: Record<string, string | number>, language?: string) => {
    const answer = await get(
      ENDPOINTS.gameList.path,
      { clientType: 3, platform: "flash,html5-desktop", ...query },
      undefined,
      language,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as Page;
  };
  const del = (query: Record<string, string | number>, token?: string) =>
    t.app.inject({
      method: "DELETE",
      url: `${ENDPOINTS.removeFavouriteGame.path}?${searchOf(query)}`,
      headers: { "x-forwarded-for": "10.77.0.9", ...(token ? { authorization: token } : {}) },
    });

  it("seeds about 10,000 games, the same on every install, with the in-house games", async () => {
    const [count] = await t.db.query<{ n: number; types: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT game_type)::int AS types FROM games WHERE merchant_code = 'demo'",
    );
    expect(count?.n).toBeGreaterThanOrEqual(9_500);
    expect(count?.n).toBeLessThanOrEqual(10_500);
    // The seven lobby types, and the lottery's own games (LOTT, ELOTT; decision 053).
    expect(count?.types).toBe(9);
    const bgs = await t.db.query<{ game_code: string; game_type: string }>(
      "SELECT game_code, game_type FROM games WHERE vassalage = 'BGS' ORDER BY sort",
    );
    expect(bgs).toEqual([
      { game_code: "slot-fortune-5x3", game_type: "INHOUSE" },
      { game_code: "dice", game_type: "INHOUSE" },
      { game_code: "mines", game_type: "INHOUSE" },
    ]);
    const [first] = await t.db.query<{ name: string }>(
      "SELECT names->>'en' AS name FROM games WHERE vassalage = 'NOVA' AND game_code = 'nova-00001'",
    );
    expect(first?.name).toBe("Pot of Gold's Fortune 777");
  });

  it("pages a lobby 42 at a time, by vendor and classify", async () => {
    const all = await list({ gameType: "RNG" });
    expect(all.games).toHaveLength(42);
    expect(all.totalCount).toBeGreaterThan(8_000);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 42));
    expect(new Set(all.games.map((game) => game.vassalage)).size).toBeGreaterThan(1);
    const second = await list({ gameType: "RNG", pageNo: 2 });
    const firstIds = new Set(all.games.map((game) => game.nodeId));
    expect(second.games.some((game) => firstIds.has(game.nodeId))).toBe(false);

    const nova = await list({ gameType: "RNG", vassalage: "NOVA", gameClassify: "megaways", pageSize: 100 });
    expect(nova.games.length).toBeGreaterThan(0);
    for (const game of nova.games) {
      expect(game).toMatchObject({
        vassalage: "NOVA",
        gameType: "RNG",
        gameClassify: "megaways",
        isGame: "GAME",
      });
      expect(game.image).toBe(`/media/games/${game.nodeId}.svg`);
    }
    // A live vendor's lobby entry comes first; the vendor popup asks for its games only.
    const live = await list({ gameType: "LIVE", vassalage: "VLIVE" });
    expect(live.games[0]).toMatchObject({ isGame: "VASSALAGE", gameName: "Velvet Live Salão" });
    const onlyGames = await list({ gameType: "LIVE", vassalage: "VLIVE", isGame: "GAME" });
    expect(onlyGames.totalCount).toBe(live.totalCount - 1);
    expect(onlyGames.games.every((game) => game.isGame === "GAME")).toBe(true);
    const last = await list({ gameType: "RNG", vassalage: "NOVA", pageNo: Math.ceil(2200 / 42) + 1 });
    expect(last.games).toEqual([]);
    expect(last.totalCount).toBe(2200);
  });

  it("searches names in any case, and filters by smallest stake and lines", async () => {
    const found = await list({ gameType: "RNG", gameName: "  dRaGoN ", pageSize: 100 });
    expect(found.totalCount).toBeGreaterThan(0);
    for (const game of found.games) expect(game.gameName.toLowerCase()).toContain("dragon");
    // Localized names are searched too.
    const dice = await list({ gameName: "DADOS" }, "pt");
    expect(dice.games.map((game) => game.gameName)).toEqual(["Dados Justos"]);
    const wildcard = await list({ gameName: "%" });
    expect(wildcard.totalCount).toBe(0);
    const stakes = await list({ gameType: "RNG", minBet: "5", minLineNum: 40, pageSize: 100 });
    expect(stakes.totalCount).toBeGreaterThan(0);
    for (const game of stakes.games) {
      expect(game.minBet).toBeGreaterThanOrEqual(5);
      expect(game.lines).toBeGreaterThanOrEqual(40);
    }
  });

  it("names in-house games in the caller's language", async () => {
    const inhouse = await list({ gameType: "INHOUSE" }, "pt");
    expect(inhouse.games.map((game) => game.gameName)).toEqual([
      "Rolos da Fortuna 5×3",
      "Dados Justos",
      "Minas",
    ]);
    // A language the merchant does not offer falls back to its default (pt).
    const thai = await list({ gameType: "INHOUSE" }, "th");
    expect(thai.games[1]?.gameName).toBe("Dados Justos");
    const english = await list({ gameType: "INHOUSE" }, "en");
    expect(english.games[0]?.gameName).toBe("Fortune Reels 5×3");
    // Named in each language the merchant offers, as the game's own pages name it.
    const arabic = await list({ gameType: "INHOUSE" }, "ar");
    expect(arabic.games.map((game) => game.gameName)).toEqual(["بكرات الحظ 5×3", "نرد عادل", "الألغام"]);
  });

  it("refuses bad filters with request_param_err", async () => {
    const badQueries: Record<string, string | number>[] = [
      { gameType: "CASINO" },
      { pageSize: 500 },
      { pageNo: 0 },
      { minBet: "1.23456" },
      { minBet: "-1" },
      { vassalage: "NO VA" },
    ];
    for (const query of badQueries) {
      const answer = await get(ENDPOINTS.gameList.path, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errorCode).toBe("request_param_err");
    }
  });

  it("hides the games of a vendor the operator switched off", async () => {
    const before = await list({ gameType: "FISH" });
    await t.db.query(
      "UPDATE vendors SET enabled = false WHERE merchant_code = 'demo' AND vassalage = 'REEF'",
    );
    try {
      const after = await list({ gameType: "FISH" });
      expect(after.totalCount).toBe(before.totalCount - 100);
      expect(after.games.every((game) => game.vassalage === "DEEP")).toBe(true);
      expect((await list({ gameType: "FISH", vassalage: "REEF" })).totalCount).toBe(0);
    } finally {
      await t.db.query(
        "UPDATE vendors SET enabled = true WHERE merchant_code = 'demo' AND vassalage = 'REEF'",
      );
    }
  });

  it("answers a repeated lobby query from its cache until the catalogue changes, whoever changes it", async () => {
    const version = async () =>
      (await t.db.query<{ v: string }>("SELECT version::text AS v FROM catalogue_version"))[0]!.v;
    const query = { gameType: "RNG", vassalage: "AURA", gameName: "dragon", pageSize: 100 };
    const first = await list(query);
    expect(first.totalCount).toBeGreaterThan(1);
    const [renamed] = first.games;
    const before = await version();

    // Play counts change with every launch and leave the version (and the cached pages) alone.
    await t.db.query("UPDATE games SET plays = plays + 1 WHERE id = $1", [renamed!.nodeId]);
    expect(await version()).toBe(before);

    // A row changed behind the server's back while the cache holds the answer: the next call still
    // sees the change, as the change bumped the version in its own statement.
    const bump = await t.db.query<{ names: Record<string, string>; search_name: string }>(
      "SELECT names, search_name FROM games WHERE id = $1",
      [renamed!.nodeId],
    );
    await t.db.query(
      "UPDATE games SET search_name = 'renamed', names = '{\"en\": \"Renamed\"}' WHERE id = $1",
      [renamed!.nodeId],
    );
    try {
      expect(await version()).not.toBe(before);
      const after = await list(query);
      expect(after.totalCount).toBe(first.totalCount - 1);
      expect(after.games.map((game) => game.nodeId)).not.toContain(renamed!.nodeId);
      expect((await list({ gameType: "RNG", gameName: "renamed" })).games.map((game) => game.nodeId)).toEqual(
        [renamed!.nodeId],
      );
    } finally {
      await t.db.query("UPDATE games SET search_name = $2, names = $3 WHERE id = $1", [
        renamed!.nodeId,
        bump[0]!.search_name,
        JSON.stringify(bump[0]!.names),
      ]);
    }
    expect((await list(query)).totalCount).toBe(first.totalCount);
  });

  it("searches names through a trigram index, on every database", async () => {
    const [index] = await t.db.query<{ def: string }>(
      "SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'games_search_trgm'",
    );
    expect(index?.def).toContain("gin_trgm_ops");
    // With the table's statistics, as a running install has them, and no whole-table read allowed,
    // the search is answered by the trigram index (not by walking every game of the merchant).
    await t.db.exec("ANALYZE games");
    const plan = await t.db.transaction(async (tx) => {
      await tx.query("SET LOCAL enable_seqscan = off");
      return tx.query<{ "QUERY PLAN": string }>(
        "EXPLAIN SELECT id FROM games WHERE merchant_code = 'demo' AND enabled AND search_name LIKE '%dragon%'",
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("games_search_trgm");
  });

  it("answers 20 popular games, vendor lanes with their classify lists, and a vendor's types", async () => {
    const hot = (await get(ENDPOINTS.hotGames.path, { isPlatform: 2, platform: "html5-desktop" })).body.value;
    expect(hot.list).toHaveLength(20);
    expect(hot.list.every((game: Game) => game.isHot)).toBe(true);
    const lanes = (await get(ENDPOINTS.newGameVendor.path)).body.value as {
      title: string;
      gameClassify: string[];
    }[];
    expect(lanes.find((lane) => lane.title === "RNG")?.gameClassify.sort()).toEqual([
      "classic",
      "jackpot",
      "megaways",
      "video",
    ]);
    expect(lanes.find((lane) => lane.title === "LIVE")?.gameClassify.sort()).toEqual([
      "baccarat",
      "blackjack",
      "game-show",
      "roulette",
    ]);

    expect((await get(ENDPOINTS.vendorGameTypes.path, { vassalage: "NOVA" })).status).toBe(401);
    const { token } = await calls.register("vendortypes", "Secret123");
    const types = (await get(ENDPOINTS.vendorGameTypes.path, { vassalage: "NOVA" }, token)).body.value;
    expect(types).toEqual([{ gameType: "RNG", gameClassify: expect.any(Array), totalCount: 2200 }]);
  });

  it("keeps favourites for members only, checked against the catalogue", async () => {
    const game = (await list({ gameType: "RNG", vassalage: "KOI" })).games[3]!;
    const body = { nodeId: game.nodeId, vendor: "KOI", gameType: "RNG" };
    const visitor = await calls.call("POST", ENDPOINTS.addFavouriteGame.path, { body });
    expect(visitor.statusCode).toBe(401);
    expect((await get(ENDPOINTS.favouriteGameIds.path)).status).toBe(401);

    const { token } = await calls.register("favourer", "Secret123");
    for (const bad of [
      { ...body, vendor: "NOVA" },
      { ...body, gameType: "LIVE" },
      { ...body, nodeId: 999_999_999 },
      { ...body, nodeId: -1 },
    ]) {
      const refused = await calls.call("POST", ENDPOINTS.addFavouriteGame.path, { body: bad, token });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().errorCode).toBe("request_param_err");
    }
    const [none] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM favourite_games");
    expect(none?.n).toBe(0);

    const added = await calls.call("POST", ENDPOINTS.addFavouriteGame.path, { body, token });
    expect(added.json().value).toEqual([game.nodeId]);
    await calls.call("POST", ENDPOINTS.addFavouriteGame.path, { body, token });
    const live = (await list({ gameType: "LIVE" })).games.find((g) => g.isGame === "GAME")!;
    await calls.call("POST", ENDPOINTS.addFavouriteGame.path, {
      body: { nodeId: live.nodeId, vendor: live.vassalage, gameType: "LIVE" },
      token,
    });
    expect((await get(ENDPOINTS.favouriteGameIds.path, {}, token)).body.value).toEqual([
      live.nodeId,
      game.nodeId,
    ]);
    const page = (await get(ENDPOINTS.favouriteGames.path, { pageNo: 1 }, token)).body.value;
    expect(page.pageNum).toBe(1);
    expect(page.totalPages).toBe(1);
    expect(page.content.map((g: Game) => g.gameName)).toEqual([live.gameName, game.gameName]);
    const onlyRng = (await get(ENDPOINTS.favouriteGames.path, { gameType: "RNG" }, token)).body.value;
    expect(onlyRng.content.map((g: Game) => g.nodeId)).toEqual([game.nodeId]);

    expect((await del(body)).statusCode).toBe(401);
    const removed = await del(body, token);
    expect(removed.json().value).toEqual([live.nodeId]);
    // Another member's list is their own.
    const other = await calls.register("otherfav", "Secret123");
    expect((await get(ENDPOINTS.favouriteGameIds.path, {}, other.token)).body.value).toEqual([]);
  });

  it("records recent games for the launch, latest first, capped", async () => {
    const { token, id } = await calls.register("recentone", "Secret123");
    const games = (await list({ gameType: "RNG", vassalage: "AURA", pageSize: 100 })).games;
    for (const game of games.slice(0, RECENT_GAMES_KEPT + 5)) {
      await t.db.transaction((tx) =>
        recordRecentGame(tx, { merchantCode: "demo", memberId: id, gameId: game.nodeId }),
      );
    }
    await t.db.transaction((tx) =>
      recordRecentGame(tx, { merchantCode: "demo", memberId: id, gameId: games[10]!.nodeId }),
    );
    const recent = (await get(ENDPOINTS.recentGames.path, { pageSize: 100 }, token)).body.value;
    expect(recent.list).toHaveLength(RECENT_GAMES_KEPT);
    expect(recent.list[0].nodeId).toBe(games[10]!.nodeId);
    expect(recent.list[1].nodeId).toBe(games[RECENT_GAMES_KEPT + 4]!.nodeId);
    expect(recent.totalPages).toBe(1);
    // A game of another merchant or none at all is not recorded.
    await t.db.transaction((tx) =>
      recordRecentGame(tx, { merchantCode: "other", memberId: id, gameId: games[0]!.nodeId }),
    );
    expect((await get(ENDPOINTS.recentGames.path, { pageSize: 100 }, token)).body.value.list[0].nodeId).toBe(
      games[10]!.nodeId,
    );
    expect((await get(ENDPOINTS.recentGames.path)).status).toBe(401);
  });

  it("finds a game by id for the launch", async () => {
    const slot = (await list({ gameType: "INHOUSE" })).games[0]!;
    const game = await findGame(t.db, "demo", slot.nodeId);
    expect(game).toEqual({
      id: slot.nodeId,
      vassalage: "BGS",
      gameCode: "slot-fortune-5x3",
      gameType: "INHOUSE",
      names: expect.objectContaining({ en: "Fortune Reels 5×3" }),
      isGame: "GAME",
      maintenance: false,
      enabled: true,
      minBet: 10n,
    });
    expect(await findGame(t.db, "other", slot.nodeId)).toBeNull();
    expect(await findGame(t.db, "demo", 0)).toBeNull();
  });

  it("lists PVP rooms at three stake levels, for members", async () => {
    expect((await get(ENDPOINTS.pvpRooms.path)).status).toBe(401);
    const { token } = await calls.register("roomplayer", "Secret123");
    const rooms = (await get(ENDPOINTS.pvpRooms.path, { vassalage: "DUEL", pageSize: 9 }, token)).body.value;
    expect(rooms.list).toHaveLength(9);
    expect(rooms.list.slice(0, 3).map((room: { level: string }) => room.level)).toEqual([
      "beginner",
      "standard",
      "high-roller",
    ]);
    expect(rooms.list[1].minBet).toBeCloseTo(rooms.list[0].minBet * 10);
    expect(rooms.list.every((room: { vassalage: string }) => room.vassalage === "DUEL")).toBe(true);
  });

  it("serves each game's thumbnail as a cached SVG", async () => {
    const game = (await list({ gameType: "RNG" })).games[0]!;
    const response = await t.app.inject({ url: game.image });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    expect(response.body).toContain("<svg");
    expect(response.body).toContain(game.gameName.split(" ")[0]!.replace("'", "&#39;"));
    expect((await t.app.inject({ url: "/media/games/999999999.svg" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/games/abc.svg" })).statusCode).toBe(404);
  });
});

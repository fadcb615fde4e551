import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskPlayerName } from "#app/modules/games/winner-board.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import { createSeamlessClient, vendorSecret } from "#app/providers/vendors/seamless-client.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Winner = {
  player: string;
  nodeId: number;
  gameType: string;
  gameName: string;
  winAmount: number;
  multiplier: number;
  time: string;
};

describe(`winner board from rounds played through the seamless wallet on ${databaseKind}`, () => {
  const demo = demoConfig();
  const other: MerchantConfig = { ...demo, code: "other", name: "Other brand", domains: ["other.example"] };
  const t = useTestApp(() => ({ merchants: [demo, other] }));
  let baseUrl = "";

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  const gameOf = async (merchantCode: string, where: string) => {
    const [game] = await t.db.query<{ id: string; vassalage: string }>(
      `SELECT g.id::text, g.vassalage FROM games g
         JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
        WHERE g.merchant_code = $1 AND g.is_game = 'GAME' AND coalesce(v.wallet, 'seamless') = 'seamless'
          AND ${where}
        ORDER BY g.id LIMIT 1`,
      [merchantCode],
    );
    if (!game) throw new Error(`no game where ${where}`);
    return { id: Number(game.id), vassalage: game.vassalage };
  };

  /** A funded member with a vendor session on the game, as a vendor holds it after the launch. */
  async function player(merchantCode: string, username: string, game: { id: number; vassalage: string }) {
    const memberId = await insertMember(t.db, merchantCode, username);
    await depositToMain(t.db, {
      merchantCode,
      memberId,
      amount: 1_000_00n,
      key: `winner-board-test:${merchantCode}:${username}`,
    });
    const client = createSeamlessClient({
      baseUrl,
      vendor: game.vassalage,
      secret: await vendorSecret(t.db, merchantCode, game.vassalage),
    });
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode,
      vassalage: game.vassalage,
      memberId,
      gameId: game.id,
      language: "en",
    });
    const { sessionToken } = await client.session(launchToken);
    let rounds = 0;
    return {
      memberId,
      /** One round: the stake, then the payout (none sends no credit: the round stays open). */
      async play(stake: string, payout: string | null) {
        const roundId = `${username}-${++rounds}`;
        await client.debit({ sessionToken, transactionId: `${roundId}:bet`, roundId, amount: stake });
        if (payout !== null) {
          await client.credit({ sessionToken, transactionId: `${roundId}:win`, roundId, amount: payout });
        }
      },
    };
  }

  const board = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: "GET",
      url: ENDPOINTS.winnerBoard.path,
      query,
      headers: { "x-forwarded-for": "203.0.113.77", ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response.json().value.list as Winner[];
  };

  it("masks player names, keeping at most two letters each side", () => {
    expect(maskPlayerName("demoplayer")).toBe("de***er");
    expect(maskPlayerName("alice")).toBe("a***e");
    expect(maskPlayerName("bo")).toBe("b***");
    expect(maskPlayerName("游戏玩家一号")).toBe("游戏***一号");
  });

  it("answers nothing while no round has paid out", async () => {
    expect(await board()).toEqual([]);
  });

  it("lists the biggest wins first, masked, in the caller's language, per merchant and game type", async () => {
    const dice = await gameOf("demo", "g.vassalage = 'BGS' AND g.game_code = 'dice'");
    const live = await gameOf("demo", "g.game_type = 'LIVE'");
    const otherDice = await gameOf("other", "g.vassalage = 'BGS' AND g.game_code = 'dice'");

    const lucky = await player("demo", "luckystar", dice);
    await lucky.play("2.00", "25.50"); // 12.75× → 12.7×
    await lucky.play("1.00", "0"); // a loss: not a win
    await lucky.play("5.00", "5.00"); // the stake back: not a win
    await lucky.play("3.00", null); // still open: not a win
    const dealer = await player("demo", "tabledealer", live);
    await dealer.play("10.00", "80.00");
    await dealer.play("1.00", "1.95");
    const elsewhere = await player("other", "bigwinner", otherDice);
    await elsewhere.play("50.00", "5000.00");

    const all = await board({}, { language: "pt" });
    expect(all.map((win) => [win.player, win.winAmount, win.multiplier, win.gameType])).toEqual([
      ["ta***er", 80, 8, "LIVE"],
      ["lu***ar", 25.5, 12.7, "INHOUSE"],
      ["ta***er", 1.95, 1.9, "LIVE"],
    ]);
    expect(all[1]?.gameName).toBe("Dados Justos");
    expect(all[1]?.nodeId).toBe(dice.id);
    expect(Date.now() - Date.parse(all[0]?.time ?? "")).toBeLessThan(60_000);
    expect(JSON.stringify(all)).not.toMatch(/luckystar|tabledealer/);

    const english = await board({ gameType: "INHOUSE" }, { language: "en" });
    expect(english.map((win) => [win.player, win.gameName])).toEqual([["lu***ar", "Provably Fair Dice"]]);
    expect(await board({ gameType: "FISH" })).toEqual([]);
    expect((await board({ size: "1" })).map((win) => win.winAmount)).toEqual([80]);

    const otherBoard = await board({}, { merchant: "other" });
    expect(otherBoard.map((win) => [win.player, win.winAmount])).toEqual([["bi***er", 5000]]);

    const ledger = await checkLedger(t.db);
    expect(ledger.unbalancedEntries).toEqual([]);
    expect(ledger.driftedAccounts).toEqual([]);
  });

  it("forgets wins older than a week and games taken off the catalogue", async () => {
    await t.db.query(
      "UPDATE game_rounds SET settled_at = now() - interval '8 days' WHERE merchant_code = 'demo' AND win = 8000",
    );
    expect((await board()).map((win) => win.winAmount)).toEqual([25.5, 1.95]);
    await t.db.query("UPDATE games SET enabled = false WHERE merchant_code = 'demo' AND game_code = 'dice'");
    expect((await board()).map((win) => win.winAmount)).toEqual([1.95]);
    await t.db.query("UPDATE games SET enabled = true WHERE merchant_code = 'demo' AND game_code = 'dice'");
  });

  it("refuses a game type it does not know", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: ENDPOINTS.winnerBoard.path,
      query: { gameType: "CARDS" },
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
    expect(response.statusCode).toBe(400);
  });
});

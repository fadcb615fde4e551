import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The verifier page's own script: it must agree with play without sharing the server's code.
import { diceRound, minesRound, outcomeStream, sha256Hex, slotRound } from "#app/modules/bgs/assets/fair.js";
import { hashServerSeed } from "#app/modules/bgs/fairness/seeds.ts";
import { SLOT_DEFINITION } from "#app/modules/bgs/pages.ts";
import { minesLayout, playDice, playSlot } from "#app/modules/bgs/play.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Envelope<T> = { success: boolean; errorCode: string; message: string; value: T };
type State = {
  token: string;
  balance: string;
  currency: string;
  seeds: { serverSeedHash: string; clientSeed: string; nextNonce: number };
  minesRound: unknown;
};

describe(`BGS games through the seamless wallet over HTTP on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.77");
  let baseUrl = "";
  const gameIds: Record<string, number> = {};

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    Object.assign(gameIds, await enableBgsGames(t.db));
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  const ledgerHolds = () => expectLedgerSound(t.db);

  /** A registered player holding `cents`, launched into a BGS game the way the site does it. */
  async function launch(username: string, cents: bigint, game: string) {
    const { token, id: memberId } = await calls.register(username, "Secret123");
    if (cents > 0n) {
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId,
        amount: cents,
        key: `bgs-test:${username}`,
      });
    }
    const launched = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { nodeId: gameIds[game], language: "pt" },
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.game_url);
    expect(url.pathname).toBe(`/vendors/bgs/${game}`);
    return { memberId, url };
  }

  async function api<T>(method: "GET" | "POST", path: string, session: string | null, body?: unknown) {
    const response = await fetch(`${baseUrl}/vendors/bgs/api/${path}`, {
      method,
      headers: {
        ...(session ? { "x-bgs-session": session } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, envelope: (await response.json()) as Envelope<T> };
  }

  async function open(url: URL) {
    const answer = await api<State>("POST", "session", null, {
      merchant: url.searchParams.get("merchant"),
      launchToken: url.searchParams.get("launch"),
    });
    expect(answer.envelope.errorCode).toBe("");
    return answer.envelope.value;
  }

  const mainBalance = (memberId: number) =>
    createLedgerRepository(t.db).balance("demo", { memberId, kind: "main" }, "USD");

  const vendorTransactions = async (betId: string) =>
    t.db.query<{ kind: string; amount: string; status: string }>(
      `SELECT kind, amount::text, status FROM vendor_transactions
        WHERE vassalage = 'BGS' AND vendor_round_id = $1 ORDER BY id`,
      [`bgs-${betId}`],
    );

  const betCount = async (memberId: number) =>
    Number(
      (
        await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM bgs_bets WHERE member_id = $1", [
          memberId,
        ])
      )[0]!.n,
    );

  it("a spin debits the stake and credits the win through the seamless API, and the round is recorded", async () => {
    const { memberId, url } = await launch("bgsspin01", 50_000n, "slot-fortune-5x3");
    expect(url.searchParams.get("lang")).toBe("pt");
    const state = await open(url);
    expect(state).toMatchObject({ balance: "500.00", currency: "USD", seeds: { nextNonce: 0 } });
    expect(state.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    let expected = 50_000n;
    for (let spin = 0; spin < 5; spin++) {
      const answer = await api<{ betId: string; win: string; balance: string; stops: number[] }>(
        "POST",
        "slot/spin",
        state.token,
        { bet: "2.50" },
      );
      expect(answer.envelope.errorCode).toBe("");
      const { betId, win, balance } = answer.envelope.value;
      // Text on both databases (a bigint column, which PGlite would answer as a number).
      expect(betId).toMatch(/^\d+$/);
      const winCents = BigInt(Math.round(Number(win) * 100));
      expected += winCents - 250n;
      expect(balance).toBe((Number(expected) / 100).toFixed(2));
      expect(await mainBalance(memberId)).toBe(expected);
      // Exactly as an outside vendor: one debit and one credit on the round, in the wallet's records.
      expect(await vendorTransactions(betId)).toEqual([
        { kind: "debit", amount: "250", status: "done" },
        { kind: "credit", amount: winCents.toString(), status: "done" },
      ]);
      const [round] = await t.db.query<{ bet: string; win: string; state: string; game_id: string }>(
        "SELECT bet::text, win::text, state, game_id::text FROM game_rounds WHERE vassalage = 'BGS' AND vendor_round_id = $1",
        [`bgs-${betId}`],
      );
      expect(round).toEqual({
        bet: "250",
        win: winCents.toString(),
        state: "settled",
        game_id: String(gameIds["slot-fortune-5x3"]),
      });
      await ledgerHolds();
    }
    const after = await api<State>("GET", "state", state.token);
    expect(after.envelope.value.seeds.nextNonce).toBe(5);
    expect(after.envelope.value.balance).toBe((Number(expected) / 100).toFixed(2));
  });

  it("rotation reveals the server seed behind the committed hash, and every bet recomputes to what was played", async () => {
    const { url } = await launch("bgsverify01", 100_000n, "dice");
    const state = await open(url);
    const committed = state.seeds.serverSeedHash;
    const seeded = await api<{ seeds: State["seeds"] }>("POST", "seeds/rotate", state.token, {
      clientSeed: "lucky-player-7",
    });
    const hashBeforePlay = seeded.envelope.value.seeds.serverSeedHash;
    expect(hashBeforePlay).not.toBe(committed);

    const rolls: { roll: number; won: boolean; win: string; target: number; direction: "under" | "over" }[] =
      [];
    for (const [target, direction] of [
      [5000, "under"],
      [2500, "over"],
      [9000, "under"],
    ] as const) {
      const answer = await api<{ roll: number; won: boolean; win: string }>(
        "POST",
        "dice/roll",
        state.token,
        {
          bet: "10.00",
          target,
          direction,
        },
      );
      expect(answer.envelope.errorCode).toBe("");
      rolls.push({ ...answer.envelope.value, target, direction });
    }
    const spin = await api<{ stops: number[]; win: string }>("POST", "slot/spin", state.token, {
      bet: "1.00",
    });
    expect(spin.envelope.errorCode).toBe("");

    const rotated = await api<{
      revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; bets: number };
    }>("POST", "seeds/rotate", state.token, {});
    const revealed = rotated.envelope.value.revealed;
    expect(revealed.serverSeedHash).toBe(hashBeforePlay);
    expect(hashServerSeed(revealed.serverSeed)).toBe(hashBeforePlay);
    expect(await sha256Hex(revealed.serverSeed)).toBe(hashBeforePlay);
    expect(revealed).toMatchObject({ clientSeed: "lucky-player-7", bets: 4 });

    for (const [nonce, roll] of rolls.entries()) {
      const seeds = { serverSeed: revealed.serverSeed, clientSeed: "lucky-player-7", nonce };
      const server = playDice(seeds, { target: roll.target, direction: roll.direction }, 1000n);
      expect(server.outcome).toEqual({ roll: roll.roll, won: roll.won });
      expect((Number(server.win) / 100).toFixed(2)).toBe(roll.win);
      const browser = diceRound(
        await outcomeStream(revealed.serverSeed, "lucky-player-7", nonce),
        roll.target,
        roll.direction,
      );
      expect(browser).toEqual({ roll: roll.roll, won: roll.won });
    }
    const slotSeeds = { serverSeed: revealed.serverSeed, clientSeed: "lucky-player-7", nonce: 3 };
    expect(playSlot(slotSeeds, 100n).outcome.stops).toEqual(spin.envelope.value.stops);
    const browserSpin = slotRound(
      await outcomeStream(revealed.serverSeed, "lucky-player-7", 3),
      SLOT_DEFINITION,
    );
    expect(browserSpin.stops).toEqual(spin.envelope.value.stops);
    expect((browserSpin.totalLinePay / 10).toFixed(2)).toBe(spin.envelope.value.win);

    // The history now shows the revealed seed next to each bet, and the revealed list has it.
    const history = await api<{ id: string; nonce: number; serverSeed: string | null }[]>(
      "GET",
      "history",
      state.token,
    );
    expect(history.envelope.value.every((bet) => typeof bet.id === "string")).toBe(true);
    expect(history.envelope.value.filter((bet) => bet.serverSeed === revealed.serverSeed)).toHaveLength(4);
    const list = await api<{ serverSeed: string }[]>("GET", "seeds/revealed", state.token);
    expect(list.envelope.value.map((seed) => seed.serverSeed)).toContain(revealed.serverSeed);
    await ledgerHolds();
  });

  it("a mines round debits at the start, keeps its layout secret while open, and pays the cash-out", async () => {
    const { memberId, url } = await launch("bgsminer01", 10_000n, "mines");
    const state = await open(url);
    type Round = {
      id: string;
      picks: number[];
      layout: number[] | null;
      state: string;
      safe: number;
      cashout: string;
      win: string;
      lost: boolean;
    };
    const started = await api<{ round: Round; balance: string }>("POST", "mines/start", state.token, {
      bet: "5.00",
      mines: 3,
    });
    expect(started.envelope.errorCode).toBe("");
    expect(started.envelope.value.round.layout).toBeNull();
    expect(started.envelope.value.balance).toBe("95.00");
    // Seeds cannot change while the round depends on them.
    expect((await api("POST", "seeds/rotate", state.token, {})).envelope.errorCode).toBe("request_param_err");
    // The layout is known only to the server now; the test reads it to play safe tiles.
    const [row] = await t.db.query<{ outcome: { mines: number[] } }>(
      "SELECT outcome FROM bgs_bets WHERE id = $1",
      [started.envelope.value.round.id],
    );
    const safeTiles = Array.from({ length: 25 }, (_, tile) => tile).filter(
      (tile) => !row!.outcome.mines.includes(tile),
    );
    for (const tile of safeTiles.slice(0, 2)) {
      const picked = await api<{ round: Round }>("POST", "mines/pick", state.token, { tile });
      expect(picked.envelope.value.round).toMatchObject({ state: "open", lost: false, layout: null });
    }
    const repeat = await api("POST", "mines/pick", state.token, { tile: safeTiles[0] });
    expect(repeat.envelope.errorCode).toBe("request_param_err");
    const cashed = await api<{ round: Round; balance: string }>("POST", "mines/cashout", state.token, {});
    // 3 mines, 2 gems: 0.99 · C(25,2) / C(22,2) = 0.99 · 300 / 231 → 5.00 × 1.2857… = 6.42
    expect(cashed.envelope.value.round).toMatchObject({ state: "settled", win: "6.42", safe: 2 });
    expect(cashed.envelope.value.round.layout).toEqual(row!.outcome.mines);
    expect(cashed.envelope.value.balance).toBe("101.42");
    expect(await mainBalance(memberId)).toBe(10_142n);
    expect(await vendorTransactions(cashed.envelope.value.round.id)).toEqual([
      { kind: "debit", amount: "500", status: "done" },
      { kind: "credit", amount: "642", status: "done" },
    ]);
    // A second round that hits a mine is settled with a zero credit.
    const second = await api<{ round: Round }>("POST", "mines/start", state.token, {
      bet: "1.00",
      mines: 24,
    });
    const [layout] = await t.db.query<{ outcome: { mines: number[] } }>(
      "SELECT outcome FROM bgs_bets WHERE id = $1",
      [second.envelope.value.round.id],
    );
    const boom = await api<{ round: Round; balance: string }>("POST", "mines/pick", state.token, {
      tile: layout!.outcome.mines[0],
    });
    expect(boom.envelope.value.round).toMatchObject({ state: "settled", lost: true, win: "0.00" });
    expect(boom.envelope.value.balance).toBe("100.42");
    // The layout matches what the browser verifier derives once the seed is revealed.
    const rotated = await api<{ revealed: { serverSeed: string; clientSeed: string } }>(
      "POST",
      "seeds/rotate",
      state.token,
      {},
    );
    const { serverSeed, clientSeed } = rotated.envelope.value.revealed;
    expect(minesLayout({ serverSeed, clientSeed, nonce: 0 }, 3).mines).toEqual(row!.outcome.mines);
    expect(minesRound(await outcomeStream(serverSeed, clientSeed, 1), 24).mines).toEqual(
      layout!.outcome.mines,
    );
    await ledgerHolds();
  });

  it("refuses bad input and a stake beyond the balance, and moves nothing", async () => {
    const { memberId, url } = await launch("bgsrefuse01", 300n, "dice");
    const state = await open(url);
    const before = await betCount(memberId);
    const refusals: [string, unknown][] = [
      ["dice/roll", { bet: "-1", target: 5000, direction: "under" }],
      ["dice/roll", { bet: "1.001", target: 5000, direction: "under" }],
      ["dice/roll", { bet: "1.00", target: 9950, direction: "under" }],
      ["dice/roll", { bet: "1.00", target: 5000, direction: "sideways" }],
      ["dice/roll", { bet: "1.00", target: "5000", direction: "under" }],
      ["slot/spin", { bet: "abc" }],
      ["slot/spin", {}],
      ["mines/start", { bet: "1.00", mines: 0 }],
      ["mines/start", { bet: "1.00", mines: 25 }],
      ["mines/pick", { tile: 3 }],
      ["mines/cashout", {}],
      ["seeds/rotate", { clientSeed: "has space" }],
      ["seeds/rotate", { clientSeed: "x".repeat(65) }],
    ];
    for (const [path, body] of refusals) {
      const answer = await api("POST", path, state.token, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.envelope.errorCode).toBe("request_param_err");
    }
    expect((await api("POST", "slot/spin", null, { bet: "1.00" })).envelope.errorCode).toBe(
      "login.not.session",
    );
    expect(
      (await api("POST", "slot/spin", "forged-session-token-0123456789", { bet: "1.00" })).envelope.errorCode,
    ).toBe("login.not.session");
    // The launch token was exchanged once; a second exchange is refused.
    const reused = await api("POST", "session", null, {
      merchant: "demo",
      launchToken: url.searchParams.get("launch"),
    });
    expect(reused.envelope.errorCode).toBe("login.not.session");
    expect(await betCount(memberId)).toBe(before);

    // 3.00 in the wallet: a 5.00 stake is refused by the wallet, and nothing moves.
    const tooMuch = await api("POST", "dice/roll", state.token, {
      bet: "5.00",
      target: 5000,
      direction: "under",
    });
    expect(tooMuch.envelope.errorCode).toBe("insufficient.balance");
    expect(await mainBalance(memberId)).toBe(300n);
    const [refused] = await t.db.query<{ state: string; id: string }>(
      "SELECT state, id::text FROM bgs_bets WHERE member_id = $1 ORDER BY id DESC LIMIT 1",
      [memberId],
    );
    expect(refused!.state).toBe("refused");
    // The wallet keeps its refusal under the debit's id (a retry gets it again); nothing moved.
    expect(await vendorTransactions(refused!.id)).toEqual([
      { kind: "debit", amount: "500", status: "refused" },
    ]);
    await ledgerHolds();
  });

  it("serves each game page and the verifier under the site's rules: own scripts only, translated", async () => {
    for (const [path, word] of [
      ["/vendors/bgs/slot-fortune-5x3?lang=pt", "Girar"],
      ["/vendors/bgs/dice?lang=vi", "Gieo"],
      ["/vendors/bgs/mines?lang=th", "เริ่ม"],
      ["/vendors/bgs/verify?lang=cn", "计算"],
      ["/vendors/bgs/verify?lang=id", "Hitung"],
      ["/vendors/bgs/dice?lang=en", "Roll"],
      ["/vendors/bgs/dice?lang=es", "Lanzar"],
      ["/vendors/bgs/mines?lang=ar", "ابدأ"],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(word);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      // No inline script: only the module file and the JSON data block.
      expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    }
    // Arabic pages are laid out right to left, named by their Intl locale.
    expect(await (await fetch(`${baseUrl}/vendors/bgs/dice?lang=ar`)).text()).toContain(
      '<html lang="ar" dir="rtl">',
    );
    expect(await (await fetch(`${baseUrl}/vendors/bgs/dice?lang=cn`)).text()).toContain(
      '<html lang="zh-CN" dir="ltr">',
    );
    expect(await (await fetch(`${baseUrl}/vendors/bgs/slot-fortune-5x3`)).text()).toContain("96.7049%");
    const script = await fetch(`${baseUrl}/vendors/bgs/assets/slot.js`);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await fetch(`${baseUrl}/vendors/bgs/assets/..%2Fservice.ts`)).status).toBe(400);
    expect((await fetch(`${baseUrl}/vendors/bgs/roulette`)).status).toBe(404);
  });

  // Last in this block: it closes the listening port and opens it again.
  it("a roll still in flight when a stop has closed the port reaches the wallet in process and settles", async () => {
    const { memberId, url } = await launch("bgsdrain01", 5_000n, "dice");
    const { token } = await open(url);
    const roll = (session: string) =>
      t.app.inject({
        method: "POST",
        url: "/vendors/bgs/api/dice/roll",
        headers: { "x-bgs-session": session },
        payload: { bet: "1.00", target: 5000, direction: "under" },
      });
    expect((await roll(token)).statusCode).toBe(200);
    // A stop closes the port first; requests already inside the server go on.
    t.app.server.close();
    try {
      expect(t.app.server.listening).toBe(false);
      const rolled = await roll(token);
      expect(rolled.statusCode, rolled.body).toBe(200);
      const { betId, win } = rolled.json().value as { betId: number | string; win: string };
      const paid = Math.round(Number(win) * 100);
      expect(await vendorTransactions(String(betId))).toEqual([
        { kind: "debit", amount: "100", status: "done" },
        { kind: "credit", amount: String(paid), status: "done" },
      ]);
      expect(await betCount(memberId)).toBe(2);
    } finally {
      await new Promise<void>((resolve) => t.app.server.listen(0, "127.0.0.1", resolve));
    }
    await ledgerHolds();
  });
});

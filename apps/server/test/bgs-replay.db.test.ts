import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { hashServerSeed } from "#app/modules/bgs/fairness/seeds.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Envelope<T> = { success: boolean; errorCode: string; value: T };
type Replay = {
  betId: number;
  gameCode: string;
  seeds: {
    serverSeed: string | null;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    firstBlock: string | null;
  };
  steps: { step: string; words: string[]; detail: Record<string, unknown> }[];
  win: string;
  stored: { win: string };
  matches: boolean;
};

describe(`game recall: in-house rounds replayed from their seeds on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.86");
  let baseUrl = "";
  const gameIds: Record<string, number> = {};

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    Object.assign(gameIds, await enableBgsGames(t.db));
  });

  async function api<T>(method: "GET" | "POST", path: string, session: string, body?: unknown) {
    const response = await fetch(`${baseUrl}/vendors/bgs/api/${path}`, {
      method,
      headers: {
        "x-bgs-session": session,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, envelope: (await response.json()) as Envelope<T> };
  }

  /** A funded player in a BGS game, with its BGS session token; `launch` opens another game. */
  async function player(username: string, game: string) {
    const { token, id } = await calls.register(username, "Secret123");
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: id,
      amount: 100_000n,
      key: `replay:${username}`,
    });
    return {
      id,
      token,
      session: await launch(token, game),
      launch: (other: string) => launch(token, other),
    };
  }
  async function launch(token: string, game: string) {
    const launched = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { nodeId: gameIds[game] },
    });
    const url = new URL(launched.json().value.game_url);
    const response = await fetch(`${baseUrl}/vendors/bgs/api/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        merchant: url.searchParams.get("merchant"),
        launchToken: url.searchParams.get("launch"),
      }),
    });
    return ((await response.json()) as Envelope<{ token: string }>).value.token;
  }

  it("replays a player's slot, dice and mines rounds step by step, for the player and for staff", async () => {
    const slot = await player("replayslot1", "slot-fortune-5x3");
    const spun = await api<{ betId: string; stops: number[] }>("POST", "slot/spin", slot.session, {
      bet: "1.00",
    });
    const diceSession = await slot.launch("dice");
    const minesSession = await slot.launch("mines");
    const rolled = await api<{ betId: string; roll: number }>("POST", "dice/roll", diceSession, {
      bet: "1.00",
      target: 5000,
      direction: "under",
    });
    const started = await api<{ round: { id: string } }>("POST", "mines/start", minesSession, {
      bet: "1.00",
      mines: 3,
    });
    const minesBet = started.envelope.value.round.id;

    // A round still in play is not replayed: its layout would show.
    const inPlay = await api<Replay>("GET", `replay?betId=${minesBet}`, slot.session);
    expect(inPlay.envelope.errorCode).toBe("bgs.round.in.play");
    expect(inPlay.status).toBe(409);

    let picked = 0;
    let lost = false;
    for (let tile = 0; tile < 25 && !lost && picked < 2; tile++) {
      const pick = await api<{ round: { lost: boolean } }>("POST", "mines/pick", minesSession, { tile });
      lost = pick.envelope.value.round.lost;
      picked += 1;
    }
    if (!lost) await api("POST", "mines/cashout", minesSession);

    const spin = (await api<Replay>("GET", `replay?betId=${spun.envelope.value.betId}`, slot.session))
      .envelope.value;
    expect(spin.matches).toBe(true);
    expect(spin.steps.filter((step) => step.step === "reel").map((step) => step.detail.stop)).toEqual(
      spun.envelope.value.stops,
    );
    expect(spin.steps[0]?.words[0]).toMatch(/^[0-9a-f]{8}$/);
    // The pair is still in use: its server seed stays hidden, its hash is shown.
    expect(spin.seeds.serverSeed).toBeNull();
    expect(spin.seeds.nonce).toBe(0);

    const dice = (await api<Replay>("GET", `replay?betId=${rolled.envelope.value.betId}`, slot.session))
      .envelope.value;
    expect(dice).toMatchObject({
      matches: true,
      steps: [{ step: "roll", detail: { roll: rolled.envelope.value.roll } }],
    });

    const mines = (await api<Replay>("GET", `replay?betId=${minesBet}`, slot.session)).envelope.value;
    expect(mines.matches).toBe(true);
    expect(mines.steps[0]).toMatchObject({ step: "layout" });
    expect(mines.steps.filter((step) => step.step === "pick")).toHaveLength(picked);
    expect(mines.win).toBe(mines.stored.win);

    // Another player cannot replay it.
    const other = await player("replayother1", "dice");
    const foreign = await api<Replay>("GET", `replay?betId=${spun.envelope.value.betId}`, other.session);
    expect(foreign.envelope.errorCode).toBe("bgs.round.not.found");

    // Staff list the member's last rounds and replay any of them.
    const staff = operatorCalls(t, await operatorKey(t.db));
    const listed = (await staff("GET", "/admin/api/bgs/rounds?username=replayslot1")).json();
    expect(listed, JSON.stringify(listed)).toMatchObject({ success: true });
    const list = listed.value.list;
    expect(list.map((round: { betId: number }) => String(round.betId))).toEqual(
      [minesBet, rolled.envelope.value.betId, spun.envelope.value.betId].map(String),
    );
    const byStaff = (
      await staff("GET", `/admin/api/bgs/rounds/replay?betId=${spun.envelope.value.betId}`)
    ).json().value as Replay;
    expect(byStaff.steps).toEqual(spin.steps);
    expect(byStaff.seeds.serverSeed).toBeNull();

    // Once the pair is rotated its seed is revealed, and the replay shows it and the first block.
    await api("POST", "seeds/rotate", slot.session, {});
    const after = (await api<Replay>("GET", `replay?betId=${spun.envelope.value.betId}`, slot.session))
      .envelope.value;
    expect(after.seeds.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(after.seeds.serverSeed!)).toBe(after.seeds.serverSeedHash);
    expect(after.seeds.firstBlock).toMatch(/^[0-9a-f]{64}$/);
  });

  it("replays the member's own round from the betting record on the site, and no one else's", async () => {
    const p = await player("replaysite1", "dice");
    const rolled = await api<{ betId: string; roll: number }>("POST", "dice/roll", p.session, {
      bet: "1.00",
      target: 5000,
      direction: "under",
    });
    const betId = rolled.envelope.value.betId;
    // The record names the round as BGS shows it: bgs-<betId>.
    const now = Date.now();
    const records = await calls.call(
      "GET",
      `${ENDPOINTS.bettingRecords.path}?startTime=${now - 3_600_000}&endTime=${now + 60_000}`,
      { token: p.token },
    );
    expect(records.json().value?.list[0], records.body).toMatchObject({
      vassalage: "BGS",
      roundId: `bgs-${betId}`,
    });
    const site = await calls.call("GET", `${ENDPOINTS.bgsRoundReplay.path}?betId=${betId}`, {
      token: p.token,
    });
    expect(site.json(), site.body).toMatchObject({
      success: true,
      value: { betId: Number(betId), gameCode: "dice", matches: true, steps: [{ step: "roll" }] },
    });
    expect(site.json().value.steps[0].detail.roll).toBe(rolled.envelope.value.roll);
    expect(site.json().value.seeds.serverSeed).toBeNull();

    const other = await calls.register("replaysite2", "Secret123");
    const foreign = await calls.call("GET", `${ENDPOINTS.bgsRoundReplay.path}?betId=${betId}`, {
      token: other.token,
    });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, "bgs.round.not.found"]);
    const anonymous = await calls.call("GET", `${ENDPOINTS.bgsRoundReplay.path}?betId=${betId}`, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("says when a stored round is not what its seeds give", async () => {
    const p = await player("replaytamper1", "dice");
    const rolled = await api<{ betId: string; roll: number }>("POST", "dice/roll", p.session, {
      bet: "1.00",
      target: 5000,
      direction: "under",
    });
    const betId = rolled.envelope.value.betId;
    await t.db.query(
      `UPDATE bgs_bets SET outcome = jsonb_set(outcome, '{roll}', to_jsonb(($2::int + 1) % 10000)) WHERE id = $1`,
      [betId, rolled.envelope.value.roll],
    );
    const replay = (await api<Replay>("GET", `replay?betId=${betId}`, p.session)).envelope.value;
    expect(replay.matches).toBe(false);
    expect(replay.steps[0]?.detail.roll).toBe(rolled.envelope.value.roll);
  });
});

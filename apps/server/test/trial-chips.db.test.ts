import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type GameRow = { id: string; vassalage: string };

// The demo merchant gives each trial account 2,000.00 of chips (config/demo, decision 047).
const CHIPS = 200_000;

describe(`free-demo chips on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.47");
  let baseUrl = "";

  /** A live baccarat table of a vendor that plays from this kind of wallet. */
  const gameOf = async (wallet: "seamless" | "transfer") =>
    (
      await t.db.query<GameRow>(
        `SELECT g.id::text, g.vassalage FROM games g
           JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.wallet = $1
          WHERE g.merchant_code = 'demo' AND g.game_type = 'LIVE' AND g.classify = 'baccarat'
            AND g.is_game = 'GAME' AND g.enabled AND NOT g.maintenance
          ORDER BY g.id LIMIT 1`,
        [wallet],
      )
    )[0]!;
  const launch = (token: string, nodeId: string) =>
    calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
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
  const startTrial = async () =>
    (await calls.call("POST", ENDPOINTS.freeplayLogin.path, { ip: calls.nextIp() })).json().value as {
      token: string;
      id: number;
    };
  const mainBalance = async (token: string) =>
    (await calls.call("GET", ENDPOINTS.walletBalance.path, { token })).json().value.balance[0].availBalance;
  const reportRows = async (memberId: number) => {
    const [row] = await t.db.query<{ events: number; lines: number; queued: number }>(
      `SELECT (SELECT count(*)::int FROM report_events WHERE member_id = $1) AS events,
              (SELECT count(*)::int FROM report_money_lines WHERE member_id = $1) AS lines,
              (SELECT count(*)::int FROM rebate_queue WHERE member_id = $1) AS queued`,
      [memberId],
    );
    return row;
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it("opens each trial account with the merchant's chips, from the house's demo-chips account, once", async () => {
    const first = await startTrial();
    const second = await startTrial();
    expect(await mainBalance(first.token)).toBe(CHIPS / 100);
    expect(await mainBalance(second.token)).toBe(CHIPS / 100);
    const entries = await t.db.query<{ kind: string; idempotency_key: string }>(
      "SELECT kind, idempotency_key FROM journal_entries WHERE idempotency_key = ANY($1::text[]) ORDER BY id",
      [[`trial-chips:${first.id}`, `trial-chips:${second.id}`]],
    );
    expect(entries.map((entry) => entry.kind)).toEqual(["trial.chips", "trial.chips"]);
    // The house's demo-chips account carries the other side of both (hot accounts keep deltas).
    const [house] = await t.db.query<{ balance: string }>(
      `SELECT coalesce(sum(p.amount), 0)::text AS balance FROM postings p
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.merchant_code = 'demo' AND a.member_id IS NULL AND a.kind = 'demo_chips'
          AND p.entry_id IN (SELECT id FROM journal_entries WHERE idempotency_key = ANY($1::text[]))`,
      [[`trial-chips:${first.id}`, `trial-chips:${second.id}`]],
    );
    expect(house!.balance).toBe(String(-2 * CHIPS));
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("plays a seamless demo-vendor game with the chips, and none of it reaches a report or a rebate", async () => {
    const trial = await startTrial();
    const game = await gameOf("seamless");
    const launched = await launch(trial.token, game.id);
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.game_url);
    const vendor = { operator: url.searchParams.get("operator"), vendor: url.searchParams.get("vendor") };
    // biome-ignore lint/suspicious/noExplicitAny: the vendor's own answers, read field by field below
    const post = async (path: string, body: object): Promise<any> =>
      await (
        await fetch(`${baseUrl}/vendors/demo/api/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...vendor, ...body }),
        })
      ).json();
    const session = await post("session", { launchToken: url.searchParams.get("token") });
    expect(session).toMatchObject({ ok: true, balance: "2000.00" });
    const stake =
      session.kind === "roulette" ? { stake: "10", choice: "red" } : { stake: "10", choice: "banker" };
    const round = await post("play", { sessionToken: session.sessionToken, ...stake });
    expect(round.ok).toBe(true);
    expect(await mainBalance(trial.token)).toBe(Number(round.balance));
    const [stored] = await t.db.query<{ state: string }>(
      "SELECT state FROM game_rounds WHERE vendor_round_id = $1",
      [round.roundId],
    );
    expect(stored?.state).toBe("settled");
    // Play money: no bet, money line or queued rebate for the reports and the agents' pay.
    expect(await reportRows(trial.id)).toEqual({ events: 0, lines: 0, queued: 0 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("refuses a game that plays from a vendor wallet of its own, and moving chips anywhere", async () => {
    const trial = await startTrial();
    const transferGame = await gameOf("transfer");
    const refused = await launch(trial.token, transferGame.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("trial.account");
    const moved = await calls.call("POST", ENDPOINTS.walletTransfer.path, {
      token: trial.token,
      body: { requestId: `trial-move-${trial.id}`, from: "MAIN", to: transferGame.vassalage, amount: "10" },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().errorCode).toBe("trial.account");
    expect(await mainBalance(trial.token)).toBe(CHIPS / 100);
  });
});

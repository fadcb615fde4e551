import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { playDice, playSlot } from "#app/modules/bgs/play.ts";
import { createBgsRecovery } from "#app/modules/bgs/recovery.ts";
import { type BgsService, createBgsService } from "#app/modules/bgs/service.ts";
import { type BgsWallet, createBgsWallet } from "#app/modules/bgs/wallet.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { SeamlessCallError, type SeamlessClient } from "#app/providers/vendors/seamless-client.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Operation = "debit" | "credit" | "rollback";
/**
 * fail: the wallet answers 503 and does nothing. lost-answer: the call reaches the wallet and takes
 * effect, but its answer never comes back. hang-before / hang-after: the process dies before the call
 * leaves, or right after it took effect (the request never returns).
 */
type Fault = "fail" | "lost-answer" | "hang-before" | "hang-after";

/** The BGS wallet with faults injected around the real signed HTTP client, for this test only. */
function faultyWallet(inner: BgsWallet) {
  const faults: Partial<Record<Operation, Fault>> = {};
  let hung: () => void = () => undefined;
  const never = () => {
    hung();
    return new Promise<never>(() => undefined);
  };
  const wallet: BgsWallet = {
    validBetsOf: inner.validBetsOf,
    async clientFor(merchantCode) {
      const client = await inner.clientFor(merchantCode);
      const wrap = <K extends Operation>(operation: K) =>
        (async (input: Parameters<SeamlessClient[K]>[0]) => {
          const fault = faults[operation];
          const real = client[operation] as (value: typeof input) => ReturnType<SeamlessClient[K]>;
          if (!fault) return real(input);
          if (fault === "fail") throw new SeamlessCallError("INTERNAL_ERROR", `${operation} failed`, 503);
          if (fault === "hang-before") return never();
          await real(input);
          if (fault === "hang-after") return never();
          throw new TypeError("fetch failed");
        }) as SeamlessClient[K];
      return { ...client, debit: wrap("debit"), credit: wrap("credit"), rollback: wrap("rollback") };
    },
  };
  return {
    wallet,
    faults,
    /** Resolves when a call hangs: the moment the simulated crash happens. */
    nextHang: () =>
      new Promise<void>((resolve) => {
        hung = resolve;
      }),
    clear: () => {
      for (const key of Object.keys(faults)) delete faults[key as Operation];
    },
  };
}

type BetRow = {
  id: string;
  state: string;
  bet: string;
  win: string;
  nonce: string;
  params: { target?: number; direction?: "under" | "over" };
  outcome: Record<string, unknown>;
  server_seed: string;
  client_seed: string;
  game_code: string;
};

describe(`BGS when the wallet fails or the server dies mid-bet, on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.78");
  let baseUrl = "";
  let healthy: BgsWallet;
  let faulty: ReturnType<typeof faultyWallet>;
  let service: BgsService;
  const gameIds: Record<string, number> = {};
  /** Two minutes from now: every bet placed so far counts as stuck. */
  const later = () => new Date(Date.now() + 120_000);

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    healthy = createBgsWallet(t.db, () => ({ baseUrl }));
    faulty = faultyWallet(healthy);
    service = createBgsService(t.db, faulty.wallet);
    Object.assign(gameIds, await enableBgsGames(t.db));
  });
  beforeEach(() => faulty.clear());
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  const ledgerHolds = () => expectLedgerSound(t.db);

  /** A player holding `cents`, launched into a BGS game and holding a BGS session. */
  async function player(username: string, cents: bigint, game: string) {
    const { token, id: memberId } = await calls.register(username, "Secret123");
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId,
      amount: cents,
      key: `bgs-fault-test:${username}`,
    });
    const launched = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { nodeId: gameIds[game], language: "en" },
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.game_url);
    const opened = await service.open("demo", url.searchParams.get("launch")!);
    return { memberId, session: await service.session(opened.token), gameToken: opened.token };
  }

  const mainBalance = (memberId: number) =>
    createLedgerRepository(t.db).balance("demo", { memberId, kind: "main" }, "USD");

  const lastBet = async (memberId: number) =>
    (
      await t.db.query<BetRow>(
        `SELECT b.id::text, b.state, b.bet::text, b.win::text, b.nonce::text, b.params, b.outcome, b.game_code,
                p.server_seed, p.client_seed
           FROM bgs_bets b JOIN bgs_seed_pairs p ON p.id = b.seed_pair_id
          WHERE b.member_id = $1 ORDER BY b.id DESC LIMIT 1`,
        [memberId],
      )
    )[0]!;

  const walletRecords = (betId: string) =>
    t.db.query<{ kind: string; amount: string; status: string }>(
      `SELECT kind, amount::text, status FROM vendor_transactions
        WHERE vassalage = 'BGS' AND vendor_round_id = $1 ORDER BY id`,
      [`bgs-${betId}`],
    );

  /** What the seeds say a slot or dice bet pays, recomputed from the pair and nonce alone. */
  function seedsSay(bet: BetRow): bigint {
    const seeds = { serverSeed: bet.server_seed, clientSeed: bet.client_seed, nonce: Number(bet.nonce) };
    const stake = BigInt(bet.bet);
    if (bet.game_code === "dice") {
      return playDice(seeds, { target: bet.params.target!, direction: bet.params.direction! }, stake).win;
    }
    return playSlot(seeds, stake).win;
  }

  /** The late arrival of the bet's debit (a retry still in flight somewhere) is refused. */
  async function lateDebitRefused(session: { seamless_token: string }, betId: string, amount: string) {
    const client = await healthy.clientFor("demo");
    const late = await client
      .debit({
        sessionToken: session.seamless_token,
        transactionId: `bgs-${betId}-debit`,
        roundId: `bgs-${betId}`,
        amount,
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(late).toBeInstanceOf(SeamlessCallError);
    expect((late as SeamlessCallError).code).toBe("TRANSACTION_ROLLED_BACK");
  }

  it("a credit that fails is followed by a rollback: the stake comes back and the bet is rolled_back", async () => {
    const { memberId, session } = await player("bgsfault01", 10_000n, "slot-fortune-5x3");
    faulty.faults.credit = "fail";
    await expect(service.spin(session, { bet: "4.00" })).rejects.toMatchObject({
      code: "function.not.available",
      message: expect.stringContaining("stake was returned"),
    });
    expect(await mainBalance(memberId)).toBe(10_000n);
    const bet = await lastBet(memberId);
    expect(bet.state).toBe("rolled_back");
    expect(await walletRecords(bet.id)).toEqual([
      { kind: "debit", amount: "400", status: "rolled_back" },
      { kind: "rollback", amount: "0", status: "done" },
    ]);
    // A refunded bet is not a played round: the history leaves it out.
    expect(await service.history(session)).toEqual([]);
    await ledgerHolds();
  });

  it("a debit whose answer is lost is rolled back: the stake that left comes back", async () => {
    const { memberId, session } = await player("bgsfault02", 10_000n, "dice");
    faulty.faults.debit = "lost-answer";
    await expect(
      service.roll(session, { bet: "7.00", target: 5000, direction: "under" }),
    ).rejects.toMatchObject({ code: "function.not.available" });
    expect(await mainBalance(memberId)).toBe(10_000n);
    const bet = await lastBet(memberId);
    expect(bet.state).toBe("rolled_back");
    expect(await walletRecords(bet.id)).toEqual([
      { kind: "debit", amount: "700", status: "rolled_back" },
      { kind: "rollback", amount: "0", status: "done" },
    ]);
    await ledgerHolds();
  });

  it("a debit that never arrived is cancelled ahead, and refused if it arrives after all", async () => {
    const { memberId, session } = await player("bgsfault03", 10_000n, "dice");
    faulty.faults.debit = "fail";
    await expect(
      service.roll(session, { bet: "7.00", target: 5000, direction: "over" }),
    ).rejects.toMatchObject({ code: "function.not.available" });
    const bet = await lastBet(memberId);
    expect(bet.state).toBe("rolled_back");
    expect(await walletRecords(bet.id)).toEqual([
      { kind: "rollback", amount: "0", status: "done" },
      { kind: "debit", amount: "0", status: "tombstone" },
    ]);
    await lateDebitRefused(session, bet.id, "7.00");
    expect(await mainBalance(memberId)).toBe(10_000n);
    await ledgerHolds();
  });

  it("when neither the credit nor the refund is confirmed the bet stays placing, and recovery pays what the seeds say", async () => {
    const { memberId, session } = await player("bgsfault04", 10_000n, "dice");
    // The credit takes effect but its answer is lost; the refund is then refused (the round is settled).
    faulty.faults.credit = "lost-answer";
    await expect(
      service.roll(session, { bet: "10.00", target: 9800, direction: "under" }),
    ).rejects.toMatchObject({
      code: "function.not.available",
      message: expect.stringContaining("settled automatically"),
    });
    const bet = await lastBet(memberId);
    expect(bet.state).toBe("placing");
    const win = seedsSay(bet);
    expect(BigInt(bet.win)).toBe(win);
    expect(await mainBalance(memberId)).toBe(10_000n - 1_000n + win);

    const recovery = createBgsRecovery(t.db, healthy);
    // Not a minute old yet: the sweep leaves a bet whose request may still be running.
    expect(await recovery.recoverStuckBets(new Date())).toEqual({ settled: [], rolledBack: [], left: [] });
    expect(await recovery.recoverStuckBets(later())).toEqual({ settled: [bet.id], rolledBack: [], left: [] });
    const after = await lastBet(memberId);
    expect(after.state).toBe("settled");
    // The credit was the same transaction: it was answered again, not paid twice.
    expect(await mainBalance(memberId)).toBe(10_000n - 1_000n + win);
    expect(await walletRecords(bet.id)).toEqual([
      { kind: "debit", amount: "1000", status: "done" },
      { kind: "credit", amount: win.toString(), status: "done" },
      // The refused refund is remembered as refused: a retry of it cannot take the win back.
      { kind: "rollback", amount: "0", status: "refused" },
    ]);
    await ledgerHolds();
  });

  it("a crash after the debit: recovery credits the outcome the seeds fixed, retrying while the wallet is down", async () => {
    const { memberId, session } = await player("bgscrash01", 20_000n, "slot-fortune-5x3");
    faulty.faults.debit = "hang-after";
    const hang = faulty.nextHang();
    void service.spin(session, { bet: "5.00" });
    await hang;
    const bet = await lastBet(memberId);
    expect(bet.state).toBe("placing");
    expect(await mainBalance(memberId)).toBe(20_000n - 500n);

    // The wallet is unreachable at the first sweep: the bet is left for the next one.
    faulty.faults.credit = "fail";
    const down = createBgsRecovery(t.db, faulty.wallet);
    expect(await down.recoverStuckBets(later())).toEqual({ settled: [], rolledBack: [], left: [bet.id] });
    expect((await lastBet(memberId)).state).toBe("placing");

    const report = await createBgsRecovery(t.db, healthy).recoverStuckBets(later());
    expect(report).toEqual({ settled: [bet.id], rolledBack: [], left: [] });
    const win = seedsSay(bet);
    expect(await mainBalance(memberId)).toBe(20_000n - 500n + win);
    const settled = await lastBet(memberId);
    expect(settled).toMatchObject({ state: "settled", win: win.toString() });
    expect(await walletRecords(bet.id)).toEqual([
      { kind: "debit", amount: "500", status: "done" },
      { kind: "credit", amount: win.toString(), status: "done" },
    ]);
    // The player sees it as a played round, and a second sweep finds nothing to do.
    expect((await service.history(session)).map((row) => String(row.id))).toEqual([bet.id]);
    expect(await createBgsRecovery(t.db, healthy).recoverStuckBets(later())).toEqual({
      settled: [],
      rolledBack: [],
      left: [],
    });
    await ledgerHolds();
  });

  it("a crash before the debit left: recovery cancels the bet, nothing moved, and the debit is refused later", async () => {
    const { memberId, session } = await player("bgscrash02", 20_000n, "dice");
    faulty.faults.debit = "hang-before";
    const hang = faulty.nextHang();
    void service.roll(session, { bet: "3.00", target: 5000, direction: "under" });
    await hang;
    const bet = await lastBet(memberId);
    expect(bet.state).toBe("placing");

    const report = await createBgsRecovery(t.db, healthy).recoverStuckBets(later());
    expect(report).toEqual({ settled: [], rolledBack: [bet.id], left: [] });
    expect((await lastBet(memberId)).state).toBe("rolled_back");
    expect(await mainBalance(memberId)).toBe(20_000n);
    await lateDebitRefused(session, bet.id, "3.00");
    expect(await mainBalance(memberId)).toBe(20_000n);
    // Seeds can change again: nothing of the player's is in play any more.
    const rotated = await service.rotate(session, undefined);
    expect(rotated.revealed.bets).toBe(1);
    await ledgerHolds();
  });

  it("mines: a round that crashed while starting is refunded; one whose cash-out credit failed is paid", async () => {
    const { memberId, session } = await player("bgscrash03", 10_000n, "mines");
    faulty.faults.debit = "hang-after";
    const hang = faulty.nextHang();
    void service.minesStart(session, { bet: "2.00", mines: 3 });
    await hang;
    const stuck = await lastBet(memberId);
    expect(stuck.state).toBe("placing");
    expect(await mainBalance(memberId)).toBe(9_800n);
    const recovery = createBgsRecovery(t.db, healthy);
    expect(await recovery.recoverStuckBets(later())).toEqual({
      settled: [],
      rolledBack: [stuck.id],
      left: [],
    });
    expect((await lastBet(memberId)).state).toBe("rolled_back");
    expect(await mainBalance(memberId)).toBe(10_000n);

    // A new round, two gems, then a cash-out whose credit cannot get through.
    faulty.clear();
    const started = await service.minesStart(session, { bet: "5.00", mines: 3 });
    const round = await lastBet(memberId);
    const mines = (round.outcome as { mines: number[] }).mines;
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    for (const tile of safe.slice(0, 2)) await service.minesPick(session, { tile });
    faulty.faults.credit = "fail";
    await expect(service.minesCashout(session)).rejects.toBeInstanceOf(SeamlessCallError);
    expect(await lastBet(memberId)).toMatchObject({
      id: String(started.round.id),
      state: "settling",
      win: "642",
    });
    expect(await mainBalance(memberId)).toBe(9_500n);

    expect(await recovery.recoverStuckBets(later())).toEqual({
      settled: [round.id],
      rolledBack: [],
      left: [],
    });
    expect((await lastBet(memberId)).state).toBe("settled");
    expect(await mainBalance(memberId)).toBe(10_142n);
    expect(await walletRecords(round.id)).toEqual([
      { kind: "debit", amount: "500", status: "done" },
      { kind: "credit", amount: "642", status: "done" },
    ]);
    await ledgerHolds();
  });

  it("a roll sent again with its Idempotency-Key after a crash finds its bet: one debit, one credit, the first answer", async () => {
    const { memberId, session } = await player("bgsretry01", 20_000n, "dice");
    const roll = { bet: "3.00", target: 5000, direction: "under" };
    // The first request dies right after its debit took effect; its answer never comes.
    faulty.faults.debit = "hang-after";
    const hang = faulty.nextHang();
    void service.roll(session, roll, "retry-key-0001");
    await hang;
    const placed = await lastBet(memberId);
    expect(placed.state).toBe("placing");
    faulty.clear();

    // The balancer sends it again: the same bet is debited (once) and credited, not a second one.
    const again = await service.roll(session, roll, "retry-key-0001");
    const win = seedsSay(placed);
    expect(String(again.betId)).toBe(placed.id);
    expect(again.win).toBe((Number(win) / 100).toFixed(2));
    expect(await mainBalance(memberId)).toBe(20_000n - 300n + win);
    expect(await walletRecords(placed.id)).toEqual([
      { kind: "debit", amount: "300", status: "done" },
      { kind: "credit", amount: win.toString(), status: "done" },
    ]);
    // Once more: the settled bet's answer, nothing moves.
    expect(await service.roll(session, roll, "retry-key-0001")).toEqual(again);
    expect(await mainBalance(memberId)).toBe(20_000n - 300n + win);
    expect((await lastBet(memberId)).id).toBe(placed.id);
    // The key with another stake is refused; a new key is a new bet.
    await expect(service.roll(session, { ...roll, bet: "4.00" }, "retry-key-0001")).rejects.toMatchObject({
      code: "request_param_err",
    });
    await service.roll(session, roll, "retry-key-0002");
    expect((await lastBet(memberId)).id).not.toBe(placed.id);
    await ledgerHolds();
  });

  it("a refused bet's key answers that it was not placed, and a malformed key is refused over HTTP", async () => {
    const { memberId, session, gameToken } = await player("bgsretry02", 100n, "dice");
    const roll = { bet: "5.00", target: 5000, direction: "under" };
    await expect(service.roll(session, roll, "refused-key-01")).rejects.toMatchObject({
      code: "insufficient.balance",
    });
    await expect(service.roll(session, roll, "refused-key-01")).rejects.toMatchObject({
      code: "function.not.available",
      message: expect.stringContaining("not placed"),
    });
    expect(await mainBalance(memberId)).toBe(100n);
    const response = await t.app.inject({
      method: "POST",
      url: "/vendors/bgs/api/dice/roll",
      headers: { "x-bgs-session": gameToken, "idempotency-key": "no spaces allowed" },
      payload: { bet: "0.10", target: 5000, direction: "under" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: "request_param_err" });
  });
});

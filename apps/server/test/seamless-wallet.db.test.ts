import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import {
  createSeamlessClient,
  SeamlessCallError,
  type SeamlessClient,
  seamlessSignature,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { contract, member, owedBill } from "./support/agent-payouts.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const VENDOR = "ORCL";

describe(`seamless-wallet API over HTTP on ${databaseKind}`, () => {
  const t = useTestApp();
  let baseUrl = "";
  let gameId = 0;
  let client: SeamlessClient;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [game] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'seamless-test-table', 'LIVE', '{"en": "Test table"}', 'test table')
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
      [VENDOR],
    );
    gameId = Number(game!.id);
    client = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret: await vendorSecret(t.db, "demo", VENDOR),
    });
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  /** A member holding `cents` in the main wallet, and a vendor session for the test table. */
  async function player(username: string, cents: bigint) {
    const memberId = await insertMember(t.db, "demo", username);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId,
      amount: cents,
      key: `seamless-test:${username}`,
    });
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId,
      gameId,
      language: "en",
    });
    const session = await client.session(launchToken);
    return { memberId, launchToken, sessionToken: session.sessionToken, opening: session };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected a refusal");
      },
      (error: unknown) => {
        if (!(error instanceof SeamlessCallError)) throw error;
        return { code: error.code, status: error.status };
      },
    );

  const ledgerHolds = () => expectLedgerSound(t.db);

  /** What the wallet recorded under these transaction ids: how each was answered, and its entry. */
  const recorded = (ids: string[]) =>
    t.db.query<{ id: string; status: string; code: string | null; entry: string | null }>(
      `SELECT vendor_transaction_id AS id, status, refusal_code AS code, entry_id::text AS entry
         FROM vendor_transactions WHERE vassalage = $1 AND vendor_transaction_id = ANY($2) ORDER BY 1`,
      [VENDOR, ids],
    );

  const round = async (vendorRoundId: string) => {
    const [row] = await t.db.query<{ bet: string; win: string; state: string }>(
      "SELECT bet::text, win::text, state FROM game_rounds WHERE vassalage = $1 AND vendor_round_id = $2",
      [VENDOR, vendorRoundId],
    );
    return row;
  };

  it("refuses a request signed with another secret, and moves nothing", async () => {
    const { sessionToken, launchToken } = await player("seam_badsig", 10_000n);
    const forger = createSeamlessClient({ baseUrl, vendor: VENDOR, secret: "0".repeat(64) });
    expect(
      await refusal(
        forger.debit({ sessionToken, transactionId: "badsig-1", roundId: "badsig-r1", amount: "10.00" }),
      ),
    ).toEqual({ code: "INVALID_SIGNATURE", status: 401 });
    // A body changed after signing fails the same check.
    const timestamp = String(Date.now());
    const signed = await fetch(`${baseUrl}/seamless/v1/balance`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-vendor": VENDOR,
        "x-timestamp": timestamp,
        "x-signature": "ab".repeat(32),
      },
      body: JSON.stringify({ sessionToken }),
    });
    expect(signed.status).toBe(401);
    expect(await signed.json()).toMatchObject({ status: "ERROR", code: "INVALID_SIGNATURE" });
    // The launch token was used once already: a second exchange is refused.
    expect(await refusal(client.session(launchToken))).toEqual({ code: "INVALID_TOKEN", status: 401 });
    expect((await client.balance(sessionToken)).balance).toBe("100.00");
    expect(
      await t.db.query("SELECT 1 FROM vendor_transactions WHERE vendor_transaction_id = 'badsig-1'"),
    ).toEqual([]);
    await ledgerHolds();
  });

  it("answers vendors with the headers a server reads, not a browser's", async () => {
    const { sessionToken } = await player("seam_headers", 10_000n);
    const secret = await vendorSecret(t.db, "demo", VENDOR);
    const call = (body: string, signature?: string) => {
      const timestamp = String(Date.now());
      return fetch(`${baseUrl}/seamless/v1/balance`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-vendor": VENDOR,
          "x-timestamp": timestamp,
          "x-signature": signature ?? seamlessSignature(secret, timestamp, body),
        },
        body,
      });
    };
    const answered = await call(JSON.stringify({ sessionToken }));
    const refused = await call(JSON.stringify({ sessionToken }), "ab".repeat(32));
    expect(await answered.json()).toMatchObject({ status: "OK", balance: "100.00" });
    expect(await refused.json()).toMatchObject({ status: "ERROR", code: "INVALID_SIGNATURE" });
    for (const answer of [answered, refused]) {
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toBeNull();
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
    // The site's own calls keep the browser's set.
    const site = await fetch(`${baseUrl}/wps/system/status`);
    expect(site.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("refuses a stale timestamp, even correctly signed", async () => {
    const { sessionToken } = await player("seam_stale", 10_000n);
    const secret = await vendorSecret(t.db, "demo", VENDOR);
    const late = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret,
      now: () => Date.now() - 6 * 60 * 1000,
    });
    expect(
      await refusal(
        late.debit({ sessionToken, transactionId: "stale-1", roundId: "stale-r1", amount: "10.00" }),
      ),
    ).toEqual({ code: "STALE_REQUEST", status: 401 });
    const future = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret,
      now: () => Date.now() + 6 * 60 * 1000,
    });
    expect(await refusal(future.balance(sessionToken))).toEqual({ code: "STALE_REQUEST", status: 401 });
    expect((await client.balance(sessionToken)).balance).toBe("100.00");
    await ledgerHolds();
  });

  it("answers a repeated debit with its first result and takes the money once", async () => {
    const { sessionToken } = await player("seam_dup", 10_000n);
    const bet = { sessionToken, transactionId: "dup-1", roundId: "dup-r1", amount: "25.50" };
    const first = await client.debit(bet);
    expect(first).toMatchObject({ balance: "74.50", currency: "USD", replayed: false });
    const [again, andAgain] = await Promise.all([client.debit(bet), client.debit(bet)]);
    expect(again).toMatchObject({ balance: "74.50", replayed: true });
    expect(andAgain).toMatchObject({ balance: "74.50", replayed: true });
    expect(await refusal(client.debit({ ...bet, amount: "30.00" }))).toEqual({
      code: "DUPLICATE_CONFLICT",
      status: 409,
    });
    expect((await client.balance(sessionToken)).balance).toBe("74.50");
    const win = await client.credit({
      sessionToken,
      transactionId: "dup-1-win",
      roundId: "dup-r1",
      amount: "51.00",
    });
    expect(win.balance).toBe("125.50");
    expect(await round("dup-r1")).toEqual({ bet: "2550", win: "5100", state: "settled" });
    await ledgerHolds();
  });

  it("refuses a credit without a known debit", async () => {
    const { sessionToken } = await player("seam_nodebit", 10_000n);
    expect(
      await refusal(
        client.credit({ sessionToken, transactionId: "nodebit-1", roundId: "nodebit-r1", amount: "500.00" }),
      ),
    ).toEqual({ code: "DEBIT_NOT_FOUND", status: 404 });
    // Nor may a player be paid on another player's round.
    const other = await player("seam_nodebit_2", 10_000n);
    await client.debit({
      sessionToken: other.sessionToken,
      transactionId: "nodebit-2",
      roundId: "nodebit-r2",
      amount: "1.00",
    });
    expect(
      await refusal(
        client.credit({ sessionToken, transactionId: "nodebit-3", roundId: "nodebit-r2", amount: "500.00" }),
      ),
    ).toEqual({ code: "DEBIT_NOT_FOUND", status: 404 });
    expect((await client.balance(sessionToken)).balance).toBe("100.00");
    // The refusals are recorded (so copies get them again) and moved no money.
    expect(await recorded(["nodebit-1", "nodebit-3"])).toEqual([
      { id: "nodebit-1", status: "refused", code: "DEBIT_NOT_FOUND", entry: null },
      { id: "nodebit-3", status: "refused", code: "DEBIT_NOT_FOUND", entry: null },
    ]);
    await ledgerHolds();
  });

  it("refuses bets and results on a settled round, and bets on another player's round", async () => {
    const { sessionToken } = await player("seam_closed", 10_000n);
    await client.debit({ sessionToken, transactionId: "closed-1", roundId: "closed-r1", amount: "10.00" });
    await client.credit({
      sessionToken,
      transactionId: "closed-1-win",
      roundId: "closed-r1",
      amount: "4.00",
    });
    expect(
      await refusal(
        client.debit({ sessionToken, transactionId: "closed-2", roundId: "closed-r1", amount: "1.00" }),
      ),
    ).toEqual({ code: "ROUND_CLOSED", status: 409 });
    expect(
      await refusal(
        client.credit({ sessionToken, transactionId: "closed-2-win", roundId: "closed-r1", amount: "9.00" }),
      ),
    ).toEqual({ code: "ROUND_CLOSED", status: 409 });
    const other = await player("seam_closed_2", 10_000n);
    await client.debit({
      sessionToken: other.sessionToken,
      transactionId: "closed-3",
      roundId: "closed-r3",
      amount: "2.00",
    });
    expect(
      await refusal(
        client.debit({ sessionToken, transactionId: "closed-4", roundId: "closed-r3", amount: "1.00" }),
      ),
    ).toEqual({ code: "BAD_REQUEST", status: 400 });
    expect((await client.balance(sessionToken)).balance).toBe("94.00");
    expect(await round("closed-r1")).toEqual({ bet: "1000", win: "400", state: "settled" });
    expect(await round("closed-r3")).toEqual({ bet: "200", win: "0", state: "open" });
    expect(await recorded(["closed-2", "closed-2-win", "closed-4"])).toEqual([
      { id: "closed-2", status: "refused", code: "ROUND_CLOSED", entry: null },
      { id: "closed-2-win", status: "refused", code: "ROUND_CLOSED", entry: null },
      { id: "closed-4", status: "refused", code: "BAD_REQUEST", entry: null },
    ]);
    await ledgerHolds();
  });

  it("refuses to roll back a debit whose round is already credited", async () => {
    const { sessionToken } = await player("seam_rbcredit", 10_000n);
    await client.debit({ sessionToken, transactionId: "rbc-1", roundId: "rbc-r1", amount: "10.00" });
    await client.credit({ sessionToken, transactionId: "rbc-1-win", roundId: "rbc-r1", amount: "0" });
    expect(
      await refusal(
        client.rollback({
          sessionToken,
          transactionId: "rbc-1-rb",
          debitTransactionId: "rbc-1",
          roundId: "rbc-r1",
        }),
      ),
    ).toEqual({ code: "ROUND_SETTLED", status: 409 });
    expect((await client.balance(sessionToken)).balance).toBe("90.00");
    expect(await round("rbc-r1")).toEqual({ bet: "1000", win: "0", state: "settled" });
    // Before any credit, the same rollback refunds the bet and cancels the round.
    await client.debit({ sessionToken, transactionId: "rbc-2", roundId: "rbc-r2", amount: "10.00" });
    const refund = await client.rollback({
      sessionToken,
      transactionId: "rbc-2-rb",
      debitTransactionId: "rbc-2",
      roundId: "rbc-r2",
    });
    expect(refund.balance).toBe("90.00");
    expect(await round("rbc-r2")).toEqual({ bet: "0", win: "0", state: "cancelled" });
    await ledgerHolds();
  });

  it("remembers a rollback of an unknown debit and refuses the debit arriving late", async () => {
    const { sessionToken } = await player("seam_tomb", 10_000n);
    const rollback = {
      sessionToken,
      transactionId: "tomb-1-rb",
      debitTransactionId: "tomb-1",
      roundId: "tomb-r1",
    };
    expect(await client.rollback(rollback)).toMatchObject({ balance: "100.00", replayed: false });
    expect(await client.rollback(rollback)).toMatchObject({ balance: "100.00", replayed: true });
    expect(
      await refusal(
        client.debit({ sessionToken, transactionId: "tomb-1", roundId: "tomb-r1", amount: "40.00" }),
      ),
    ).toEqual({ code: "TRANSACTION_ROLLED_BACK", status: 409 });
    expect((await client.balance(sessionToken)).balance).toBe("100.00");
    await ledgerHolds();
  });

  it("lets concurrent debits beyond the balance fail with insufficient funds and loses nothing", async () => {
    const { sessionToken, memberId } = await player("seam_race", 10_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        client.debit({
          sessionToken,
          transactionId: `race-${index}`,
          roundId: `race-r${index}`,
          amount: "30.00",
        }),
      ),
    );
    const accepted = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [(result.reason as SeamlessCallError).code] : [],
    );
    expect(accepted).toHaveLength(3);
    expect(refused).toEqual(Array(9).fill("INSUFFICIENT_FUNDS"));
    expect((await client.balance(sessionToken)).balance).toBe("10.00");
    const [rounds] = await t.db.query<{ count: string; bet: string }>(
      "SELECT count(*)::text AS count, sum(bet)::text AS bet FROM game_rounds WHERE member_id = $1",
      [memberId],
    );
    expect(rounds).toEqual({ count: "3", bet: "9000" });
    const transactions = await t.db.query<{ status: string; count: string }>(
      "SELECT status, count(*)::text AS count FROM vendor_transactions WHERE member_id = $1 GROUP BY status ORDER BY status",
      [memberId],
    );
    expect(transactions).toEqual([
      { status: "done", count: "3" },
      { status: "refused", count: "9" },
    ]);
    await ledgerHolds();
  });
  /** A refusal's whole answer (status, code and message) or the success's balance, for comparing copies. */
  const outcomeOf = (result: PromiseSettledResult<{ balance: string }>) =>
    result.status === "fulfilled"
      ? { ok: true, balance: result.value.balance }
      : {
          ok: false,
          code: (result.reason as SeamlessCallError).code,
          status: (result.reason as SeamlessCallError).status,
          message: (result.reason as SeamlessCallError).message,
        };

  it("gives every copy of a debit one answer while other rounds' credits move the balance", async () => {
    const { sessionToken, memberId } = await player("seam_copies", 1_000n);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      // Three rounds take the balance down to 1.00; their wins of 1.00 each arrive between five copies
      // of one 2.00 bet: whether the bet fits depends on how many wins landed before it.
      if (attempt > 0) {
        await depositToMain(t.db, {
          merchantCode: "demo",
          memberId,
          amount: 1_000n,
          key: `seamless-copies:${attempt}`,
        });
      }
      for (const other of [0, 1, 2]) {
        await client.debit({
          sessionToken,
          transactionId: `copies-${attempt}-o${other}`,
          roundId: `copies-${attempt}-r${other}`,
          amount: "3.00",
        });
      }
      const bet = {
        sessionToken,
        transactionId: `copies-${attempt}-bet`,
        roundId: `copies-${attempt}-bet`,
        amount: "2.00",
      };
      const sent: Promise<unknown>[] = [];
      const copiesSent: Promise<{ balance: string }>[] = [];
      for (let copy = 0; copy < 5; copy++) {
        const debit = client.debit(bet);
        copiesSent.push(debit);
        sent.push(debit.catch(() => undefined));
        if (copy < 3) {
          sent.push(
            client.credit({
              sessionToken,
              transactionId: `copies-${attempt}-o${copy}-win`,
              roundId: `copies-${attempt}-r${copy}`,
              amount: "1.00",
            }),
          );
        }
      }
      const copies = await Promise.allSettled(copiesSent);
      await Promise.all(sent);
      const first = outcomeOf(copies[0]!);
      for (const copy of copies) expect(outcomeOf(copy)).toEqual(first);
      // A copy sent once every win is in, when the bet would now fit, still gets the same answer.
      expect(outcomeOf((await Promise.allSettled([client.debit(bet)]))[0]!)).toEqual(first);
      // The money moved once at most, as the answer says.
      const [moved] = await t.db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM journal_entries WHERE idempotency_key = $1",
        [`seamless:${VENDOR}:${bet.transactionId}`],
      );
      expect(moved!.n).toBe(first.ok ? "1" : "0");
      outcomes.push(first.ok ? "accepted" : String(first.code));
      // Close the bet's round either way, so the next attempt starts from the same place.
      if (first.ok) {
        await client.credit({ ...bet, transactionId: `${bet.transactionId}-win`, amount: "0" });
      }
      const balance = BigInt(Math.round(Number((await client.balance(sessionToken)).balance) * 100));
      await ledgerHolds();
      // Take the rest out, so each attempt starts from 10.00.
      if (balance > 0n) {
        await client.debit({
          sessionToken,
          transactionId: `copies-${attempt}-rest`,
          roundId: `copies-${attempt}-rest`,
          amount: (Number(balance) / 100).toFixed(2),
        });
      }
    }
    expect(outcomes.every((outcome) => outcome === "accepted" || outcome === "INSUFFICIENT_FUNDS")).toBe(
      true,
    );
  });

  it("records a refused debit and answers every later copy with the same refusal", async () => {
    const { sessionToken, memberId } = await player("seam_refused", 500n);
    const bet = { sessionToken, transactionId: "refused-1", roundId: "refused-r1", amount: "8.00" };
    const refused = await refusal(client.debit(bet));
    expect(refused).toEqual({ code: "INSUFFICIENT_FUNDS", status: 402 });
    // Money arrives: the same transaction id still answers the refusal, word for word, and moves nothing.
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId,
      amount: 10_000n,
      key: "seamless-refused:topup",
    });
    const first = await client.debit(bet).catch((error: SeamlessCallError) => error);
    const again = await client.debit(bet).catch((error: SeamlessCallError) => error);
    for (const copy of [first, again]) {
      expect(copy).toBeInstanceOf(SeamlessCallError);
      expect(copy).toMatchObject({
        code: "INSUFFICIENT_FUNDS",
        status: 402,
        message: "The player's balance is too low for this bet",
      });
    }
    expect((await client.balance(sessionToken)).balance).toBe("105.00");
    expect(await recorded(["refused-1"])).toEqual([
      { id: "refused-1", status: "refused", code: "INSUFFICIENT_FUNDS", entry: null },
    ]);
    expect(await round("refused-r1")).toBeUndefined();
    // The same id with other parameters is a conflict, not a second chance.
    expect(await refusal(client.debit({ ...bet, amount: "1.00" }))).toEqual({
      code: "DUPLICATE_CONFLICT",
      status: 409,
    });
    // A new id is a new bet, and now it fits.
    expect(await client.debit({ ...bet, transactionId: "refused-2" })).toMatchObject({ balance: "97.00" });
    await ledgerHolds();
  });

  it("refuses the bets of an upline that owes its downlines unpaid contract bills, until they are paid", async () => {
    const { memberId, sessionToken } = await player("seam_owing", 10_000n);
    const downline = await member(t.db, "seam_owing_dl", memberId);
    const contractId = await contract(t.db, {
      kind: "daily_salary",
      upline: memberId,
      downline,
      tiers: [{ rateBp: 100 }],
    });
    const bill = await owedBill(t.db, {
      contractId,
      kind: "daily_salary",
      downline: downline,
      upline: memberId,
      due: 50000n,
      start: "2026-03-10T00:00:00Z",
      end: "2026-03-11T00:00:00Z",
    });
    const bet = { sessionToken, transactionId: "owing-1", roundId: "owing-r1", amount: "10.00" };
    expect(await refusal(client.debit(bet))).toEqual({ code: "BETS_BLOCKED", status: 403 });
    expect((await client.balance(sessionToken)).balance).toBe("100.00");
    await t.db.query("UPDATE agent_contract_bills SET state = 'paid', paid = due WHERE id = $1", [bill]);
    expect((await client.debit({ ...bet, transactionId: "owing-2" })).balance).toBe("90.00");
    await ledgerHolds();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSUFFICIENT } from "#app/modules/ledger/repository.ts";
import { createLedgerService, isStatementRefused, type Movement } from "#app/modules/ledger/service.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import {
  type AtOnceOutcome,
  createSeamlessRepository,
  seamlessGroupCounts,
  TAKEN,
} from "#app/modules/seamless/repository.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

const VENDOR = "GRPX";

/**
 * The seamless debits and credits of different members that arrive while the statements before them
 * run go together in one statement (decision 110). These calls are made in one tick, so which of
 * them share a statement is known: the first takes its kind's lane alone, the rest wait and go
 * together as soon as it is free.
 */
describe(`seamless calls grouped into one statement on ${databaseKind}`, () => {
  let db: TestDatabase;
  let gameId = "";
  const players: { memberId: string; sessionId: string }[] = [];
  /** The players most tests use; the rest make a crowd large enough for a second lane. */
  const eight = () => players.slice(0, 8);
  let sequence = 0;

  beforeAll(async () => {
    db = await openTestDatabase("demo");
    const [game] = await db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'group-table', 'LIVE', '{"en": "Group table"}', 'group table') RETURNING id::text`,
      [VENDOR],
    );
    gameId = game!.id;
    for (let index = 0; index < 33; index++) {
      const memberId = await insertMember(db, "demo", `grouped_${index}`);
      await depositToMain(db, { merchantCode: "demo", memberId, amount: 10_000n, key: `grouped:${index}` });
      await issueLaunchToken(db, {
        merchantCode: "demo",
        vassalage: VENDOR,
        memberId,
        gameId: Number(gameId),
        language: "en",
      });
      const [session] = await db.query<{ id: string }>(
        "SELECT id::text FROM vendor_sessions WHERE member_id = $1",
        [memberId],
      );
      await createSeamlessRepository(db).openSession(session!.id, `token-${index}`, 3600);
      players.push({ memberId: String(memberId), sessionId: session!.id });
    }
  });
  afterAll(async () => {
    await expectLedgerSound(db);
    await db.drop();
  });

  const movementOf = (
    memberId: string,
    kind: "bet" | "win",
    transactionId: string,
    amount: bigint,
  ): Movement => {
    const toPlayer = kind === "bet" ? -amount : amount;
    return {
      merchantCode: "demo",
      currency: "USD",
      kind,
      idempotencyKey: `seamless:${VENDOR}:${transactionId}`,
      postings: [
        { account: { memberId: Number(memberId), kind: "main" }, amount: toPlayer },
        { account: { house: "vendor_clearing" }, amount: -toPlayer },
      ],
    };
  };
  const claimOf = (
    player: (typeof players)[number],
    transactionId: string,
    round: string,
    amount: bigint,
  ) => ({
    merchantCode: "demo",
    vassalage: VENDOR,
    transactionId,
    memberId: player.memberId,
    vendorRoundId: round,
    amount,
    requestHash: `hash-${transactionId}`,
  });

  /** Debits prepared first, then sent in one tick; each settles to its outcome or its error. */
  async function debits(calls: { player: number; amount: bigint; transactionId?: string }[]) {
    const ledger = createLedgerService(db);
    const prepared = await Promise.all(
      calls.map(async (call) => {
        const transactionId = call.transactionId ?? `debit-${++sequence}`;
        const player = players[call.player]!;
        const movement = await ledger.prepareOneMember(
          db,
          movementOf(player.memberId, "bet", transactionId, call.amount),
        );
        return { player, transactionId, movement, round: `round-${transactionId}`, amount: call.amount };
      }),
    );
    const repository = createSeamlessRepository(db);
    const settled = await Promise.allSettled(
      prepared.map((call) =>
        repository.debitAtOnce(
          {
            ...claimOf(call.player, call.transactionId, call.round, call.amount),
            sessionId: call.player.sessionId,
            gameId,
            gameType: "LIVE",
            currency: "USD",
          },
          call.movement,
        ),
      ),
    );
    return settled.map((result, index) => ({ ...result, ...prepared[index]! }));
  }

  const counted = async <T>(work: () => Promise<T>) => {
    const before = { ...seamlessGroupCounts(db) };
    const result = await work();
    const after = seamlessGroupCounts(db);
    return { result, statements: after.statements - before.statements, calls: after.calls - before.calls };
  };
  const balanceOf = async (memberId: string) =>
    BigInt(
      (
        await db.query<{ balance: string }>(
          "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'",
          [memberId],
        )
      )[0]!.balance,
    );
  const outcome = (result: PromiseSettledResult<AtOnceOutcome>) => {
    if (result.status === "rejected") throw result.reason;
    return result.value;
  };

  it("answers eight members' debits with two statements, each with its own round and balance", async () => {
    const before = await Promise.all(eight().map((player) => balanceOf(player.memberId)));
    const { result, statements, calls } = await counted(() =>
      debits(eight().map((_, index) => ({ player: index, amount: BigInt(100 + index) }))),
    );
    expect({ statements, calls }).toEqual({ statements: 2, calls: 8 });
    for (const [index, call] of result.entries()) {
      const done = outcome(call);
      expect(done.roundId).not.toBeNull();
      expect(done.balance).toBe(before[index]! - BigInt(100 + index));
      expect(await balanceOf(players[index]!.memberId)).toBe(done.balance);
    }
    const recorded = await db.query<{ id: string; round: string; entry: string; balance: string }>(
      `SELECT t.vendor_transaction_id AS id, t.round_id::text AS round, t.entry_id::text AS entry,
              t.balance_after::text AS balance
         FROM vendor_transactions t WHERE t.vendor_transaction_id = ANY ($1)`,
      [result.map((call) => call.transactionId)],
    );
    expect(recorded).toHaveLength(8);
    for (const row of recorded) {
      const call = result.find((each) => each.transactionId === row.id)!;
      expect(row.round).toBe(outcome(call).roundId);
      expect(BigInt(row.balance)).toBe(outcome(call).balance);
      expect(row.entry).not.toBeNull();
    }
  });

  it("runs a group again call by call when one balance is too low: the others post, that one writes nothing", async () => {
    const poor = players[5]!;
    const before = await balanceOf(poor.memberId);
    const { result, statements } = await counted(() =>
      debits([
        { player: 0, amount: 10n },
        { player: 1, amount: 10n },
        { player: 2, amount: 10n },
        { player: 3, amount: 10n },
        { player: 5, amount: before + 1n },
        { player: 4, amount: 10n },
      ]),
    );
    // One alone, the group of five refused as a whole, then its five alone.
    expect(statements).toBe(7);
    const refused = result[4]!;
    expect(refused.status).toBe("rejected");
    expect(isStatementRefused((refused as PromiseRejectedResult).reason, INSUFFICIENT)).toBe(true);
    for (const index of [0, 1, 2, 3, 5]) expect(outcome(result[index]!).roundId).not.toBeNull();
    expect(await balanceOf(poor.memberId)).toBe(before);
    const written = await db.query(
      `SELECT 1 FROM vendor_transactions WHERE vendor_transaction_id = $1
       UNION ALL SELECT 1 FROM game_rounds WHERE vendor_round_id = $2`,
      [refused.transactionId, refused.round],
    );
    expect(written).toEqual([]);
  });

  it("refuses a transaction id already taken with TAKEN, alone, and posts the rest of its group", async () => {
    const [first] = await debits([{ player: 2, amount: 5n }]);
    outcome(first!);
    const { result, statements } = await counted(() =>
      debits([
        { player: 0, amount: 5n },
        { player: 1, amount: 5n },
        { player: 2, amount: 5n, transactionId: first!.transactionId },
        { player: 3, amount: 5n },
      ]),
    );
    expect(statements).toBe(1 + 1 + 3);
    const again = result[2]!;
    expect(again.status).toBe("rejected");
    expect(isStatementRefused((again as PromiseRejectedResult).reason, TAKEN)).toBe(true);
    for (const index of [0, 1, 3]) expect(outcome(result[index]!).roundId).not.toBeNull();
  });

  it("never runs two calls of one member at once: the second waits for the first and both post", async () => {
    const before = await balanceOf(players[0]!.memberId);
    const { result, statements, calls } = await counted(() =>
      debits([
        { player: 0, amount: 7n },
        { player: 0, amount: 8n },
      ]),
    );
    expect({ statements, calls }).toEqual({ statements: 2, calls: 2 });
    expect(outcome(result[0]!).balance).toBe(before - 7n);
    expect(outcome(result[1]!).balance).toBe(before - 15n);
  });

  it("settles the rounds of a group of credits, wins and losses, each against its own round", async () => {
    const opened = await debits(eight().map((_, index) => ({ player: index, amount: 50n })));
    const ledger = createLedgerService(db);
    const repository = createSeamlessRepository(db);
    const credits = await Promise.all(
      opened.map(async (debit, index) => {
        const transactionId = `credit-${++sequence}`;
        const win = index % 2 === 0 ? BigInt(20 * (index + 1)) : 0n;
        const movement =
          win > 0n
            ? await ledger.prepareOneMember(db, movementOf(debit.player.memberId, "win", transactionId, win))
            : null;
        return { debit, transactionId, win, movement };
      }),
    );
    const before = await Promise.all(eight().map((player) => balanceOf(player.memberId)));
    const { result, statements } = await counted(() =>
      Promise.allSettled(
        credits.map((credit) =>
          repository.creditAtOnce(
            claimOf(credit.debit.player, credit.transactionId, credit.debit.round, credit.win),
            credit.movement,
            { kind: "main", currency: "USD" },
          ),
        ),
      ),
    );
    // Wins and losses are statements of their own: four of each, one alone and three together.
    expect(statements).toBe(4);
    for (const [index, credit] of credits.entries()) {
      const done = outcome(result[index]!);
      expect(done.roundId).not.toBeNull();
      expect(done.balance).toBe(before[index]! + credit.win);
    }
    const rounds = await db.query<{ round: string; state: string; win: string }>(
      "SELECT vendor_round_id AS round, state, win::text FROM game_rounds WHERE vendor_round_id = ANY ($1)",
      [credits.map((credit) => credit.debit.round)],
    );
    const byRound = new Map(rounds.map((round) => [round.round, round]));
    for (const credit of credits) {
      expect(byRound.get(credit.debit.round)).toMatchObject({ state: "settled", win: String(credit.win) });
    }
  });

  it("runs a second statement beside the first once sixteen debits wait, and every debit posts", async () => {
    const before = await Promise.all(players.map((player) => balanceOf(player.memberId)));
    const runAgain = seamlessGroupCounts(db).groupsRunAgain;
    const { result, statements, calls } = await counted(() =>
      debits(players.map((_, index) => ({ player: index, amount: 3n }))),
    );
    // The first alone; the next sixteen beside it as soon as they wait; the last sixteen after.
    expect({ statements, calls }).toEqual({ statements: 3, calls: 33 });
    for (const [index, call] of result.entries()) expect(outcome(call).balance).toBe(before[index]! - 3n);
    expect(seamlessGroupCounts(db).groupsRunAgain).toBe(runAgain);
  });
});

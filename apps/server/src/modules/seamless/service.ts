import { createHash } from "node:crypto";
import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { LRUCache } from "lru-cache";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { type AccountRef, vendorWalletKind } from "#app/modules/ledger/accounts.ts";
import { createLedgerRepository, INSUFFICIENT } from "#app/modules/ledger/repository.ts";
import { createLedgerService, isStatementRefused, type Movement } from "#app/modules/ledger/service.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import { parseGuardRefusal } from "#app/modules/protection/guard-sql.ts";
import { guardMessage, recordGuardRefusal } from "#app/modules/protection/refusals.ts";
import { hashToken, newToken, VENDOR_SESSION_SECONDS } from "./launch-token.ts";
import {
  type AtOnceOutcome,
  type ClaimInput,
  createSeamlessRepository,
  SITE_SESSION_ON,
  TAKEN,
  type VendorSessionRow,
} from "./repository.ts";
import { SeamlessError } from "./seamless-error.ts";

export type Caller = { vassalage: string; session: VendorSessionRow };
type Currency = { code: string; decimals: number };
type TransactionAnswer = { balance: string; currency: string; transactionId: string; replayed: boolean };

const requestHash = (parts: unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("hex");

/**
 * A refusal that is the answer to a transaction id (low balance, a closed round, an ended session…):
 * it is recorded under that id, and every copy of the transaction, concurrent or later, gets it again.
 * Refusals of a malformed request, or of a copy that asked otherwise, are not recorded.
 */
class Refusal extends SeamlessError {}

/** The claim of a vendor's transaction id made on this session's behalf. */
const claimOf = (
  session: VendorSessionRow,
  transactionId: string,
  vendorRoundId: string,
  amount: bigint,
  requestHash: string,
): ClaimInput => ({
  merchantCode: session.merchant_code,
  vassalage: session.vassalage,
  transactionId,
  memberId: session.member_id,
  vendorRoundId,
  amount,
  requestHash,
});

/**
 * The wallet a game plays from: the main wallet, or the member's wallet at the game's vendor when that
 * vendor keeps transfer wallets (also when the demo vendor stands in for it).
 */
const walletKindOf = (session: VendorSessionRow) =>
  session.wallet === "transfer" ? vendorWalletKind(session.game_vassalage) : "main";
const walletOf = (session: VendorSessionRow): AccountRef => ({
  memberId: Number(session.member_id),
  kind: walletKindOf(session),
});

export function createSeamlessService(db: Database, merchants: MerchantService) {
  const ledger = createLedgerService(db);
  // A vendor calls with the same session token for every spin. What the token names never changes
  // (see SESSION_COLUMNS), so it is read once, not before every call; whether the session is still
  // live is read by the debit's own statement. Unknown tokens are not kept.
  const sessions = new LRUCache<string, VendorSessionRow>({
    max: 10_000,
    ttl: 10 * 60_000,
    fetchMethod: async (key) => {
      const [vassalage, hash] = key.split("|") as [string, string];
      return (await createSeamlessRepository(db).sessionByToken(hash, vassalage)) ?? undefined;
    },
  });

  async function currencyOf(merchantCode: string): Promise<Currency> {
    return (await merchants.resolve(merchantCode, undefined)).settings.currency;
  }

  function amountOf(text: unknown, currency: Currency, allowZero: boolean): bigint {
    const minor = typeof text === "string" ? decimalToMinor(text, currency.decimals) : null;
    if (minor === null || (!allowZero && minor === 0n)) {
      throw new SeamlessError(
        "BAD_REQUEST",
        `amount must be a ${allowZero ? "" : "positive "}decimal with at most ${currency.decimals} places`,
      );
    }
    return minor;
  }

  /**
   * The valid amount a vendor may send with a debit or a credit (as the big aggregators do): absent
   * or null is none. On a debit it may not exceed the debit's amount (`cap`): a vendor that says
   * more of a bet counts than was staked has a bug worth hearing about, so it is refused.
   */
  function validBetOf(value: unknown, currency: Currency, cap: bigint | null): bigint | null {
    if (value === undefined || value === null) return null;
    const minor = typeof value === "string" ? decimalToMinor(value, currency.decimals) : null;
    if (minor === null) {
      throw new SeamlessError(
        "BAD_REQUEST",
        `validBet must be a decimal with at most ${currency.decimals} places`,
      );
    }
    if (cap !== null && minor > cap) throw new SeamlessError("BAD_REQUEST", "validBet may not exceed amount");
    return minor;
  }

  /** The wallet's balance as `tx` sees it (inside a transaction, never through another connection). */
  const balanceIn = (tx: Queryable, session: VendorSessionRow, currency: Currency) =>
    createLedgerRepository(tx).balance(session.merchant_code, walletOf(session), currency.code);

  /** Posts through the ledger; the ledger's own refusals become the vendor's codes. */
  async function post(tx: Queryable, movement: Movement) {
    try {
      return await ledger.postIn(tx, movement);
    } catch (error) {
      if (error instanceof AppError && error.code === "insufficient.balance") {
        throw new Refusal("INSUFFICIENT_FUNDS", "The player's balance is too low for this bet");
      }
      if (error instanceof AppError && error.code === "idempotency.conflict") {
        throw new SeamlessError("DUPLICATE_CONFLICT", "This transaction id was used with other parameters");
      }
      throw error;
    }
  }

  function movement(
    session: VendorSessionRow,
    currency: Currency,
    kind: "bet" | "win" | "bet.rollback",
    transactionId: string,
    amount: bigint,
    memo: Record<string, unknown>,
  ): Movement {
    const toPlayer = kind === "bet" ? -amount : amount;
    return {
      merchantCode: session.merchant_code,
      currency: currency.code,
      kind,
      idempotencyKey: `seamless:${session.vassalage}:${transactionId}`,
      postings: [
        { account: walletOf(session), amount: toPlayer },
        { account: { house: "vendor_clearing" }, amount: -toPlayer },
      ],
      memo: { vassalage: session.vassalage, gameId: Number(session.game_id), ...memo },
    };
  }

  /** A transaction id already used: the first answer again, or a refusal when it asked otherwise. */
  async function replay(
    tx: Queryable,
    session: VendorSessionRow,
    kind: string,
    hash: string,
    transactionId: string,
    currency: Currency,
  ): Promise<TransactionAnswer> {
    const existing = await createSeamlessRepository(tx).transaction(
      session.merchant_code,
      session.vassalage,
      transactionId,
    );
    // The ledger key of this id taken without a record of it: nothing this API wrote.
    if (!existing)
      throw new SeamlessError("DUPLICATE_CONFLICT", "This transaction id was used with other parameters");
    if (existing.kind === "debit" && existing.status === "tombstone" && kind === "debit") {
      throw new SeamlessError("TRANSACTION_ROLLED_BACK", "This debit was rolled back before it arrived");
    }
    if (existing.kind !== kind || existing.request_hash !== hash) {
      throw new SeamlessError("DUPLICATE_CONFLICT", "This transaction id was used with other parameters");
    }
    if (existing.status === "refused") {
      throw new SeamlessError(existing.refusal_code!, existing.refusal_message ?? "");
    }
    if (existing.balance_after === null) {
      throw new SeamlessError("DUPLICATE_CONFLICT", "This transaction id was used with other parameters");
    }
    return {
      balance: minorToDecimal(BigInt(existing.balance_after), currency.decimals),
      currency: currency.code,
      transactionId,
      replayed: true,
    };
  }

  /**
   * Runs a transaction's work once per transaction id. The work claims the id (copies wait on the
   * unique index until the claim commits or rolls back, then replay it), in one transaction or in one
   * statement. A refusal rolls back what the work wrote and is recorded under the id in a transaction
   * of its own; should another copy have claimed the id in between, that copy's answer is everyone's.
   * So copies, concurrent or later, never get different answers, and a refused debit cannot succeed
   * on a second try.
   */
  async function once(
    claim: ClaimInput & { kind: "debit" | "credit" | "rollback"; referenceId?: string },
    session: VendorSessionRow,
    currency: Currency,
    work: () => Promise<TransactionAnswer>,
  ): Promise<TransactionAnswer> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const replayed = await db.transaction(async (tx) => {
        const recorded = await createSeamlessRepository(tx).claimTransaction({
          ...claim,
          status: "refused",
          refusal: { code: error.code, message: error.message },
        });
        return recorded
          ? null
          : replay(tx, session, claim.kind, claim.requestHash, claim.transactionId, currency);
      });
      if (replayed === null) throw error;
      return replayed;
    }
  }

  /**
   * Runs a debit's or credit's one statement and reads its outcome: the answer when it posted; the
   * first answer again when the transaction id (or its ledger key) was already taken; a refusal for a
   * balance too low. When the statement wrote nothing (its round refused it), a transaction id already
   * answered is answered again, and otherwise the caller says why it refuses.
   */
  async function atOnce(
    session: VendorSessionRow,
    kind: "debit" | "credit",
    hash: string,
    transactionId: string,
    currency: Currency,
    statement: () => Promise<AtOnceOutcome>,
  ): Promise<TransactionAnswer | AtOnceOutcome> {
    let done: AtOnceOutcome;
    try {
      done = await statement();
    } catch (error) {
      if (isStatementRefused(error, TAKEN)) return replay(db, session, kind, hash, transactionId, currency);
      if (isStatementRefused(error, INSUFFICIENT))
        throw new Refusal("INSUFFICIENT_FUNDS", "The player's balance is too low for this bet");
      throw error;
    }
    if (done.roundId !== null) return answer(done.balance!, currency, transactionId);
    const existing = await createSeamlessRepository(db).transaction(
      session.merchant_code,
      session.vassalage,
      transactionId,
    );
    return existing ? replay(db, session, kind, hash, transactionId, currency) : done;
  }

  const answer = (balance: bigint, currency: Currency, transactionId: string): TransactionAnswer => ({
    balance: minorToDecimal(balance, currency.decimals),
    currency: currency.code,
    transactionId,
    replayed: false,
  });

  return {
    /** Finds the session a signed call belongs to (before the signature is checked with its secret). */
    async sessionOf(
      vassalage: string,
      body: Record<string, unknown>,
      operation: string,
    ): Promise<VendorSessionRow> {
      const repository = createSeamlessRepository(db);
      if (operation === "session") {
        const token = body.launchToken;
        if (typeof token !== "string" || token.length > 200)
          throw new SeamlessError("BAD_REQUEST", "launchToken is required");
        const session = await repository.sessionByLaunchToken(hashToken(token), vassalage);
        if (!session) throw new SeamlessError("INVALID_TOKEN", "Unknown launch token");
        return session;
      }
      const token = body.sessionToken;
      if (typeof token !== "string" || token.length > 200)
        throw new SeamlessError("BAD_REQUEST", "sessionToken is required");
      const key = `${vassalage}|${hashToken(token)}`;
      // A kept session is read synchronously: `fetch` answers even a hit through promises.
      const session = sessions.get(key) ?? (await sessions.fetch(key));
      if (!session) throw new SeamlessError("INVALID_TOKEN", "Unknown session token");
      return session;
    },

    /** Exchanges a launch token, once and while it is fresh, for the member's vendor session. */
    async openSession({ session }: Caller) {
      const currency = await currencyOf(session.merchant_code);
      return db.transaction(async (tx) => {
        const repository = createSeamlessRepository(tx);
        const locked = await tx.query<{ exchanged: boolean; live: boolean }>(
          `SELECT s.exchanged_at IS NOT NULL AS exchanged, s.launch_expires_at > now() AND ${SITE_SESSION_ON} AS live
             FROM vendor_sessions s WHERE s.id = $1 FOR UPDATE`,
          [session.id],
        );
        const state = locked[0];
        if (!state || state.exchanged)
          throw new SeamlessError("INVALID_TOKEN", "This launch token was already used");
        if (!state.live) throw new SeamlessError("INVALID_TOKEN", "This launch token has expired");
        const sessionToken = newToken();
        const expiresAt = await repository.openSession(
          session.id,
          hashToken(sessionToken),
          VENDOR_SESSION_SECONDS,
        );
        const balance = await balanceIn(tx, session, currency);
        return {
          sessionToken,
          expiresAt: new Date(expiresAt).toISOString(),
          memberId: Number(session.member_id),
          username: session.username,
          gameId: Number(session.game_id),
          gameCode: session.game_code,
          gameType: session.game_type,
          language: session.language,
          balance: minorToDecimal(balance, currency.decimals),
          currency: currency.code,
        };
      });
    },

    async balance({ session }: Caller) {
      const currency = await currencyOf(session.merchant_code);
      const balance = await ledger.balance(session.merchant_code, walletOf(session), currency.code);
      return {
        balance: minorToDecimal(balance, currency.decimals),
        currency: currency.code,
        gameId: Number(session.game_id),
        gameCode: session.game_code,
        gameType: session.game_type,
      };
    },

    /**
     * A bet: needs a live session (not past its 12 hours, its site session not ended); opens (or adds
     * to) the vendor's round.
     */
    async debit({ session }: Caller, body: Record<string, unknown>): Promise<TransactionAnswer> {
      const currency = await currencyOf(session.merchant_code);
      const { transactionId, roundId } = ids(body, ["transactionId", "roundId"]);
      const amount = amountOf(body.amount, currency, false);
      const validBet = validBetOf(body.validBet, currency, amount);
      const hash = requestHash([
        "debit",
        session.member_id,
        roundId,
        amount.toString(),
        ...validPart(validBet),
      ]);
      const claim = { ...claimOf(session, transactionId, roundId, amount, hash), validBet };
      const bet = movement(session, currency, "bet", transactionId, amount, { roundId });
      return once({ ...claim, kind: "debit" }, session, currency, async () => {
        // One statement, no transaction around it: the round, the bet and the transaction's record.
        const done = await atOnce(session, "debit", hash, transactionId, currency, async () =>
          createSeamlessRepository(db).debitAtOnce(
            {
              ...claim,
              sessionId: session.id,
              gameId: session.game_id,
              gameType: session.game_type,
              currency: currency.code,
            },
            await ledger.prepareOneMember(db, bet),
          ),
        );
        if ("replayed" in done) return done;
        // Nothing was written: a copy answered before keeps its answer, anything else is refused.
        if (!done.live) throw new Refusal("SESSION_EXPIRED", "The player's session has ended");
        if (done.owes)
          throw new Refusal("BETS_BLOCKED", "The player owes its downlines unpaid contract bills");
        const guard = parseGuardRefusal(done.guard);
        if (guard) {
          await recordGuardRefusal(db, session.merchant_code, session.member_id, "game", guard, amount);
          throw new Refusal("BETS_BLOCKED", guardMessage(guard));
        }
        const round = await createSeamlessRepository(db).lockRound(
          session.merchant_code,
          session.vassalage,
          roundId,
        );
        if (round && round.member_id !== session.member_id)
          throw new Refusal("BAD_REQUEST", "This round belongs to another player");
        throw new Refusal("ROUND_CLOSED", "This round is already closed");
      });
    },

    /** The result of a round (zero for a loss): only for a round with a standing bet; closes it. */
    async credit({ session }: Caller, body: Record<string, unknown>): Promise<TransactionAnswer> {
      const currency = await currencyOf(session.merchant_code);
      const { transactionId, roundId } = ids(body, ["transactionId", "roundId"]);
      const amount = amountOf(body.amount, currency, true);
      // The settle's valid amount is of the round's stake, which the wallet knows: it only lowers it.
      const validBet = validBetOf(body.validBet, currency, null);
      const hash = requestHash([
        "credit",
        session.member_id,
        roundId,
        amount.toString(),
        ...validPart(validBet),
      ]);
      const claim = { ...claimOf(session, transactionId, roundId, amount, hash), validBet };
      const win = amount > 0n ? movement(session, currency, "win", transactionId, amount, { roundId }) : null;
      // No live session needed: a round started in time is paid even after the session ended.
      return once({ ...claim, kind: "credit" }, session, currency, async () => {
        const done = await atOnce(session, "credit", hash, transactionId, currency, async () =>
          createSeamlessRepository(db).creditAtOnce(claim, win && (await ledger.prepareOneMember(db, win)), {
            kind: walletKindOf(session),
            currency: currency.code,
          }),
        );
        if ("replayed" in done) return done;
        const round = await createSeamlessRepository(db).lockRound(
          session.merchant_code,
          session.vassalage,
          roundId,
        );
        const standing =
          round &&
          round.member_id === session.member_id &&
          round.state !== "cancelled" &&
          BigInt(round.bet) !== 0n;
        if (standing && round.state !== "open")
          throw new Refusal("ROUND_CLOSED", "This round is already settled");
        throw new Refusal("DEBIT_NOT_FOUND", "No standing bet of this player in this round");
      });
    },

    /**
     * Cancels a debit and refunds it. A debit not seen yet is recorded as a tombstone so that it is
     * refused when it arrives; a debit whose round is settled cannot be cancelled.
     */
    async rollback({ session }: Caller, body: Record<string, unknown>): Promise<TransactionAnswer> {
      const currency = await currencyOf(session.merchant_code);
      const { transactionId, roundId, debitTransactionId } = ids(body, [
        "transactionId",
        "roundId",
        "debitTransactionId",
      ]);
      const hash = requestHash(["rollback", session.member_id, roundId, debitTransactionId]);
      const claim = {
        ...claimOf(session, transactionId, roundId, 0n, hash),
        kind: "rollback" as const,
        referenceId: debitTransactionId,
      };
      return once(claim, session, currency, () =>
        db.transaction(async (tx) => {
          const repository = createSeamlessRepository(tx);
          const claimed = await repository.claimTransaction(claim);
          if (!claimed) return replay(tx, session, "rollback", hash, transactionId, currency);
          let debit = await repository.transaction(
            session.merchant_code,
            session.vassalage,
            debitTransactionId,
            true,
          );
          if (!debit) {
            const tombstone = await repository.claimTransaction({
              ...claimOf(session, debitTransactionId, roundId, 0n, ""),
              kind: "debit",
              status: "tombstone",
            });
            // Lost the race to the debit itself: it is committed now, so cancel it below.
            if (!tombstone)
              debit = await repository.transaction(
                session.merchant_code,
                session.vassalage,
                debitTransactionId,
                true,
              );
          }
          let entryId: number | null = null;
          let balance: bigint | null = null;
          if (debit) {
            if (debit.kind !== "debit" || debit.member_id !== session.member_id) {
              throw new Refusal("BAD_REQUEST", "debitTransactionId is not a debit of this player");
            }
            if (debit.status === "done") {
              const round = debit.round_id ? await repository.lockRoundById(debit.round_id) : null;
              if (round?.state === "settled")
                throw new Refusal("ROUND_SETTLED", "The round of this debit is already settled");
              const amount = BigInt(debit.amount);
              const posted = await post(
                tx,
                movement(session, currency, "bet.rollback", transactionId, amount, {
                  roundId,
                  debitTransactionId,
                }),
              );
              balance = posted.memberBalances[0]!.balance;
              entryId = posted.entryId;
              await repository.markRolledBack(debit.id);
              if (round)
                await repository.removeBet(round.id, amount, BigInt(debit.valid_bet ?? debit.amount));
            }
          }
          balance ??= await balanceIn(tx, session, currency);
          await repository.completeTransaction(claimed, {
            roundId: debit?.round_id ?? null,
            entryId,
            balance,
          });
          return answer(balance, currency, transactionId);
        }),
      );
    },
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;

/** A request without a valid amount hashes as it did before vendors could send one. */
const validPart = (validBet: bigint | null) => (validBet === null ? [] : [`valid:${validBet}`]);

function ids<K extends string>(body: Record<string, unknown>, keys: K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = body[key];
    if (typeof value !== "string" || !/^[\w.:-]{1,128}$/.test(value)) {
      throw new SeamlessError("BAD_REQUEST", `${key} must be 1 to 128 letters, digits or . _ : -`);
    }
    out[key] = value;
  }
  return out;
}

import { createHash } from "node:crypto";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { type AccountRef, accountName, isMemberAccount } from "./accounts.ts";
import {
  createLedgerRepository,
  INSUFFICIENT,
  type OneMemberInput,
  STATEMENT_REFUSED,
} from "./repository.ts";

const MAX_AMOUNT = 2n ** 62n;

export type Movement = {
  merchantCode: string;
  currency: string;
  /** What happened, e.g. "deposit", "bet", "win", "withdrawal.hold"; reports group by it. */
  kind: string;
  /** The external reference: a retry with the same key returns the first answer. */
  idempotencyKey: string;
  /** Amounts in minor units; they must sum to zero. Positive credits an account, negative debits it. */
  postings: { account: AccountRef; amount: bigint }[];
  memo?: Record<string, unknown>;
  /**
   * When the movement happened, for history written after the fact (the demo start's back-dated
   * team history, decision 036); the entry and its postings carry it. Every live movement leaves it
   * out and is stamped with the transaction's time.
   */
  at?: Date;
};

export type PostedEntry = {
  entryId: number;
  /** True when this answer is the first one, given again for a retried key. */
  replayed: boolean;
  /** The member accounts' balances right after the entry. */
  memberBalances: { memberId: number; kind: string; balance: bigint }[];
};

function assertBalanced(movement: Movement) {
  if (movement.postings.length < 2) throw new Error("a journal entry needs at least two postings");
  let sum = 0n;
  for (const { amount } of movement.postings) {
    if (typeof amount !== "bigint" || amount === 0n || amount >= MAX_AMOUNT || amount <= -MAX_AMOUNT) {
      throw new Error(`invalid posting amount ${String(amount)}`);
    }
    sum += amount;
  }
  if (sum !== 0n) throw new Error(`postings of ${movement.kind} sum to ${sum}, not zero`);
}

/** Same movement, same hash: the parameters a retry must repeat exactly. */
function requestHash(movement: Movement): string {
  const canonical = JSON.stringify({
    kind: movement.kind,
    currency: movement.currency,
    postings: movement.postings.map(({ account, amount }) => [accountName(account), amount.toString()]),
  });
  return createHash("sha256").update(canonical).digest("hex");
}

async function replay(tx: Queryable, entryId: number): Promise<PostedEntry> {
  const rows = await createLedgerRepository(tx).entryPostings(entryId);
  return {
    entryId,
    replayed: true,
    memberBalances: rows
      .filter((row) => row.member_id !== null && row.balance_after !== null)
      .map((row) => ({
        memberId: Number(row.member_id),
        kind: row.kind,
        balance: BigInt(row.balance_after!),
      })),
  };
}

/**
 * Account ids never change once created, so a service keeps the ones it has seen. Only ids of rows
 * other transactions committed are kept: one created in this transaction (and found again by a
 * second posting in it) would vanish if the transaction rolled back.
 */
type AccountIdCache = Map<string, number>;

async function accountIdOf(
  tx: Queryable,
  cache: AccountIdCache,
  merchantCode: string,
  account: AccountRef,
  currency: string,
): Promise<number> {
  const key = `${merchantCode}|${accountName(account)}|${currency}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const { id, committed } = await createLedgerRepository(tx).accountId(merchantCode, account, currency);
  if (committed) cache.set(key, id);
  return id;
}

/**
 * Looks up, in one statement, the member accounts of `refs` the cache does not hold yet, and keeps
 * the committed ones: a movement crediting many wallets (a batch of contract payments) then resolves
 * them without a lookup each. Accounts still missing are created one by one as before.
 */
async function primeAccountIds(
  tx: Queryable,
  cache: AccountIdCache,
  merchantCode: string,
  refs: readonly AccountRef[],
  currency: string,
): Promise<void> {
  const missing = refs.filter(
    (ref): ref is Extract<AccountRef, { memberId: number }> =>
      isMemberAccount(ref) && !cache.has(`${merchantCode}|${accountName(ref)}|${currency}`),
  );
  if (missing.length < 2) return;
  const found = await createLedgerRepository(tx).committedMemberAccounts(merchantCode, missing, currency);
  for (const row of found) {
    cache.set(`${merchantCode}|member:${row.memberId}:${row.kind}|${currency}`, row.id);
  }
}

/**
 * Posts a movement in `tx`: claims its idempotency key, changes member balances by guarded
 * conditional updates (in account order, so two movements never wait on each other in a cycle),
 * queues house-side amounts as deltas, and writes the postings. Throws `insufficient.balance` when a
 * member account would go below zero; the caller's transaction then rolls everything back.
 */
async function postIn(tx: Queryable, movement: Movement, cache: AccountIdCache): Promise<PostedEntry> {
  assertBalanced(movement);
  const repository = createLedgerRepository(tx);
  const hash = requestHash(movement);
  const memberSide = movement.postings.filter((posting) => isMemberAccount(posting.account));
  if (memberSide.length === 1) return postOneMember(tx, movement, hash, cache);
  const entry = await repository.claimEntry({
    merchantCode: movement.merchantCode,
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    requestHash: hash,
    memo: movement.memo ?? {},
    at: movement.at ?? null,
  });
  if (!entry.created) {
    if (entry.requestHash !== hash) {
      throw new AppError("idempotency.conflict", "This reference was already used for a different request");
    }
    return replay(tx, entry.id);
  }

  await primeAccountIds(
    tx,
    cache,
    movement.merchantCode,
    memberSide.map((posting) => posting.account),
    movement.currency,
  );
  const resolved = [];
  for (const posting of movement.postings) {
    const accountId = await accountIdOf(tx, cache, movement.merchantCode, posting.account, movement.currency);
    resolved.push({ ...posting, accountId });
  }
  let balances = new Map<number, bigint>();
  const resolvedMemberSide = resolved.filter((posting) => isMemberAccount(posting.account));
  if (
    resolvedMemberSide.length > 0 &&
    new Set(resolvedMemberSide.map((posting) => posting.accountId)).size === resolvedMemberSide.length
  ) {
    // Distinct wallets (the usual case): locked in id order and moved in two statements, however many.
    const moved = await repository.applyNetChanges(resolvedMemberSide);
    if (moved === null) throw new AppError("insufficient.balance", "Insufficient balance");
    balances = new Map([...moved].map(([id, row]) => [id, row.balance]));
  } else {
    for (const posting of [...resolvedMemberSide].sort((a, b) => a.accountId - b.accountId)) {
      const balance = await repository.applyToBalance(posting.accountId, posting.amount);
      if (balance === null) throw new AppError("insufficient.balance", "Insufficient balance");
      balances.set(posting.accountId, balance);
    }
  }
  await repository.insertHotDeltas(resolved.filter((posting) => !isMemberAccount(posting.account)));
  await repository.insertPostings(
    entry.id,
    resolved.map((posting) => ({ ...posting, balanceAfter: balances.get(posting.accountId) ?? null })),
    movement.at ?? null,
  );
  return {
    entryId: entry.id,
    replayed: false,
    memberBalances: resolvedMemberSide.flatMap((posting) =>
      isMemberAccount(posting.account)
        ? [
            {
              memberId: posting.account.memberId,
              kind: posting.account.kind,
              balance: balances.get(posting.accountId)!,
            },
          ]
        : [],
    ),
  };
}

/** Whether a movement is the common one: one member account against house accounts. */
const isOneMember = (movement: Movement) =>
  movement.postings.filter((posting) => isMemberAccount(posting.account)).length === 1;

/**
 * The common movement's statement input: account ids (from the cache, looked up through `q` on first
 * use) and the request hash. The statement itself is the repository's `postOneMember`, or a caller's
 * own statement built around `oneMemberMovementSql` (the seamless wallet's).
 */
async function prepareOneMember(
  q: Queryable,
  movement: Movement,
  cache: AccountIdCache,
  hash = requestHash(movement),
): Promise<OneMemberInput> {
  const resolved = [];
  for (const posting of movement.postings) {
    const accountId = await accountIdOf(q, cache, movement.merchantCode, posting.account, movement.currency);
    resolved.push({ ...posting, accountId });
  }
  return {
    entry: {
      merchantCode: movement.merchantCode,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      requestHash: hash,
      memo: movement.memo ?? {},
      at: movement.at ?? null,
    },
    member: resolved.find((posting) => isMemberAccount(posting.account))!,
    house: resolved.filter((posting) => !isMemberAccount(posting.account)),
    postings: resolved,
  };
}

/**
 * What a one-member statement's outcome means: the posted entry, or (key taken) the first answer
 * again, or `idempotency.conflict` for other parameters, or `insufficient.balance`.
 */
async function oneMemberOutcome(
  q: Queryable,
  movement: Movement,
  hash: string,
  posted: { entryId: number | null; balance: bigint | null },
): Promise<PostedEntry> {
  if (posted.entryId === null) {
    const existing = await createLedgerRepository(q).entryByKey(
      movement.merchantCode,
      movement.idempotencyKey,
    );
    if (existing.requestHash !== hash) {
      throw new AppError("idempotency.conflict", "This reference was already used for a different request");
    }
    return replay(q, existing.id);
  }
  if (posted.balance === null) throw new AppError("insufficient.balance", "Insufficient balance");
  const account = movement.postings.find((posting) => isMemberAccount(posting.account))!.account as {
    memberId: number;
    kind: string;
  };
  return {
    entryId: posted.entryId,
    replayed: false,
    memberBalances: [{ memberId: account.memberId, kind: account.kind, balance: posted.balance }],
  };
}

/**
 * The common movement, one member account against house accounts (a bet, a win, a deposit), in one
 * statement instead of four: the same key claim, guarded update, deltas and postings, in the same
 * order (see `postOneMember` in the repository). Account ids come first, from the cache.
 */
async function postOneMember(
  tx: Queryable,
  movement: Movement,
  hash: string,
  cache: AccountIdCache,
): Promise<PostedEntry> {
  const input = await prepareOneMember(tx, movement, cache, hash);
  return oneMemberOutcome(tx, movement, hash, await createLedgerRepository(tx).postOneMember(input));
}

/**
 * The common movement posted by one statement on its own, which PostgreSQL runs as a transaction by
 * itself: no BEGIN and COMMIT round trips. A balance that would go below zero fails the statement
 * (undoing its key claim); a key already taken is answered from the committed entry.
 */
async function postOneMemberAlone(db: Database, movement: Movement, cache: AccountIdCache) {
  assertBalanced(movement);
  const hash = requestHash(movement);
  const input = await prepareOneMember(db, movement, cache, hash);
  let posted: { entryId: number | null; balance: bigint | null };
  try {
    posted = await createLedgerRepository(db).postOneMember(input, { alone: true });
  } catch (error) {
    if (isStatementRefused(error, INSUFFICIENT))
      throw new AppError("insufficient.balance", "Insufficient balance");
    throw error;
  }
  return oneMemberOutcome(db, movement, hash, posted);
}

/** Whether `error` is a statement refused by `refuse_statement` (with this reason, when given). */
export function isStatementRefused(error: unknown, reason?: string): boolean {
  const failure = error as { code?: string; message?: string } | null;
  return failure?.code === STATEMENT_REFUSED && (reason === undefined || failure.message === reason);
}

/**
 * Posts many movements in `tx` in a handful of statements, whatever their number: their keys are
 * claimed in one insert, their wallets resolved in one lookup, locked in id order and moved in one
 * update, and their deltas and postings written in one insert each. The same rules as `postIn`: a
 * key already taken answers its first entry (or `idempotency.conflict` for other parameters), and a
 * member account that would go below zero at any movement, in the order given, throws
 * `insufficient.balance` (the caller's transaction then rolls everything back). For a batch of
 * payments, such as a slot's contract bills, that is tens of statements instead of thousands.
 */
async function postMany(
  tx: Queryable,
  movements: readonly Movement[],
  cache: AccountIdCache,
): Promise<PostedEntry[]> {
  if (movements.length === 0) return [];
  for (const movement of movements) assertBalanced(movement);
  const repository = createLedgerRepository(tx);
  const hashes = movements.map(requestHash);
  const claimed = await repository.claimEntries(
    movements.map((movement, index) => ({
      merchantCode: movement.merchantCode,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      requestHash: hashes[index]!,
      memo: movement.memo ?? {},
      at: movement.at ?? null,
    })),
  );
  const results: (PostedEntry | null)[] = movements.map(() => null);
  const fresh: { index: number; entryId: number }[] = [];
  const taken = new Set<number>();
  for (const [index, movement] of movements.entries()) {
    const id = claimed.get(`${movement.merchantCode}|${movement.idempotencyKey}`);
    // A key given twice in one batch is one movement: the second answers the first's entry.
    if (id !== undefined && !taken.has(id)) {
      taken.add(id);
      fresh.push({ index, entryId: id });
      continue;
    }
    const existing = await repository.entryByKey(movement.merchantCode, movement.idempotencyKey);
    if (existing.requestHash !== hashes[index]) {
      throw new AppError("idempotency.conflict", "This reference was already used for a different request");
    }
    results[index] = await replay(tx, existing.id);
  }

  // Wallets of every movement at once (per merchant and currency), then each posting's account.
  const refsBy = new Map<string, AccountRef[]>();
  for (const { index } of fresh) {
    const movement = movements[index]!;
    const key = `${movement.merchantCode}\u0000${movement.currency}`;
    refsBy.set(key, [...(refsBy.get(key) ?? []), ...movement.postings.map((posting) => posting.account)]);
  }
  for (const [key, refs] of refsBy) {
    const [merchantCode, currency] = key.split("\u0000") as [string, string];
    await primeAccountIds(tx, cache, merchantCode, refs, currency);
  }
  const resolved = [];
  for (const { index, entryId } of fresh) {
    const movement = movements[index]!;
    const postings = [];
    for (const posting of movement.postings) {
      const accountId = await accountIdOf(
        tx,
        cache,
        movement.merchantCode,
        posting.account,
        movement.currency,
      );
      postings.push({ ...posting, accountId });
    }
    resolved.push({ index, entryId, postings });
  }

  // Member balances: each account's net change applied once, then every movement's step checked in
  // order from the balance before the batch.
  const net = new Map<number, bigint>();
  for (const { postings } of resolved) {
    for (const posting of postings) {
      if (isMemberAccount(posting.account))
        net.set(posting.accountId, (net.get(posting.accountId) ?? 0n) + posting.amount);
    }
  }
  const moved = await repository.applyNetChanges(
    [...net].map(([accountId, amount]) => ({ accountId, amount })),
  );
  if (moved === null) throw new AppError("insufficient.balance", "Insufficient balance");
  const running = new Map([...moved].map(([id, row]) => [id, row.balance - (net.get(id) ?? 0n)]));
  const rows: {
    entryId: number;
    accountId: number;
    amount: bigint;
    balanceAfter: bigint | null;
    at: Date | null;
  }[] = [];
  const deltas: { accountId: number; amount: bigint }[] = [];
  for (const { index, entryId, postings } of resolved) {
    const after = new Map<number, bigint>();
    for (const posting of postings) {
      if (!isMemberAccount(posting.account)) continue;
      const balance = (after.get(posting.accountId) ?? running.get(posting.accountId)!) + posting.amount;
      after.set(posting.accountId, balance);
    }
    for (const [accountId, balance] of after) {
      if (balance < 0n && !moved.get(accountId)!.allowNegative)
        throw new AppError("insufficient.balance", "Insufficient balance");
      running.set(accountId, balance);
    }
    for (const posting of postings) {
      const member = isMemberAccount(posting.account);
      if (!member) deltas.push({ accountId: posting.accountId, amount: posting.amount });
      rows.push({
        entryId,
        accountId: posting.accountId,
        amount: posting.amount,
        balanceAfter: member ? after.get(posting.accountId)! : null,
        at: movements[index]!.at ?? null,
      });
    }
    results[index] = {
      entryId,
      replayed: false,
      memberBalances: postings.flatMap((posting) =>
        isMemberAccount(posting.account)
          ? [
              {
                memberId: posting.account.memberId,
                kind: posting.account.kind,
                balance: after.get(posting.accountId)!,
              },
            ]
          : [],
      ),
    };
  }
  await repository.insertHotDeltas(deltas);
  await repository.insertEntriesPostings(rows);
  return results as PostedEntry[];
}

export function createLedgerService(db: Database) {
  const accountIds: AccountIdCache = new Map();
  return {
    /** Posts a movement in a transaction of its own (the common movement: one statement alone). */
    post: (movement: Movement) =>
      isOneMember(movement)
        ? postOneMemberAlone(db, movement, accountIds)
        : db.transaction((tx) => postIn(tx, movement, accountIds)),
    /** Posts a movement inside the caller's transaction, with the caller's other writes. */
    postIn: (tx: Queryable, movement: Movement) => postIn(tx, movement, accountIds),
    /**
     * The common movement's statement input (account ids, request hash) for a caller that writes
     * the movement inside a statement of its own (see `oneMemberMovementSql`).
     */
    prepareOneMember: (q: Queryable, movement: Movement) => {
      assertBalanced(movement);
      if (!isOneMember(movement)) throw new Error("prepareOneMember takes one member account's movements");
      return prepareOneMember(q, movement, accountIds);
    },
    /** Posts many movements inside the caller's transaction in a few statements (see `postMany`). */
    postManyIn: (tx: Queryable, movements: readonly Movement[]) => postMany(tx, movements, accountIds),
    /** Resolves the ids of many member accounts in one statement before a batch of movements. */
    primeAccountIds: (tx: Queryable, merchantCode: string, refs: readonly AccountRef[], currency: string) =>
      primeAccountIds(tx, accountIds, merchantCode, refs, currency),
    balance: (merchantCode: string, account: AccountRef, currency: string) =>
      createLedgerRepository(db).balance(merchantCode, account, currency),
    rollUpHotAccounts: () => createLedgerRepository(db).rollUpHotAccounts(),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;

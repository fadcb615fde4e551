import type { InputColumn } from "#app/db/statement-groups.ts";
import { entryAndMemberValues, type OneMemberInput } from "./repository.ts";

/**
 * The common movement (see `oneMemberMovementCtes`) for many calls in one statement (decision 110):
 * each call one row of the caller's `input` (`valuesInput`, as `i`, its number `n`), with the
 * columns below. Each member account may appear once in a statement: the callers group
 * calls by member.
 */
export const MOVEMENT_COLUMNS: readonly InputColumn[] = [
  ["e_merchant", "text"],
  ["e_kind", "text"],
  ["e_key", "text"],
  ["e_hash", "text"],
  ["e_memo", "jsonb"],
  ["account", "bigint"],
  ["move", "bigint"],
  ["e_at", "timestamptz"],
];

/** A call's values of `MOVEMENT_COLUMNS`, in their order. */
export function movementValues(input: OneMemberInput): unknown[] {
  return [...entryAndMemberValues(input), input.entry.at?.toISOString() ?? null];
}

/**
 * The house deltas and postings of every call, flattened with the number of their call: six arrays,
 * the parameters `$first`..`$first+5` of `groupedMovementCtes`.
 */
export function movementArrays(inputs: readonly (OneMemberInput | null)[]): unknown[][] {
  const arrays: unknown[][] = [[], [], [], [], [], []];
  inputs.forEach((input, index) => {
    if (!input) return;
    for (const delta of input.house) {
      arrays[0]!.push(index + 1);
      arrays[1]!.push(delta.accountId);
      arrays[2]!.push(delta.amount.toString());
    }
    for (const posting of input.postings) {
      arrays[3]!.push(index + 1);
      arrays[4]!.push(posting.accountId);
      arrays[5]!.push(posting.amount.toString());
    }
  });
  return arrays;
}

/**
 * `entries` (n, id), `wallet` (n, balance), `deltas` and `posted`, for the calls whose `n` is in the
 * common table expression `gate`: the key claimed, then the guarded update, then the deltas and
 * postings, as the one-call statement does. A key already taken leaves its call without an entry,
 * a balance too low without a wallet row: the caller compares the counts and refuses the statement.
 * Callers keep the statement they build with it: it is built once per text, not per call.
 */
export function groupedMovementCtes(first: number, gate: string): string {
  const p = (n: number) => `$${first + n}`;
  return `entry AS (
     INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, memo, created_at)
     SELECT i.e_merchant, i.e_kind, i.e_key, i.e_hash, i.e_memo, coalesce(i.e_at, now())
       FROM input i WHERE i.n IN (SELECT n FROM ${gate})
     ON CONFLICT DO NOTHING RETURNING id, merchant_code, idempotency_key),
   entries AS (
     SELECT i.n, entry.id FROM entry JOIN input i ON i.e_merchant = entry.merchant_code AND i.e_key = entry.idempotency_key),
   wallet AS (
     UPDATE ledger_accounts a SET balance = a.balance + i.move
       FROM input i
      WHERE a.id = i.account AND i.n IN (SELECT n FROM entries) AND (a.allow_negative OR a.balance + i.move >= 0)
      RETURNING i.n, a.balance),
   deltas AS (
     INSERT INTO ledger_hot_deltas (account_id, amount)
     SELECT d.account_id, d.amount FROM unnest(${p(0)}::bigint[], ${p(1)}::bigint[], ${p(2)}::bigint[]) AS d (n, account_id, amount)
      WHERE d.n IN (SELECT n FROM wallet)),
   posted AS (
     INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
     SELECT entries.id, p.account_id, p.amount, CASE WHEN p.account_id = i.account THEN wallet.balance END,
            coalesce(i.e_at, now())
       FROM unnest(${p(3)}::bigint[], ${p(4)}::bigint[], ${p(5)}::bigint[]) WITH ORDINALITY AS p (n, account_id, amount, k)
       JOIN input i ON i.n = p.n JOIN entries ON entries.n = p.n JOIN wallet ON wallet.n = p.n
      ORDER BY p.k)`;
}

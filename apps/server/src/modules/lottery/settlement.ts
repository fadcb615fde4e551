import { type DrawResult, drawResult, winningNumber } from "@banca/contract/lottery/fair-draw";
import { payoutOf } from "@banca/contract/lottery/plays";
import type { Queryable } from "#app/db/database.ts";
import type { HouseAccountKind } from "#app/modules/ledger/accounts.ts";
import { type Credit, postCredits } from "./bulk-credit.ts";
import { createLotteryGamesRepository, type LotteryGame } from "./games-repository.ts";

/** Bets settled per round trip: enough to keep statements few, small enough to keep memory flat. */
const BATCH = 20_000;

type IssueRow = {
  id: string;
  game_id: string;
  numero: string;
  state: string;
  seed: string;
  draw_at: Date;
  merchant_code: string;
};

export type OpenBet = {
  id: string;
  member_id: string;
  round_id: string;
  play: string;
  content: string;
  price: string;
  multiple: number;
  series: number | null;
  stake: string;
  rebate: string;
  house_account: HouseAccountKind;
  currency: string;
  chase_id: string | null;
};

const BET_COLUMNS = `b.id::text, b.member_id::text, b.round_id::text, b.play, b.content, b.price::text, b.multiple,
  b.series, b.stake::text, b.rebate::text, b.house_account, b.currency, b.chase_id::text`;

async function lockIssue(tx: Queryable, issueId: number): Promise<IssueRow | null> {
  const [issue] = await tx.query<IssueRow>(
    `SELECT i.id::text, i.game_id::text, i.numero, i.state, i.seed, i.draw_at, g.merchant_code
       FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id WHERE i.id = $1 FOR UPDATE OF i`,
    [issueId],
  );
  return issue ?? null;
}

const byCurrency = <T extends { currency: string }>(items: T[]) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.currency, [...(groups.get(item.currency) ?? []), item]);
  return groups;
};

/** What each bet of a batch won (the prize, and the rebate paid with it), by the game's odds. */
export function outcomes(game: LotteryGame, result: DrawResult, bets: OpenBet[]) {
  const table = game.payoutTable ? (game.settings.payouts[game.payoutTable] ?? null) : null;
  const layout = game.draw.kind === "vn" ? game.draw.layout : null;
  const cache = new Map<string, bigint>();
  return bets.map((bet) => {
    // Bets of one selection and series pay alike per price unit: evaluate each once.
    const key = `${bet.play}|${bet.series}|${bet.content}`;
    let perUnit = cache.get(key);
    if (perUnit === undefined) {
      perUnit = payoutOf(
        {
          groupCode: game.groupCode,
          layout,
          play: bet.play,
          content: bet.content,
          price: 1000n,
          multiple: 1,
          series: bet.series,
        },
        result,
        table,
      );
      cache.set(key, perUnit);
    }
    const prize = (perUnit * BigInt(bet.price) * BigInt(bet.multiple)) / 1000n;
    return { bet, prize, credit: prize + BigInt(bet.rebate) };
  });
}

/**
 * Gives stakes back: the bets leave `open` for `state` (cancelled or void), their rounds count for
 * nothing, and each stake returns through the ledger under the bet's own key.
 */
export async function refundBets(
  tx: Queryable,
  merchantCode: string,
  bets: OpenBet[],
  state: "cancelled" | "void",
  now: Date,
) {
  if (bets.length === 0) return;
  await tx.query(
    "UPDATE lottery_bets SET state = $2, settled_at = $3 WHERE id = ANY($1::bigint[]) AND state = 'open'",
    [bets.map((bet) => bet.id), state, now],
  );
  await tx.query(
    "UPDATE game_rounds SET state = 'cancelled', settled_at = $2, updated_at = now() WHERE id = ANY($1::bigint[])",
    [bets.map((bet) => bet.round_id), now],
  );
  for (const [currency, group] of byCurrency(bets)) {
    await postCredits(tx, {
      merchantCode,
      currency,
      kind: "lottery.refund",
      credits: group.map((bet) => ({
        key: `lottery:refund:${bet.id}`,
        memberId: Number(bet.member_id),
        house: bet.house_account,
        amount: BigInt(bet.stake),
        memo: { betId: Number(bet.id), reason: state },
      })),
    });
  }
}

async function settleBatch(tx: Queryable, game: LotteryGame, result: DrawResult, bets: OpenBet[], now: Date) {
  const settled = outcomes(game, result, bets);
  await tx.query(
    `UPDATE lottery_bets b SET state = CASE WHEN u.win > 0 THEN 'won' ELSE 'lost' END, win = u.win, settled_at = $3
       FROM unnest($1::bigint[], $2::bigint[]) AS u (id, win) WHERE b.id = u.id`,
    [settled.map((row) => row.bet.id), settled.map((row) => row.prize.toString()), now],
  );
  await tx.query(
    `UPDATE game_rounds r SET win = u.win, state = 'settled', settled_at = $3, updated_at = now()
       FROM unnest($1::bigint[], $2::bigint[]) AS u (id, win) WHERE r.id = u.id`,
    [settled.map((row) => row.bet.round_id), settled.map((row) => row.credit.toString()), now],
  );
  for (const [currency, group] of byCurrency(
    settled.map((row) => ({ ...row, currency: row.bet.currency })),
  )) {
    const credits: Credit[] = group.map((row) => ({
      key: `lottery:payout:${row.bet.id}`,
      memberId: Number(row.bet.member_id),
      house: row.bet.house_account,
      amount: row.credit,
      memo: { betId: Number(row.bet.id), prize: row.prize.toString(), rebate: row.bet.rebate },
    }));
    await postCredits(tx, { merchantCode: game.merchantCode, currency, kind: "lottery.payout", credits });
  }
}

/** A chase that asked to stop on a win, and won on this issue: its later bets are cancelled and refunded. */
async function stopWonChases(tx: Queryable, merchantCode: string, issueId: number, now: Date) {
  const stopped = await tx.query<{ id: string }>(
    `UPDATE lottery_chases c SET state = 'stopped'
      WHERE c.stop_on_win AND c.state = 'running'
        AND c.id IN (SELECT chase_id FROM lottery_bets WHERE issue_id = $1 AND state = 'won' AND chase_id IS NOT NULL)
      RETURNING c.id::text`,
    [issueId],
  );
  if (stopped.length === 0) return;
  const later = await tx.query<OpenBet>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b
      WHERE b.chase_id = ANY($1::bigint[]) AND b.state = 'open' ORDER BY b.id FOR UPDATE`,
    [stopped.map((chase) => chase.id)],
  );
  await refundBets(tx, merchantCode, later, "cancelled", now);
}

/**
 * Draws the issue from its seed and settles every open bet on it, in the caller's transaction
 * (the settle job's). An issue already settled or voided is left alone: a second run does nothing.
 */
export async function settleIssue(tx: Queryable, issueId: number, now: Date): Promise<"settled" | "skipped"> {
  const issue = await lockIssue(tx, issueId);
  if (issue?.state !== "open") return "skipped";
  if (new Date(issue.draw_at).getTime() > now.getTime()) {
    throw new Error(`issue ${issue.numero} draws at ${new Date(issue.draw_at).toISOString()}`);
  }
  const game = await createLotteryGamesRepository(tx).byId(Number(issue.game_id));
  if (!game) throw new Error(`issue ${issueId} has no game`);
  const result = await drawResult(game.draw, issue.seed, game.code, issue.numero);
  let after = 0;
  for (;;) {
    const bets = await tx.query<OpenBet>(
      `SELECT ${BET_COLUMNS} FROM lottery_bets b
        WHERE b.issue_id = $1 AND b.state = 'open' AND b.id > $2 ORDER BY b.id LIMIT ${BATCH}`,
      [issueId, after],
    );
    if (bets.length === 0) break;
    await settleBatch(tx, game, result, bets, now);
    after = Number(bets[bets.length - 1]!.id);
  }
  await stopWonChases(tx, game.merchantCode, issueId, now);
  await tx.query(
    "UPDATE lottery_issues SET state = 'settled', result = $2, win_no = $3, settled_at = $4 WHERE id = $1",
    [issueId, JSON.stringify(result), winningNumber(result), now],
  );
  return "settled";
}

/**
 * An operator voids an issue not yet drawn (a fault, an official draw that did not take place):
 * every open bet on it is refunded and the issue never settles.
 */
export async function voidIssue(tx: Queryable, issueId: number, reason: string, now: Date) {
  const issue = await lockIssue(tx, issueId);
  if (!issue) return "missing" as const;
  if (issue.state !== "open") return "closed" as const;
  const bets = await tx.query<OpenBet>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b WHERE b.issue_id = $1 AND b.state = 'open' ORDER BY b.id FOR UPDATE`,
    [issueId],
  );
  await refundBets(tx, issue.merchant_code, bets, "void", now);
  await tx.query(
    "UPDATE lottery_issues SET state = 'void', void_reason = $2, settled_at = $3 WHERE id = $1",
    [issueId, reason, now],
  );
  return "void" as const;
}

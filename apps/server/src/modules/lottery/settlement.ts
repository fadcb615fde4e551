import { type DrawResult, drawResult, winningNumber } from "@banca/contract/lottery/fair-draw";
import { payoutOf } from "@banca/contract/lottery/plays";
import type { Queryable } from "#app/db/database.ts";
import type { HouseAccountKind } from "#app/modules/ledger/accounts.ts";
import { readValidBetRule } from "#app/modules/merchants/valid-bet-rules.ts";
import { type Credit, postCredits } from "./bulk-credit.ts";
import { createLotteryGamesRepository, type LotteryGame } from "./games-repository.ts";
import { issueHedges, riskFreeSelections, selectionKey } from "./valid-bets.ts";

type IssueRow = {
  id: string;
  game_id: string;
  numero: string;
  state: string;
  seed: string | null;
  draw_at: Date;
  merchant_code: string;
};

export type OpenBet = {
  id: string;
  member_id: string;
  round_id: string;
  stake: string;
  house_account: HouseAccountKind;
  currency: string;
};

export const BET_COLUMNS = `b.id::text, b.member_id::text, b.round_id::text, b.stake::text, b.house_account, b.currency`;

async function lockIssue(tx: Queryable, issueId: number): Promise<IssueRow | null> {
  const [issue] = await tx.query<IssueRow>(
    `SELECT i.id::text, i.game_id::text, i.numero, i.state, i.seed, i.draw_at, g.merchant_code
       FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id WHERE i.id = $1 FOR UPDATE OF i`,
    [issueId],
  );
  return issue ?? null;
}

function byCurrency<T extends { currency: string }>(items: T[]) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.currency);
    if (group) group.push(item);
    else groups.set(item.currency, [item]);
  }
  return groups;
}

type Selection = { play: string; content: string; series: number | null };

/**
 * What one price unit of each distinct selection wins, in thousandths: bets of one selection and
 * series pay alike, so a draw with a million bets evaluates only its few thousand selections.
 */
export function perUnitWins(game: LotteryGame, result: DrawResult, selections: Selection[]) {
  const table = game.payoutTable ? (game.settings.payouts[game.payoutTable] ?? null) : null;
  const layout = game.draw.kind === "vn" ? game.draw.layout : null;
  return selections.map((selection) =>
    payoutOf({ groupCode: game.groupCode, layout, ...selection, price: 1000n, multiple: 1 }, result, table),
  );
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
  // A round holds a member's bets on one issue: it loses the refunded stakes, and counts for
  // nothing once none is left.
  await tx.query(
    `UPDATE game_rounds r SET bet = r.bet - d.stake, updated_at = now(),
            state = CASE WHEN r.bet - d.stake = 0 THEN 'cancelled' ELSE r.state END,
            settled_at = CASE WHEN r.bet - d.stake = 0 THEN $3::timestamptz ELSE r.settled_at END
       FROM (SELECT round_id, sum(stake) AS stake FROM unnest($1::bigint[], $2::bigint[]) AS u (round_id, stake)
              GROUP BY round_id) d
      WHERE r.id = d.round_id`,
    [bets.map((bet) => bet.round_id), bets.map((bet) => bet.stake), now],
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

/**
 * Settles every open bet of the issue in three statements whatever their number: the distinct
 * selections (evaluated here), one update of all the bets from their selection's win, and one
 * update of their rounds (a member's bets on the issue) from the bets. False when none was open.
 */
async function settleBets(tx: Queryable, game: LotteryGame, issueId: number, result: DrawResult, now: Date) {
  const selections = await tx.query<Selection>(
    "SELECT DISTINCT play, content, series FROM lottery_bets WHERE issue_id = $1 AND state = 'open'",
    [issueId],
  );
  if (selections.length === 0) return false;
  const wins = perUnitWins(game, result, selections);
  await tx.query(
    `UPDATE lottery_bets b
        SET win = w.milli * b.price * b.multiple / 1000,
            state = CASE WHEN w.milli * b.price * b.multiple / 1000 > 0 THEN 'won' ELSE 'lost' END,
            settled_at = $6
       FROM unnest($2::text[], $3::text[], $4::int[], $5::bigint[]) AS w (play, content, series, milli)
      WHERE b.issue_id = $1 AND b.state = 'open'
        AND b.play = w.play AND b.content = w.content AND b.series IS NOT DISTINCT FROM w.series`,
    [
      issueId,
      selections.map((row) => row.play),
      selections.map((row) => row.content),
      selections.map((row) => row.series),
      wins.map((win) => win.toString()),
      now,
    ],
  );
  // The valid bet is fixed with the settle (its triggers feed rebates, points and reports): the
  // stake less the lines near-certain to win or paying too little, less what the round staked on
  // both sides of a market. Judged once per distinct selection, like the wins.
  const riskFree = riskFreeSelections(game, await readValidBetRule(tx, game.merchantCode), selections);
  const hedges = await issueHedges(tx, issueId, new Set(riskFree.map(selectionKey)));
  await tx.query(
    `UPDATE game_rounds r SET win = s.win, state = 'settled', settled_at = $2, updated_at = now(),
            valid_bet = greatest(r.bet - s.risk_free - coalesce(h.hedged, 0), 0)
       FROM (SELECT b.round_id, sum(b.win + b.rebate) AS win,
                    coalesce(sum(b.stake) FILTER (WHERE f.play IS NOT NULL), 0) AS risk_free
               FROM lottery_bets b
               LEFT JOIN unnest($5::text[], $6::text[], $7::int[]) AS f (play, content, series)
                 ON f.play = b.play AND f.content = b.content AND f.series IS NOT DISTINCT FROM b.series
              WHERE b.issue_id = $1 AND b.state IN ('won', 'lost') GROUP BY b.round_id) s
       LEFT JOIN unnest($3::bigint[], $4::bigint[]) AS h (round_id, hedged) ON h.round_id = s.round_id
      WHERE r.id = s.round_id AND r.state = 'open'`,
    [
      issueId,
      now,
      [...hedges.keys()],
      [...hedges.values()].map(String),
      riskFree.map((line) => line.play),
      riskFree.map((line) => line.content),
      riskFree.map((line) => line.series),
    ],
  );
  return true;
}

/**
 * Pays each member once per draw what its bets on the issue won, with their rebates: one ledger
 * entry per member and issue (key `lottery:payout:<issue>:<member>`), so the settlement writes as
 * many entries as there were players, not bets. A bet is paid once because it leaves `open` once.
 */
async function payMembers(tx: Queryable, merchantCode: string, issueId: number) {
  const totals = await tx.query<{
    member_id: string;
    house_account: HouseAccountKind;
    currency: string;
    amount: string;
    bets: number;
  }>(
    `SELECT member_id::text, house_account, currency, sum(win + rebate)::text AS amount, count(*)::int AS bets
       FROM lottery_bets WHERE issue_id = $1 AND state IN ('won', 'lost')
      GROUP BY member_id, house_account, currency HAVING sum(win + rebate) > 0`,
    [issueId],
  );
  for (const [currency, group] of byCurrency(totals)) {
    const credits: Credit[] = group.map((row) => ({
      key: `lottery:payout:${issueId}:${row.member_id}`,
      memberId: Number(row.member_id),
      house: row.house_account,
      amount: BigInt(row.amount),
      memo: { issueId, bets: row.bets },
    }));
    await postCredits(tx, { merchantCode, currency, kind: "lottery.payout", credits });
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

/** Settles every open bet of a locked, open issue on `result` and marks it settled. */
async function settleOn(tx: Queryable, game: LotteryGame, issueId: number, result: DrawResult, now: Date) {
  // A draw nobody bet on (most quick draws of a quiet hour) has nobody to pay and no chase to stop.
  if (await settleBets(tx, game, issueId, result, now)) {
    await payMembers(tx, game.merchantCode, issueId);
    await stopWonChases(tx, game.merchantCode, issueId, now);
  }
  await tx.query(
    "UPDATE lottery_issues SET state = 'settled', result = $2, win_no = $3, settled_at = $4 WHERE id = $1",
    [issueId, JSON.stringify(result), winningNumber(result), now],
  );
}

/**
 * Draws the issue from its seed and settles every open bet on it, in the caller's transaction
 * (the settle job's). An issue already settled or voided is left alone: a second run does nothing.
 * A real-draw game's issue is never drawn here: only its confirmed official table settles it.
 */
export async function settleIssue(tx: Queryable, issueId: number, now: Date): Promise<"settled" | "skipped"> {
  const issue = await lockIssue(tx, issueId);
  if (issue?.state !== "open") return "skipped";
  if (new Date(issue.draw_at).getTime() > now.getTime()) {
    throw new Error(`issue ${issue.numero} draws at ${new Date(issue.draw_at).toISOString()}`);
  }
  const game = await createLotteryGamesRepository(tx).byId(Number(issue.game_id));
  if (!game) throw new Error(`issue ${issueId} has no game`);
  if (game.results === "official" || issue.seed === null) return "skipped";
  const result = await drawResult(game.draw, issue.seed, game.code, issue.numero);
  await settleOn(tx, game, issueId, result, now);
  return "settled";
}

/**
 * Settles a real-draw issue on its confirmed official table (decision 067), in the confirming
 * operator's transaction, with the set-based settlement every draw uses. The issue must be locked by
 * the caller's `lockIssue` read (done here again, idempotent): an issue no longer open is left alone.
 */
export async function settleOfficialIssue(
  tx: Queryable,
  issueId: number,
  result: { prizes: string[][] },
  station: string,
  now: Date,
): Promise<"settled" | "skipped"> {
  const issue = await lockIssue(tx, issueId);
  if (issue?.state !== "open") return "skipped";
  const game = await createLotteryGamesRepository(tx).byId(Number(issue.game_id));
  if (game?.results !== "official") {
    throw new Error(`issue ${issueId} is not a real draw`);
  }
  await settleOn(tx, game, issueId, result, now);
  await tx.query("UPDATE lottery_issues SET station = $2 WHERE id = $1", [issueId, station]);
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

import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { operatorActor } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";
import { voidIssue } from "./settlement.ts";

/**
 * Voiding an issue (decision 080). Before its draw time, or for a game the platform draws, one
 * operator voids it at once. A real draw's issue after its draw time is voided as its result is
 * settled: one operator asks, another confirms — a void then refunds bets a published table may
 * have won, so it is no less a decision about money than the table itself.
 */

type IssueKey = { gameCode: string; numero: string };

async function lockIssue(tx: Queryable, merchantCode: string, key: IssueKey, now: Date) {
  const game = await createLotteryGamesRepository(tx).byCode(merchantCode, key.gameCode);
  if (!game) throw new AppError("lottery.game.not.found", "No such issue");
  const [issue] = await tx.query<{ id: string; state: string; draw_at: Date }>(
    "SELECT id::text, state, draw_at FROM lottery_issues WHERE game_id = $1 AND numero = $2 FOR UPDATE",
    [game.id, key.numero],
  );
  if (!issue) throw new AppError("lottery.game.not.found", "No such issue");
  if (issue.state !== "open") {
    throw new AppError("lottery.issue.state", "Only an issue not yet drawn can be voided");
  }
  const needsSecond = game.results === "official" && new Date(issue.draw_at).getTime() <= now.getTime();
  return { issueId: issue.id, needsSecond };
}

async function applyVoid(
  tx: Queryable,
  merchantCode: string,
  operator: Operator,
  issueId: string,
  key: IssueKey,
  reason: string,
  now: Date,
  requestedBy?: string,
) {
  const outcome = await voidIssue(tx, Number(issueId), reason, now);
  if (outcome !== "void")
    throw new AppError("lottery.issue.state", "Only an issue not yet drawn can be voided");
  // A real draw's entry still waiting for its confirmation can never settle it now.
  await tx.query(
    `UPDATE lottery_result_entries SET state = 'rejected', decided_at = now(), reject_reason = $2
      WHERE issue_id = $1 AND state = 'pending'`,
    [issueId, `issue void: ${reason}`],
  );
  await recordAudit(tx, {
    merchantCode,
    actor: operatorActor(operator),
    action: "lottery.issue.void",
    targetType: "lottery_issue",
    targetId: issueId,
    detail: { ...key, reason, ...(requestedBy ? { requestedBy } : {}) },
  });
  return { state: "void" as const };
}

/** Voids the issue at once, or records the request a second operator must confirm (state `pending`). */
export async function requestVoid(
  tx: Queryable,
  merchantCode: string,
  operator: Operator,
  body: IssueKey & { reason: string },
  now: Date,
) {
  const key = { gameCode: body.gameCode, numero: body.numero };
  const { issueId, needsSecond } = await lockIssue(tx, merchantCode, key, now);
  if (!needsSecond) return applyVoid(tx, merchantCode, operator, issueId, key, body.reason, now);
  const [waiting] = await tx.query(
    "SELECT 1 FROM lottery_void_requests WHERE issue_id = $1 AND state = 'pending'",
    [issueId],
  );
  if (waiting) {
    throw new AppError(
      "lottery.void.exists",
      `${body.gameCode} ${body.numero} already has a void waiting for another operator's confirmation`,
    );
  }
  await tx.query(
    "INSERT INTO lottery_void_requests (issue_id, reason, requested_by, requested_at) VALUES ($1, $2, $3, $4)",
    [issueId, body.reason, operator.id, now],
  );
  await recordAudit(tx, {
    merchantCode,
    actor: operatorActor(operator),
    action: "lottery.issue.void.request",
    targetType: "lottery_issue",
    targetId: issueId,
    detail: { ...key, reason: body.reason },
  });
  return { state: "pending" as const };
}

/** Another operator confirms the waiting void request: the issue is voided and its bets refunded. */
export async function confirmVoid(
  tx: Queryable,
  merchantCode: string,
  operator: Operator,
  key: IssueKey,
  now: Date,
) {
  const { issueId } = await lockIssue(tx, merchantCode, key, now);
  const [request] = await tx.query<{ id: string; reason: string; requested_by: string; name: string }>(
    `SELECT r.id::text, r.reason, r.requested_by::text, o.name FROM lottery_void_requests r
       JOIN operators o ON o.id = r.requested_by
      WHERE r.issue_id = $1 AND r.state = 'pending' FOR UPDATE OF r`,
    [issueId],
  );
  if (!request) {
    throw new AppError(
      "lottery.void.not.pending",
      `${key.gameCode} ${key.numero} has no void waiting for confirmation`,
    );
  }
  if (Number(request.requested_by) === operator.id) {
    throw new AppError(
      "lottery.void.same.operator",
      "The operator who asked for a void cannot confirm it: another operator must check it",
    );
  }
  await tx.query(
    "UPDATE lottery_void_requests SET state = 'confirmed', decided_by = $2, decided_at = $3 WHERE id = $1",
    [request.id, operator.id, now],
  );
  return applyVoid(tx, merchantCode, operator, issueId, key, request.reason, now, request.name);
}

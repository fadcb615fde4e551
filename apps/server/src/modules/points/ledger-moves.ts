import { POINT_CURRENCY } from "@banca/contract/points";
import type { Queryable } from "#app/db/database.ts";
import type { LedgerService, Movement } from "#app/modules/ledger/service.ts";

type PointsMove = {
  merchantCode: string;
  memberId: number;
  kind: string;
  key: string;
  amount: bigint;
  memo?: Record<string, unknown>;
};

/**
 * Every move of points is a ledger entry in currency PTS between the member's points account and
 * the house's points_issued; `amount` is positive when points reach the member. Each key posts once.
 */
export function pointsMovement(move: PointsMove): Movement {
  return {
    merchantCode: move.merchantCode,
    currency: POINT_CURRENCY,
    kind: move.kind,
    idempotencyKey: move.key,
    postings: [
      { account: { memberId: move.memberId, kind: "points" }, amount: move.amount },
      { account: { house: "points_issued" }, amount: -move.amount },
    ],
    memo: move.memo ?? {},
  };
}

export function postPoints(tx: Queryable, ledger: LedgerService, move: PointsMove) {
  return ledger.postIn(tx, pointsMovement(move));
}

/** Money the points buy (a cash reward, a conversion): a bonus on the main wallet, paid by the house. */
export function payForPoints(
  tx: Queryable,
  ledger: LedgerService,
  pay: {
    merchantCode: string;
    currency: string;
    memberId: number;
    key: string;
    amount: bigint;
    remark: string;
  },
) {
  return ledger.postIn(tx, {
    merchantCode: pay.merchantCode,
    currency: pay.currency,
    kind: "bonus.points",
    idempotencyKey: pay.key,
    postings: [
      { account: { memberId: pay.memberId, kind: "main" }, amount: pay.amount },
      { account: { house: "points_expense" }, amount: -pay.amount },
    ],
    memo: { remark: pay.remark },
  });
}

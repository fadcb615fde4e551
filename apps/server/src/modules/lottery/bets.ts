import type { LotteryOrder } from "@banca/contract/calls/lottery";
import { minorToWire } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createPrizeGroupRepository } from "#app/modules/agent/team-prize-groups.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import type { HouseAccountKind } from "#app/modules/ledger/accounts.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { assertBetAllowed } from "#app/modules/protection/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";
import { createOrdersRepository, toOrder } from "./orders-repository.ts";
import { BET_COLUMNS, type OpenBet, refundBets } from "./settlement.ts";
import { type CheckedLine, checkLine, type SlipLine } from "./slip.ts";

type Slip = { requestId: string; stopOnWin: boolean; contents: SlipLine[] };

type IssueForSale = {
  id: string;
  numero: string;
  state: string;
  open_at: Date;
  lock_at: Date;
  sale: boolean;
};

/** The issues a line bets on, locked against a void while the bets go in, each still on sale. */
async function issuesForSale(tx: Queryable, line: CheckedLine): Promise<Map<string, IssueForSale>> {
  const rows = await tx.query<IssueForSale>(
    `SELECT id::text, numero, state, open_at, lock_at, (state = 'open' AND lock_at > now()) AS sale
       FROM lottery_issues WHERE game_id = $1 AND numero = ANY($2::text[]) ORDER BY id FOR SHARE`,
    [line.game.id, line.issues.map((issue) => issue.numero)],
  );
  const byNumero = new Map(rows.map((row) => [row.numero, row]));
  for (const { numero } of line.issues) {
    if (!byNumero.get(numero)?.sale) {
      throw new AppError("lottery.numero.closed", `Issue ${numero} of ${line.game.code} is not on sale`);
    }
  }
  return byNumero;
}

export function createLotteryBets(db: Database) {
  const ledger = createLedgerService(db);
  const games = createLotteryGamesRepository(db);

  async function balanceOf(merchant: Merchant, memberId: number) {
    const { code, decimals } = merchant.settings.currency;
    const minor = await createLedgerRepository(db).balance(merchant.code, { memberId, kind: "main" }, code);
    return minorToWire(minor, decimals);
  }

  async function insertBet(
    tx: Queryable,
    input: {
      merchant: Merchant;
      session: AuthenticatedSession;
      line: CheckedLine;
      issueId: string;
      requestKey: string;
      chaseId: string | null;
      issue: CheckedLine["issues"][number];
      house: HouseAccountKind;
    },
  ): Promise<number> {
    const { merchant, session, line, issue } = input;
    const currency = merchant.settings.currency.code;
    // A member's bets on one issue make one round of the betting record (decision 053).
    const [round] = await tx.query<{ id: string }>(
      `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency, bet)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (merchant_code, vassalage, vendor_round_id)
       DO UPDATE SET bet = game_rounds.bet + EXCLUDED.bet, updated_at = now(),
                     state = 'open', settled_at = NULL
       RETURNING id::text`,
      [
        merchant.code,
        line.game.vassalage,
        `lottery:${input.issueId}:${session.memberId}`,
        session.memberId,
        line.game.gameId,
        line.game.gameType,
        currency,
        issue.stake.toString(),
      ],
    );
    const [bet] = await tx.query<{ id: string }>(
      `INSERT INTO lottery_bets (merchant_code, member_id, issue_id, round_id, chase_id, request_key, play, content,
                                 singles, price, multiple, series, stake, rebate, house_account, currency, top_series)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id::text`,
      [
        merchant.code,
        session.memberId,
        input.issueId,
        round!.id,
        input.chaseId,
        input.requestKey,
        line.play,
        line.content,
        line.singles,
        line.price.toString(),
        issue.multiple,
        line.series,
        issue.stake.toString(),
        issue.rebate.toString(),
        input.house,
        currency,
        line.top,
      ],
    );
    await ledger.postIn(tx, {
      merchantCode: merchant.code,
      currency,
      kind: "lottery.bet",
      idempotencyKey: `lottery:stake:${bet!.id}`,
      postings: [
        { account: { memberId: session.memberId, kind: "main" }, amount: -issue.stake },
        { account: { house: input.house }, amount: issue.stake },
      ],
      memo: { betId: Number(bet!.id), game: line.game.code, numero: issue.numero },
    });
    return Number(bet!.id);
  }

  return {
    /**
     * Places a slip, all of it or nothing: every line checked, every issue on sale, every stake
     * taken from the main wallet through the ledger (one entry per bet). The same request id again
     * answers the orders it placed the first time.
     */
    async place(merchant: Merchant, session: AuthenticatedSession, language: string, slip: Slip) {
      const now = new Date();
      const orders = createOrdersRepository(db);
      const replay = async () => {
        const rows = await orders.byRequest(session.memberId, slip.requestId);
        return rows.length > 0
          ? rows.map((row) => toOrder(row, merchant.settings.currency.decimals, language, now))
          : null;
      };
      const previous = await replay();
      if (previous) return { orders: previous, balance: await balanceOf(merchant, session.memberId) };
      const lines: CheckedLine[] = [];
      // The lowest prize group along the member's agent chain bounds every line (decision 068).
      const bound = await createPrizeGroupRepository(db).boundOf(session.memberId);
      for (const content of slip.contents) {
        const game = await games.byCode(merchant.code, content.gameCode);
        if (!game?.enabled)
          throw new AppError("lottery.game.not.found", `No lottery game ${content.gameCode}`);
        lines.push(checkLine(game, content, merchant.settings.currency.decimals, bound));
      }
      const house: HouseAccountKind = session.kind === "trial" ? "demo_chips" : "house";
      const staked = lines.reduce(
        (sum, line) => sum + line.issues.reduce((all, issue) => all + issue.stake, 0n),
        0n,
      );
      await assertBetAllowed(db, merchant.code, session.memberId, staked, session.tokenHash);
      const ids = await db.transaction(async (tx) => {
        // One placement per member at a time: a retry waits for the first and then finds its orders.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('lottery-bet'), hashtext($1))", [
          String(session.memberId),
        ]);
        const [taken] = await tx.query(
          "SELECT 1 FROM lottery_bets WHERE member_id = $1 AND request_key = $2",
          [session.memberId, `${slip.requestId}:0:0`],
        );
        if (taken) return null;
        await assertNoUnpaidBills(tx, session.memberId);
        const placed: number[] = [];
        for (const [lineIndex, line] of lines.entries()) {
          const issues = await issuesForSale(tx, line);
          let chaseId: string | null = null;
          if (line.issues.length > 1) {
            const [chase] = await tx.query<{ id: string }>(
              "INSERT INTO lottery_chases (merchant_code, member_id, stop_on_win) VALUES ($1, $2, $3) RETURNING id::text",
              [merchant.code, session.memberId, slip.stopOnWin],
            );
            chaseId = chase!.id;
          }
          for (const [issueIndex, issue] of line.issues.entries()) {
            placed.push(
              await insertBet(tx, {
                merchant,
                session,
                line,
                issueId: issues.get(issue.numero)!.id,
                requestKey: `${slip.requestId}:${lineIndex}:${issueIndex}`,
                chaseId,
                issue,
                house,
              }),
            );
          }
        }
        return placed;
      });
      if (ids === null)
        return { orders: (await replay()) ?? [], balance: await balanceOf(merchant, session.memberId) };
      const rows = await orders.byIds(ids);
      return {
        orders: rows.map((row) => toOrder(row, merchant.settings.currency.decimals, language, now)),
        balance: await balanceOf(merchant, session.memberId),
      };
    },

    /** Cancels the member's open order before its issue's sales close; the stake comes back. */
    async cancel(merchant: Merchant, session: AuthenticatedSession, language: string, orderId: number) {
      await db.transaction(async (tx) => {
        const [bet] = await tx.query<OpenBet & { cancellable: boolean; owner: string }>(
          `SELECT ${BET_COLUMNS}, b.member_id::text AS owner,
                  (b.state = 'open' AND i.state = 'open' AND i.lock_at > now()) AS cancellable
             FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id
            WHERE b.id = $1 AND b.merchant_code = $2 FOR UPDATE OF b`,
          [orderId, merchant.code],
        );
        if (!bet || Number(bet.owner) !== session.memberId) {
          throw new AppError("lottery.order.not.found", "No such order");
        }
        if (!bet.cancellable) {
          throw new AppError("lottery.order.not.cancellable", "This order can no longer be cancelled");
        }
        await refundBets(tx, merchant.code, [bet], "cancelled", new Date());
      });
      const [row] = await createOrdersRepository(db).byIds([orderId]);
      return {
        order: toOrder(row!, merchant.settings.currency.decimals, language, new Date()),
        balance: await balanceOf(merchant, session.memberId),
      };
    },

    async today(merchant: Merchant, session: AuthenticatedSession, language: string, gameCode?: string) {
      const now = new Date();
      const rows = await createOrdersRepository(db).recent(
        session.memberId,
        new Date(now.getTime() - 24 * 3600_000),
        gameCode ?? null,
      );
      return rows.map(
        (row): LotteryOrder => toOrder(row, merchant.settings.currency.decimals, language, now),
      );
    },
  };
}

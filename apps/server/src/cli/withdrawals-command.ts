import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@banca/contract/calls/withdrawals";
import type { Database } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { createWithdrawalOperatorService } from "#app/modules/withdrawals/operator-service.ts";
import { operatorWithdrawal } from "#app/modules/withdrawals/operator-view.ts";
import { cliActor } from "./balance-command.ts";

export const WITHDRAWALS_USAGE = `  withdrawals list [status] [merchant]     withdrawals newest first (default: pending, demo)
  withdrawals approve <id>                 accept a pending withdrawal
  withdrawals reject <id> <reason...>      refuse it; the held amount returns to the wallet
  withdrawals pay <id>                     the payout was sent; the member's confirmation time starts
  withdrawals resolve <id> completed|refunded <note...>   settle a member's dispute`;

const isStatus = (value: string): value is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly string[]).includes(value);

/** The merchant a withdrawal (id, or its W-number) belongs to. */
async function located(
  db: Database,
  reference: string | undefined,
): Promise<{ merchant: Merchant; id: number }> {
  const digits = reference?.replace(/^W/i, "");
  if (!digits || !/^\d{1,15}$/.test(digits)) throw new Error(WITHDRAWALS_USAGE);
  const id = Number(digits);
  const rows = await db.query<{ merchant_code: string }>(
    "SELECT merchant_code FROM withdrawals WHERE id = $1",
    [id],
  );
  const merchant = rows[0] ? await createMerchantRepository(db).findByCode(rows[0].merchant_code) : null;
  if (!merchant) throw new Error(`No withdrawal ${reference}`);
  return { merchant, id };
}

const line = (row: ReturnType<typeof operatorWithdrawal>) =>
  [
    row.orderNo,
    row.id,
    row.requestedAt,
    row.username,
    `${row.amount} ${row.currency}`,
    `fee ${row.fee}`,
    row.status,
    row.confirmation ?? "-",
    `${row.card.providerName} ${row.card.accountNumber} ${row.card.holderName}`.trim(),
  ].join("\t");

export async function withdrawalsCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, ...rest] = args;
  const operations = createWithdrawalOperatorService(db);
  switch (action) {
    case "list": {
      const [status = "pending", merchantCode = "demo"] = rest;
      if (!isStatus(status)) throw new Error(`Status must be one of ${WITHDRAWAL_STATUSES.join(", ")}`);
      const merchant = await createMerchantRepository(db).findByCode(merchantCode);
      if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
      const { list, totalCount } = await operations.list(merchant, status, { pageNo: 1, pageSize: 200 });
      const decimals = merchant.settings.currency.decimals;
      return [
        `${totalCount} ${status} withdrawal(s) at ${merchantCode}${totalCount > list.length ? `, newest ${list.length} shown` : ""}`,
        ...list.map((row) => line(operatorWithdrawal(row, decimals))),
      ];
    }
    case "approve":
    case "pay": {
      const { merchant, id } = await located(db, rest[0]);
      const row =
        action === "approve"
          ? await operations.approve(merchant, id, cliActor())
          : await operations.pay(merchant, id, cliActor());
      return [line(operatorWithdrawal(row, merchant.settings.currency.decimals))];
    }
    case "reject": {
      const [reference, ...words] = rest;
      const reason = words.join(" ").trim();
      if (reason.length < 3) throw new Error(WITHDRAWALS_USAGE);
      const { merchant, id } = await located(db, reference);
      const row = await operations.reject(merchant, id, reason, cliActor());
      return [line(operatorWithdrawal(row, merchant.settings.currency.decimals))];
    }
    case "resolve": {
      const [reference, outcome, ...words] = rest;
      const note = words.join(" ").trim();
      if ((outcome !== "completed" && outcome !== "refunded") || note.length < 3)
        throw new Error(WITHDRAWALS_USAGE);
      const { merchant, id } = await located(db, reference);
      const row = await operations.resolve(merchant, id, outcome, note, cliActor());
      return [line(operatorWithdrawal(row, merchant.settings.currency.decimals))];
    }
    default:
      throw new Error(WITHDRAWALS_USAGE);
  }
}

import { DEPOSIT_STATUSES, type DepositStatus } from "@banca/contract/calls/deposit";
import type { Database } from "#app/db/database.ts";
import { createDepositDecisions } from "#app/modules/deposits/decisions.ts";
import { listDepositsForOperator } from "#app/modules/deposits/operator-view.ts";
import { createDepositRepository } from "#app/modules/deposits/repository.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { cliActor } from "./balance-command.ts";

export const DEPOSITS_USAGE = `  deposits list [status] [merchant]        deposits newest first (default: pending, demo)
  deposits approve <deposit>               the money arrived: credit the member's wallet
  deposits reject <deposit> <reason...>    refuse a deposit with the reason the player reads`;

const isStatus = (value: string): value is DepositStatus =>
  (DEPOSIT_STATUSES as readonly string[]).includes(value);

/** The merchant a deposit (number or id) belongs to: deposit numbers are unique across merchants. */
async function merchantOf(db: Database, reference: string): Promise<string> {
  const deposits = createDepositRepository(db);
  const rows = /^\d{1,18}$/.test(reference)
    ? await db.query<{ merchant_code: string }>("SELECT merchant_code FROM deposits WHERE id = $1", [
        Number(reference),
      ])
    : [];
  const code =
    rows[0]?.merchant_code ?? (await deposits.findByOrderNo(reference.toUpperCase()))?.merchantCode;
  if (!code) throw new Error(`No deposit ${reference}`);
  return code;
}

export async function depositsCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, ...rest] = args;
  const decisions = createDepositDecisions(db, createLedgerService(db));
  switch (action) {
    case "list": {
      const [status = "pending", merchantCode = "demo"] = rest;
      if (!isStatus(status)) throw new Error(`Status must be one of ${DEPOSIT_STATUSES.join(", ")}`);
      const merchant = await createMerchantRepository(db).findByCode(merchantCode);
      if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
      const { list, totalCount } = await listDepositsForOperator(db, merchant, {
        status,
        pageNo: 1,
        pageSize: 200,
      });
      return [
        `${totalCount} ${status} deposit(s) at ${merchantCode}${totalCount > list.length ? `, newest ${list.length} shown` : ""}`,
        ...list.map((deposit) =>
          [
            deposit.orderNo,
            deposit.createdAt,
            deposit.username,
            `${deposit.amount} ${deposit.currency}`,
            deposit.paymentType,
            deposit.bankName || "-",
            deposit.depositorName || "-",
            deposit.transferReference || "-",
          ].join("\t"),
        ),
      ];
    }
    case "approve": {
      const [reference] = rest;
      if (!reference) throw new Error(DEPOSITS_USAGE);
      const deposit = await decisions.approve(await merchantOf(db, reference), reference, cliActor());
      return [`${deposit.orderNo}: approved, ${deposit.amount} minor units credited`];
    }
    case "reject": {
      const [reference, ...words] = rest;
      const reason = words.join(" ").trim();
      if (!reference || reason.length < 3) throw new Error(DEPOSITS_USAGE);
      const deposit = await decisions.reject(await merchantOf(db, reference), reference, cliActor(), reason);
      return [`${deposit.orderNo}: rejected (${reason})`];
    }
    default:
      throw new Error(DEPOSITS_USAGE);
  }
}

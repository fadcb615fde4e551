import type { CallValue } from "@banca/contract/call";
import type { bonusDetailsCall, memberTransactionsCall } from "@banca/contract/calls/records";
import { minorToWire } from "@banca/contract/money";
import { POINT_DECIMALS } from "@banca/contract/points";
import { type RecordType, recordTypeOfKind } from "@banca/contract/records";
import type { Queryable } from "#app/db/database.ts";
import { wageringProgress } from "#app/modules/bonus/wagering.ts";
import { vendorOfKind } from "#app/modules/ledger/accounts.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createRecordsRepository } from "./repository.ts";

export type RecordQuery = { startTime: number; endTime: number; pageNo: number; pageSize: number };

/** The wire's name of the account a line touched. */
function walletOf(accountKind: string): string {
  if (accountKind === "main") return "MAIN";
  if (accountKind === "withdrawal_hold") return "WITHDRAWAL_HOLD";
  return vendorOfKind(accountKind) ?? accountKind.toUpperCase();
}

const paging = (query: RecordQuery) => ({
  start: new Date(query.startTime),
  end: new Date(query.endTime),
  limit: query.pageSize,
  offset: (query.pageNo - 1) * query.pageSize,
});

const pageCount = (count: number, size: number) => Math.ceil(count / size);

const bonusStatus = (required: bigint, met: bigint) => {
  if (required === 0n) return "credited" as const;
  return met >= required ? ("completed" as const) : ("wagering" as const);
};

/** The member's own ledger lines; every query is bound to the session's member and merchant. */
export function createRecordsService(db: Queryable) {
  const repository = createRecordsRepository(db);
  return {
    async transactions(
      merchant: Merchant,
      memberId: number,
      query: RecordQuery & { types: RecordType[]; account?: "MONEY" | "POINTS" },
    ): Promise<CallValue<typeof memberTransactionsCall>> {
      const points = query.account === "POINTS";
      const decimals = points ? POINT_DECIMALS : merchant.settings.currency.decimals;
      const range = paging(query);
      const [rows, totals] = await Promise.all([
        repository.transactions(merchant.code, memberId, query.types, range, points),
        repository.transactionTotals(merchant.code, memberId, query.types, range, points),
      ]);
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          orderNo: row.entry_id,
          time: new Date(row.created_at).getTime(),
          type: recordTypeOfKind(row.kind),
          kind: row.kind,
          wallet: walletOf(row.account_kind),
          walletName: row.vendor_name ?? "",
          amount: minorToWire(BigInt(row.amount), decimals),
          balanceAfter: minorToWire(BigInt(row.balance_after), decimals),
          remark: row.remark ?? "",
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: totals.count,
        totalPages: pageCount(totals.count, query.pageSize),
        totals: {
          moneyIn: minorToWire(totals.moneyIn, decimals),
          moneyOut: minorToWire(totals.moneyOut, decimals),
        },
      };
    },

    async bonuses(
      merchant: Merchant,
      memberId: number,
      query: RecordQuery,
    ): Promise<CallValue<typeof bonusDetailsCall>> {
      const { decimals } = merchant.settings.currency;
      const range = paging(query);
      const [rows, totals, wagering] = await Promise.all([
        repository.bonuses(merchant.code, memberId, range),
        repository.bonusTotals(merchant.code, memberId, range),
        wageringProgress(db, merchant.code, memberId),
      ]);
      return {
        list: rows.map((row) => {
          const required = BigInt(row.required_turnover ?? "0");
          const met = wagering.get(row.entry_id)?.met ?? 0n;
          return {
            id: Number(row.id),
            orderNo: row.entry_id,
            time: new Date(row.created_at).getTime(),
            source: row.kind.slice("bonus.".length),
            reason: row.remark ?? "",
            amount: minorToWire(BigInt(row.amount), decimals),
            requiredTurnover: minorToWire(required, decimals),
            turnover: minorToWire(met, decimals),
            status:
              row.forfeited || row.kind === "bonus.forfeit"
                ? ("forfeited" as const)
                : bonusStatus(required, met),
          };
        }),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: totals.count,
        totalPages: pageCount(totals.count, query.pageSize),
        totals: {
          amount: minorToWire(totals.amount, decimals),
          requiredTurnover: minorToWire(totals.requiredTurnover, decimals),
        },
      };
    },
  };
}

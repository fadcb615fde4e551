import type { CallValue } from "@banca/contract/call";
import type { bettingRecordsCall, personalProfitCall } from "@banca/contract/calls/betting-records";
import { minorToWire } from "@banca/contract/money";
import { GAME_TYPES } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createBettingRecordsRepository, type MoneyRow, type RoundFilter } from "./repository.ts";

type RangeQuery = { startTime: number; endTime: number };
type RoundQuery = RangeQuery &
  Pick<RoundFilter, "gameType" | "vassalage" | "status"> & { pageNo: number; pageSize: number };

const filterOf = (merchant: Merchant, memberId: number, query: RangeQuery & Partial<RoundQuery>) => ({
  merchantCode: merchant.code,
  memberId,
  start: new Date(query.startTime),
  end: new Date(query.endTime),
  gameType: query.gameType,
  vassalage: query.vassalage,
  status: query.status,
});

const moneyOf = (row: MoneyRow, decimals: number) => ({
  bet: minorToWire(BigInt(row.bet), decimals),
  validBet: minorToWire(BigInt(row.valid_bet), decimals),
  win: minorToWire(BigInt(row.win), decimals),
  profit: minorToWire(BigInt(row.profit), decimals),
});

const NO_ROUNDS: MoneyRow = { rounds: "0", bet: "0", valid_bet: "0", win: "0", profit: "0" };

// PostgreSQL's answer to a time zone it does not know (its list can differ from the browser's).
const isUnknownTimeZone = (error: unknown) => (error as { code?: string } | null)?.code === "22023";

/** The member's own rounds: the betting record and the profit and loss report. */
export function createBettingRecordsService(db: Queryable) {
  const repository = createBettingRecordsRepository(db);
  return {
    async rounds(
      merchant: Merchant,
      language: string,
      memberId: number,
      query: RoundQuery,
    ): Promise<CallValue<typeof bettingRecordsCall>> {
      const { decimals } = merchant.settings.currency;
      const fallback = merchant.settings.languages.default;
      const filter = filterOf(merchant, memberId, query);
      const [rows, totals] = await Promise.all([
        repository.rounds(filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
        repository.totals(filter),
      ]);
      const money = (minor: string | bigint) => minorToWire(BigInt(minor), decimals);
      const count = Number(totals.count);
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          roundId: row.vendor_round_id,
          gameId: Number(row.game_id),
          gameName: row.names[language] ?? row.names[fallback] ?? row.names.en ?? "",
          gameType: row.game_type,
          vassalage: row.vassalage,
          vendorName: row.vendor_name ?? row.vassalage,
          bet: money(row.bet),
          validBet: row.state === "settled" ? money(row.valid_bet) : 0,
          win: money(row.win),
          profit: row.state === "settled" ? money(BigInt(row.win) - BigInt(row.bet)) : null,
          status: row.state,
          betTime: new Date(row.started_at).getTime(),
          settleTime: row.settled_at ? new Date(row.settled_at).getTime() : null,
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: count,
        totalPages: Math.ceil(count / query.pageSize),
        totals: moneyOf(totals, decimals),
      };
    },

    async profit(
      merchant: Merchant,
      memberId: number,
      query: RangeQuery & { timeZone: string },
    ): Promise<CallValue<typeof personalProfitCall>> {
      const { decimals } = merchant.settings.currency;
      const rows = await repository
        .profit(filterOf(merchant, memberId, query), query.timeZone)
        .catch((error: unknown) => {
          if (isUnknownTimeZone(error)) {
            throw new AppError("request_param_err", `Unknown time zone ${query.timeZone}`);
          }
          throw error;
        });
      const figures = (row: MoneyRow) => ({ rounds: Number(row.rounds), ...moneyOf(row, decimals) });
      const typeOrder = (type: string) => GAME_TYPES.indexOf(type as (typeof GAME_TYPES)[number]);
      return {
        byGameType: rows
          .filter((row) => row.grouping === 1 && row.game_type)
          .sort((a, b) => typeOrder(a.game_type!) - typeOrder(b.game_type!))
          .map((row) => ({ gameType: row.game_type!, ...figures(row) })),
        byDay: rows
          .filter((row) => row.grouping === 2 && row.day)
          .sort((a, b) => (a.day! < b.day! ? 1 : -1))
          .map((row) => ({ day: row.day!, ...figures(row) })),
        // The overall row is there even when nothing matched (an aggregate without GROUP BY keys).
        totals: figures(rows.find((row) => row.grouping === 3) ?? NO_ROUNDS),
      };
    },
  };
}

import { PRODUCT_TYPES, type ProductType, productOfGameType } from "@banca/contract/agent-products";
import type { CallValue } from "@banca/contract/call";
import { CONTRACT_KINDS, CONTRACT_MODULES } from "@banca/contract/calls/agent-contracts";
import type {
  agentIncomeCall,
  agentTeamBettingCall,
  agentTeamOverviewCall,
  agentTeamProfitLossCall,
  agentTeamTransactionsCall,
  INCOME_KINDS,
  TEAM_TRANSACTION_TYPES,
} from "@banca/contract/calls/agent-reports";
import { minorToWire } from "@banca/contract/money";
import { GAME_TYPES, type GameType } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createBillRepository } from "#app/modules/agent-payouts/repository.ts";
import { CONTRACT_KIND_OF } from "#app/modules/agent-payouts/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { bucketOf, daysOf } from "./reports-periods.ts";
import {
  createReportsRepository,
  type MemberFiguresRow,
  type TeamDayRow,
  type TeamFilter,
} from "./reports-repository.ts";
import { createTeamNowCache } from "./reports-team-now.ts";
import { type AgentSession, createTeamScope } from "./team-scope.ts";

type Scope = "team" | "direct";
type DatePeriod = { fromDate: string; toDate: string };
type Paging = { pageNo: number; pageSize: number };

const ONLINE_WINDOW_MS = 5 * 60_000;

const EMPTY_DAY: Omit<TeamDayRow, "day"> = {
  new_members: "0",
  first_deposits: "0",
  first_deposit_amount: "0",
  depositors: "0",
  deposit_count: "0",
  deposit_amount: "0",
  withdrawal_count: "0",
  withdrawal_amount: "0",
  bet_count: "0",
  bet: "0",
  valid_bet: "0",
  win: "0",
  bonus: "0",
  rebate: "0",
  adjustment: "0",
  active_members: "0",
};

const pages = (count: number, pageSize: number) => Math.ceil(count / pageSize);

/** The agent centre's reports, each bound to the caller's own subtree and merchant. */
export function createReportsService(db: Queryable, options: { liveTeamLimit?: number } = {}) {
  const repository = createReportsRepository(db);
  const scope = createTeamScope(db);
  const teamNow = createTeamNowCache(
    async (merchantCode, agentId) => {
      const [size, balances] = await Promise.all([
        repository.teamSize(agentId),
        repository.balances(merchantCode, agentId),
      ]);
      return { team: size.team, direct: size.direct, teamBalance: balances.team };
    },
    { ...(options.liveTeamLimit !== undefined ? { limit: options.liveTeamLimit } : {}) },
  );

  /**
   * The filter of a report's scope; a username outside it (or unknown) matches nothing, answered
   * as an empty report, so a search cannot tell which usernames exist elsewhere.
   */
  async function teamFilter(
    agent: AgentSession,
    query: { scope?: Scope; username?: string | undefined },
  ): Promise<TeamFilter | null> {
    const direct = query.scope === "direct";
    const filter: TeamFilter = {
      merchantCode: agent.merchantCode,
      agentId: agent.memberId,
      minDepth: direct ? 1 : 0,
      maxDepth: direct ? 1 : 32_767,
    };
    if (!query.username) return filter;
    try {
      const member = await scope.requireInTeamByUsername(agent, query.username, {
        includeSelf: !direct,
        direct,
      });
      return { ...filter, memberId: member.id };
    } catch (error) {
      if (error instanceof AppError && error.code === "team.member.not.found") return null;
      throw error;
    }
  }

  /**
   * Figures summed over a scope. The whole team reads its day rows (one per day, whatever the
   * team's size); one member or the direct downlines sum their own member rows.
   */
  async function scopeTotals(filter: TeamFilter, from: string, to: string): Promise<MemberFiguresRow[]> {
    if (filter.memberId !== undefined || filter.minDepth !== 0)
      return repository.scopeFigures(filter, from, to);
    const days = await repository.teamDays(filter.merchantCode, filter.agentId, from, to);
    return days.map((day) => ({
      member_id: "0",
      product_type: null,
      bet_count: day.bet_count,
      bet: day.bet,
      valid_bet: day.valid_bet,
      win: day.win,
      rebate: day.rebate,
      bonus: day.bonus,
      deposits: day.deposit_amount,
      withdrawals: day.withdrawal_amount,
    }));
  }

  return {
    async overview(
      merchant: Merchant,
      agent: AgentSession,
      query: DatePeriod,
      now = new Date(),
    ): Promise<CallValue<typeof agentTeamOverviewCall>> {
      const { decimals } = merchant.settings.currency;
      const money = (minor: string | bigint) => minorToWire(BigInt(minor), decimals);
      const { fromDate, toDate } = query;
      const [current, ownBalance, online, rows, pending] = await Promise.all([
        teamNow.read(merchant.code, agent.memberId, now.getTime()),
        repository.ownBalance(merchant.code, agent.memberId),
        repository.online(merchant.code, agent.memberId, new Date(now.getTime() - ONLINE_WINDOW_MS)),
        repository.teamDays(merchant.code, agent.memberId, fromDate, toDate),
        repository.oldestPending(),
      ]);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const figures = (row: Omit<TeamDayRow, "day">) => {
        const stake = BigInt(row.bet);
        const win = BigInt(row.win);
        const rebate = BigInt(row.rebate);
        const bonus = BigInt(row.bonus);
        return {
          newMembers: Number(row.new_members),
          firstDeposits: Number(row.first_deposits),
          firstDepositAmount: money(row.first_deposit_amount),
          depositors: Number(row.depositors),
          depositCount: Number(row.deposit_count),
          deposits: money(row.deposit_amount),
          withdrawals: money(row.withdrawal_amount),
          betCount: Number(row.bet_count),
          validBet: money(row.valid_bet),
          win: money(win),
          bonuses: money(bonus),
          rebates: money(rebate),
          adjustments: money(row.adjustment),
          // The team's loss, the house's side: positive when the team lost money.
          profitLoss: money(stake - win - rebate - bonus),
          activeMembers: Number(row.active_members),
        };
      };
      const total: Record<keyof typeof EMPTY_DAY, bigint> = Object.fromEntries(
        Object.keys(EMPTY_DAY).map((key) => [key, 0n]),
      ) as Record<keyof typeof EMPTY_DAY, bigint>;
      for (const row of rows) {
        for (const key of Object.keys(EMPTY_DAY) as (keyof typeof EMPTY_DAY)[])
          total[key] += BigInt(row[key]);
      }
      // Active members and depositors are distinct over the period: a day, a Monday-to-Sunday week
      // and a calendar month (or one of them so far) read their own roll-up; any other period counts
      // the members' rows.
      const bucket = bucketOf(fromDate, toDate, now.toISOString().slice(0, 10));
      const distinct =
        bucket === null
          ? await repository.teamDistinct(merchant.code, agent.memberId, fromDate, toDate)
          : bucket.period === "day"
            ? { active: Number(total.active_members), depositors: Number(total.depositors) }
            : await repository.teamPeriod(agent.memberId, bucket.period, bucket.start);
      const totalRow = Object.fromEntries(
        Object.entries({ ...total, active_members: distinct.active, depositors: distinct.depositors }).map(
          ([key, value]) => [key, String(value)],
        ),
      ) as Omit<TeamDayRow, "day">;
      return {
        fromDate,
        toDate,
        teamSize: Number(current.value.team),
        directMembers: Number(current.value.direct),
        onlineMembers: online,
        teamBalance: money(current.value.teamBalance),
        ownBalance: money(ownBalance),
        totals: figures(totalRow),
        days: daysOf(fromDate, toDate).map((day) => ({ day, ...figures(byDay.get(day) ?? EMPTY_DAY) })),
        updatedAt: Math.min((pending ?? now).getTime(), current.at),
      };
    },

    async teamBetting(
      merchant: Merchant,
      language: string,
      agent: AgentSession,
      query: Paging & {
        scope: Scope;
        username?: string | undefined;
        productType?: ProductType | undefined;
        gameType?: GameType | undefined;
        vassalage?: string | undefined;
        status?: "open" | "settled" | "cancelled" | undefined;
        startTime: number;
        endTime: number;
      },
    ): Promise<CallValue<typeof agentTeamBettingCall>> {
      const { decimals } = merchant.settings.currency;
      const money = (minor: string | bigint) => minorToWire(BigInt(minor), decimals);
      const empty = {
        list: [],
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: 0,
        totalPages: 0,
        totals: { rounds: 0, bet: 0, validBet: 0, win: 0, profit: 0 },
      };
      const filter = await teamFilter(agent, query);
      if (!filter) return empty;
      let gameTypes: string[] | null = null;
      if (query.productType) {
        gameTypes = GAME_TYPES.filter((type) => productOfGameType(type) === query.productType);
      }
      if (query.gameType) {
        gameTypes = gameTypes ? gameTypes.filter((type) => type === query.gameType) : [query.gameType];
        if (gameTypes.length === 0) return empty;
      }
      const fallback = merchant.settings.languages.default;
      const { rows, totals } = await repository.rounds(
        filter,
        {
          start: new Date(query.startTime),
          end: new Date(query.endTime),
          gameTypes,
          vassalage: query.vassalage ?? null,
          status: query.status ?? null,
        },
        { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
      );
      const count = Number(totals.count);
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          roundId: row.vendor_round_id,
          username: row.username,
          depth: Number(row.depth),
          gameId: Number(row.game_id),
          gameName: row.names[language] ?? row.names[fallback] ?? row.names.en ?? "",
          gameType: row.game_type as GameType,
          productType: productOfGameType(row.game_type as GameType),
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
        totalPages: pages(count, query.pageSize),
        totals: {
          rounds: Number(totals.rounds),
          bet: money(totals.bet!),
          validBet: money(totals.valid_bet!),
          win: money(totals.win!),
          profit: money(totals.profit!),
        },
      };
    },

    async profitLoss(
      merchant: Merchant,
      agent: AgentSession,
      query: DatePeriod & Paging & { scope: Scope; username?: string | undefined },
    ): Promise<CallValue<typeof agentTeamProfitLossCall>> {
      const { decimals } = merchant.settings.currency;
      const money = (minor: bigint) => minorToWire(minor, decimals);
      const sum = (rows: MemberFiguresRow[]) => {
        const totals = {
          betCount: 0n,
          bet: 0n,
          validBet: 0n,
          win: 0n,
          rebates: 0n,
          bonuses: 0n,
          deposits: 0n,
          withdrawals: 0n,
        };
        for (const row of rows) {
          totals.betCount += BigInt(row.bet_count);
          totals.bet += BigInt(row.bet);
          totals.validBet += BigInt(row.valid_bet);
          totals.win += BigInt(row.win);
          // Rebates appear in both halves; the money half holds the day's whole rebate.
          if (row.product_type === null) totals.rebates += BigInt(row.rebate);
          totals.bonuses += BigInt(row.bonus);
          totals.deposits += BigInt(row.deposits);
          totals.withdrawals += BigInt(row.withdrawals);
        }
        return {
          betCount: Number(totals.betCount),
          validBet: money(totals.validBet),
          win: money(totals.win),
          rebates: money(totals.rebates),
          bonuses: money(totals.bonuses),
          deposits: money(totals.deposits),
          withdrawals: money(totals.withdrawals),
          // The member's own result: positive when the member came out ahead.
          profit: money(totals.win + totals.rebates + totals.bonuses - totals.bet),
        };
      };
      const filter = await teamFilter(agent, query);
      if (!filter) {
        return {
          list: [],
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          totalCount: 0,
          totalPages: 0,
          totals: sum([]),
        };
      }
      const [members, count, scopeRows] = await Promise.all([
        repository.teamMembers(filter, {
          limit: query.pageSize,
          offset: (query.pageNo - 1) * query.pageSize,
        }),
        repository.teamMemberCount(filter),
        scopeTotals(filter, query.fromDate, query.toDate),
      ]);
      const figureRows = await repository.memberFigures(
        merchant.code,
        members.map((member) => Number(member.member_id)),
        query.fromDate,
        query.toDate,
      );
      return {
        list: members.map((member) => {
          const own = figureRows.filter((row) => row.member_id === member.member_id);
          return {
            memberId: Number(member.member_id),
            username: member.username,
            depth: Number(member.depth),
            isAgent: member.kind === "agent",
            ...sum(own),
            byProduct: PRODUCT_TYPES.flatMap((productType) => {
              const row = own.find((figures) => figures.product_type === productType);
              if (!row || (BigInt(row.bet_count) === 0n && BigInt(row.win) === 0n)) return [];
              const validBet = BigInt(row.valid_bet);
              const win = BigInt(row.win);
              const stake = BigInt(row.bet);
              return [
                {
                  productType,
                  betCount: Number(row.bet_count),
                  validBet: money(validBet),
                  win: money(win),
                  profit: money(win - stake),
                },
              ];
            }),
          };
        }),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: count,
        totalPages: pages(count, query.pageSize),
        totals: sum(scopeRows),
      };
    },

    async income(
      merchant: Merchant,
      agent: AgentSession,
      query: DatePeriod,
    ): Promise<CallValue<typeof agentIncomeCall>> {
      const { decimals } = merchant.settings.currency;
      const money = (minor: bigint) => minorToWire(minor, decimals);
      const rows = await repository.ownRebates(merchant.code, agent.memberId, query.fromDate, query.toDate);
      const byDay = new Map<string, bigint>();
      const byProduct = new Map<string, bigint>();
      let total = 0n;
      for (const row of rows) {
        const amount = BigInt(row.rebate);
        byDay.set(row.day, (byDay.get(row.day) ?? 0n) + amount);
        byProduct.set(row.product_type, (byProduct.get(row.product_type) ?? 0n) + amount);
        total += amount;
      }
      // Salaries and dividends: what the agent kept of its paid contract bills (decision 045).
      const contractKinds = CONTRACT_KINDS.filter(
        (kind) => merchant.modules[CONTRACT_MODULES[kind]] !== false,
      );
      const contractByDay = new Map<string, Map<string, bigint>>();
      const contractTotals = new Map<string, bigint>();
      if (contractKinds.length > 0) {
        for (const row of await createBillRepository(db).incomeByDay(
          agent.memberId,
          query.fromDate,
          query.toDate,
        )) {
          const kind = CONTRACT_KIND_OF[row.kind];
          if (!contractKinds.includes(kind)) continue;
          const amount = BigInt(row.amount);
          const day = contractByDay.get(row.day) ?? new Map<string, bigint>();
          day.set(kind, (day.get(kind) ?? 0n) + amount);
          contractByDay.set(row.day, day);
          contractTotals.set(kind, (contractTotals.get(kind) ?? 0n) + amount);
          byDay.set(row.day, (byDay.get(row.day) ?? 0n) + amount);
          total += amount;
        }
      }
      const kinds = (
        rebate: bigint,
        contracts: Map<string, bigint> | undefined,
      ): { kind: (typeof INCOME_KINDS)[number]; amount: number }[] => [
        { kind: "rebate", amount: money(rebate) },
        ...contractKinds.map((kind) => ({ kind, amount: money(contracts?.get(kind) ?? 0n) })),
      ];
      const rebateOf = (day: string, amount: bigint) =>
        amount - [...(contractByDay.get(day)?.values() ?? [])].reduce((sum, part) => sum + part, 0n);
      const rebateTotal = total - [...contractTotals.values()].reduce((sum, part) => sum + part, 0n);
      return {
        days: [...byDay.entries()]
          .sort(([a], [b]) => (a < b ? 1 : -1))
          .map(([day, amount]) => ({
            day,
            amount: money(amount),
            byKind: kinds(rebateOf(day, amount), contractByDay.get(day)),
          })),
        rebatesByProduct: PRODUCT_TYPES.filter((type) => byProduct.has(type)).map((productType) => ({
          productType,
          amount: money(byProduct.get(productType)!),
        })),
        totals: { amount: money(total), byKind: kinds(rebateTotal, contractTotals) },
      };
    },

    async transactions(
      merchant: Merchant,
      agent: AgentSession,
      query: Paging & {
        scope: Scope;
        username?: string | undefined;
        type?: (typeof TEAM_TRANSACTION_TYPES)[number] | undefined;
        startTime: number;
        endTime: number;
      },
    ): Promise<CallValue<typeof agentTeamTransactionsCall>> {
      const { decimals } = merchant.settings.currency;
      const money = (minor: string | bigint) => minorToWire(BigInt(minor), decimals);
      const filter = await teamFilter(agent, query);
      if (!filter) {
        return {
          list: [],
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          totalCount: 0,
          totalPages: 0,
          totals: { moneyIn: 0, moneyOut: 0 },
        };
      }
      const { rows, totals } = await repository.lines(
        filter,
        { start: new Date(query.startTime), end: new Date(query.endTime), type: query.type ?? null },
        { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
      );
      const count = Number(totals.count);
      return {
        list: rows.map((row) => ({
          id: Number(row.posting_id),
          orderNo: row.entry_id,
          time: new Date(row.occurred_at).getTime(),
          username: row.username,
          depth: Number(row.depth),
          type: row.type as (typeof TEAM_TRANSACTION_TYPES)[number],
          kind: row.kind,
          amount: money(row.amount),
          balanceAfter: money(row.balance_after ?? "0"),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: count,
        totalPages: pages(count, query.pageSize),
        totals: { moneyIn: money(totals.money_in), moneyOut: money(totals.money_out) },
      };
    },
  };
}

import {
  type MemberBetsPage,
  type MemberLedgerPage,
  memberBetsPageSchema,
  memberBetsQuerySchema,
  memberLedgerPageSchema,
  memberLedgerQuerySchema,
} from "@banca/contract/backoffice/member-history";
import { minorToDecimal } from "@banca/contract/money";
import type { FastifyInstance } from "fastify";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createMemberDetailRepository } from "./detail-repository.ts";
import { createMemberHistoryRepository } from "./history-repository.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const pageOf = (query: { pageNo: number; pageSize: number }, totalCount: number) => ({
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / query.pageSize),
});

/**
 * The member page's ledger history and game rounds, a page at a time (decision 090). Neither shows
 * personal data (amounts, kinds, games): the member page's own read is the audited one.
 */
export function memberHistoryAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const history = createMemberHistoryRepository(deps.db);
  const memberId = async (merchant: Merchant, username: string) => {
    const profile = await createMemberDetailRepository(deps.db).profile(merchant.code, username);
    if (!profile) throw new AppError("member.not.found", `No member "${username.slice(0, 64)}"`);
    return Number(profile.id);
  };

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/members/ledger",
      permission: "members.read",
      summary:
        "A member's ledger lines, newest first, a page at a time: every wallet or one, every movement or the kinds under a prefix",
      query: memberLedgerQuerySchema,
      value: memberLedgerPageSchema,
    },
    async ({ merchant, query }): Promise<MemberLedgerPage> => {
      const id = await memberId(merchant, query.username);
      const { rows, totalCount } = await history.ledger(id, query);
      const decimals = merchant.settings.currency.decimals;
      const money = (minor: string) => minorToDecimal(BigInt(minor), decimals);
      return {
        list: rows.map((row) => ({
          entryId: Number(row.entry_id),
          kind: row.kind,
          wallet: row.wallet,
          amount: money(row.amount),
          balanceAfter: row.balance_after === null ? null : money(row.balance_after),
          remark: row.remark,
          at: row.created_at.toISOString(),
        })),
        ...pageOf(query, totalCount),
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/members/bets",
      permission: "members.read",
      summary: "A member's game rounds, newest first, a page at a time, optionally in one state",
      query: memberBetsQuerySchema,
      value: memberBetsPageSchema,
    },
    async ({ merchant, query }): Promise<MemberBetsPage> => {
      const id = await memberId(merchant, query.username);
      const { rows, totalCount } = await history.bets(id, query);
      const decimals = merchant.settings.currency.decimals;
      const money = (minor: string) => minorToDecimal(BigInt(minor), decimals);
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          vendor: row.vendor,
          gameType: row.game_type,
          bet: money(row.bet),
          validBet: money(row.valid_bet),
          win: money(row.win),
          state: row.state,
          startedAt: row.started_at.toISOString(),
          settledAt: iso(row.settled_at),
        })),
        ...pageOf(query, totalCount),
      };
    },
  );
}

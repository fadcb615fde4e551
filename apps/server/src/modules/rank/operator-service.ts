import { minorToDecimal } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createRankRepository } from "./repository.ts";

/** Player rank for operators: the changes of members' levels. */
export function createRankOperatorService(db: Database) {
  const repository = createRankRepository(db);
  return {
    /** The merchant's changes of level (one member's with `username`), newest first. */
    async changes(
      merchant: Merchant,
      query: { username?: string | undefined; pageNo: number; pageSize: number },
    ) {
      let memberId: number | null = null;
      if (query.username) {
        const member = await createMemberRepository(db).findByUsername(merchant.code, query.username);
        if (!member) throw new AppError("member.not.found", `No member "${query.username.slice(0, 64)}"`);
        memberId = member.id;
      }
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const { rows, total } = await repository.changes({ merchantCode: merchant.code, memberId }, page);
      const decimals = merchant.settings.currency.decimals;
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          username: row.username,
          from: row.from_rank ?? 0,
          to: row.to_rank ?? 0,
          cause: row.cause,
          periodStart: row.period_start,
          reward: minorToDecimal(BigInt(row.reward), decimals),
          changedAt: new Date(row.changed_at).toISOString(),
        })),
        ...page,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}

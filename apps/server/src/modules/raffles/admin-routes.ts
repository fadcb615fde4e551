import { minorToDecimal } from "@banca/contract/money";
import { RAFFLE_PRIZE_STATUSES } from "@banca/contract/raffle";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { decimalAmount, isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPromotionRepository } from "#app/modules/promotions/repository.ts";
import { createRaffleRepository } from "./repository.ts";

const promotionId = z.coerce.number().int().positive().max(2_147_483_647);

const drawSchema = z.object({
  drawAt: isoTime,
  drawnAt: isoTime.nullable(),
  claimUntil: isoTime.nullable(),
  seedHash: z.string(),
  totalTickets: z.number().int().describe("Live until the draw, as the draw froze them after"),
  holders: z.number().int(),
});

async function raffleOf(deps: AdminDeps, merchant: Merchant, id: number) {
  const promotion = await createPromotionRepository(deps.db).find(merchant.code, id, { enabledOnly: false });
  if (!promotion?.raffle) throw new AppError("promotion.not.found", "No such raffle promotion");
  return promotion.raffle;
}

async function drawOf(deps: AdminDeps, merchant: Merchant, id: number) {
  const raffle = await raffleOf(deps, merchant, id);
  const totals =
    raffle.drawnAt === null
      ? await createRaffleRepository(deps.db).liveTotals(id)
      : { tickets: raffle.totalTickets ?? 0, holders: raffle.holders ?? 0 };
  return {
    drawAt: raffle.drawAt.toISOString(),
    drawnAt: raffle.drawnAt?.toISOString() ?? null,
    claimUntil: raffle.claimUntil?.toISOString() ?? null,
    seedHash: raffle.seedHash,
    totalTickets: totals.tickets,
    holders: totals.holders,
  };
}

/**
 * The back office's view of a raffle promotion: members' tickets (with the activity they came from)
 * and the places drawn with what became of each prize. Raffles are created and changed through the
 * promotion routes, with their `raffle` rule.
 */
export function raffleAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/promotions/raffle/tickets",
      permission: "promotions.read",
      summary:
        "A raffle's entries, most tickets first, with the valid bet and deposits they were counted from",
      query: z.object({
        promotionId,
        username: z.string().trim().min(1).max(64).optional(),
        pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
      }),
      value: operatorPage(
        z.object({
          memberId: z.number().int(),
          username: z.string(),
          validBet: decimalAmount,
          deposits: z.number().int().describe("Qualifying deposits counted"),
          tickets: z.number().int(),
          firstTicket: z.number().int().nullable().describe("Given by the draw"),
        }),
      ).extend({ draw: drawSchema }),
    },
    async ({ merchant, query }) => {
      const draw = await drawOf(deps, merchant, query.promotionId);
      const { decimals } = merchant.settings.currency;
      const page = await createRaffleRepository(deps.db).entriesPage(query.promotionId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.username ? { username: query.username } : {}),
      });
      return {
        list: page.list.map((entry) => ({
          memberId: entry.memberId,
          username: entry.username,
          validBet: minorToDecimal(entry.validBet, decimals),
          deposits: entry.deposits,
          tickets: entry.tickets,
          firstTicket: entry.firstTicket,
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        draw,
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/promotions/raffle/winners",
      permission: "promotions.read",
      summary:
        "A raffle's places drawn, with each winner and what became of the prize (won, claimed, lapsed)",
      query: z.object({ promotionId }),
      value: z.object({
        draw: drawSchema,
        list: z.array(
          z.object({
            place: z.number().int(),
            memberId: z.number().int(),
            username: z.string(),
            ticket: z.number().int(),
            amount: decimalAmount,
            status: z.enum(RAFFLE_PRIZE_STATUSES),
            requiredTurnover: decimalAmount.nullable(),
            claimedAt: isoTime.nullable(),
          }),
        ),
      }),
    },
    async ({ merchant, query }) => {
      const draw = await drawOf(deps, merchant, query.promotionId);
      const { decimals } = merchant.settings.currency;
      const winners = await createRaffleRepository(deps.db).winners(query.promotionId);
      return {
        draw,
        list: winners.map((winner) => ({
          place: winner.place,
          memberId: winner.memberId,
          username: winner.username,
          ticket: winner.ticket,
          amount: minorToDecimal(winner.amount, decimals),
          status: winner.status,
          requiredTurnover:
            winner.requiredTurnover === null ? null : minorToDecimal(winner.requiredTurnover, decimals),
          claimedAt: winner.claimedAt?.toISOString() ?? null,
        })),
      };
    },
  );
}

import { APPLICATION_STATUSES } from "@banca/contract/calls/promotions";
import type { promotionDefinitionSchema } from "@banca/contract/promotion-config";
import { PROMOTION_CATEGORIES, PROMOTION_MODES } from "@banca/contract/promotions";
import type { RafflePrizeStatus } from "@banca/contract/raffle";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { Page } from "#bo/features/deposits/api.ts";
import { adminCall } from "#bo/lib/api.ts";

export { APPLICATION_STATUSES, PROMOTION_CATEGORIES, PROMOTION_MODES };

type Localized = Partial<Record<string, string>>;

/** A promotion as the back office lists it: its fields and what members did with it. */
export type Promotion = {
  id: number;
  key: string | null;
  category: (typeof PROMOTION_CATEGORIES)[number];
  title: Localized;
  summary: Localized;
  artwork: string;
  startsAt: string;
  endsAt: string;
  sort: number;
  enabled: boolean;
  mode: (typeof PROMOTION_MODES)[number];
  rule: string | null;
  bonusAmount: string | null;
  minDeposit: string | null;
  bonusPercent: number | null;
  bonusCap: string | null;
  turnoverMultiplier: number;
  raffle: { drawAt: string } | null;
  applying: number;
  issued: number;
  claims: number;
};

/** The text of a localized field in the staff member's language, or any the promotion has. */
export function localText(text: Localized, locale: string) {
  const language = locale.startsWith("zh") ? "cn" : locale.slice(0, 2);
  return text[language] ?? text.en ?? Object.values(text).find(Boolean) ?? "";
}

export const promotionsQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "promotions", "list"],
    queryFn: () => adminCall<{ list: Promotion[] }>("GET", "/admin/api/promotions"),
  });

/** A new promotion as `/admin/api/promotions/create` takes it (`promotionDefinitionSchema`). */
export type PromotionDraft = z.input<typeof promotionDefinitionSchema>;
export const createPromotion = (draft: PromotionDraft) =>
  adminCall<{ id: number }>("POST", "/admin/api/promotions/create", { body: draft });
export const updatePromotion = (change: { id: number } & Partial<Omit<Promotion, "id">>) =>
  adminCall<{ id: number }>("POST", "/admin/api/promotions/update", { body: change });
export const disablePromotion = (id: number) =>
  adminCall<{ id: number }>("POST", "/admin/api/promotions/disable", { body: { id } });

export type Application = {
  id: number;
  promotionId: number;
  promotionTitle: string | null;
  memberId: number;
  username: string | null;
  status: (typeof APPLICATION_STATUSES)[number];
  comment: string;
  imageCount: number;
  bonusAmount: string | null;
  rejectReason: string | null;
  decidedBy: string | null;
  appliedAt: string;
  decidedAt: string | null;
};
export type ApplicationFilter = { status: string; promotionId: string; pageNo: number; pageSize: number };

export const listApplications = (filter: ApplicationFilter) =>
  adminCall<Page<Application>>("GET", "/admin/api/promotions/applications", { query: filter });
export const applicationsQuery = (merchant: string, filter: ApplicationFilter) =>
  queryOptions({
    queryKey: [merchant, "promotions", "applications", filter],
    queryFn: () => listApplications(filter),
    refetchInterval: 30_000,
  });
export const applicationQuery = (merchant: string, id: number) =>
  queryOptions({
    queryKey: [merchant, "promotions", "applications", "detail", id],
    queryFn: () =>
      adminCall<Application & { images: { id: number; dataUrl: string; contentType: string }[] }>(
        "GET",
        "/admin/api/promotions/applications/detail",
        { query: { id } },
      ),
  });
export const approveApplication = (input: { id: number; amount: string }) =>
  adminCall<Application>("POST", "/admin/api/promotions/applications/approve", { body: input });
export const rejectApplication = (input: { id: number; reason: string }) =>
  adminCall<Application>("POST", "/admin/api/promotions/applications/reject", { body: input });

export type Draw = {
  drawAt: string;
  drawnAt: string | null;
  claimUntil: string | null;
  seedHash: string;
  totalTickets: number;
  holders: number;
};
export type RaffleEntry = {
  memberId: number;
  username: string;
  validBet: string;
  deposits: number;
  tickets: number;
  firstTicket: number | null;
};
export type RaffleWinner = {
  place: number;
  memberId: number;
  username: string;
  ticket: number;
  amount: string;
  status: RafflePrizeStatus;
  requiredTurnover: string | null;
  claimedAt: string | null;
};
export type TicketFilter = { promotionId: number; username: string; pageNo: number; pageSize: number };

export const listTickets = (filter: TicketFilter) =>
  adminCall<Page<RaffleEntry> & { draw: Draw }>("GET", "/admin/api/promotions/raffle/tickets", {
    query: filter,
  });
export const ticketsQuery = (merchant: string, filter: TicketFilter) =>
  queryOptions({ queryKey: [merchant, "promotions", "tickets", filter], queryFn: () => listTickets(filter) });
export const winnersQuery = (merchant: string, promotionId: number) =>
  queryOptions({
    queryKey: [merchant, "promotions", "winners", promotionId],
    queryFn: () =>
      adminCall<{ draw: Draw; list: RaffleWinner[] }>("GET", "/admin/api/promotions/raffle/winners", {
        query: { promotionId },
      }),
  });

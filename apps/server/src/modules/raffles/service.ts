import type { RaffleDetail, RafflePrize } from "@banca/contract/calls/raffles";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { minorToWire } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { maskPlayerName } from "#app/modules/games/winner-board.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPromotionRepository, type Promotion } from "#app/modules/promotions/repository.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createRaffleRepository, type Winner } from "./repository.ts";
import { placeAmounts } from "./rule.ts";

/** A member's part in a raffle: tickets held and places won. */
export type RaffleStanding = { tickets: number; firstTicket: number | null; prizes: Winner[] };

/** The ledger reference of a raffle prize: one per place, so each is paid once whatever happens. */
export const rafflePrizeReference = (promotionId: number, place: number) =>
  `raffle:${promotionId}:place:${place}`;

/** The reason on the member's bonus details: the raffle's title and the place, 3 to 200 characters. */
const prizeReason = (merchant: Merchant, promotion: Promotion, place: number) => {
  const language = merchant.settings.languages.default;
  const title = pickText(promotion.title, language, language).trim().slice(0, 180);
  return `${title} #${place}`.padEnd(3, ".");
};

/** Raffle promotions for members and visitors: their standing, the detail's raffle part, claims. */
export function createRaffleService(db: Database) {
  const bonuses = createBonusService(db);

  const prizeWire = (merchant: Merchant, prize: Winner): RafflePrize => {
    const { decimals } = merchant.settings.currency;
    return {
      place: prize.place,
      ticket: prize.ticket,
      amount: minorToWire(prize.amount, decimals),
      status: prize.status,
      requiredTurnover:
        prize.requiredTurnover === null ? null : minorToWire(prize.requiredTurnover, decimals),
      claimedAt: prize.claimedAt?.getTime() ?? null,
    };
  };

  async function balanceOf(tx: Queryable, merchant: Merchant, memberId: number) {
    const balance = await createLedgerRepository(tx).balance(
      merchant.code,
      { memberId, kind: "main" },
      merchant.settings.currency.code,
    );
    return minorToWire(balance, merchant.settings.currency.decimals);
  }

  return {
    /** The member's tickets and prizes in each of the raffles given: their own, nobody else's. */
    async standings(memberId: number, promotionIds: readonly number[]): Promise<Map<number, RaffleStanding>> {
      const repository = createRaffleRepository(db);
      const [tickets, prizes] = await Promise.all([
        repository.ticketsOf(memberId, promotionIds),
        repository.prizesOf(memberId, promotionIds),
      ]);
      return new Map(
        promotionIds.map((id) => [
          id,
          {
            tickets: tickets.get(id)?.tickets ?? 0,
            firstTicket: tickets.get(id)?.firstTicket ?? null,
            prizes: prizes.filter((prize) => prize.promotionId === id),
          },
        ]),
      );
    },

    /** The raffle part of a raffle promotion's detail, for a visitor (`own` null) or a real member. */
    async detail(
      merchant: Merchant,
      promotion: Promotion,
      own: RaffleStanding | null,
    ): Promise<RaffleDetail> {
      const raffle = promotion.raffle!;
      const { decimals } = merchant.settings.currency;
      const money = (minor: bigint | null) => (minor === null ? null : minorToWire(minor, decimals));
      const repository = createRaffleRepository(db);
      const drawn = raffle.drawnAt !== null;
      const [totals, winners, seed] = await Promise.all([
        drawn
          ? { tickets: raffle.totalTickets ?? 0, holders: raffle.holders ?? 0 }
          : repository.liveTotals(promotion.id),
        drawn ? repository.winners(promotion.id) : [],
        drawn ? revealedSeed(db, promotion.id) : null,
      ]);
      let place = 1;
      const prizes = raffle.prizes.map((tier) => {
        const row = { fromPlace: place, toPlace: place + tier.places - 1, amount: money(tier.amount)! };
        place += tier.places;
        return row;
      });
      return {
        betPerTicket: money(raffle.betPerTicket),
        depositMin: money(raffle.depositMin),
        depositTickets: raffle.depositTickets,
        maxTickets: raffle.maxTickets,
        repeatWins: raffle.repeatWins,
        prizes,
        drawTime: raffle.drawAt.getTime(),
        seedHash: raffle.seedHash,
        seed,
        drawnAt: raffle.drawnAt?.getTime() ?? null,
        claimUntil: raffle.claimUntil?.getTime() ?? null,
        claimHours: raffle.claimHours,
        totalTickets: totals.tickets,
        entrants: totals.holders,
        myTickets: own ? own.tickets : null,
        myFirstTicket: own?.firstTicket ?? null,
        winners: winners.map((winner) => ({
          place: winner.place,
          player: maskPlayerName(winner.username),
          ticket: winner.ticket,
          amount: minorToWire(winner.amount, decimals),
          status: winner.status,
        })),
        myPrizes: (own?.prizes ?? []).map((prize) => prizeWire(merchant, prize)),
      };
    },

    /**
     * Pays the member's prizes in a drawn raffle, within its claim window. The prizes' rows are
     * locked first, so of concurrent claims one pays and the others answer it (`replayed`); each
     * prize is paid through `grantBonus` under its own reference, so it is paid once whatever happens.
     */
    async claim(merchant: Merchant, session: AuthenticatedSession, promotionId: number) {
      requireRealAccount(session);
      return db.transaction(async (tx) => {
        const repository = createRaffleRepository(tx);
        const promotion = await createPromotionRepository(tx).find(merchant.code, promotionId, {
          enabledOnly: false,
        });
        if (!promotion) throw new AppError("promotion.not.found", "This promotion does not exist");
        const prizes = await repository.prizesOf(session.memberId, [promotionId], { lock: true });
        // A raffle switched off after its draw still pays its winners; to anyone else it is gone.
        if (!promotion.enabled && prizes.length === 0) {
          throw new AppError("promotion.not.found", "This promotion does not exist");
        }
        const raffle = promotion.raffle;
        if (promotion.mode !== "raffle" || !raffle) {
          throw new AppError("promotion.action.invalid", "This promotion is not a lucky draw");
        }
        if (!raffle.drawnAt || !raffle.claimUntil) {
          throw new AppError("promotion.raffle.not.drawn", "This lucky draw has not been drawn yet", {
            drawTime: raffle.drawAt.getTime(),
          });
        }
        if (prizes.length === 0) {
          throw new AppError("promotion.raffle.not.winner", "You have no prize in this lucky draw");
        }
        const open = prizes.filter((prize) => prize.status === "won");
        if (open.length === 0 && prizes.every((prize) => prize.status === "claimed")) {
          return {
            prizes: prizes.map((prize) => prizeWire(merchant, prize)),
            balance: await balanceOf(tx, merchant, session.memberId),
            replayed: true,
          };
        }
        const now = new Date();
        if (open.length === 0 || now.getTime() >= raffle.claimUntil.getTime()) {
          throw new AppError("promotion.raffle.claim.expired", "The time to claim this prize has passed", {
            claimUntil: raffle.claimUntil.getTime(),
          });
        }
        let balance = 0n;
        for (const prize of open) {
          const granted = await bonuses.grantBonus(tx, {
            merchantCode: merchant.code,
            memberId: session.memberId,
            amount: prize.amount,
            reason: prizeReason(merchant, promotion, prize.place),
            reference: rafflePrizeReference(promotionId, prize.place),
            turnoverMultiplier: promotion.turnoverMultiplier,
            source: "promotion",
          });
          await repository.markClaimed(prize.id, {
            requiredTurnover: granted.requiredTurnover,
            journalEntryId: granted.entryId,
            at: now,
          });
          balance = granted.balance;
        }
        const claimed = await repository.prizesOf(session.memberId, [promotionId]);
        return {
          prizes: claimed.map((prize) => prizeWire(merchant, prize)),
          balance: minorToWire(balance, merchant.settings.currency.decimals),
          replayed: false,
        };
      });
    },

    /** What the verifier needs: the commitment, the seed once drawn, the holders in ticket order, the places. */
    async drawData(merchant: Merchant, promotionId: number) {
      const promotion = await createPromotionRepository(db).find(merchant.code, promotionId, {
        enabledOnly: true,
      });
      if (!promotion?.raffle) throw new AppError("promotion.not.found", "No such lucky draw");
      const raffle = promotion.raffle;
      const repository = createRaffleRepository(db);
      const drawn = raffle.drawnAt !== null;
      const [holders, winners, seed] = await Promise.all([
        drawn ? repository.holders(promotionId) : [],
        drawn ? repository.winners(promotionId) : [],
        drawn ? revealedSeed(db, promotionId) : null,
      ]);
      return {
        promotionId,
        seedHash: raffle.seedHash,
        seed,
        drawnAt: raffle.drawnAt?.getTime() ?? null,
        repeatWins: raffle.repeatWins,
        places: placeAmounts(raffle).length,
        totalTickets: drawn ? (raffle.totalTickets ?? 0) : (await repository.liveTotals(promotionId)).tickets,
        holders: holders.map((holder) => ({
          player: maskPlayerName(holder.username),
          tickets: holder.tickets,
          firstTicket: holder.firstTicket ?? 0,
        })),
        winners: winners.map((winner) => ({
          place: winner.place,
          ticket: winner.ticket,
          player: maskPlayerName(winner.username),
        })),
      };
    },

    /** The latest places drawn at the merchant, for the winners list. */
    async latestWinners(merchant: Merchant, language: Language, size: number) {
      const rows = await createRaffleRepository(db).latestWinners(merchant.code, size);
      const fallback = merchant.settings.languages.default;
      return rows.map((row) => ({
        promotionId: Number(row.promotion_id),
        title: pickText(row.title, language, fallback),
        place: row.place,
        player: maskPlayerName(row.username),
        amount: minorToWire(BigInt(row.amount), merchant.settings.currency.decimals),
        drawnAt: new Date(row.drawn_at).getTime(),
      }));
    },
  };
}
export type RaffleService = ReturnType<typeof createRaffleService>;

/** A drawn raffle's seed; nothing before the draw. */
async function revealedSeed(db: Queryable, promotionId: number): Promise<string | null> {
  const rows = await db.query<{ seed: string }>(
    "SELECT seed FROM raffles WHERE promotion_id = $1 AND drawn_at IS NOT NULL",
    [promotionId],
  );
  return rows[0]?.seed ?? null;
}

import type { PromotionCard, PromotionDetail } from "@banca/contract/calls/promotions";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { minorToWire } from "@banca/contract/money";
import type { EligibilityNote, PromotionCategory } from "@banca/contract/promotions";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createRaffleService } from "#app/modules/raffles/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { checkApplicationImages } from "./application-images.ts";
import { evaluateClaim } from "./eligibility.ts";
import { createPromotionRepository, type Promotion } from "./repository.ts";
import { createStandingRepository } from "./standing-repository.ts";
import { phaseOf, type Standing, viewOf } from "./status.ts";
import { wireFormat } from "./wire.ts";

/** The ledger reference of a member's bonus from a promotion: one per member and promotion. */
export const promotionBonusReference = (promotionId: number, memberId: number) =>
  `promotion:${promotionId}:member:${memberId}`;

/**
 * The bonus's reason on the member's bonus details: the promotion's title in the merchant's
 * language, fitted to the 3 to 200 characters a bonus reason has (a title may be as short as "VIP").
 */
export const bonusReason = (merchant: Merchant, promotion: Promotion) =>
  pickText(promotion.title, merchant.settings.languages.default, merchant.settings.languages.default)
    .trim()
    .slice(0, 200)
    .padEnd(3, ".");

/** Why a claim is refused, in words for an API client; the site words the note itself. */
const NOT_ELIGIBLE: Record<EligibilityNote, string> = {
  registered_before: "This welcome bonus is for accounts opened during the promotion",
  deposit_required: "Make a first deposit of at least the minimum to claim this bonus",
  deposit_too_small: "Your first deposit was below this promotion's minimum",
  deposit_before_start: "Your first deposit was made before this promotion started",
  mobile_required: "Verify a mobile number in the security centre to claim this bonus",
  first_deposit_required: "Make a first deposit to claim this bonus",
};

/** A real member's session; trial accounts and visitors look as visitors do. */
const realMember = (session: AuthenticatedSession | null) =>
  session && session.kind !== "trial" ? session : null;

/** Promotions as members and visitors see them, joining apply promotions, claiming claim ones. */
export function createPromotionService(db: Database) {
  const bonuses = createBonusService(db);
  const raffles = createRaffleService(db);

  /** Each promotion's standing for the viewer, read with a handful of queries whatever the count. */
  async function standings(
    merchant: Merchant,
    session: AuthenticatedSession | null,
    promotions: readonly Promotion[],
  ): Promise<(promotion: Promotion) => Standing> {
    const member = realMember(session);
    if (!member) return () => ({ viewer: "visitor" });
    const standing = createStandingRepository(db);
    const ids = promotions.map((promotion) => promotion.id);
    const needsFacts = promotions.some((promotion) => promotion.mode === "claim");
    const raffleIds = promotions.filter((promotion) => promotion.mode === "raffle").map(({ id }) => id);
    const [applications, claims, facts, raffleStandings] = await Promise.all([
      standing.latestApplications(merchant.code, member.memberId, ids),
      standing.claimsOf(merchant.code, member.memberId, ids),
      needsFacts ? standing.memberFacts(merchant.code, member.memberId) : null,
      raffles.standings(member.memberId, raffleIds),
    ]);
    return (promotion) => ({
      viewer: "member",
      application: applications.get(promotion.id) ?? null,
      claim: claims.get(promotion.id) ?? null,
      eligibility: promotion.mode === "claim" && facts ? evaluateClaim(promotion, facts) : null,
      raffle: raffleStandings.get(promotion.id) ?? null,
    });
  }

  async function findVisible(merchant: Merchant, id: number, tx: Queryable = db): Promise<Promotion> {
    const promotion = await createPromotionRepository(tx).find(merchant.code, id, { enabledOnly: true });
    if (!promotion) throw new AppError("promotion.not.found", "This promotion does not exist");
    return promotion;
  }

  /** Refuses an action the promotion's mode does not offer, or one outside its period. */
  function assertOpenFor(promotion: Promotion, mode: "apply" | "claim") {
    if (promotion.mode !== mode) {
      throw new AppError(
        "promotion.action.invalid",
        `This promotion cannot be ${mode === "apply" ? "joined" : "claimed"}`,
      );
    }
    const phase = phaseOf(promotion, new Date());
    if (phase !== "running") {
      throw new AppError("promotion.not.running", "This promotion is not open right now", { phase });
    }
  }

  return {
    async list(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession | null,
      category?: PromotionCategory,
    ): Promise<PromotionCard[]> {
      const promotions = await createPromotionRepository(db).listed(merchant.code, category);
      const standingOf = await standings(merchant, session, promotions);
      const wire = wireFormat(merchant, language);
      const now = new Date();
      return promotions.map((promotion) =>
        wire.card(promotion, viewOf(promotion, standingOf(promotion), now)),
      );
    },

    async detail(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession | null,
      id: number,
    ): Promise<PromotionDetail> {
      const promotion = await findVisible(merchant, id);
      const standing = (await standings(merchant, session, [promotion]))(promotion);
      const own =
        standing.viewer === "member"
          ? { application: standing.application, claim: standing.claim }
          : { application: null, claim: null };
      const raffle =
        promotion.mode === "raffle"
          ? await raffles.detail(merchant, promotion, standing.viewer === "member" ? standing.raffle : null)
          : null;
      return wireFormat(merchant, language).detail(
        promotion,
        viewOf(promotion, standing, new Date()),
        own,
        raffle,
      );
    },

    /** An application to an apply promotion: its comment and images are checked before anything is written. */
    async join(
      merchant: Merchant,
      session: AuthenticatedSession,
      request: { promotionId: number; comment: string; images: readonly { data: string }[] },
    ) {
      requireRealAccount(session);
      const images = checkApplicationImages(request.images);
      const applicationId = await db.transaction(async (tx) => {
        const promotion = await findVisible(merchant, request.promotionId, tx);
        assertOpenFor(promotion, "apply");
        const standing = createStandingRepository(tx);
        await standing.lockMember(merchant.code, session.memberId);
        const live = await standing.liveApplication(promotion.id, session.memberId);
        if (live) {
          throw new AppError("promotion.already.joined", "You have already joined this promotion", {
            status: live.status,
          });
        }
        const id = await standing.insertApplication({
          merchantCode: merchant.code,
          promotionId: promotion.id,
          memberId: session.memberId,
          comment: request.comment,
        });
        for (const image of images) await standing.insertImage(id, image);
        return id;
      });
      const application = await createStandingRepository(db).application(merchant.code, applicationId);
      return wireFormat(merchant, merchant.settings.languages.default).application(application!);
    },

    /**
     * Claims a claim promotion's bonus: once per member, under a lock of the member's row, so a second
     * claim (even a concurrent one) answers the first; the ledger's reference makes it once even so.
     */
    async claim(merchant: Merchant, session: AuthenticatedSession, promotionId: number) {
      requireRealAccount(session);
      const { decimals } = merchant.settings.currency;
      return db.transaction(async (tx) => {
        const promotion = await findVisible(merchant, promotionId, tx);
        const standing = createStandingRepository(tx);
        await standing.lockMember(merchant.code, session.memberId);
        const existing = (await standing.claimsOf(merchant.code, session.memberId, [promotion.id])).get(
          promotion.id,
        );
        const wire = wireFormat(merchant, merchant.settings.languages.default);
        if (existing) {
          const balance = await createLedgerRepository(tx).balance(
            merchant.code,
            { memberId: session.memberId, kind: "main" },
            merchant.settings.currency.code,
          );
          return { claim: wire.claim(existing), balance: minorToWire(balance, decimals), replayed: true };
        }
        assertOpenFor(promotion, "claim");
        const facts = await standing.memberFacts(merchant.code, session.memberId);
        if (!facts) throw new AppError("member.not.found", "No such member");
        const eligibility = evaluateClaim(promotion, facts);
        if (!eligibility.eligible) {
          throw new AppError("promotion.not.eligible", NOT_ELIGIBLE[eligibility.note], {
            note: eligibility.note,
          });
        }
        const granted = await bonuses.grantBonus(tx, {
          merchantCode: merchant.code,
          memberId: session.memberId,
          amount: eligibility.amount,
          reason: bonusReason(merchant, promotion),
          reference: promotionBonusReference(promotion.id, session.memberId),
          turnoverMultiplier: promotion.turnoverMultiplier,
          source: "promotion",
        });
        const claim = await standing.insertClaim({
          merchantCode: merchant.code,
          promotionId: promotion.id,
          memberId: session.memberId,
          amount: eligibility.amount,
          requiredTurnover: granted.requiredTurnover,
          depositId: eligibility.depositId,
          journalEntryId: granted.entryId,
        });
        return { claim: wire.claim(claim), balance: minorToWire(granted.balance, decimals), replayed: false };
      });
    },
  };
}

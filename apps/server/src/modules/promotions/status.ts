import type { EligibilityNote, PromotionPhase, PromotionStatus } from "@banca/contract/promotions";
import type { RaffleStanding } from "#app/modules/raffles/service.ts";
import type { Eligibility } from "./eligibility.ts";
import type { Promotion } from "./repository.ts";
import type { Application, Claim } from "./standing-repository.ts";

/**
 * Who is looking: a visitor (or a trial account, which sees what a visitor sees and is asked to
 * register when it acts), or a real member with their application, claim and, for claim promotions,
 * what the rule says of them.
 */
export type Standing =
  | { viewer: "visitor" }
  | {
      viewer: "member";
      application: Application | null;
      claim: Claim | null;
      eligibility: Eligibility | null;
      /** raffle: the member's tickets and prizes. */
      raffle: RaffleStanding | null;
    };

export type PromotionView = {
  phase: PromotionPhase;
  status: PromotionStatus;
  action: "join" | "claim" | null;
  note: EligibilityNote | null;
};

/** Notes of a condition the member can still meet. */
const STILL_TO_COME: ReadonlySet<EligibilityNote> = new Set([
  "deposit_required",
  "mobile_required",
  "first_deposit_required",
]);

export function phaseOf(promotion: Promotion, now: Date): PromotionPhase {
  if (now.getTime() < promotion.startsAt.getTime()) return "upcoming";
  if (now.getTime() >= promotion.endsAt.getTime()) return "ended";
  return "running";
}

const view = (
  phase: PromotionPhase,
  status: PromotionStatus,
  action: PromotionView["action"] = null,
  note: EligibilityNote | null = null,
): PromotionView => ({ phase, status, action, note });

/**
 * The status a viewer sees (spec part 2 §4). What the member already has comes first and stays
 * after the end (claimed, issued, an application still under review); then the promotion's time
 * (coming_soon before the start, close after the end); then what the member may do now.
 */
export function viewOf(promotion: Promotion, standing: Standing, now: Date): PromotionView {
  const phase = phaseOf(promotion, now);
  const own = standing.viewer === "member" ? standing : null;
  if (promotion.mode === "raffle") return raffleViewOf(promotion, own?.raffle ?? null, phase, now);
  if (own?.claim) return view(phase, "claimed");
  if (own?.application?.status === "issued") return view(phase, "issued");
  if (own?.application?.status === "applying") return view(phase, "applying");
  if (phase === "upcoming") return view(phase, "coming_soon");
  if (phase === "ended") return view(phase, "close");
  switch (promotion.mode) {
    case "info":
      return view(phase, "process");
    case "apply":
      return own?.application?.status === "rejected"
        ? view(phase, "rejected", "join")
        : view(phase, "join", "join");
    case "claim": {
      const eligibility = own?.eligibility;
      if (!eligibility || eligibility.eligible) return view(phase, "claim", "claim");
      // Still to come (no deposit yet, no verified mobile yet) reads "in process"; a rule that can
      // never admit, "closed".
      return STILL_TO_COME.has(eligibility.note)
        ? view(phase, "process", null, eligibility.note)
        : view(phase, "close", null, eligibility.note);
    }
  }
}

/**
 * A raffle's status: a prize to claim (until the window closes) or claimed comes first; then
 * coming_soon before the start; joined while the member holds tickets and the draw is to come;
 * process while it runs for everyone else; close once drawn without the member, or for a prize
 * left to lapse.
 */
function raffleViewOf(
  promotion: Promotion,
  own: RaffleStanding | null,
  phase: PromotionPhase,
  now: Date,
): PromotionView {
  const raffle = promotion.raffle;
  const prizes = own?.prizes ?? [];
  const claimUntil = raffle?.claimUntil?.getTime() ?? null;
  if (prizes.some((prize) => prize.status === "won") && claimUntil !== null && now.getTime() < claimUntil) {
    return view(phase, "claim", "claim");
  }
  if (prizes.some((prize) => prize.status === "claimed")) return view(phase, "claimed");
  if (phase === "upcoming") return view(phase, "coming_soon");
  if (raffle?.drawnAt) return view(phase, "close");
  if ((own?.tickets ?? 0) > 0) return view(phase, "joined");
  return view(phase, phase === "running" ? "process" : "close");
}

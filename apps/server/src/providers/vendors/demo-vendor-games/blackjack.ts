import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

// Blackjack settled in one round trip: six decks shuffled for each round, one hand, no doubling,
// splitting or insurance. The player picks how the hand is played before the deal: by basic
// strategy (hit or stand on the dealer's up-card) or by standing from a total. The dealer stands on
// every 17, soft ones included; a blackjack pays 3:2, a win 1:1, a push returns the stake.

const DECKS = 6;
export const BLACKJACK_STRATEGIES = ["basic", "stand-13", "stand-15", "stand-17"] as const;
export type BlackjackStrategy = (typeof BLACKJACK_STRATEGIES)[number];

/** A card's rank 1..13 (ace 1, jack 11, queen 12, king 13) counts at most 10. */
const value = (rank: number) => Math.min(rank, 10);

/** The best total of a hand and whether an ace in it still counts 11. */
export function handTotal(ranks: readonly number[]): { total: number; soft: boolean } {
  const hard = ranks.reduce((sum, rank) => sum + value(rank), 0);
  const soft = ranks.includes(1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const isBlackjack = (ranks: readonly number[]) => ranks.length === 2 && handTotal(ranks).total === 21;

/** Hit or stand by basic strategy for a game without doubling or splitting (dealer stands on 17). */
export function basicStrategyHits(ranks: readonly number[], dealerUp: number): boolean {
  const { total, soft } = handTotal(ranks);
  const up = value(dealerUp) === 1 ? 11 : value(dealerUp);
  if (soft) return total <= 17 || (total === 18 && up >= 9);
  if (total <= 11) return true;
  if (total === 12) return up < 4 || up > 6;
  if (total <= 16) return up > 6;
  return false;
}

function hits(strategy: BlackjackStrategy, ranks: readonly number[], dealerUp: number): boolean {
  if (strategy === "basic") return basicStrategyHits(ranks, dealerUp);
  return handTotal(ranks).total < Number(strategy.slice("stand-".length));
}

/** A fresh six-deck shoe dealt from the top: each card drawn uniformly from those left. */
function shoe(rng: Rng) {
  const cards: number[] = [];
  for (let deck = 0; deck < DECKS * 4; deck++) for (let rank = 1; rank <= 13; rank++) cards.push(rank);
  return () => {
    const index = rng(0, cards.length);
    const card = cards[index]!;
    cards[index] = cards[cards.length - 1]!;
    cards.pop();
    return card;
  };
}

/** Plays one hand from a source of cards (in the order they are dealt). */
export function playBlackjack(strategy: BlackjackStrategy, draw: () => number): DemoOutcome {
  const player = [draw()];
  const dealer = [draw()];
  player.push(draw());
  dealer.push(draw());
  const settle = (payoutPermille: bigint, result: string): DemoOutcome => ({
    payoutPermille,
    detail: {
      player,
      dealer,
      playerTotal: handTotal(player).total,
      dealerTotal: handTotal(dealer).total,
      result,
      strategy,
    },
  });
  if (isBlackjack(player)) return isBlackjack(dealer) ? settle(1000n, "push") : settle(2500n, "blackjack");
  if (isBlackjack(dealer)) return settle(0n, "dealer-blackjack");
  while (hits(strategy, player, dealer[0]!)) player.push(draw());
  const mine = handTotal(player).total;
  if (mine > 21) return settle(0n, "bust");
  while (handTotal(dealer).total < 17) dealer.push(draw());
  const theirs = handTotal(dealer).total;
  if (theirs > 21) return settle(2000n, "dealer-bust");
  if (mine > theirs) return settle(2000n, "win");
  return mine === theirs ? settle(1000n, "push") : settle(0n, "lose");
}

export const blackjack: DemoRules = {
  accepts: (choice) => (BLACKJACK_STRATEGIES as readonly string[]).includes(choice),
  play: (choice, _game, rng) => playBlackjack(choice as BlackjackStrategy, shoe(rng)),
  setup: () => ({ strategies: BLACKJACK_STRATEGIES }),
};

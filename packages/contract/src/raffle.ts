// Raffle (lucky draw) promotions (decision 066): their limits, and the draw of the winners from the
// raffle's seed. The same draw runs in the server that draws and in the browser that checks it, on
// the lottery's seeded stream (decision 052). Free of zod and of Node: the site imports it as it is.
import { drawStream } from "./lottery/fair-draw.ts";

/** Limits of a raffle's rule. */
export const RAFFLE_LIMITS = {
  maxTicketsPerMember: 100_000,
  maxDepositTickets: 100,
  maxTiers: 20,
  maxPlaces: 500,
  /** The claim window, hours after the draw. */
  maxClaimHours: 336,
  /** How long after the period's end the draw may be. */
  maxDrawDelayDays: 7,
} as const;

/** What became of a prize: won until claimed within the window, lapsed after it. */
export const RAFFLE_PRIZE_STATUSES = ["won", "claimed", "lapsed"] as const;
export type RafflePrizeStatus = (typeof RAFFLE_PRIZE_STATUSES)[number];

/** A place the draw gave: the ticket drawn and its holder (an index into the holders given). */
export type RafflePick = { place: number; ticket: number; holder: number };

/** The number of each holder's first ticket: tickets are numbered 1..total, holder after holder. */
export function firstTickets(holders: readonly number[]): number[] {
  const firsts: number[] = [];
  let next = 1;
  for (const tickets of holders) {
    firsts.push(next);
    next += tickets;
  }
  return firsts;
}

/** The stream of a raffle: HMAC-SHA256(seed, "raffle:<promotionId>:<block>"), as a lottery issue's. */
const raffleStream = (seedHex: string, promotionId: number) =>
  drawStream(seedHex, "raffle", String(promotionId));

/**
 * Draws the places of a raffle. `holders` are the members' ticket counts in ticket order (member
 * id); tickets are numbered 1..total holder after holder.
 *
 * - One place per member (`repeatWins` false): each place draws one ticket uniformly among the
 *   tickets of members who have not won yet; its holder takes the place and leaves the draw. A
 *   Fenwick tree over the holders finds the ticket in log time.
 * - `repeatWins`: each place draws one ticket uniformly among the tickets not drawn yet (a partial
 *   Fisher–Yates shuffle of 1..total, kept sparse), so a member may win once per ticket.
 *
 * There are as many places as the prize table has, or fewer when there are fewer tickets (or
 * holders) to draw.
 */
export async function drawRaffle(input: {
  seed: string;
  promotionId: number;
  holders: readonly number[];
  places: number;
  repeatWins: boolean;
}): Promise<RafflePick[]> {
  const stream = await raffleStream(input.seed, input.promotionId);
  const firsts = firstTickets(input.holders);
  const total = input.holders.reduce((sum, tickets) => sum + tickets, 0);
  const picks: RafflePick[] = [];
  if (input.repeatWins) {
    const holderOf = (ticket: number) => {
      // The last holder whose first ticket is at or below `ticket` (holders with none are skipped).
      let low = 0;
      let high = firsts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (firsts[middle]! <= ticket) low = middle;
        else high = middle - 1;
      }
      while (input.holders[low] === 0) low -= 1;
      return low;
    };
    const swapped = new Map<number, number>();
    const at = (index: number) => swapped.get(index) ?? index + 1;
    for (let i = 0; i < Math.min(input.places, total); i += 1) {
      const j = i + (await stream.below(total - i));
      const ticket = at(j);
      swapped.set(j, at(i));
      swapped.set(i, ticket);
      picks.push({ place: i + 1, ticket, holder: holderOf(ticket) });
    }
    return picks;
  }
  const tree = fenwick(input.holders);
  let remaining = total;
  let place = 1;
  while (place <= input.places && remaining > 0) {
    const drawn = await stream.below(remaining);
    const { index, offset } = tree.find(drawn);
    picks.push({ place, ticket: firsts[index]! + offset, holder: index });
    const tickets = input.holders[index]!;
    tree.add(index, -tickets);
    remaining -= tickets;
    place += 1;
  }
  return picks;
}

/** A Fenwick tree of the holders' tickets still in the draw: find the holder of the n-th one. */
function fenwick(weights: readonly number[]) {
  const size = weights.length;
  const tree = new Array<number>(size + 1).fill(0);
  const add = (index: number, delta: number) => {
    for (let i = index + 1; i <= size; i += i & -i) tree[i]! += delta;
  };
  for (const [index, weight] of weights.entries()) add(index, weight);
  let top = 1;
  while (top * 2 <= size) top *= 2;
  return {
    add,
    /** The holder of the ticket at 0-based position `n` among those left, and its offset there. */
    find(n: number): { index: number; offset: number } {
      let position = 0;
      let rest = n;
      for (let step = top; step > 0; step >>= 1) {
        const next = position + step;
        if (next <= size && tree[next]! <= rest) {
          position = next;
          rest -= tree[next]!;
        }
      }
      return { index: position, offset: rest };
    },
  };
}

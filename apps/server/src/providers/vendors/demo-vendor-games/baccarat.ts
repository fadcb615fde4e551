import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

/** Baccarat value of a card 1..13 (ace 1, tens and faces 0). */
const baccaratValue = (card: number) => (card >= 10 ? 0 : card);
const total = (cards: number[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Punto banco with the standard third-card rules; pays player 1:1, banker 0.95:1, tie 8:1. */
export function dealBaccarat(choice: string, rng: Rng): DemoOutcome {
  const draw = () => rng(1, 14);
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  if (total(player) < 8 && total(banker) < 8) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    const b = total(banker);
    const third = playerThird === null ? null : baccaratValue(playerThird);
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && third >= 6 && third <= 7);
    if (bankerDraws) banker.push(draw());
  }
  const p = total(player);
  const b = total(banker);
  const winner = p > b ? "player" : b > p ? "banker" : "tie";
  let payoutPermille = 0n;
  if (winner === "tie")
    payoutPermille = choice === "tie" ? 9000n : 1000n; // a tie returns the player and banker bets
  else if (winner === choice) payoutPermille = choice === "banker" ? 1950n : 2000n;
  return { payoutPermille, detail: { player, banker, playerTotal: p, bankerTotal: b, winner } };
}

export const baccarat: DemoRules = {
  accepts: (choice) => ["player", "banker", "tie"].includes(choice),
  play: (choice, _game, rng) => dealBaccarat(choice, rng),
};

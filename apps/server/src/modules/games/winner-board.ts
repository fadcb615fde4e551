import { WINNER_BOARD_DAYS, type Winner } from "@banca/contract/calls/winner-board";
import { minorToWire } from "@banca/contract/money";
import type { GameType } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { gameImageUrl } from "./catalogue-service.ts";

type WinRow = {
  win: string;
  bet: string;
  settledAt: Date | string;
  gameType: GameType;
  gameId: string;
  vassalage: string;
  names: Record<string, string>;
  artwork: { url?: string };
  username: string;
};

/**
 * A player's name with its middle hidden, as winner boards show it: "demoplayer" → "de***er".
 * Short names keep less, so that at least half of the name is always hidden.
 */
export function maskPlayerName(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ""}***`;
  const kept = chars.length <= 5 ? 1 : 2;
  return `${chars.slice(0, kept).join("")}***${chars.slice(-kept).join("")}`;
}

/**
 * The biggest wins of the last days (one, seven or thirty): settled rounds that paid out more than their stake, of real
 * players (trial accounts play with no money), in games still on offer. The partial index
 * `game_rounds_wins` (migration 0018) holds only the rounds that paid out, newest first.
 */
export function createWinnerBoard(db: Queryable) {
  return {
    async list(
      merchant: Merchant,
      language: string,
      input: { gameType?: GameType | undefined; size: number; days?: number | undefined },
      now = new Date(),
    ): Promise<Winner[]> {
      const since = new Date(now.getTime() - (input.days ?? WINNER_BOARD_DAYS) * 86_400_000);
      const rows = await db.query<WinRow>(
        `SELECT r.win::text AS win, r.bet::text AS bet, r.settled_at AS "settledAt", r.game_type AS "gameType",
                g.id::text AS "gameId", g.vassalage, g.names, g.artwork, m.username
           FROM game_rounds r
           JOIN games g ON g.id = r.game_id AND g.enabled
           JOIN members m ON m.id = r.member_id AND m.kind <> 'trial'
          WHERE r.merchant_code = $1 AND r.state = 'settled' AND r.win > 0 AND r.win > r.bet
            AND r.settled_at >= $2 AND ($3::text IS NULL OR r.game_type = $3)
          ORDER BY r.win DESC, r.settled_at DESC, r.id DESC
          LIMIT $4`,
        [merchant.code, since, input.gameType ?? null, input.size],
      );
      const decimals = merchant.settings.currency.decimals;
      const fallback = merchant.settings.languages.default;
      return rows.map((row) => {
        const win = BigInt(row.win);
        const bet = BigInt(row.bet);
        const id = Number(row.gameId);
        return {
          player: maskPlayerName(row.username),
          nodeId: id,
          vassalage: row.vassalage,
          gameType: row.gameType,
          gameName: row.names[language] ?? row.names[fallback] ?? row.names.en ?? "",
          winAmount: minorToWire(win, decimals),
          // Tenths, rounded down: a round that paid 12.57 times its stake shows 12.5×.
          multiplier: bet > 0n ? Number((win * 10n) / bet) / 10 : 0,
          time: new Date(row.settledAt).toISOString(),
          image: row.artwork.url ?? gameImageUrl(id),
        };
      });
    },
  };
}

import type { MerchantConfig } from "@banca/contract/merchant-config";
import { decimalToMinor } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { toPromotionValues } from "#app/modules/promotions/definition.ts";
import { createPromotionRepository } from "#app/modules/promotions/repository.ts";
import { drawRaffleAt } from "#app/modules/raffles/draw.ts";
import { createRaffleRepository } from "#app/modules/raffles/repository.ts";
import {
  DEMO_PLAYER_ACTIVITY,
  DRAWN_RAFFLE,
  DRAWN_RAFFLE_KEY,
  RUNNING_RAFFLE,
  RUNNING_RAFFLE_KEY,
} from "./demo-raffles.ts";

const RAFFLE_LOCK = 72_616_366;

type Activity = { memberId: number; validBet: bigint; deposits: number };

/** The demonstration players' activity, by member id. */
async function demoPlayers(tx: Queryable, config: MerchantConfig): Promise<Activity[]> {
  const rows = await tx.query<{ id: string; username: string }>(
    "SELECT id::text, username FROM members WHERE merchant_code = $1 AND username = ANY ($2::text[])",
    [config.code, Object.keys(DEMO_PLAYER_ACTIVITY)],
  );
  return rows.map((row) => ({
    memberId: Number(row.id),
    validBet: decimalToMinor(DEMO_PLAYER_ACTIVITY[row.username]!.validBet, config.currency.decimals) ?? 0n,
    deposits: DEMO_PLAYER_ACTIVITY[row.username]!.deposits,
  }));
}

/** Valid bets of the merchant's players settled in [from, to), from the rounds the demo history wrote. */
async function playedBetween(tx: Queryable, merchantCode: string, from: Date, to: Date): Promise<Activity[]> {
  const rows = await tx.query<{ member_id: string; valid_bet: string }>(
    `SELECT r.member_id::text, sum(r.bet)::text AS valid_bet
       FROM game_rounds r JOIN members m ON m.id = r.member_id AND m.kind = 'player'
      WHERE r.merchant_code = $1 AND r.state = 'settled' AND r.settled_at >= $2 AND r.settled_at < $3
      GROUP BY r.member_id`,
    [merchantCode, from, to],
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    validBet: BigInt(row.valid_bet),
    deposits: 0,
  }));
}

/**
 * The demo start's lucky draws (decision 066), for every merchant with demonstration accounts: one
 * running, drawing within a day, where the demonstration players already hold tickets (the team's
 * bets of its period count as the loyalty job reads them); and one drawn a week ago, its tickets
 * taken from the players' settled rounds of its period plus the demonstration players', drawn by
 * the draw every raffle has, with its winners' week to claim still open. Written once, under a lock;
 * answers the merchants it wrote them for.
 */
export async function seedDemoRaffles(db: Database, configs: readonly MerchantConfig[]): Promise<string[]> {
  const seeded: string[] = [];
  for (const config of configs) {
    if (config.demoAccounts.length === 0) continue;
    const wrote = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [RAFFLE_LOCK]);
      const [merchant] = await tx.query<{ seeded: boolean }>(
        "SELECT demo_accounts_seeded AS seeded FROM merchants WHERE code = $1",
        [config.code],
      );
      if (!merchant?.seeded) return false;
      const promotions = createPromotionRepository(tx);
      const keys = await promotions.seedKeys(config.code);
      if (keys.has(DRAWN_RAFFLE_KEY) || keys.has(RUNNING_RAFFLE_KEY)) return false;
      const now = new Date();
      const { decimals } = config.currency;
      const raffles = createRaffleRepository(tx);
      const players = await demoPlayers(tx, config);

      const running = toPromotionValues(RUNNING_RAFFLE, decimals, now);
      const runningId = await promotions.insert(config.code, running, RUNNING_RAFFLE_KEY);
      await raffles.addActivity(runningId, config.code, players);

      const drawn = toPromotionValues(DRAWN_RAFFLE, decimals, now);
      const drawnId = await promotions.insert(config.code, drawn, DRAWN_RAFFLE_KEY);
      await raffles.addActivity(
        drawnId,
        config.code,
        await playedBetween(tx, config.code, drawn.startsAt, drawn.endsAt),
      );
      await raffles.addActivity(drawnId, config.code, players);
      await drawRaffleAt(tx, drawnId, drawn.raffle!.drawAt);
      return true;
    });
    if (wrote) seeded.push(config.code);
  }
  return seeded;
}

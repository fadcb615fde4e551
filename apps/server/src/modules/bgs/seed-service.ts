import type { Database } from "#app/db/database.ts";
import { freshSeedPair } from "./fairness/seed-pair.ts";
import { isValidClientSeed } from "./fairness/seeds.ts";
import { createBgsRepository, type Player, type SeedPairRow } from "./repository.ts";
import { badRequest } from "./stake.ts";

/** A player's seed pairs: the active one (created on first use), rotation, and the revealed ones. */
export function createSeedService(db: Database) {
  const repo = createBgsRepository(db);

  async function activePair(player: Player): Promise<SeedPairRow> {
    return db.transaction(async (tx) => {
      const txRepo = createBgsRepository(tx);
      const existing = await txRepo.activePair(player);
      if (existing) return existing;
      await txRepo.insertPair(player, freshSeedPair());
      return (await txRepo.activePair(player))!;
    });
  }

  async function seedsView(player: Player) {
    const pair = await activePair(player);
    return {
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nextNonce: Number(pair.next_nonce),
    };
  }

  return {
    activePair,
    seedsView,

    /**
     * Reveals the active server seed and commits a new one; the player's new client seed (or the
     * same one) goes with it. Refused while a round is still in play: its outcome depends on the seed.
     */
    async rotate(player: Player, clientSeed: unknown) {
      if (clientSeed !== undefined && (typeof clientSeed !== "string" || !isValidClientSeed(clientSeed))) {
        throw badRequest("A client seed is 1 to 64 printable characters without spaces or ':'");
      }
      await activePair(player);
      const revealed = await db.transaction(async (tx) => {
        const txRepo = createBgsRepository(tx);
        const pair = (await txRepo.activePair(player, true))!;
        if (await txRepo.hasUnsettled(player))
          throw badRequest("Finish the round in play before changing seeds");
        await txRepo.reveal(pair.id);
        await txRepo.insertPair(player, freshSeedPair(clientSeed ?? pair.client_seed));
        return pair;
      });
      return {
        revealed: {
          serverSeed: revealed.server_seed,
          serverSeedHash: revealed.server_seed_hash,
          clientSeed: revealed.client_seed,
          bets: Number(revealed.next_nonce),
        },
        seeds: await seedsView(player),
      };
    },

    async revealedSeeds(player: Player) {
      const rows = await repo.revealedPairs(player, 20);
      return rows.map((row) => ({
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        bets: Number(row.next_nonce),
        revealedAt: new Date(row.revealed_at!).toISOString(),
      }));
    },
  };
}
export type SeedService = ReturnType<typeof createSeedService>;

import { hashServerSeed, newClientSeed, newServerSeed } from "./seeds.ts";

/** A member's seeds at one moment: the server seed stays secret until the pair is rotated. */
export type SeedPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet will use; it starts at 0 and grows by one per bet. */
  nextNonce: number;
};

export function freshSeedPair(clientSeed: string = newClientSeed()): SeedPair {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 0 };
}

/**
 * Rotation: the active server seed is revealed (it can never be used again, so revealing it costs
 * nothing and lets the player verify every bet made with it), and a new one is committed by hash.
 */
export function rotateSeedPair(current: SeedPair, clientSeed: string = current.clientSeed) {
  return { revealed: current, next: freshSeedPair(clientSeed) };
}

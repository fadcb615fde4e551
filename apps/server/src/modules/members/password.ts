import { availableParallelism } from "node:os";
import argon2 from "argon2";
import pLimit from "p-limit";

// OWASP's recommended argon2id parameters: 19 MiB of memory, 2 passes, one lane.
export const ARGON2_PARAMETERS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// A hash or a verify holds a thread of libuv's pool (Node's 4 unless UV_THREADPOOL_SIZE says more)
// for about 20 ms of a core. Unbounded, a rush of logins takes every thread, and each file the site
// serves and each answer it compresses waits behind the verifies: 120–280 ms at 8 in flight on two
// cores (bench/login-rush.ts). So the pool always keeps a thread for the rest. Up to that, one verify
// more than the cores: with exactly one per core, a core that ends a verify idles until the event
// loop, busy with other requests, hands it the next (0.11–0.20 of two cores idle through a rush of
// logins against 0.05–0.07; bench/login.ts). Decision 074.
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const CONCURRENT_HASHES = Math.max(1, Math.min(availableParallelism() + 1, POOL_THREADS - 1));
const hashing = pLimit(CONCURRENT_HASHES);

/** What a hash costs: KiB of memory and passes over it. */
export type HashingCost = { memoryCost: number; timeCost: number };

let parameters: Omit<typeof ARGON2_PARAMETERS, keyof HashingCost> & HashingCost = ARGON2_PARAMETERS;

// Verifying against this when an account does not exist keeps the answer as slow as for a wrong
// password, so timing does not tell which usernames exist.
const nobodyHash = () => hashing(() => argon2.hash("no account has this password", parameters));
let NOBODY_HASH = nobodyHash();

/**
 * For the database test suite's set-up only (apps/server/test/support): the thousands of accounts
 * its tests create protect nothing, and at the real cost hashing them was a large part of the
 * suite's time. No setting or variable leads here, so every start hashes with ARGON2_PARAMETERS
 * (password-hashing.test.ts checks both).
 */
export function lowerHashingCostForTests(cost: HashingCost) {
  parameters = { ...ARGON2_PARAMETERS, ...cost };
  NOBODY_HASH = nobodyHash();
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2.hash(password, parameters));
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const against = hash ?? (await NOBODY_HASH);
  const matches = await hashing(() => argon2.verify(against, password));
  return hash !== null && matches;
}

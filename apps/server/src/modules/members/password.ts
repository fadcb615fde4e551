import argon2 from "argon2";

// OWASP's recommended argon2id parameters: 19 MiB of memory, 2 passes, one lane.
export const ARGON2_PARAMETERS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Verifying against this when an account does not exist keeps the answer as slow as for a wrong
// password, so timing does not tell which usernames exist.
const NOBODY_HASH = argon2.hash("no account has this password", ARGON2_PARAMETERS);

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_PARAMETERS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    await argon2.verify(await NOBODY_HASH, password);
    return false;
  }
  return argon2.verify(hash, password);
}

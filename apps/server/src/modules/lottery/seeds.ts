import { createHash, randomBytes } from "node:crypto";

/** A fresh draw seed from the operating system's CSPRNG, and its published SHA-256 (decision 052). */
export function newSeed(): { seed: string; seedHash: string } {
  const bytes = randomBytes(32);
  return { seed: bytes.toString("hex"), seedHash: createHash("sha256").update(bytes).digest("hex") };
}

import { createHash, randomBytes } from "node:crypto";

/**
 * A server seed is 32 bytes from the operating system's cryptographic generator, written as 64
 * lowercase hex characters. That text (not the raw bytes) is the HMAC key and the input of the
 * committed hash, so a player can check both with any SHA-256 / HMAC tool by pasting the text.
 */
export const newServerSeed = (): string => randomBytes(32).toString("hex");

/** The commitment shown before play: SHA-256 of the server seed's text, in hex. */
export const hashServerSeed = (serverSeed: string): string =>
  createHash("sha256").update(serverSeed, "utf8").digest("hex");

/** The client seed a player starts with until they choose their own. */
export const newClientSeed = (): string => randomBytes(12).toString("hex");

/** What a player may choose as a client seed: 1 to 64 printable ASCII characters, no ':' (the separator). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

export const isValidClientSeed = (value: string) => CLIENT_SEED_PATTERN.test(value);

/** A server seed as we issue it: exactly 64 lowercase hex characters. */
export const isServerSeed = (value: string) => /^[0-9a-f]{64}$/.test(value);

import { local, STORAGE_KEYS } from "./storage.ts";

const SHAPE = /^[0-9a-f]{32}$/;

/**
 * This browser's identifier: 128 random bits made once and kept in its storage, sent with each
 * registration and log-in so the merchant's invite-friends device rules can tell one browser from
 * another. Not a fingerprint: it says nothing about the device, and clearing storage makes a new one.
 * `getRandomValues` (not `randomUUID`) because a site served over plain HTTP may not use the latter.
 */
export function deviceId(): string {
  const known = local.get(STORAGE_KEYS.deviceId);
  if (known && SHAPE.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const made = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  local.set(STORAGE_KEYS.deviceId, made);
  return made;
}

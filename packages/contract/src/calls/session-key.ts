import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENCRYPTION_ALGORITHM, type SessionKey } from "../encryption.ts";
import { ENDPOINTS } from "../endpoints.ts";

export const sessionKeyCall = defineCall({
  id: "sessionKey",
  ...ENDPOINTS.sessionKey,
  tag: "session",
  summary:
    "Public key for encrypted (E) calls: ECDH P-256, HKDF-SHA256 and AES-256-GCM per request (see the Encryption header)",
  value: z.object({
    keyId: z.string(),
    publicKey: z.object({ kty: z.literal("EC"), crv: z.literal("P-256"), x: z.string(), y: z.string() }),
    algorithm: z.literal(ENCRYPTION_ALGORITHM),
    expiresAt: z.number().int(),
    serverTime: z.number().int(),
  }) satisfies z.ZodType<SessionKey>,
});

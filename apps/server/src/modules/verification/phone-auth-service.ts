import { createHash } from "node:crypto";
import type { PhoneAuthConfig } from "@banca/contract/merchant-config";
import { SANDBOX_PHONE_AUTH_PATH } from "@banca/contract/phone-auth";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { IdTokenError, verifyIdToken } from "#app/providers/phone-auth/id-token.ts";
import { KeysUnavailableError, type RemoteKeys } from "#app/providers/phone-auth/remote-keys.ts";
import { type SandboxPhoneAuth, sandboxAudience } from "#app/providers/phone-auth/sandbox-phone-auth.ts";

/** How long after the code was typed its token still counts: enough to finish the form. */
export const TOKEN_MAX_AUTH_AGE_SECONDS = 10 * 60;
const DEFAULT_API_URL = "https://identitytoolkit.googleapis.com/v1";
const DEFAULT_KEYS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

/** A merchant's route; a database seeded before the setting existed has none: the built-in codes. */
export function phoneAuthOf(merchant: Merchant): PhoneAuthConfig {
  return merchant.settings.phoneAuth ?? { provider: "builtin" };
}

/** What the site needs to talk to the provider, or null on the built-in route (or a sandbox that is off). */
export function phoneAuthSite(
  merchant: Merchant,
  sandboxOn: boolean,
): { apiUrl: string; apiKey: string } | null {
  const config = phoneAuthOf(merchant);
  switch (config.provider) {
    case "builtin":
      return null;
    case "sandbox":
      return sandboxOn ? { apiUrl: SANDBOX_PHONE_AUTH_PATH, apiKey: merchant.code } : null;
    case "identity-toolkit":
      return { apiUrl: config.apiUrl ?? DEFAULT_API_URL, apiKey: config.apiKey };
  }
}

/** A provider token that proved a number; spent with the change it allows. */
export type CheckedToken = { kind: "token"; merchantCode: string; tokenHash: string; expiresAt: Date };

const invalid = () => new AppError("invalid-verification-code", "Verification code is not valid");
const notAvailable = () =>
  new AppError("operation-not-allowed", "Not enabled function, contact customer service");

export function createPhoneAuthService(deps: {
  db: Queryable;
  sandbox: SandboxPhoneAuth | null;
  remoteKeys: RemoteKeys;
}) {
  async function claimsOf(merchant: Merchant, config: PhoneAuthConfig, token: string) {
    const limits = { maxAuthAgeSeconds: TOKEN_MAX_AUTH_AGE_SECONDS };
    switch (config.provider) {
      case "builtin":
        throw notAvailable();
      case "sandbox": {
        const sandbox = deps.sandbox;
        if (!sandbox) throw notAvailable();
        // The sandbox lives in this process: its public key is at hand.
        return verifyIdToken(token, sandbox.keyOf, {
          ...limits,
          issuer: sandbox.issuer,
          audience: sandboxAudience(merchant.code),
        });
      }
      case "identity-toolkit": {
        // The key id is read before the signature is checked only to pick the key to check it with.
        const kid = kidOf(token);
        const keysUrl = config.keysUrl ?? DEFAULT_KEYS_URL;
        const key = kid ? await deps.remoteKeys.keyOf(keysUrl, kid) : undefined;
        return verifyIdToken(token, () => key, {
          ...limits,
          issuer: config.issuer ?? `https://securetoken.google.com/${config.projectId}`,
          audience: config.projectId,
        });
      }
    }
  }

  return {
    /**
     * Verifies a provider's token for `destination` ("+<dialing code><number>"): signature by the
     * provider's key, issuer, audience (this merchant's project), freshness and the number itself.
     * Expired → `code-expired`; anything else wrong → `invalid-verification-code`; provider keys out
     * of reach → `unknown`. Nothing is spent here.
     */
    async check(merchant: Merchant, token: string | undefined, destination: string): Promise<CheckedToken> {
      const given = token?.trim() ?? "";
      if (given === "") throw new AppError("missing-verification-code", "Verification code is missing");
      let claims: Awaited<ReturnType<typeof claimsOf>>;
      try {
        claims = await claimsOf(merchant, phoneAuthOf(merchant), given);
      } catch (error) {
        if (error instanceof IdTokenError) {
          throw error.reason === "expired"
            ? new AppError("code-expired", "Code expired, send again")
            : invalid();
        }
        if (error instanceof KeysUnavailableError) {
          throw new AppError("unknown", "An unknown error occurred");
        }
        throw error;
      }
      if (claims.phone_number !== destination) throw invalid();
      const tokenHash = createHash("sha256").update(given).digest("base64url");
      // A spent token is refused here already, before it can learn whether the number is taken;
      // `spend` still decides between two uses arriving together.
      const spent = await deps.db.query("SELECT 1 FROM phone_auth_spent_tokens WHERE token_hash = $1", [
        tokenHash,
      ]);
      if (spent.length > 0) throw invalid();
      return {
        kind: "token",
        merchantCode: merchant.code,
        tokenHash,
        expiresAt: new Date(claims.exp * 1000),
      };
    },

    /** Spends the token inside the caller's transaction: the second use of one token is refused. */
    async spend(checked: CheckedToken, tx: Queryable): Promise<void> {
      await tx.query("DELETE FROM phone_auth_spent_tokens WHERE expires_at < now()");
      const rows = await tx.query(
        `INSERT INTO phone_auth_spent_tokens (token_hash, merchant_code, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
        [checked.tokenHash, checked.merchantCode, checked.expiresAt],
      );
      if (rows.length === 0) throw invalid();
    },
  };
}
export type PhoneAuthService = ReturnType<typeof createPhoneAuthService>;

function kidOf(token: string): string | null {
  try {
    const header = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8"));
    return typeof header?.kid === "string" ? header.kid : null;
  } catch {
    return null;
  }
}

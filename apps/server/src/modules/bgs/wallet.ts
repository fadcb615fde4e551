import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createValidBetRules } from "#app/modules/merchants/valid-bet-rules.ts";
import { protectionErrorOf } from "#app/modules/protection/refusals.ts";
import type { PostJson } from "#app/providers/vendors/post-json.ts";
import {
  createSeamlessClient,
  SeamlessCallError,
  type SeamlessClient,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";

export const BGS_VASSALAGE = "BGS";

/** Where and how BGS reaches the seamless-wallet API; asked on every call (see bgs/routes.ts). */
export type WalletRoute = { baseUrl: string; post?: PostJson };

/**
 * BGS reaches the platform's seamless-wallet API with its own signed client, exactly as an outside
 * vendor does: the same routes, signature and idempotency.
 */
export function createBgsWallet(db: Queryable, route: () => WalletRoute, ruleTtlMs?: number) {
  const secrets = new Map<string, string>();

  async function clientFor(merchantCode: string): Promise<SeamlessClient> {
    let secret = secrets.get(merchantCode);
    if (!secret) {
      try {
        secret = await vendorSecret(db, merchantCode, BGS_VASSALAGE);
      } catch {
        throw new AppError("merchant.not.found", "Unknown merchant");
      }
      secrets.set(merchantCode, secret);
    }
    return createSeamlessClient({ ...route(), vendor: BGS_VASSALAGE, secret });
  }

  // The merchant's rule, which BGS applies to its own rounds as a vendor that knows their risk would.
  const rules = createValidBetRules(db, ruleTtlMs);
  const validBetsOf = (merchantCode: string) => rules.of(merchantCode);

  return { clientFor, validBetsOf };
}
export type BgsWallet = ReturnType<typeof createBgsWallet>;

/** A refusal the wallet gave for sure (nothing moved), as opposed to a failure whose effect is unknown. */
export const isDefiniteRefusal = (error: unknown): error is SeamlessCallError =>
  error instanceof SeamlessCallError && error.status >= 400 && error.status < 500;

/** The wallet's refusal in the player's terms. */
export function refusalToAppError(error: SeamlessCallError): AppError {
  switch (error.code) {
    case "INSUFFICIENT_FUNDS":
      return new AppError("insufficient.balance", "Your balance is too low for this bet");
    case "BETS_BLOCKED":
      return (
        protectionErrorOf(error.message) ??
        new AppError(
          "agent.bills.unpaid",
          "Your downlines' salary or dividend bills are unpaid: add funds to your wallet and they are paid first",
        )
      );
    case "INVALID_TOKEN":
    case "SESSION_EXPIRED":
      return new AppError(
        "login.not.session",
        "Your game session has ended; open the game again from the lobby",
      );
    default:
      return new AppError("function.not.available", "The wallet refused this bet");
  }
}

/** Places of decimals in a wallet amount such as "1000.00". */
export function decimalsOf(amount: string): number {
  const dot = amount.indexOf(".");
  return dot < 0 ? 0 : amount.length - dot - 1;
}

import { AppError } from "#app/http/app-error.ts";
import type { AccountKind } from "./account-kind.ts";

/**
 * Refuses trial accounts (free demo play) for calls that need a real account; the site answers
 * `trial.account` with its "register a real account first" warning (in_need_true_account).
 */
export function requireRealAccount(session: { kind: AccountKind }): void {
  if (session.kind === "trial") {
    throw new AppError("trial.account", "Register a real account first");
  }
}

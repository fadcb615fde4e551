import type { LoginChallenge, LoginValue } from "@banca/contract/calls/session";
import { completeLogin } from "#app/features/session/complete-login.ts";
import { loginChallengeOf } from "./api.ts";

/** A log-in whose credentials were right but whose address is new: the code step that follows. */
export type ChallengeStep = { challenge: LoginChallenge; method: "username" | "sms"; password?: string };

/**
 * Sends a log-in and follows its answer: in on success; on a new address, the verification step
 * (the credentials were right, so what is remembered is kept); otherwise the failure goes back to
 * the form. Used by the username and the SMS forms alike.
 */
export async function attemptLogin(options: {
  send(): Promise<LoginValue>;
  remember(): void;
  how: Omit<ChallengeStep, "challenge">;
  onChallenge(step: ChallengeStep): void;
  onFailure(error: unknown): void;
  /** What follows a login that went all the way in (not one that stopped at a code step). */
  afterLogin?(): void;
}): Promise<void> {
  try {
    const value = await options.send();
    options.remember();
    await completeLogin(value, options.how);
    options.afterLogin?.();
  } catch (error) {
    const challenge = loginChallengeOf(error);
    if (!challenge) return options.onFailure(error);
    options.remember();
    options.onChallenge({ challenge, ...options.how });
  }
}

import type { LoginValue } from "@banca/contract/calls/session";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { completeLogin, type LoginOrigin } from "#app/modules/sessions/complete-login.ts";
import { hashToken, type SessionService } from "#app/modules/sessions/service.ts";
import { createSocialRepository } from "./repository.ts";

export function createSocialExchangeService(db: Database, sessions: SessionService) {
  const codes = createSocialRepository(db);
  const members = createMemberRepository(db);
  return {
    /** Trades the callback's one-time code for a session; a code works once, for its own merchant. */
    async exchange(merchant: Merchant, code: string, origin: LoginOrigin): Promise<LoginValue> {
      // The whitelabel gate lets through a module the tree does not list; this one must be on.
      if (merchant.modules.SOCIALLOGIN3 !== true) {
        throw new AppError("function.not.available", "This function is not available");
      }
      const memberId = await codes.takeCode(hashToken(code), merchant.code);
      const member = memberId === null ? null : await members.findById(merchant.code, memberId);
      if (!member) {
        throw new AppError(
          "social.login.failed",
          "This sign-in has expired or was already used, please try again",
        );
      }
      const value = await completeLogin(sessions, merchant, member, origin);
      // An account made by a social sign-in has no password that could have expired.
      return member.passwordHash === null ? { ...value, passwordExpired: false } : value;
    },
  };
}

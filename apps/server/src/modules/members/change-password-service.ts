import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { confirmOwner } from "#app/modules/security/owner-proof.ts";
import { createLoginAttemptRepository } from "#app/modules/sessions/attempts-repository.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { verifyPassword } from "./password.ts";
import { checkNewPassword, createPasswordService } from "./password-service.ts";
import { requireRealAccount } from "./real-account.ts";
import { createMemberRepository } from "./repository.ts";

export type PasswordChange = {
  oldPassword?: string | undefined;
  newPassword: string;
  confirmNewPassword: string;
};

// A wrong old password is a password guess like a failed log-in, and is counted with them: a stolen
// session cannot be used to guess its way to the password, and the log-in limit sees it too.
const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;

export function createChangePasswordService(db: Database) {
  const members = createMemberRepository(db);
  const attempts = createLoginAttemptRepository(db);
  const passwords = createPasswordService(db);
  return {
    /** Sets a new password; every session of the member ends, the caller's too. */
    async change(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: PasswordChange,
      origin: { clientIp: string; language: Language },
    ): Promise<void> {
      requireRealAccount(session);
      checkNewPassword(merchant, input.newPassword, input.confirmNewPassword, origin.language);
      const member = await members.findById(session.merchantCode, session.memberId);
      if (!member) throw new AppError("user.or.token.invalid", "The session has ended, please log in again");

      // Accounts made by a social sign-in have no password yet: this call gives them one. A password
      // opens every door a password opens (bindings, payment password, cards), so the first one needs
      // a recent sign-in with the provider, not merely a session that may have been left open.
      if (member.passwordHash === null) {
        await confirmOwner(
          db,
          { ...member, merchantCode: merchant.code, tokenHash: session.tokenHash },
          undefined,
          origin.clientIp,
        );
      } else {
        const oldPassword = input.oldPassword ?? "";
        if (!oldPassword) throw new AppError("password.incorrect", "Enter the current password");
        const usernameKey = member.username.toLowerCase();
        // Written as in flight before the check, so guesses arriving together all count (see login-service).
        const attempt = await attempts.begin(merchant.code, usernameKey, origin.clientIp);
        const failures = await attempts.failures(merchant.code, usernameKey, origin.clientIp, WINDOW_SECONDS);
        if (failures.byAccount > MAX_FAILURES_PER_ACCOUNT) {
          await attempts.discard(attempt);
          throw new AppError("too.many.requests", "Too many failed attempts, try again in 15 minutes");
        }
        if (!(await verifyPassword(member.passwordHash, oldPassword))) {
          await attempts.fail(attempt);
          throw new AppError("password.incorrect", "The current password is not correct");
        }
        await attempts.succeed(attempt);
        if (input.newPassword === oldPassword) {
          throw new AppError("password.unchanged", "The new password must differ from the current one");
        }
      }
      await passwords.replace(
        merchant,
        member.id,
        input.newPassword,
        input.confirmNewPassword,
        origin.language,
      );
    },
  };
}

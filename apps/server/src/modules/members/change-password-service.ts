import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { confirmCurrentPassword } from "#app/modules/security/current-password.ts";
import { confirmOwner } from "#app/modules/security/owner-proof.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { checkNewPassword, createPasswordService } from "./password-service.ts";
import { requireRealAccount } from "./real-account.ts";
import { createMemberRepository } from "./repository.ts";

export type PasswordChange = {
  oldPassword?: string | undefined;
  newPassword: string;
  confirmNewPassword: string;
};

export function createChangePasswordService(db: Database) {
  const members = createMemberRepository(db);
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
        await confirmCurrentPassword(
          db,
          { merchantCode: merchant.code, username: member.username, passwordHash: member.passwordHash },
          oldPassword,
          origin.clientIp,
        );
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

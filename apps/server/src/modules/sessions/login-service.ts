import type { LoginValue } from "@banca/contract/calls/session";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { wireAccountCode } from "#app/modules/members/account-kind.ts";
import { verifyPassword } from "#app/modules/members/password.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createLoginAttemptRepository } from "./attempts-repository.ts";
import type { SessionService } from "./service.ts";

const WINDOW_SECONDS = 15 * 60;
// Per account the limit stops guessing one password; per address it stops trying many accounts.
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
const PASSWORD_MAX_AGE_DAYS = 90;

export function createLoginService(db: Database, sessions: SessionService) {
  const members = createMemberRepository(db);
  const log = createLoginAttemptRepository(db);
  return {
    async login(
      merchant: Merchant,
      credentials: { username: string; password: string },
      origin: { clientIp: string; userAgent: string },
    ): Promise<LoginValue> {
      const usernameKey = credentials.username.toLowerCase();
      const failures = await log.failures(merchant.code, usernameKey, origin.clientIp, WINDOW_SECONDS);
      if (failures.byAccount >= MAX_FAILURES_PER_ACCOUNT || failures.byAddress >= MAX_FAILURES_PER_ADDRESS) {
        throw new AppError("too.many.requests", "Too many failed attempts, try again in 15 minutes");
      }
      const member = await members.findByUsername(merchant.code, credentials.username);
      // Trial accounts have no password of their own: they never log in this way.
      const hash = member && member.kind !== "trial" ? member.passwordHash : null;
      const valid = await verifyPassword(hash, credentials.password);
      await log.record(merchant.code, usernameKey, origin.clientIp, valid);
      if (!member || !valid) throw new AppError("login.failed", "Wrong account or password");

      const token = await sessions.open({ id: member.id, merchantCode: merchant.code }, origin);
      const firstTimeLogin = await members.recordLogin(member.id);
      const passwordAgeDays = (Date.now() - member.passwordChangedAt.getTime()) / 86_400_000;
      return {
        token,
        id: member.id,
        userName: member.username,
        firstTimeLogin,
        passwordExpired:
          Boolean(merchant.modules.PWDEXPFORCECHANGE3) && passwordAgeDays > PASSWORD_MAX_AGE_DAYS,
        customerType: wireAccountCode(member.kind, member.agentLevel),
      };
    },
  };
}

import type { LoginValue } from "@banca/contract/calls/session";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { wireAccountCode } from "#app/modules/members/account-kind.ts";
import { verifyPassword } from "#app/modules/members/password.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { SessionService } from "./service.ts";

const WINDOW_SECONDS = 15 * 60;
// Per account the limit stops guessing one password; per address it stops trying many accounts.
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
const PASSWORD_MAX_AGE_DAYS = 90;

function attempts(db: Queryable) {
  return {
    async failures(merchantCode: string, usernameKey: string, clientIp: string) {
      const rows = await db.query<{ by_account: string | number; by_address: string | number }>(
        `SELECT count(*) FILTER (WHERE username_key = $2) AS by_account,
                count(*) FILTER (WHERE client_ip = $3) AS by_address
           FROM login_attempts
          WHERE merchant_code = $1 AND NOT succeeded AND attempted_at > now() - make_interval(secs => $4)
            AND (username_key = $2 OR client_ip = $3)`,
        [merchantCode, usernameKey, clientIp, WINDOW_SECONDS],
      );
      return { byAccount: Number(rows[0]?.by_account ?? 0), byAddress: Number(rows[0]?.by_address ?? 0) };
    },
    async record(merchantCode: string, usernameKey: string, clientIp: string, succeeded: boolean) {
      await db.query(
        "INSERT INTO login_attempts (merchant_code, username_key, client_ip, succeeded) VALUES ($1, $2, $3, $4)",
        [merchantCode, usernameKey, clientIp, succeeded],
      );
    },
  };
}

export function createLoginService(db: Database, sessions: SessionService) {
  const members = createMemberRepository(db);
  const log = attempts(db);
  return {
    async login(
      merchant: Merchant,
      credentials: { username: string; password: string },
      origin: { clientIp: string; userAgent: string },
    ): Promise<LoginValue> {
      const usernameKey = credentials.username.toLowerCase();
      const failures = await log.failures(merchant.code, usernameKey, origin.clientIp);
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

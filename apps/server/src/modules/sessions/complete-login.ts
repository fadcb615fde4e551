import type { LoginValue } from "@banca/contract/calls/session";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { wireAccountCode } from "#app/modules/members/account-kind.ts";
import { isPasswordExpired } from "#app/modules/members/password-policy.ts";
import { createMemberRepository, type MemberRow } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createLoginAddressRepository } from "./login-address-repository.ts";
import type { SessionService } from "./service.ts";

/** Where a log-in comes from; `deviceId` is the browser's identifier, when the site sent one. */
export type LoginOrigin = { clientIp: string; userAgent: string; deviceId?: string | undefined };

/**
 * The end of every way in (password, SMS code, new-address code): a new session, the log-in marked,
 * and the address remembered so LOGINIPVERF3 knows it next time (and the device, for invite friends).
 */
export async function completeLogin(
  db: Queryable,
  sessions: SessionService,
  merchant: Merchant,
  member: MemberRow,
  origin: LoginOrigin,
): Promise<LoginValue> {
  // Checked after the password or code, so a guesser learns nothing from it.
  if (member.blockedAt) {
    throw new AppError("account.blocked", "This account is blocked, please contact customer service");
  }
  const token = await sessions.open({ id: member.id, merchantCode: merchant.code }, origin);
  const firstTimeLogin = await createMemberRepository(db).recordLogin(member.id);
  const places = createLoginAddressRepository(db);
  await places.remember(member.id, origin.clientIp);
  if (origin.deviceId) await places.rememberDevice(member.id, origin.deviceId);
  return {
    token,
    id: member.id,
    userName: member.username,
    firstTimeLogin,
    passwordExpired: isPasswordExpired(merchant, member),
    customerType: wireAccountCode(member.kind, member.agentLevel),
  };
}

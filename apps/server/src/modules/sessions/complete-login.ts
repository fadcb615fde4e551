import type { LoginValue } from "@banca/contract/calls/session";
import { AppError } from "#app/http/app-error.ts";
import { wireAccountCode } from "#app/modules/members/account-kind.ts";
import { isPasswordExpired } from "#app/modules/members/password-policy.ts";
import type { MemberRow } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { SessionService } from "./service.ts";

/** Where a log-in comes from; `deviceId` is the browser's signed device cookie (decision 078). */
export type LoginOrigin = { clientIp: string; userAgent: string; deviceId?: string | undefined };

/**
 * The end of every way in (password, SMS code, new-address code, social sign-in): a new session,
 * the log-in marked, and the address remembered so LOGINIPVERF3 knows it next time (and the device,
 * for invite friends), in one statement; `attemptId` is the try it ends, marked succeeded with them.
 */
export async function completeLogin(
  sessions: SessionService,
  merchant: Merchant,
  member: MemberRow,
  origin: LoginOrigin,
  attemptId?: number,
): Promise<LoginValue> {
  // Checked after the password or code, so a guesser learns nothing from it.
  if (member.blockedAt) {
    throw new AppError("account.blocked", "This account is blocked, please contact customer service");
  }
  const { token, firstTimeLogin } = await sessions.openLogin(
    { id: member.id, merchantCode: merchant.code },
    origin,
    { deviceId: origin.deviceId, attemptId },
  );
  return {
    token,
    id: member.id,
    userName: member.username,
    firstTimeLogin,
    passwordExpired: isPasswordExpired(merchant, member),
    customerType: wireAccountCode(member.kind, member.agentLevel),
  };
}

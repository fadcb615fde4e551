import type { Queryable } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPasswordRepository } from "./password-repository.ts";

/** The password the platform hands out by default; whoever logs in with it must choose another. */
export const DEFAULT_PASSWORD = "123456";
/** A password's lifetime when the merchant's configuration does not name one. */
export const DEFAULT_MAX_AGE_DAYS = 90;
const DAY_MS = 86_400_000;

export type PasswordState = { passwordChangedAt: Date; mustChangePassword: boolean };

/** How many days a password lasts at this merchant while PWDEXPFORCECHANGE3 is on. */
export function passwordMaxAgeDays(merchant: Merchant): number {
  // Merchants seeded before the setting existed have none stored.
  return merchant.settings.passwordPolicy?.maxAgeDays ?? DEFAULT_MAX_AGE_DAYS;
}

/**
 * Whether the member must change the password before going on: it was flagged (e.g. still the
 * default one), or the merchant forces a change on expiry and the password is older than allowed.
 */
export function isPasswordExpired(merchant: Merchant, member: PasswordState, now = Date.now()): boolean {
  if (member.mustChangePassword) return true;
  if (!merchant.modules.PWDEXPFORCECHANGE3) return false;
  return now - member.passwordChangedAt.getTime() > passwordMaxAgeDays(merchant) * DAY_MS;
}

/**
 * Call after a successful password log-in; also flags an account's first log-in. The site spots the default password by itself, but only
 * on the device that typed it: flagging the account makes every other device see the change as due.
 * Answers the member's password state after the check.
 */
export async function flagPasswordChange<M extends PasswordState & { id: number; firstLoginAt: Date | null }>(
  db: Queryable,
  member: M,
  password: string,
): Promise<M> {
  if (member.mustChangePassword) return member;
  // The first log-in with a password (spec part 1 §4, `firstTimeLogin`): a password that someone
  // else set (an agent, an operator, an import) is changed before the account is used. A player
  // who registered chose it, and the registration's own session was the first log-in.
  if (password !== DEFAULT_PASSWORD && member.firstLoginAt !== null) return member;
  await createPasswordRepository(db).requireChange(member.id);
  return { ...member, mustChangePassword: true };
}

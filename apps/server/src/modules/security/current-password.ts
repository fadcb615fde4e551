import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { verifyPassword } from "#app/modules/members/password.ts";
import { createLoginAttemptRepository } from "#app/modules/sessions/attempts-repository.ts";

// The same window and limit as log-in (decision 028): a wrong password here is a password guess,
// counted with theirs, so a stolen session cannot be used to guess the password. The limit holds per
// account and address, so a stranger's failed log-ins elsewhere never lock the owner out of a change.
const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;

/**
 * Checks the login password a sensitive change asks for (password change, owner proof, a payment
 * password reset): `password.incorrect` when missing or wrong, `too.many.requests` past the log-in
 * limit of the account from this address.
 */
export async function confirmCurrentPassword(
  db: Database,
  member: { merchantCode: string; username: string; passwordHash: string },
  password: string | undefined,
  clientIp: string,
): Promise<void> {
  if (!password) throw new AppError("password.incorrect", "Enter the current password");
  const attempts = createLoginAttemptRepository(db);
  const usernameKey = member.username.toLowerCase();
  // Written as in flight before the check, so guesses arriving together all count (see login-service).
  const { attempt, counts } = await attempts.begin(
    member.merchantCode,
    usernameKey,
    clientIp,
    WINDOW_SECONDS,
  );
  if (counts.byAccountAndAddress > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) {
    await attempts.discard(attempt);
    throw new AppError("too.many.requests", "Too many failed attempts, try again in 15 minutes");
  }
  if (!(await verifyPassword(member.passwordHash, password))) {
    await attempts.fail(attempt);
    throw new AppError("password.incorrect", "The current password is not correct");
  }
  await attempts.succeed(attempt);
}

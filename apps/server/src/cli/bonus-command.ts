import type { Database } from "#app/db/database.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { cliActor } from "./balance-command.ts";

export const BONUS_USAGE =
  "  bonus grant <merchant> <username> <amount> <reason...> [--turnover=<multiplier>]  credit a bonus";

const USAGE_EXAMPLE = "Usage: npm run ops -- bonus grant demo demoplayer 10.00 welcome back --turnover=5";

/** `bonus grant`: credits a bonus from the bonus expense to a member's main wallet, audited. */
export async function bonusCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const turnoverFlag = args.find((arg) => arg.startsWith("--turnover="));
  const [action, merchantCode, username, amount, ...reasonWords] = args.filter((arg) => arg !== turnoverFlag);
  const reason = reasonWords.join(" ").trim();
  if (action !== "grant" || !merchantCode || !username || !amount || reason.length < 3) {
    throw new Error(USAGE_EXAMPLE);
  }
  const turnoverMultiplier = turnoverFlag === undefined ? undefined : Number(turnoverFlag.split("=")[1]);
  if (turnoverMultiplier !== undefined && !Number.isFinite(turnoverMultiplier))
    throw new Error(USAGE_EXAMPLE);
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const granted = await createBonusService(db).grantByOperator(merchant, {
    username,
    amount,
    reason,
    turnoverMultiplier,
    actor: cliActor(),
  });
  const wagering = granted.requiredTurnover === "0" ? "" : `, turnover required ${granted.requiredTurnover}`;
  return [
    `${username}: bonus ${amount} credited, balance now ${granted.balance}${wagering} (entry ${granted.entryId})`,
  ];
}

import { userInfo } from "node:os";
import type { Database } from "#app/db/database.ts";
import { createAdjustmentService } from "#app/modules/adjustments/service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";

export const BALANCE_USAGE =
  "  balance adjust <merchant> <username> <amount> <reason...>  credit (25.00) or debit (-25.00) a member's wallet";

/** The actor of commands typed at this machine, as the audit log names it. */
export const cliActor = () => `cli:${userInfo().username}`;

export async function balanceCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, merchantCode, username, amount, ...reasonWords] = args;
  const reason = reasonWords.join(" ").trim();
  if (action !== "adjust" || !merchantCode || !username || !amount || reason.length < 3) {
    throw new Error(`Usage: npm run ops -- balance adjust demo demoplayer 25.00 goodwill for the outage`);
  }
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const result = await createAdjustmentService(db).adjust(merchant, {
    username,
    amount,
    reason,
    actor: cliActor(),
  });
  return [`${username}: adjusted by ${amount}, balance now ${result.balance} (entry ${result.entryId})`];
}

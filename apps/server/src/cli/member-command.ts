import type { Database } from "#app/db/database.ts";
import { createMemberBlockService } from "#app/modules/members/block-service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { cliActor } from "./balance-command.ts";

export const MEMBER_USAGE = `  member block|unblock <merchant> <username> <reason...>  block a member (every session ends) or lift it`;

const USAGE_EXAMPLE = "Usage: npm run ops -- member block demo luckyrio card reported stolen";

/** `member block` and `member unblock`: each change audited, a block ends the member's sessions. */
export async function memberCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, merchantCode, username, ...reasonWords] = args;
  const reason = reasonWords.join(" ").trim();
  if ((action !== "block" && action !== "unblock") || !merchantCode || !username || reason.length < 3) {
    throw new Error(USAGE_EXAMPLE);
  }
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const result = await createMemberBlockService(db).setBlocked(merchant, {
    username,
    blocked: action === "block",
    reason,
    actor: cliActor(),
  });
  return [
    result.blocked
      ? `${result.username}: blocked, ${result.endedSessions} session(s) ended`
      : `${result.username}: block lifted`,
  ];
}

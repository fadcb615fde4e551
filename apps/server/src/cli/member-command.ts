import type { Database } from "#app/db/database.ts";
import { createTeamMoveService } from "#app/modules/agent/team-move.ts";
import { createMemberBlockService } from "#app/modules/members/block-service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { cliActor } from "./balance-command.ts";

export const MEMBER_USAGE = `  member block|unblock <merchant> <username> <reason...>  block a member (every session ends) or lift it
  member move <merchant> <username> <agent> <reason...>  move a member and its team under another agent`;

const USAGE_EXAMPLE = "Usage: npm run ops -- member block demo luckyrio card reported stolen";

/** `member block` and `member unblock`: each change audited, a block ends the member's sessions. */
export async function memberCommand(db: Database, args: readonly string[]): Promise<string[]> {
  if (args[0] === "move") return moveCommand(db, args.slice(1));
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

const MOVE_EXAMPLE = "Usage: npm run ops -- member move demo demoplayer demoagent agreed with both agents";

/** `member move`: the member and its team under another agent, audited, rebate rates clamped. */
async function moveCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [merchantCode, username, uplineUsername, ...reasonWords] = args;
  const reason = reasonWords.join(" ").trim();
  if (!merchantCode || !username || !uplineUsername || reason.length < 3) throw new Error(MOVE_EXAMPLE);
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const result = await createTeamMoveService(db).move(merchant, {
    username,
    uplineUsername,
    reason,
    actor: cliActor(),
  });
  return [
    `${result.username}: moved from ${result.from ?? "(no upline)"} to ${result.to} with ${result.moved} member(s)`,
    ...result.clamped.map(
      (change) =>
        `  rebate of member ${change.memberId} on ${change.product}: ${change.from} -> ${change.to} bp`,
    ),
  ];
}

import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPasswordRepository } from "./password-repository.ts";
import { createMemberRepository } from "./repository.ts";

export type BlockChange = { username: string; blocked: boolean; reason: string; actor: string };

/**
 * Operators block a member (a stolen account, fraud, a player's own request) and lift the block.
 * Blocking ends every site session of the member in the same transaction, and with them the game
 * sessions they launched: vendors' debits are refused from then on, while credits and rollbacks of
 * rounds already open still pay (decision 019). Money held for a withdrawal stays with the operator's
 * decisions: a block never takes a player's money.
 */
export function createMemberBlockService(db: Database) {
  return {
    async setBlocked(merchant: Merchant, change: BlockChange) {
      const member = await createMemberRepository(db).findByUsername(merchant.code, change.username);
      if (!member) throw new AppError("member.not.found", `No member "${change.username.slice(0, 64)}"`);
      return db.transaction(async (tx) => {
        const before = await createMemberRepository(tx).setBlocked(member.id, change.blocked);
        const endedSessions = change.blocked
          ? await createPasswordRepository(tx).revokeSessions(member.id)
          : 0;
        if (before !== change.blocked) {
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: change.actor,
            action: change.blocked ? "member.block" : "member.unblock",
            targetType: "member",
            targetId: String(member.id),
            detail: { username: member.username, reason: change.reason, endedSessions },
          });
        }
        return { username: member.username, blocked: change.blocked, endedSessions };
      });
    },
  };
}

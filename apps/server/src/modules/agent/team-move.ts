import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { endContractsOfMovedMember } from "#app/modules/agent-contracts/tree-move.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPrizeGroupRepository } from "./team-prize-groups.ts";
import { createRebateRateRepository } from "./team-rates.ts";

export type MemberMove = { username: string; uplineUsername: string; reason: string; actor: string };

type Found = { id: number; username: string; kind: string; uplineId: number | null };

async function findByUsername(db: Queryable, merchantCode: string, username: string): Promise<Found | null> {
  const rows = await db.query<{
    id: string | number;
    username: string;
    kind: string;
    upline_id: string | number | null;
  }>(
    "SELECT id, username, kind, upline_id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2::text)",
    [merchantCode, username.trim()],
  );
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        username: row.username,
        kind: row.kind,
        uplineId: row.upline_id === null ? null : Number(row.upline_id),
      }
    : null;
}

const invalid = (message: string) => new AppError("tree.move.invalid", message);

/**
 * An operator moves a member, with its whole team, under another agent of the same merchant
 * (decision 034). The tree's rows follow in the same transaction (the database's move trigger);
 * rebate rates of the moved team above the new upline's are lowered to them, and so are its lottery
 * prize groups above the new chain's lowest (decision 068); the audit entry
 * lists each one. Refused: a member of another merchant (not found here), an upline that is not
 * an agent, and an upline inside the member's own team (a cycle).
 */
export function createTeamMoveService(db: Database) {
  return {
    async move(merchant: Merchant, move: MemberMove) {
      const member = await findByUsername(db, merchant.code, move.username);
      if (!member) throw new AppError("member.not.found", `No member "${move.username.slice(0, 64)}"`);
      const upline = await findByUsername(db, merchant.code, move.uplineUsername);
      if (!upline) throw new AppError("member.not.found", `No member "${move.uplineUsername.slice(0, 64)}"`);
      if (member.kind === "trial") throw invalid("A trial account has no place in the agent tree");
      if (upline.kind !== "agent") throw invalid(`${upline.username} is not an agent`);
      return db.transaction(async (tx) => {
        // The merchant's tree lock (the move trigger takes it too): no other move or insert under
        // this merchant interleaves between the cycle check and the update.
        await tx.query("SELECT pg_advisory_xact_lock(34, member_tree_lock_key($1))", [merchant.code]);
        const cycle = await tx.query(
          "SELECT 1 FROM member_tree WHERE ancestor_id = $1 AND descendant_id = $2",
          [member.id, upline.id],
        );
        if (cycle.length > 0) {
          throw invalid(
            `${upline.username} is in ${member.username}'s own team: the move would make a cycle`,
          );
        }
        const before = await tx.query<{ upline_id: string | number | null; upline: string | null }>(
          `SELECT m.upline_id, u.username AS upline FROM members m LEFT JOIN members u ON u.id = m.upline_id
            WHERE m.id = $1 FOR UPDATE OF m`,
          [member.id],
        );
        const from = before[0]?.upline ?? null;
        if (before[0]?.upline_id !== null && Number(before[0]?.upline_id) === upline.id) {
          return {
            username: member.username,
            from,
            to: upline.username,
            clamped: [],
            clampedPrizeGroups: [],
            moved: 0,
          };
        }
        await tx.query("UPDATE members SET upline_id = $2 WHERE id = $1", [member.id, upline.id]);
        const endedContracts = await endContractsOfMovedMember(tx, merchant.code, member.id);
        const rates = createRebateRateRepository(tx);
        const clamped = await rates.clampSubtree(member.id, await rates.ratesOf(upline.id));
        // Prize groups above the new chain's are lowered to it (decision 068).
        const groups = createPrizeGroupRepository(tx);
        const ceiling = await groups.boundOf(upline.id);
        const clampedPrizeGroups =
          ceiling === null ? [] : await groups.clampBelow(member.id, ceiling, { withRoot: true });
        const size = await tx.query<{ n: string | number }>(
          "SELECT count(*) AS n FROM member_tree WHERE ancestor_id = $1",
          [member.id],
        );
        const moved = Number(size[0]?.n ?? 1);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: move.actor,
          action: "member.move",
          targetType: "member",
          targetId: String(member.id),
          detail: {
            username: member.username,
            from,
            to: upline.username,
            moved,
            reason: move.reason,
            clamped,
            clampedPrizeGroups,
            endedContracts,
          },
        });
        return { username: member.username, from, to: upline.username, clamped, clampedPrizeGroups, moved };
      });
    },
  };
}

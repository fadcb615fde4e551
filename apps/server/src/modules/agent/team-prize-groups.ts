import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { type AgentSession, createTeamScope } from "./team-scope.ts";

const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The `member_prize_groups` table (decision 068): a member's highest lottery prize group (series),
 * set by its upline or the operator. A member's bound is the lowest value along its chain, itself
 * included; null when nobody on it has one (the game group's own bounds alone then apply).
 */
export function createPrizeGroupRepository(db: Queryable) {
  return {
    /** The lowest prize group along the member's chain (itself and every upline), or null. */
    async boundOf(memberId: number): Promise<number | null> {
      const [row] = await db.query<{ bound: number | null }>(
        `SELECT min(p.max_series) AS bound
           FROM member_tree t JOIN member_prize_groups p ON p.member_id = t.ancestor_id
          WHERE t.descendant_id = $1`,
        [memberId],
      );
      return num(row?.bound);
    },
    /** The member's own value (null: none of its own). */
    async ownOf(memberId: number): Promise<number | null> {
      const [row] = await db.query<{ max_series: number }>(
        "SELECT max_series FROM member_prize_groups WHERE member_id = $1",
        [memberId],
      );
      return num(row?.max_series);
    },
    /** The highest value of the member's own team below it (null: none there has one). */
    async highestBelow(memberId: number): Promise<number | null> {
      const [row] = await db.query<{ highest: number | null }>(
        `SELECT max(p.max_series) AS highest
           FROM member_tree t JOIN member_prize_groups p ON p.member_id = t.descendant_id
          WHERE t.ancestor_id = $1 AND t.depth > 0`,
        [memberId],
      );
      return num(row?.highest);
    },
    async set(memberId: number, maxSeries: number | null): Promise<void> {
      if (maxSeries === null) {
        await db.query("DELETE FROM member_prize_groups WHERE member_id = $1", [memberId]);
        return;
      }
      await db.query(
        `INSERT INTO member_prize_groups (member_id, max_series) VALUES ($1, $2)
         ON CONFLICT (member_id) DO UPDATE SET max_series = EXCLUDED.max_series, updated_at = now()`,
        [memberId, maxSeries],
      );
    },
    /**
     * Lowers every value of the member's team above `ceiling` to it, the member's own too with
     * `withRoot`; answers what changed.
     */
    async clampBelow(
      memberId: number,
      ceiling: number,
      { withRoot = false }: { withRoot?: boolean } = {},
    ): Promise<Array<{ memberId: number; from: number; to: number }>> {
      const rows = await db.query<{ member_id: string | number; from_series: number }>(
        `WITH changed AS (
           SELECT p.member_id, p.max_series AS from_series
             FROM member_tree t JOIN member_prize_groups p ON p.member_id = t.descendant_id
            WHERE t.ancestor_id = $1 AND t.depth >= $3 AND p.max_series > $2
              FOR UPDATE OF p
         )
         UPDATE member_prize_groups p SET max_series = $2, updated_at = now()
           FROM changed WHERE p.member_id = changed.member_id
         RETURNING changed.member_id, changed.from_series`,
        [memberId, ceiling, withRoot ? 0 : 1],
      );
      return rows
        .map((row) => ({ memberId: Number(row.member_id), from: Number(row.from_series), to: ceiling }))
        .sort((a, b) => a.memberId - b.memberId);
    },
  };
}

function assertWithin(value: number | null, upline: number | null) {
  if (upline !== null && (value === null || value > upline)) {
    throw new AppError("prizeGroup.above.upline", `A prize group cannot be above the upline's (${upline})`, {
      max: upline,
    });
  }
}

/** The agent centre's and the back office's prize-group settings (decision 068). */
export function createPrizeGroupService(db: Database) {
  const scope = createTeamScope(db);
  const groups = createPrizeGroupRepository(db);

  /** Locks the members' rows in id order: a change orders against its chain's and team's changes. */
  const lock = (tx: Queryable, ids: number[]) =>
    tx.query("SELECT id FROM members WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE", [ids]);

  return {
    /** The highest group the agent may give a downline: its own bound (null: the games' top). */
    mine: (agent: AgentSession) => groups.boundOf(agent.memberId),

    /** A member's bound, for its detail in the team. */
    boundOf: (memberId: number) => groups.boundOf(memberId),

    /**
     * A direct downline's highest prize group: at most the caller's own bound, at least the highest
     * one of the downline's own team (lowering below it is refused, as rebate rates are).
     */
    async setDownline(
      merchant: Merchant,
      agent: AgentSession,
      input: { memberId: number; prizeGroup: number },
    ) {
      const member = await scope.requireInTeam(agent, input.memberId);
      if (member.depth !== 1) {
        throw new AppError("team.not.direct", "This can only be done for your direct downlines");
      }
      return db.transaction(async (tx) => {
        await lock(tx, [agent.memberId, member.id]);
        const inTx = createPrizeGroupRepository(tx);
        assertWithin(input.prizeGroup, await inTx.boundOf(agent.memberId));
        const highest = await inTx.highestBelow(member.id);
        if (highest !== null && input.prizeGroup < highest) {
          throw new AppError(
            "prizeGroup.below.downline",
            `A prize group cannot be below one of this member's downlines' (${highest})`,
            { min: highest },
          );
        }
        const before = await inTx.ownOf(member.id);
        await inTx.set(member.id, input.prizeGroup);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: `agent:${agent.username}`,
          action: "agent.downline.prizeGroup",
          targetType: "member",
          targetId: String(member.id),
          detail: { username: member.username, before, after: input.prizeGroup },
        });
        return { id: member.id, prizeGroup: await inTx.boundOf(member.id) };
      });
    },

    /**
     * The operator sets (or, with null, clears) a member's own highest prize group: never above its
     * upline's bound; values of its team above the new one are lowered to it.
     */
    async setByOperator(
      merchant: Merchant,
      input: { username: string; prizeGroup: number | null; reason: string; actor: string },
    ) {
      const [found] = await db.query<{ id: string | number; username: string; upline_id: string | null }>(
        "SELECT id, username, upline_id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2::text)",
        [merchant.code, input.username.trim()],
      );
      if (!found) throw new AppError("member.not.found", `No member "${input.username.slice(0, 64)}"`);
      const memberId = Number(found.id);
      return db.transaction(async (tx) => {
        const uplineId = num(found.upline_id);
        await lock(tx, uplineId === null ? [memberId] : [uplineId, memberId]);
        const inTx = createPrizeGroupRepository(tx);
        if (input.prizeGroup !== null && uplineId !== null) {
          assertWithin(input.prizeGroup, await inTx.boundOf(uplineId));
        }
        const before = await inTx.ownOf(memberId);
        await inTx.set(memberId, input.prizeGroup);
        const clamped = input.prizeGroup === null ? [] : await inTx.clampBelow(memberId, input.prizeGroup);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: input.actor,
          action: "member.prizeGroup",
          targetType: "member",
          targetId: String(memberId),
          detail: {
            username: found.username,
            before,
            after: input.prizeGroup,
            reason: input.reason,
            clamped,
          },
        });
        return {
          username: found.username,
          prizeGroup: input.prizeGroup,
          bound: await inTx.boundOf(memberId),
          clamped,
        };
      });
    },
  };
}

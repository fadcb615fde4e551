import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";

/** A session that passed `requireAgent`: an agent account (wire codes 1, 2, 41, 42) of its merchant. */
export type AgentSession = AuthenticatedSession & { kind: "agent"; agentLevel: number };

/** What the scope knows of a team member: enough to answer, refuse or go on. */
export type TeamMember = {
  id: number;
  username: string;
  kind: AccountKind;
  agentLevel: number | null;
  uplineId: number | null;
  /** Levels below the agent asking: 1 for a direct downline, 0 for the agent itself. */
  depth: number;
};

export type TeamScopeOptions = {
  /** Only the agent's direct downlines (depth 1). */
  direct?: boolean;
  /** The agent itself counts as found (depth 0); by default it does not. */
  includeSelf?: boolean;
};

/**
 * Players and trial accounts asking an agent call (decision 004: the agent centre is for codes
 * 1, 2, 41 and 42 only). 403 `agent.only`, before any input is looked at.
 */
export function requireAgent(session: AuthenticatedSession | null): AgentSession {
  if (!session) throw new AppError("login.not.session", "Not logged in, please log in");
  if (session.kind !== "agent" || session.agentLevel === null) {
    throw new AppError("agent.only", "Only agent accounts can use the agent centre");
  }
  return session as AgentSession;
}

/**
 * The answer for a member outside the caller's team, exactly as for an id that does not exist:
 * an agent cannot probe which ids or usernames exist elsewhere.
 */
export const teamMemberNotFound = () => new AppError("team.member.not.found", "No such member in your team");

/**
 * SQL that holds the ids of an agent's team (itself included, at depth 0), for reports and lists:
 * `WHERE m.id IN (${teamIdsSql("$1")})` with the agent's id as that parameter. An indexed range of
 * the closure table `member_tree` (decision 034), whatever the depth of the team.
 */
export const teamIdsSql = (agentIdParam: string, minDepth = 0) =>
  `SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentIdParam} AND depth >= ${Number(minDepth)}`;

type Row = {
  id: string | number;
  username: string;
  kind: AccountKind;
  agent_level: number | null;
  upline_id: string | number | null;
  depth: number;
};

const toMember = (row: Row): TeamMember => ({
  id: Number(row.id),
  username: row.username,
  kind: row.kind,
  agentLevel: row.agent_level === null ? null : Number(row.agent_level),
  uplineId: row.upline_id === null ? null : Number(row.upline_id),
  depth: Number(row.depth),
});

const depthRange = (options: TeamScopeOptions) => ({
  min: options.includeSelf ? 0 : 1,
  max: options.direct ? 1 : 32_767,
});

/**
 * The agent-centre scope: every agent call that names a member goes through `requireInTeam` (by id)
 * or `requireInTeamByUsername`; anything outside the caller's subtree, of another merchant, or
 * missing answers the same 404 `team.member.not.found`.
 */
export function createTeamScope(db: Queryable) {
  async function find(
    agent: Pick<AgentSession, "merchantCode" | "memberId">,
    where: string,
    value: number | string,
    options: TeamScopeOptions,
  ): Promise<TeamMember> {
    const { min, max } = depthRange(options);
    const rows = await db.query<Row>(
      `SELECT m.id, m.username, m.kind, m.agent_level, m.upline_id, t.depth
         FROM member_tree t JOIN members m ON m.id = t.descendant_id
        WHERE t.ancestor_id = $1 AND m.merchant_code = $2 AND ${where}
          AND t.depth BETWEEN $4 AND $5`,
      [agent.memberId, agent.merchantCode, value, min, max],
    );
    const row = rows[0];
    if (!row) throw teamMemberNotFound();
    return toMember(row);
  }

  return {
    /** The member `memberId` when it is in the agent's team (below it), else `team.member.not.found`. */
    requireInTeam(
      agent: Pick<AgentSession, "merchantCode" | "memberId">,
      memberId: number,
      options: TeamScopeOptions = {},
    ): Promise<TeamMember> {
      if (!Number.isSafeInteger(memberId) || memberId <= 0) return Promise.reject(teamMemberNotFound());
      return find(agent, "t.descendant_id = $3", memberId, options);
    },

    /** As `requireInTeam`, by username (any letter case, as usernames are unique per merchant). */
    requireInTeamByUsername(
      agent: Pick<AgentSession, "merchantCode" | "memberId">,
      username: string,
      options: TeamScopeOptions = {},
    ): Promise<TeamMember> {
      return find(agent, "lower(m.username) = lower($3::text)", username.trim(), options);
    },

    /** Whether `memberId` is in the agent's team; for checks that must not throw. */
    async isInTeam(agentId: number, memberId: number, options: TeamScopeOptions = {}): Promise<boolean> {
      const { min, max } = depthRange(options);
      const rows = await db.query(
        "SELECT 1 FROM member_tree WHERE ancestor_id = $1 AND descendant_id = $2 AND depth BETWEEN $3 AND $4",
        [agentId, memberId, min, max],
      );
      return rows.length > 0;
    },
  };
}
export type TeamScope = ReturnType<typeof createTeamScope>;

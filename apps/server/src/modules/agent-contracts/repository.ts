import type { ContractState } from "@banca/contract/calls/agent-contracts";
import type { Queryable } from "#app/db/database.ts";
import { type DbKind, KIND_ON_WIRE, type Terms, type Tier } from "./terms.ts";

export type EndReason =
  | "rejected"
  | "agreed"
  | "operator"
  | "replaced"
  | "lower_offer"
  | "upline_ended"
  | "withdrawn"
  | "expired";
export type Actor = "upline" | "downline" | "operator" | "system";

/** One row of agent_contracts with its tiers and the two members' usernames. */
export type Contract = {
  id: number;
  merchantCode: string;
  kind: DbKind;
  uplineId: number | null;
  upline: string | null;
  operatorId: number | null;
  downlineId: number;
  downline: string;
  state: ContractState;
  terms: Terms;
  replacesContractId: number | null;
  terminationRequestedBy: "upline" | "downline" | null;
  terminationRequestedAt: Date | null;
  endedBy: Actor | null;
  endReason: EndReason | null;
  offeredAt: Date;
  expiresAt: Date | null;
  answeredAt: Date | null;
  activatedAt: Date | null;
  endedAt: Date | null;
};

type Row = {
  id: string;
  merchant_code: string;
  kind: DbKind;
  upline_id: string | null;
  upline: string | null;
  operator_id: string | null;
  downline_id: string;
  downline: string;
  state: ContractState;
  period: string | null;
  dividend_mode: string | null;
  min_bet_per_member: string;
  single_bet_rate_bp: number | null;
  loss_rate_bp: number | null;
  profit_rate_bp: number | null;
  replaces_contract_id: string | null;
  termination_requested_by: "upline" | "downline" | null;
  termination_requested_at: Date | string | null;
  ended_by: Actor | null;
  end_reason: EndReason | null;
  offered_at: Date | string;
  expires_at: Date | string | null;
  answered_at: Date | string | null;
  activated_at: Date | string | null;
  ended_at: Date | string | null;
};

type TierRow = {
  contract_id: string;
  min_team_valid_bet: string;
  min_active_members: number;
  min_team_loss: string;
  rate_bp: number;
};

const COLUMNS = `c.id::text, c.merchant_code, c.kind, c.upline_id::text, u.username AS upline, c.operator_id::text,
  c.downline_id::text, d.username AS downline, c.state, c.period, c.dividend_mode, c.min_bet_per_member::text,
  c.single_bet_rate_bp, c.loss_rate_bp, c.profit_rate_bp, c.replaces_contract_id::text,
  c.termination_requested_by, c.termination_requested_at, c.ended_by, c.end_reason, c.offered_at, c.expires_at,
  c.answered_at, c.activated_at, c.ended_at`;
const FROM = `FROM agent_contracts c
  JOIN members d ON d.id = c.downline_id
  LEFT JOIN members u ON u.id = c.upline_id`;

/** The states in which a contract pays: active, or active with a termination request waiting. */
export const IN_FORCE = "('active', 'termination_requested')";
/** The states that hold a downline's place: in force or offered. */
export const LIVE = "('pending', 'active', 'termination_requested')";

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));
const idOf = (value: string | null) => (value === null ? null : Number(value));

function toContract(row: Row, tiers: Tier[]): Contract {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    kind: row.kind,
    uplineId: idOf(row.upline_id),
    upline: row.upline,
    operatorId: idOf(row.operator_id),
    downlineId: Number(row.downline_id),
    downline: row.downline,
    state: row.state,
    terms: {
      kind: KIND_ON_WIRE[row.kind],
      period: row.period,
      dividendMode: row.dividend_mode,
      minBetPerMember: BigInt(row.min_bet_per_member),
      tiers,
      singleBetRateBp: row.single_bet_rate_bp,
      lossRateBp: row.loss_rate_bp,
      profitRateBp: row.profit_rate_bp,
    },
    replacesContractId: idOf(row.replaces_contract_id),
    terminationRequestedBy: row.termination_requested_by,
    terminationRequestedAt: dateOf(row.termination_requested_at),
    endedBy: row.ended_by,
    endReason: row.end_reason,
    offeredAt: new Date(row.offered_at),
    expiresAt: dateOf(row.expires_at),
    answeredAt: dateOf(row.answered_at),
    activatedAt: dateOf(row.activated_at),
    endedAt: dateOf(row.ended_at),
  };
}

export type NewContract = {
  merchantCode: string;
  kind: DbKind;
  uplineId: number | null;
  operatorId: number | null;
  downlineId: number;
  state: "pending" | "active";
  terms: Terms;
  replacesContractId: number | null;
  expiresAt: Date | null;
};

/** Queries of agent_contracts (decision 042). Every write runs under `lock` of its merchant and kind. */
export function createContractRepository(db: Queryable) {
  async function withTiers(rows: Row[]): Promise<Contract[]> {
    if (rows.length === 0) return [];
    const tierRows = await db.query<TierRow>(
      `SELECT contract_id::text, min_team_valid_bet::text, min_active_members, min_team_loss::text, rate_bp
         FROM agent_contract_tiers WHERE contract_id = ANY($1::bigint[]) ORDER BY contract_id, position`,
      [rows.map((row) => row.id)],
    );
    const byContract = new Map<string, Tier[]>();
    for (const tier of tierRows) {
      const list = byContract.get(tier.contract_id) ?? [];
      list.push({
        minTeamValidBet: BigInt(tier.min_team_valid_bet),
        minActiveMembers: Number(tier.min_active_members),
        minTeamLoss: BigInt(tier.min_team_loss),
        rateBp: Number(tier.rate_bp),
      });
      byContract.set(tier.contract_id, list);
    }
    return rows.map((row) => toContract(row, byContract.get(row.id) ?? []));
  }

  async function select(where: string, params: readonly unknown[], tail = ""): Promise<Contract[]> {
    return withTiers(await db.query<Row>(`SELECT ${COLUMNS} ${FROM} WHERE ${where} ${tail}`, params));
  }

  return {
    /**
     * Orders every change of one merchant's contracts of one kind: an offer, an answer and the
     * endings they bring run one after another, so a chain is never checked against terms that are
     * changing at that moment.
     */
    async lock(merchantCode: string, kind: DbKind): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(42, hashtext($1))", [
        `agent_contracts:${merchantCode}:${kind}`,
      ]);
    },

    /** Offers past their answer time become expired; answers the members whose offers expired. */
    async expireOffers(
      merchantCode: string,
      kind: DbKind,
      now: Date,
    ): Promise<Array<{ id: number; downlineId: number }>> {
      const rows = await db.query<{ id: string; downline_id: string }>(
        `UPDATE agent_contracts
            SET state = 'expired', ended_by = 'system', end_reason = 'expired', ended_at = $3, updated_at = $3
          WHERE merchant_code = $1 AND kind = $2 AND state = 'pending' AND expires_at <= $3
          RETURNING id::text, downline_id::text`,
        [merchantCode, kind, now],
      );
      return rows.map((row) => ({ id: Number(row.id), downlineId: Number(row.downline_id) }));
    },

    async byId(merchantCode: string, kind: DbKind, id: number): Promise<Contract | null> {
      const [contract] = await select("c.merchant_code = $1 AND c.kind = $2 AND c.id = $3", [
        merchantCode,
        kind,
        id,
      ]);
      return contract ?? null;
    },

    /** The member's contract in force of the kind. */
    async inForce(downlineId: number, kind: DbKind): Promise<Contract | null> {
      const [contract] = await select(`c.downline_id = $1 AND c.kind = $2 AND c.state IN ${IN_FORCE}`, [
        downlineId,
        kind,
      ]);
      return contract ?? null;
    },

    /** The offer to the member awaiting its answer. */
    async pending(downlineId: number, kind: DbKind): Promise<Contract | null> {
      const [contract] = await select("c.downline_id = $1 AND c.kind = $2 AND c.state = 'pending'", [
        downlineId,
        kind,
      ]);
      return contract ?? null;
    },

    /** The live contracts and offers the member gave (its direct downlines' places). */
    async liveGivenBy(uplineId: number, kind: DbKind): Promise<Contract[]> {
      return select(
        `c.upline_id = $1 AND c.kind = $2 AND c.state IN ${LIVE}`,
        [uplineId, kind],
        "ORDER BY c.id",
      );
    },

    /** What awaits the member's answer: an offer to it, the other side's termination requests. */
    async requestsFor(memberId: number, kind: DbKind): Promise<Contract[]> {
      return select(
        `c.kind = $2 AND ((c.downline_id = $1 AND (c.state = 'pending'
              OR (c.state = 'termination_requested' AND c.termination_requested_by = 'upline')))
          OR (c.upline_id = $1 AND c.state = 'termination_requested' AND c.termination_requested_by = 'downline'))`,
        [memberId, kind],
        "ORDER BY c.offered_at DESC, c.id DESC",
      );
    },

    /** A page of the contracts the member gave, newest first; `states` null for every state. */
    async given(filter: {
      uplineId: number;
      kind: DbKind;
      states: readonly string[] | null;
      username: string | null;
      limit: number;
      offset: number;
    }): Promise<{ list: Contract[]; total: number }> {
      const where = `c.upline_id = $1 AND c.kind = $2 AND ($3::text[] IS NULL OR c.state = ANY($3::text[]))
        AND ($4::text IS NULL OR lower(d.username) = lower($4::text))`;
      const params = [filter.uplineId, filter.kind, filter.states, filter.username];
      const [count] = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n ${FROM} WHERE ${where}`,
        params,
      );
      const list = await select(
        where,
        [...params, filter.limit, filter.offset],
        "ORDER BY c.offered_at DESC, c.id DESC LIMIT $5 OFFSET $6",
      );
      return { list, total: Number(count?.n ?? 0) };
    },

    /** Contracts of a merchant for the back office, newest first. */
    async forOperator(filter: {
      merchantCode: string;
      kind: DbKind | null;
      username: string | null;
      states: readonly string[] | null;
      limit: number;
    }): Promise<Contract[]> {
      return select(
        `c.merchant_code = $1 AND ($2::text IS NULL OR c.kind = $2) AND ($3::text IS NULL
           OR lower(d.username) = lower($3::text) OR lower(u.username) = lower($3::text))
         AND ($4::text[] IS NULL OR c.state = ANY($4::text[]))`,
        [filter.merchantCode, filter.kind, filter.username, filter.states],
        `ORDER BY c.offered_at DESC, c.id DESC LIMIT ${Number(filter.limit)}`,
      );
    },

    async insert(contract: NewContract, now: Date): Promise<number> {
      const { terms } = contract;
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO agent_contracts (merchant_code, kind, upline_id, operator_id, downline_id, state, period,
            dividend_mode, min_bet_per_member, single_bet_rate_bp, loss_rate_bp, profit_rate_bp,
            replaces_contract_id, offered_at, expires_at, answered_at, activated_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 CASE WHEN $6 = 'active' THEN $14::timestamptz END, CASE WHEN $6 = 'active' THEN $14::timestamptz END, $14)
         RETURNING id::text`,
        [
          contract.merchantCode,
          contract.kind,
          contract.uplineId,
          contract.operatorId,
          contract.downlineId,
          contract.state,
          terms.period,
          terms.dividendMode,
          terms.minBetPerMember.toString(),
          terms.singleBetRateBp,
          terms.lossRateBp,
          terms.profitRateBp,
          contract.replacesContractId,
          now,
          contract.expiresAt,
        ],
      );
      const id = Number(row?.id);
      for (const [index, tier] of terms.tiers.entries()) {
        await db.query(
          `INSERT INTO agent_contract_tiers (contract_id, position, min_team_valid_bet, min_active_members,
              min_team_loss, rate_bp) VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            id,
            index + 1,
            tier.minTeamValidBet.toString(),
            tier.minActiveMembers,
            tier.minTeamLoss.toString(),
            tier.rateBp,
          ],
        );
      }
      return id;
    },

    async activate(id: number, now: Date): Promise<void> {
      await db.query(
        `UPDATE agent_contracts SET state = 'active', answered_at = $2, activated_at = $2, updated_at = $2
          WHERE id = $1 AND state = 'pending'`,
        [id, now],
      );
    },

    async requestTermination(id: number, by: "upline" | "downline", now: Date): Promise<void> {
      await db.query(
        `UPDATE agent_contracts SET state = 'termination_requested', termination_requested_by = $2,
            termination_requested_at = $3, updated_at = $3
          WHERE id = $1 AND state = 'active'`,
        [id, by, now],
      );
    },

    async cancelTermination(id: number, now: Date): Promise<void> {
      await db.query(
        `UPDATE agent_contracts SET state = 'active', termination_requested_by = NULL,
            termination_requested_at = NULL, updated_at = $2
          WHERE id = $1 AND state = 'termination_requested'`,
        [id, now],
      );
    },

    /** Ends the given live contracts (rejected for a rejected offer, else terminated); answers their ids. */
    async end(ids: readonly number[], by: Actor, reason: EndReason, now: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.query<{ id: string }>(
        `UPDATE agent_contracts
            SET state = CASE WHEN $3 = 'rejected' THEN 'rejected' WHEN $3 = 'expired' THEN 'expired' ELSE 'terminated' END,
                termination_requested_by = NULL, ended_by = $2, end_reason = $3, ended_at = $4, updated_at = $4,
                answered_at = CASE WHEN $3 = 'rejected' THEN $4 ELSE answered_at END
          WHERE id = ANY($1::bigint[]) AND state IN ${LIVE}
          RETURNING id::text`,
        [ids, by, reason, now],
      );
      return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    },

    /** Ends every live contract of the kind held below the member in its team (depth ≥ 1). */
    async endBelow(memberId: number, kind: DbKind, now: Date): Promise<number[]> {
      const rows = await db.query<{ id: string }>(
        `UPDATE agent_contracts
            SET state = 'terminated', termination_requested_by = NULL, ended_by = 'system',
                end_reason = 'upline_ended', ended_at = $3, updated_at = $3
          WHERE kind = $2 AND state IN ${LIVE}
            AND downline_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = $1 AND depth >= 1)
          RETURNING id::text`,
        [memberId, kind, now],
      );
      return rows.map((row) => Number(row.id));
    },

    /** The consolidated call's flags per kind the member has anything of. */
    async flags(memberId: number): Promise<Array<{ kind: DbKind; pending: boolean; inForce: boolean }>> {
      const rows = await db.query<{ kind: DbKind; pending: boolean; in_force: boolean }>(
        `SELECT kind,
                bool_or(downline_id = $1 AND (state = 'pending'
                     OR (state = 'termination_requested' AND termination_requested_by = 'upline'))
                   OR (upline_id = $1 AND state = 'termination_requested' AND termination_requested_by = 'downline'))
                  AS pending,
                bool_or(downline_id = $1 AND state IN ${IN_FORCE}) AS in_force
           FROM agent_contracts
          WHERE ((downline_id = $1 AND state IN ${LIVE})
             OR (upline_id = $1 AND state = 'termination_requested'))
            -- An offer past its answer time is no request, even before the next call expires it.
            AND (state <> 'pending' OR expires_at IS NULL OR expires_at > now())
          GROUP BY kind`,
        [memberId],
      );
      return rows.map((row) => ({
        kind: row.kind,
        pending: Boolean(row.pending),
        inForce: Boolean(row.in_force),
      }));
    },
  };
}
export type ContractRepository = ReturnType<typeof createContractRepository>;

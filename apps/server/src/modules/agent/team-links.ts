import type { AffiliateLink, RebateRates, RebateRatesInput } from "@banca/contract/calls/agent-team";
import { AFFILIATE_LINKS_MAX } from "@banca/contract/calls/agent-team";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";
import { newReferralCode } from "#app/modules/members/referral-code.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import {
  assertWithinUpline,
  createRebateRateRepository,
  mergeRates,
  ratesFromJson,
  ZERO_RATES,
} from "./team-rates.ts";
import type { AgentSession } from "./team-scope.ts";

/** Where a registration by an affiliate code lands: under which agent, as what, with which rates. */
export type AffiliatePlacement = {
  uplineId: number;
  linkId: number | null;
  kind: "player" | "agent";
  agentLevel: 1 | 2 | 41 | 42 | null;
  rebateRates: RebateRates;
};

/** A new affiliate code, free among the agents' own codes and the link settings' codes. */
export async function newAffiliateCode(db: Queryable, merchantCode: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newReferralCode();
    const taken = await db.query(
      `SELECT 1 FROM members WHERE merchant_code = $1 AND affiliate_code = $2
       UNION ALL SELECT 1 FROM affiliate_links WHERE merchant_code = $1 AND code = $2`,
      [merchantCode, code],
    );
    if (taken.length === 0) return code;
  }
  throw new Error("no free affiliate code after 8 tries");
}

/**
 * The placement of an affiliate code: an agent's own code registers a player with no rebate; a
 * link setting's code registers its kind with its rates, lowered to the agent's rates of today (the
 * agent's own rates may have fallen since the link was made).
 */
export async function resolveAffiliateCode(
  db: Queryable,
  merchantCode: string,
  code: string,
): Promise<AffiliatePlacement | null> {
  const own = await db.query<{ id: string | number }>(
    "SELECT id FROM members WHERE merchant_code = $1 AND kind = 'agent' AND affiliate_code = $2",
    [merchantCode, code],
  );
  if (own[0]) {
    return {
      uplineId: Number(own[0].id),
      linkId: null,
      kind: "player",
      agentLevel: null,
      rebateRates: ZERO_RATES,
    };
  }
  const links = await db.query<{
    id: string | number;
    agent_id: string | number;
    kind: "player" | "agent";
    agent_level: number | null;
    rebate_rates: unknown;
  }>(
    `SELECT l.id, l.agent_id, l.kind, l.agent_level, l.rebate_rates
       FROM affiliate_links l JOIN members a ON a.id = l.agent_id AND a.kind = 'agent'
      WHERE l.merchant_code = $1 AND l.code = $2 AND l.removed_at IS NULL AND a.merchant_code = $1`,
    [merchantCode, code],
  );
  const link = links[0];
  if (!link) return null;
  const agentRates = await createRebateRateRepository(db).ratesOf(Number(link.agent_id));
  const linkRates = ratesFromJson(link.rebate_rates);
  const rebateRates = { ...linkRates };
  for (const product of Object.keys(rebateRates) as Array<keyof RebateRates>) {
    rebateRates[product] = Math.min(linkRates[product], agentRates[product]);
  }
  return {
    uplineId: Number(link.agent_id),
    linkId: Number(link.id),
    kind: link.kind,
    agentLevel: link.agent_level === null ? null : (Number(link.agent_level) as 1 | 2 | 41 | 42),
    rebateRates,
  };
}

/**
 * Gives a member just registered by an affiliate code what its placement says (in the insert's
 * transaction; the tree rows came with the insert): its link, its kind and its rebate rates.
 */
export async function applyAffiliatePlacement(
  tx: Queryable,
  merchantCode: string,
  memberId: number,
  placement: AffiliatePlacement,
): Promise<AccountKind> {
  if (placement.linkId !== null) {
    await tx.query("UPDATE members SET affiliate_link_id = $2 WHERE id = $1", [memberId, placement.linkId]);
  }
  if (placement.kind === "agent") {
    await tx.query(
      "UPDATE members SET kind = 'agent', agent_level = $2, affiliate_code = $3 WHERE id = $1 AND kind = 'player'",
      [memberId, placement.agentLevel ?? 1, await newAffiliateCode(tx, merchantCode)],
    );
  }
  await createRebateRateRepository(tx).setRates(memberId, placement.rebateRates);
  return placement.kind;
}

type LinkRow = {
  id: string | number;
  code: string;
  kind: "player" | "agent";
  agent_level: number | null;
  rebate_rates: unknown;
  created_at: Date | string;
  registrations: string | number;
};

/** Link settings of the agent centre (registerCenter). */
export function createAffiliateLinkService(db: Database) {
  const urlOf = (merchant: Merchant, origin: string, code: string) => {
    const host = merchant.domains[0];
    const base = host ? `https://${host}` : origin;
    return `${base}/register?affiliateCode=${encodeURIComponent(code)}`;
  };

  const present = (merchant: Merchant, origin: string, row: LinkRow): AffiliateLink => ({
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    agentLevel: row.agent_level === null ? null : Number(row.agent_level),
    rebateRates: ratesFromJson(row.rebate_rates),
    url: urlOf(merchant, origin, row.code),
    registrations: Number(row.registrations),
    createdAt: new Date(row.created_at).getTime(),
  });

  /** An agent made before link settings existed (or promoted) may lack its own code. */
  async function ownCode(merchant: Merchant, agent: AgentSession): Promise<string> {
    const rows = await db.query<{ affiliate_code: string | null }>(
      "SELECT affiliate_code FROM members WHERE id = $1 AND merchant_code = $2",
      [agent.memberId, merchant.code],
    );
    const existing = rows[0]?.affiliate_code;
    if (existing) return existing;
    return db.transaction(async (tx) => {
      const code = await newAffiliateCode(tx, merchant.code);
      const set = await tx.query<{ affiliate_code: string }>(
        `UPDATE members SET affiliate_code = coalesce(affiliate_code, $2) WHERE id = $1 RETURNING affiliate_code`,
        [agent.memberId, code],
      );
      return set[0]?.affiliate_code ?? code;
    });
  }

  return {
    async list(merchant: Merchant, agent: AgentSession, origin: string) {
      const affiliateCode = await ownCode(merchant, agent);
      const defaults = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM members
          WHERE upline_id = $1 AND affiliate_link_id IS NULL AND register_method <> 'AGENT'`,
        [agent.memberId],
      );
      const rows = await db.query<LinkRow>(
        `SELECT l.id, l.code, l.kind, l.agent_level, l.rebate_rates, l.created_at,
                (SELECT count(*) FROM members m WHERE m.affiliate_link_id = l.id) AS registrations
           FROM affiliate_links l
          WHERE l.agent_id = $1 AND l.merchant_code = $2 AND l.removed_at IS NULL
          ORDER BY l.created_at DESC, l.id DESC`,
        [agent.memberId, merchant.code],
      );
      const defaultLink: AffiliateLink = {
        id: null,
        code: affiliateCode,
        kind: "player",
        agentLevel: null,
        rebateRates: ZERO_RATES,
        url: urlOf(merchant, origin, affiliateCode),
        registrations: Number(defaults[0]?.n ?? 0),
        createdAt: null,
      };
      return { affiliateCode, links: [defaultLink, ...rows.map((row) => present(merchant, origin, row))] };
    },

    async create(
      merchant: Merchant,
      agent: AgentSession,
      origin: string,
      input: {
        kind: "player" | "agent";
        agentLevel?: 1 | 2 | 41 | 42 | undefined;
        rebateRates: RebateRatesInput;
      },
    ): Promise<AffiliateLink> {
      const rates = mergeRates(ZERO_RATES, input.rebateRates);
      assertWithinUpline(rates, await createRebateRateRepository(db).ratesOf(agent.memberId));
      const agentLevel = input.kind === "agent" ? (input.agentLevel ?? 1) : null;
      return db.transaction(async (tx) => {
        // The agent's row orders its link settings, so two at once cannot both pass the cap.
        await tx.query("SELECT id FROM members WHERE id = $1 FOR UPDATE", [agent.memberId]);
        const count = await tx.query<{ n: string | number }>(
          "SELECT count(*) AS n FROM affiliate_links WHERE agent_id = $1 AND removed_at IS NULL",
          [agent.memberId],
        );
        if (Number(count[0]?.n ?? 0) >= AFFILIATE_LINKS_MAX) {
          throw new AppError("affiliate.link.limit", `At most ${AFFILIATE_LINKS_MAX} link settings`, {
            max: AFFILIATE_LINKS_MAX,
          });
        }
        const code = await newAffiliateCode(tx, merchant.code);
        const rows = await tx.query<LinkRow>(
          `INSERT INTO affiliate_links (merchant_code, agent_id, code, kind, agent_level, rebate_rates)
           VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING id, code, kind, agent_level, rebate_rates, created_at, 0 AS registrations`,
          [merchant.code, agent.memberId, code, input.kind, agentLevel, JSON.stringify(rates)],
        );
        const row = rows[0] as LinkRow;
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: `agent:${agent.username}`,
          action: "agent.link.create",
          targetType: "affiliate_link",
          targetId: String(row.id),
          detail: { code, kind: input.kind, agentLevel, rebateRates: rates },
        });
        return present(merchant, origin, row);
      });
    },

    async remove(merchant: Merchant, agent: AgentSession, id: number) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string | number; code: string }>(
          `UPDATE affiliate_links SET removed_at = now()
            WHERE id = $1 AND agent_id = $2 AND merchant_code = $3 AND removed_at IS NULL
            RETURNING id, code`,
          [id, agent.memberId, merchant.code],
        );
        const row = rows[0];
        if (!row) throw new AppError("affiliate.link.not.found", "This affiliate link no longer exists");
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: `agent:${agent.username}`,
          action: "agent.link.remove",
          targetType: "affiliate_link",
          targetId: String(row.id),
          detail: { code: row.code },
        });
        return { id: Number(row.id) };
      });
    },
  };
}

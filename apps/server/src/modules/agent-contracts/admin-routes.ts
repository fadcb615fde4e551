import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  CONTRACT_TERMS,
  contractSchema,
} from "@banca/contract/calls/agent-contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { withinRewardBudget } from "#app/modules/reward-budget/service.ts";
import { type Contract, createContractRepository } from "./repository.ts";
import { assertKindEnabled, endMisfits, underLock } from "./service.ts";
import { KIND_IN_DB, KIND_ON_WIRE, type Terms, termsFromWire } from "./terms.ts";
import { toView } from "./view.ts";

const username = z.string().trim().min(1).max(64);
const contractId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const setTermsBody = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("dividend"), username, terms: CONTRACT_TERMS.dividend }),
  z.object({ kind: z.literal("dailySalary"), username, terms: CONTRACT_TERMS.dailySalary }),
  z.object({ kind: z.literal("hourlySalary"), username, terms: CONTRACT_TERMS.hourlySalary }),
  z.object({ kind: z.literal("realTimeSalary"), username, terms: CONTRACT_TERMS.realTimeSalary }),
]);

const listQuery = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** The downline's or the offerer's exact username (any case). */
  username: username.optional(),
  state: z.enum(["live", "all", ...CONTRACT_STATES]).default("live"),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const adminContract = contractSchema.extend({
  operatorId: z.number().int().nullable().describe("The operator who set a top-level agent's terms"),
});
/** A change answers with the contract as it now stands and every contract it ended. */
const changedValue = z.object({
  contract: adminContract,
  ended: z.array(z.number().int()),
});

const adminView = (contract: Contract, decimals: number) => ({
  ...toView(contract, contract.downlineId, decimals),
  operatorId: contract.operatorId,
});

async function topAgent(deps: AdminDeps, merchant: Merchant, name: string) {
  const rows = await deps.db.query<{ id: string; kind: string; upline_id: string | null }>(
    "SELECT id::text, kind, upline_id::text FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)",
    [merchant.code, name],
  );
  const member = rows[0];
  if (!member) throw new AppError("member.not.found", "No such member");
  if (member.kind !== "agent" || member.upline_id !== null) {
    throw new AppError(
      "contract.state",
      "Only a top-level agent (an agent without an upline) gets its terms from the operator",
    );
  }
  return Number(member.id);
}

/** The rates of terms as a refusal names them: the top tier, or the real-time salary's three. */
function describeTerms(terms: Terms): string {
  if (terms.kind === "realTimeSalary") {
    return `single bet ${terms.singleBetRateBp ?? 0} bp, loss ${terms.lossRateBp ?? 0} bp, profit ${terms.profitRateBp ?? 0} bp`;
  }
  return `top tier ${Math.max(0, ...terms.tiers.map((tier) => tier.rateBp))} bp`;
}

/** The kind of one of the merchant's contracts (its lock and tables are per kind). */
async function kindOf(deps: AdminDeps, merchant: Merchant, contractId: number) {
  const rows = await deps.db.query<{ kind: keyof typeof KIND_ON_WIRE }>(
    "SELECT kind FROM agent_contracts WHERE merchant_code = $1 AND id = $2",
    [merchant.code, contractId],
  );
  const dbKind = rows[0]?.kind;
  if (!dbKind) throw new AppError("contract.not.found", "No such contract");
  return { dbKind, kind: KIND_ON_WIRE[dbKind] };
}

/**
 * The back office's contracts (decision 042): list them, set a top-level agent's terms (in force at
 * once, replacing its contract; contracts below that no longer fit end), end any contract, and
 * decide a termination request in place of the other side (decision 062).
 */
export function agentContractAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/agent-contracts",
      permission: "agents.read",
      summary: "Agent contracts of the merchant, newest first, by kind, member and state",
      query: listQuery,
      value: z.object({ list: z.array(adminContract) }),
    },
    async ({ merchant, query }) => {
      const list = await createContractRepository(deps.db).forOperator({
        merchantCode: merchant.code,
        kind: query.kind ? KIND_IN_DB[query.kind] : null,
        username: query.username ?? null,
        states:
          query.state === "all"
            ? null
            : query.state === "live"
              ? ["pending", "active", "termination_requested"]
              : [query.state],
        limit: query.limit,
      });
      return { list: list.map((contract) => adminView(contract, merchant.settings.currency.decimals)) };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contracts/top",
      permission: "agents.write",
      summary: "Sets a top-level agent's contract terms of a kind, in force at once",
      body: setTermsBody,
      value: changedValue,
    },
    async ({ operator, merchant, body }) => {
      const kind = body.kind;
      assertKindEnabled(merchant, kind);
      const decimals = merchant.settings.currency.decimals;
      const terms = termsFromWire(kind, body.terms, decimals);
      const memberId = await topAgent(deps, merchant, body.username);
      // The platform pays a top-level agent's contract: it counts against the reward budget (decision 077).
      const asked = `${kind} ${describeTerms(terms)}`;
      return underLock(deps.db, merchant, kind, (locked) =>
        withinRewardBudget(locked.tx, merchant.code, { part: "contracts", asked }, async () => {
          const { tx, repository, now } = locked;
          const dbKind = KIND_IN_DB[kind];
          const ended: number[] = [];
          const replaced = await repository.inForce(memberId, dbKind);
          const pending = await repository.pending(memberId, dbKind);
          const previous = [replaced?.id, pending?.id].filter((id): id is number => id !== undefined);
          ended.push(...(await repository.end(previous, "operator", "replaced", now)));
          const id = await repository.insert(
            {
              merchantCode: merchant.code,
              kind: dbKind,
              uplineId: null,
              operatorId: operator.id,
              downlineId: memberId,
              state: "active",
              terms,
              replacesContractId: replaced?.id ?? null,
              expiresAt: null,
            },
            now,
          );
          ended.push(...(await endMisfits(locked, kind, memberId, terms)));
          const contract = (await repository.byId(merchant.code, dbKind, id)) as Contract;
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: operatorActor(operator),
            action: "agent.contract.operator.set",
            targetType: "agent_contract",
            targetId: String(id),
            detail: { kind, downline: contract.downline, replaced: replaced?.id ?? null, ended },
          });
          return { contract: adminView(contract, decimals), ended };
        }),
      );
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contracts/terminate",
      permission: "agents.write",
      summary: "Ends a contract or an offer of the merchant, and every contract of its kind below it",
      body: z.object({ contractId }),
      value: changedValue,
    },
    async ({ operator, merchant, body }) => {
      const { dbKind, kind } = await kindOf(deps, merchant, body.contractId);
      return underLock(deps.db, merchant, kind, async ({ tx, repository, now }) => {
        const contract = (await repository.byId(merchant.code, dbKind, body.contractId)) as Contract;
        if (!["pending", "active", "termination_requested"].includes(contract.state)) {
          throw new AppError("contract.state", "This contract has already ended");
        }
        const ended = await repository.end([contract.id], "operator", "operator", now);
        ended.push(...(await repository.endBelow(contract.downlineId, dbKind, now)));
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "agent.contract.operator.terminate",
          targetType: "agent_contract",
          targetId: String(contract.id),
          detail: { kind, upline: contract.upline, downline: contract.downline, ended },
        });
        const after = (await repository.byId(merchant.code, dbKind, contract.id)) as Contract;
        return { contract: adminView(after, merchant.settings.currency.decimals), ended };
      });
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contracts/termination",
      permission: "agents.write",
      summary:
        "Decides a contract's termination request in place of the other side: agree ends it and every contract of its kind below it; refuse keeps it in force",
      body: z.strictObject({ contractId, decision: z.enum(["agree", "refuse"]) }),
      value: changedValue,
    },
    async ({ operator, merchant, body }) => {
      const { dbKind, kind } = await kindOf(deps, merchant, body.contractId);
      return underLock(deps.db, merchant, kind, async ({ tx, repository, now }) => {
        const contract = (await repository.byId(merchant.code, dbKind, body.contractId)) as Contract;
        if (contract.state !== "termination_requested") {
          throw new AppError("contract.state", "No termination request awaits an answer");
        }
        const ended: number[] = [];
        if (body.decision === "agree") {
          ended.push(...(await repository.end([contract.id], "operator", "agreed", now)));
          ended.push(...(await repository.endBelow(contract.downlineId, dbKind, now)));
        } else {
          await repository.cancelTermination(contract.id, now);
        }
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: `agent.contract.operator.termination.${body.decision}`,
          targetType: "agent_contract",
          targetId: String(contract.id),
          detail: {
            kind,
            upline: contract.upline,
            downline: contract.downline,
            requestedBy: contract.terminationRequestedBy,
            ended,
          },
        });
        const after = (await repository.byId(merchant.code, dbKind, contract.id)) as Contract;
        return { contract: adminView(after, merchant.settings.currency.decimals), ended };
      });
    },
  );
}

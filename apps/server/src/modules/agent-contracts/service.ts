import {
  CONTRACT_MODULES,
  CONTRACT_OFFER_DAYS,
  type ContractCallValue,
  type ContractKind,
  type ContractMutatingAction,
} from "@banca/contract/calls/agent-contracts";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createTeamScope, requireAgent, teamMemberNotFound } from "#app/modules/agent/team-scope.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { type Contract, type ContractRepository, createContractRepository } from "./repository.ts";
import { isLower, KIND_IN_DB, misfit, type Terms, termsFromWire, type WireTerms } from "./terms.ts";
import { toView } from "./view.ts";

const DAY_MS = 86_400_000;

export type ContractRequest =
  | { action: "mine" }
  | {
      action: "given";
      state: string;
      username?: string | undefined;
      pageNo: number;
      pageSize: number;
    }
  | { action: "offer"; memberId: number; terms: WireTerms; agreeLowerRate: boolean }
  | { action: Exclude<ContractMutatingAction, "offer">; contractId: number };

const notFound = () => new AppError("contract.not.found", "No such contract");
const wrongState = (message: string) => new AppError("contract.state", message);

/** A kind switched off for the merchant (also checked by the call's own module gate). */
export function assertKindEnabled(merchant: Merchant, kind: ContractKind): void {
  if (merchant.modules[CONTRACT_MODULES[kind]] === false) {
    throw new AppError("function.not.available", "This contract kind is not available");
  }
}

/** Work on one merchant's contracts of one kind, in a transaction under the kind's lock (decision 042). */
export type LockedWork = { tx: Queryable; repository: ContractRepository; now: Date };

/**
 * Runs `work` under the merchant's lock of the kind, after expiring the offers whose answer time has
 * passed (and ending what hung from a member left without terms by that).
 */
export async function underLock<T>(
  db: Database,
  merchant: Merchant,
  kind: ContractKind,
  work: (locked: LockedWork) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const repository = createContractRepository(tx);
    await repository.lock(merchant.code, KIND_IN_DB[kind]);
    const now = new Date();
    const expired = await repository.expireOffers(merchant.code, KIND_IN_DB[kind], now);
    for (const offer of expired) {
      const ended = await endOrphans({ tx, repository, now }, kind, offer.downlineId);
      await recordAudit(tx, {
        merchantCode: merchant.code,
        actor: "system",
        action: "agent.contract.expire",
        targetType: "agent_contract",
        targetId: String(offer.id),
        detail: { kind, ended },
      });
    }
    return work({ tx, repository, now });
  });
}

/**
 * When the member holds no contract in force of the kind, what it gave (and all below) can no
 * longer hang from it: every live contract of the kind in its team ends (`upline_ended`).
 */
export async function endOrphans(
  locked: LockedWork,
  kind: ContractKind,
  memberId: number,
): Promise<number[]> {
  if (await locked.repository.inForce(memberId, KIND_IN_DB[kind])) return [];
  return locked.repository.endBelow(memberId, KIND_IN_DB[kind], locked.now);
}

/**
 * The member's terms become `terms`: the contracts and offers it gave that no longer fit under
 * them end, each with everything below it.
 */
export async function endMisfits(
  locked: LockedWork,
  kind: ContractKind,
  memberId: number,
  terms: Terms,
): Promise<number[]> {
  const ended: number[] = [];
  for (const given of await locked.repository.liveGivenBy(memberId, KIND_IN_DB[kind])) {
    if (misfit(given.terms, terms) === null) continue;
    ended.push(...(await locked.repository.end([given.id], "system", "upline_ended", locked.now)));
    ended.push(...(await locked.repository.endBelow(given.downlineId, KIND_IN_DB[kind], locked.now)));
  }
  return ended;
}

/**
 * Agent contracts (decision 042): the lifecycle of offers and contracts of one kind per call, for
 * the member asking. An agent sees its own contracts and those it gave its direct downlines; every
 * change is audited as `agent.contract.*` in the change's transaction.
 */
export function createAgentContractService(db: Database) {
  const scope = createTeamScope(db);

  /** A contract of the kind the caller is a side of, else answered as missing. */
  async function sideOf(
    repository: ContractRepository,
    merchant: Merchant,
    kind: ContractKind,
    id: number,
    memberId: number,
  ) {
    const contract = await repository.byId(merchant.code, KIND_IN_DB[kind], id);
    if (!contract) throw notFound();
    if (contract.downlineId === memberId) return { contract, side: "downline" as const };
    if (contract.uplineId === memberId) return { contract, side: "upline" as const };
    throw notFound();
  }

  async function audit(
    tx: Queryable,
    merchant: Merchant,
    session: AuthenticatedSession,
    action: string,
    contract: Pick<Contract, "id" | "downline" | "upline">,
    detail: Record<string, unknown>,
  ) {
    await recordAudit(tx, {
      merchantCode: merchant.code,
      actor: `member:${session.username}`,
      action: `agent.contract.${action}`,
      targetType: "agent_contract",
      targetId: String(contract.id),
      detail: { upline: contract.upline, downline: contract.downline, ...detail },
    });
  }

  async function offer(
    merchant: Merchant,
    session: AuthenticatedSession,
    kind: ContractKind,
    request: Extract<ContractRequest, { action: "offer" }>,
  ) {
    const agent = requireAgent(session);
    const terms = termsFromWire(kind, request.terms, merchant.settings.currency.decimals);
    const member = await scope.requireInTeam(agent, request.memberId);
    if (member.kind === "trial") throw teamMemberNotFound();
    if (member.depth !== 1) throw new AppError("team.not.direct", "Only the direct upline offers a contract");
    const dbKind = KIND_IN_DB[kind];
    return underLock(db, merchant, kind, async (locked) => {
      const { tx, repository, now } = locked;
      const own = await repository.inForce(agent.memberId, dbKind);
      if (!own) {
        throw new AppError(
          "contract.offerer.no.contract",
          "You need a contract of this kind in force before you can offer one",
        );
      }
      const unfit = misfit(terms, own.terms);
      if (unfit) throw unfit;
      if (await repository.pending(member.id, dbKind)) {
        throw new AppError(
          "contract.pending.exists",
          "This member already has an offer of this kind awaiting an answer",
        );
      }
      const ended: number[] = [];
      let replaces: number | null = null;
      const current = await repository.inForce(member.id, dbKind);
      if (current) {
        if (isLower(terms, current.terms)) {
          if (!request.agreeLowerRate) {
            throw new AppError(
              "contract.lower.rate",
              "The new terms pay less than this member's current contract. If you agree, the current contract " +
                "ends now, with the contracts below it that no longer fit, and the member is offered the new terms.",
              { contractId: current.id },
            );
          }
          ended.push(...(await repository.end([current.id], "system", "lower_offer", now)));
          ended.push(...(await endMisfits(locked, kind, member.id, terms)));
        } else {
          replaces = current.id;
        }
      }
      const id = await repository.insert(
        {
          merchantCode: merchant.code,
          kind: dbKind,
          uplineId: agent.memberId,
          operatorId: null,
          downlineId: member.id,
          state: "pending",
          terms,
          replacesContractId: replaces,
          expiresAt: new Date(now.getTime() + CONTRACT_OFFER_DAYS * DAY_MS),
        },
        now,
      );
      const contract = (await repository.byId(merchant.code, dbKind, id)) as Contract;
      await audit(tx, merchant, session, "offer", contract, {
        kind,
        replaces,
        ended,
        agreeLowerRate: request.agreeLowerRate,
      });
      return { contract, ended };
    });
  }

  async function onContract(
    merchant: Merchant,
    session: AuthenticatedSession,
    kind: ContractKind,
    action: Exclude<ContractMutatingAction, "offer">,
    contractId: number,
  ) {
    const dbKind = KIND_IN_DB[kind];
    return underLock(db, merchant, kind, async (locked) => {
      const { tx, repository, now } = locked;
      const { contract, side } = await sideOf(repository, merchant, kind, contractId, session.memberId);
      const ended: number[] = [];
      let auditAction: string = action;
      switch (action) {
        case "accept": {
          if (side !== "downline") throw wrongState("Only the member offered the contract answers the offer");
          if (contract.state !== "pending") throw wrongState("This offer is no longer awaiting an answer");
          if (contract.uplineId !== null) {
            const own = await repository.inForce(contract.uplineId, dbKind);
            if (!own) {
              throw new AppError(
                "contract.offerer.no.contract",
                "The offerer no longer holds a contract of this kind",
              );
            }
            const unfit = misfit(contract.terms, own.terms);
            if (unfit) throw unfit;
          }
          const current = await repository.inForce(contract.downlineId, dbKind);
          if (current) ended.push(...(await repository.end([current.id], "system", "replaced", now)));
          await repository.activate(contract.id, now);
          ended.push(...(await endMisfits(locked, kind, contract.downlineId, contract.terms)));
          break;
        }
        case "reject":
        case "withdraw": {
          const answering = action === "reject" ? "downline" : "upline";
          if (side !== answering) {
            throw wrongState(
              action === "reject"
                ? "Only the member offered the contract rejects it"
                : "Only the offerer withdraws an offer",
            );
          }
          if (contract.state !== "pending") throw wrongState("This offer is no longer awaiting an answer");
          await repository.end([contract.id], side, action === "reject" ? "rejected" : "withdrawn", now);
          ended.push(...(await endOrphans(locked, kind, contract.downlineId)));
          break;
        }
        case "requestTermination": {
          if (contract.state === "termination_requested") {
            throw new AppError(
              "contract.termination.pending",
              "A termination request is already waiting for an answer",
            );
          }
          if (contract.state !== "active") throw wrongState("Only a contract in force can be terminated");
          await repository.requestTermination(contract.id, side, now);
          auditAction = "termination.request";
          break;
        }
        case "agreeTermination": {
          if (contract.state !== "termination_requested")
            throw wrongState("No termination request awaits an answer");
          if (contract.terminationRequestedBy === side) {
            throw wrongState("The other side of the contract answers your termination request");
          }
          await repository.end([contract.id], side, "agreed", now);
          ended.push(...(await repository.endBelow(contract.downlineId, dbKind, now)));
          auditAction = "termination.agree";
          break;
        }
        case "cancelTermination": {
          if (contract.state !== "termination_requested")
            throw wrongState("No termination request awaits an answer");
          await repository.cancelTermination(contract.id, now);
          auditAction = "termination.cancel";
          break;
        }
      }
      await audit(tx, merchant, session, auditAction, contract, { kind, side, ended });
      const after = (await repository.byId(merchant.code, dbKind, contract.id)) as Contract;
      return { contract: after, ended };
    });
  }

  return {
    async handle(
      merchant: Merchant,
      session: AuthenticatedSession | null,
      kind: ContractKind,
      request: ContractRequest,
    ): Promise<ContractCallValue> {
      if (!session) throw new AppError("login.not.session", "Not logged in, please log in");
      requireRealAccount(session);
      assertKindEnabled(merchant, kind);
      const decimals = merchant.settings.currency.decimals;
      const dbKind = KIND_IN_DB[kind];
      const me = session.memberId;
      switch (request.action) {
        case "mine":
          return underLock(db, merchant, kind, async ({ repository }) => {
            const contract = await repository.inForce(me, dbKind);
            const offered = await repository.pending(me, dbKind);
            const requests = await repository.requestsFor(me, dbKind);
            return {
              action: "mine",
              contract: contract && toView(contract, me, decimals),
              offer: offered && toView(offered, me, decimals),
              topLevel: contract !== null && contract.uplineId === null,
              requests: requests.map((request) => toView(request, me, decimals)),
            };
          });
        case "given": {
          requireAgent(session);
          const states =
            request.state === "all"
              ? null
              : request.state === "live"
                ? ["pending", "active", "termination_requested"]
                : [request.state];
          return underLock(db, merchant, kind, async ({ repository }) => {
            const page = await repository.given({
              uplineId: me,
              kind: dbKind,
              states,
              username: request.username ?? null,
              limit: request.pageSize,
              offset: (request.pageNo - 1) * request.pageSize,
            });
            return {
              action: "given",
              list: page.list.map((contract) => toView(contract, me, decimals)),
              pageNo: request.pageNo,
              pageSize: request.pageSize,
              totalCount: page.total,
              totalPages: Math.ceil(page.total / request.pageSize),
            };
          });
        }
        case "offer": {
          const { contract, ended } = await offer(merchant, session, kind, request);
          return { action: "offer", contract: toView(contract, me, decimals), ended };
        }
        default: {
          const { contract, ended } = await onContract(
            merchant,
            session,
            kind,
            request.action,
            request.contractId,
          );
          return { action: request.action, contract: toView(contract, me, decimals), ended };
        }
      }
    },
  };
}

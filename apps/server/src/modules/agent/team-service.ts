import type { RebateRatesInput } from "@banca/contract/calls/agent-team";
import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateForm } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import { isOldEnough, MINIMUM_AGE } from "@banca/contract/profile-rules";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { wireAccountCode } from "#app/modules/members/account-kind.ts";
import { hashPassword } from "#app/modules/members/password.ts";
import { checkNewPassword } from "#app/modules/members/password-service.ts";
import { newReferralCode } from "#app/modules/members/referral-code.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { assertPersonNotExcluded } from "#app/modules/protection/service.ts";
import { newAffiliateCode } from "./team-links.ts";
import { createPrizeGroupRepository } from "./team-prize-groups.ts";
import {
  assertAboveDownlines,
  assertWithinUpline,
  createRebateRateRepository,
  mergeRates,
  ZERO_RATES,
} from "./team-rates.ts";
import { createTeamRepository, type DownlineRow, type DownlineSort } from "./team-repository.ts";
import { type AgentSession, createTeamScope, teamMemberNotFound } from "./team-scope.ts";

type AgentLevel = 1 | 2 | 41 | 42;

export type NewDownline = {
  username: string;
  password: string;
  kind: "player" | "agent";
  agentLevel?: AgentLevel | undefined;
  rebateRates: RebateRatesInput;
  /** Who the account is for, where the agent gives it (see `downlinePersonShape`). */
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
  birthday?: string | undefined;
  idNumber?: string | undefined;
};

export type DownlineQuery = {
  username?: string | undefined;
  scope: "team" | "direct";
  kind?: "player" | "agent" | undefined;
  level?: number | undefined;
  balanceMin?: string | undefined;
  balanceMax?: string | undefined;
  registeredFrom?: number | undefined;
  registeredTo?: number | undefined;
  lastLoginFrom?: number | undefined;
  lastLoginTo?: number | undefined;
  online?: "true" | "false" | undefined;
  sort: DownlineSort;
  order: "asc" | "desc";
  pageNo: number;
  pageSize: number;
};

// A merchant without a username rule still gets usernames an agent can read out to its player.
const FALLBACK_USERNAME_RULE: FieldRuleConfig = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 1,
  minLength: 4,
  maxLength: 16,
};

function checkUsername(merchant: Merchant, username: string, language: Language) {
  const rule = merchant.registerRules.username;
  const issues = validateForm(
    { username },
    { username: rule?.enabled ? { ...rule, required: true } : FALLBACK_USERNAME_RULE },
  );
  const first = Object.values(issues)[0];
  if (first) throw new AppError("request_param_err", describeIssue(first, language), { fields: issues });
}

const actorOf = (agent: AgentSession) => `agent:${agent.username}`;

/**
 * The agent centre's team (decision 034): accounts an agent opens, its team list and a member's
 * detail, a direct downline's rebate rates and promotion. Every call is scoped to the caller's own
 * subtree through `createTeamScope`; changes are audited in their own transaction.
 */
export function createTeamService(db: Database) {
  const scope = createTeamScope(db);
  const rates = createRebateRateRepository(db);
  const team = createTeamRepository(db);

  const present = (merchant: Merchant, row: DownlineRow) => ({
    id: row.id,
    username: row.username,
    kind: row.kind === "agent" ? ("agent" as const) : ("player" as const),
    customerType: wireAccountCode(row.kind, row.agentLevel),
    level: row.level,
    upline: row.upline,
    balance: minorToWire(row.balance, merchant.settings.currency.decimals),
    registeredAt: row.registeredAt.getTime(),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    online: row.online,
    directCount: row.directCount,
  });

  const amount = (merchant: Merchant, text: string | undefined, field: string) => {
    if (text === undefined) return undefined;
    const minor = decimalToMinor(text, merchant.settings.currency.decimals);
    if (minor === null) {
      throw new AppError("request_param_err", `Invalid request: ${field}: too many decimal places`);
    }
    return minor;
  };

  return {
    myRates: async (agent: AgentSession) => ({
      rebateRates: await rates.ratesOf(agent.memberId),
      prizeGroup: await createPrizeGroupRepository(db).boundOf(agent.memberId),
      agentLevel: agent.agentLevel,
    }),

    /** Opens an account under the agent; it must change its password at its first log-in. */
    async registerDownline(merchant: Merchant, agent: AgentSession, input: NewDownline, language: Language) {
      checkUsername(merchant, input.username, language);
      checkNewPassword(merchant, input.password, input.password, language);
      const given = mergeRates(ZERO_RATES, input.rebateRates);
      assertWithinUpline(given, await rates.ratesOf(agent.memberId));
      const members = createMemberRepository(db);
      const person = {
        dialingCode: input.countryDialingCode?.replace(/^\+/, ""),
        mobileNum: input.mobileNum,
        email: input.email,
        payeeName: input.payeeName,
        birthday: input.birthday,
        idNumber: input.idNumber,
      };
      if (input.birthday && !isOldEnough(input.birthday, new Date().toISOString().slice(0, 10))) {
        throw new AppError("profile.underage", `Players must be at least ${MINIMUM_AGE} years old`, {
          min: MINIMUM_AGE,
        });
      }
      await assertPersonNotExcluded(db, merchant.code, person);
      if (input.mobileNum && (await members.findByMobile(merchant.code, input.mobileNum))) {
        throw new AppError("mobile.taken", "This mobile number is already registered");
      }
      if (await members.findByUsername(merchant.code, input.username)) {
        throw new AppError("username.taken", "This username is already taken");
      }
      const passwordHash = await hashPassword(input.password);
      const agentLevel = input.kind === "agent" ? (input.agentLevel ?? 1) : null;
      const id = await db.transaction(async (tx) => {
        const inTx = createMemberRepository(tx);
        const inserted = await inTx.insert({
          merchantCode: merchant.code,
          username: input.username,
          passwordHash,
          paymentPasswordHash: null,
          payeeName: input.payeeName ?? "",
          email: input.email ?? "",
          countryDialingCode: person.dialingCode ?? "",
          mobileNum: input.mobileNum ?? "",
          mobileConfirmed: false,
          contacts: input.idNumber ? { idNumber: input.idNumber } : {},
          referralCode: newReferralCode(),
          referredBy: null,
          uplineId: agent.memberId,
          registerUrl: "",
          registerDomain: "",
          registerMethod: "AGENT",
          registerIp: "",
          language: merchant.settings.languages.default,
        });
        if (inserted === null) throw new AppError("username.taken", "This username is already taken");
        await tx.query("UPDATE members SET must_change_password = true, birthday = $2::date WHERE id = $1", [
          inserted,
          input.birthday ?? null,
        ]);
        if (agentLevel !== null) {
          await inTx.makeAgent(inserted, agentLevel, await newAffiliateCode(tx, merchant.code));
        }
        // Read again inside the transaction: the caller's rates may have been lowered meanwhile.
        assertWithinUpline(given, await createRebateRateRepository(tx).ratesOf(agent.memberId));
        await createRebateRateRepository(tx).setRates(inserted, given);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: actorOf(agent),
          action: "agent.downline.register",
          targetType: "member",
          targetId: String(inserted),
          detail: { username: input.username, kind: input.kind, agentLevel, rebateRates: given },
        });
        return inserted;
      });
      return {
        id,
        username: input.username,
        kind: input.kind,
        customerType: wireAccountCode(input.kind, agentLevel),
        rebateRates: given,
      };
    },

    async downlines(merchant: Merchant, agent: AgentSession, query: DownlineQuery) {
      const { list, total } = await team.page(
        {
          agentId: agent.memberId,
          merchantCode: merchant.code,
          currency: merchant.settings.currency.code,
          usernamePrefix: query.username,
          direct: query.scope === "direct",
          kind: query.kind,
          level: query.level,
          balanceMin: amount(merchant, query.balanceMin, "balanceMin"),
          balanceMax: amount(merchant, query.balanceMax, "balanceMax"),
          registeredFrom: query.registeredFrom,
          registeredTo: query.registeredTo,
          lastLoginFrom: query.lastLoginFrom,
          lastLoginTo: query.lastLoginTo,
          online: query.online === undefined ? undefined : query.online === "true",
        },
        query.sort,
        query.order,
        query,
      );
      return {
        list: list.map((row) => present(merchant, row)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    async detail(merchant: Merchant, agent: AgentSession, memberId: number) {
      const row = await team.member(agent.memberId, merchant.code, merchant.settings.currency.code, memberId);
      if (!row) throw teamMemberNotFound();
      return {
        ...present(merchant, row),
        direct: row.level === 1,
        rebateRates: await rates.ratesOf(row.id),
        prizeGroup: await createPrizeGroupRepository(db).boundOf(row.id),
        teamSize: row.teamSize,
      };
    },

    /** A direct downline's rates: at most the caller's, at least its own direct downlines'. */
    async setDownlineRates(
      merchant: Merchant,
      agent: AgentSession,
      input: { memberId: number; rebateRates: RebateRatesInput },
    ) {
      const member = await scope.requireInTeam(agent, input.memberId);
      if (member.depth !== 1) {
        throw new AppError("team.not.direct", "This can only be done for your direct downlines");
      }
      return db.transaction(async (tx) => {
        const inTx = createRebateRateRepository(tx);
        // The member's row orders changes of its rates against changes of its downlines' rates.
        await tx.query("SELECT id FROM members WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE", [
          [agent.memberId, member.id],
        ]);
        const before = await inTx.ratesOf(member.id);
        const after = mergeRates(before, input.rebateRates);
        assertWithinUpline(after, await inTx.ratesOf(agent.memberId));
        assertAboveDownlines(after, await inTx.directDownlinesMax(member.id));
        await inTx.setRates(member.id, after);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: actorOf(agent),
          action: "agent.downline.rebates",
          targetType: "member",
          targetId: String(member.id),
          detail: { username: member.username, before, after },
        });
        return { id: member.id, rebateRates: after };
      });
    },

    /** A direct downline player becomes an agent of the given level, with its own affiliate code. */
    async promote(
      merchant: Merchant,
      agent: AgentSession,
      input: { memberId: number; agentLevel: AgentLevel },
    ) {
      const member = await scope.requireInTeam(agent, input.memberId);
      if (member.depth !== 1) {
        throw new AppError("team.not.direct", "This can only be done for your direct downlines");
      }
      if (member.kind !== "player")
        throw new AppError("member.already.agent", "This member is already an agent");
      return db.transaction(async (tx) => {
        const affiliateCode = await newAffiliateCode(tx, merchant.code);
        const rows = await tx.query(
          `UPDATE members SET kind = 'agent', agent_level = $2, affiliate_code = $3
            WHERE id = $1 AND kind = 'player' RETURNING id`,
          [member.id, input.agentLevel, affiliateCode],
        );
        if (rows.length === 0) throw new AppError("member.already.agent", "This member is already an agent");
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: actorOf(agent),
          action: "agent.downline.promote",
          targetType: "member",
          targetId: String(member.id),
          detail: { username: member.username, agentLevel: input.agentLevel, affiliateCode },
        });
        return { id: member.id, customerType: wireAccountCode("agent", input.agentLevel), affiliateCode };
      });
    },
  };
}

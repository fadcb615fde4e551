import type { CallDefinition } from "@banca/contract/call";
import {
  agentAnnouncementDetailCall,
  agentAnnouncementsCall,
} from "@banca/contract/calls/agent-announcements";
import {
  agentIncomeCall,
  agentTeamBettingCall,
  agentTeamOverviewCall,
  agentTeamProfitLossCall,
  agentTeamTransactionsCall,
} from "@banca/contract/calls/agent-reports";
import {
  affiliateLinksCall,
  createAffiliateLinkCall,
  downlineDetailCall,
  downlinesCall,
  myRebateRatesCall,
  promoteDownlineCall,
  registerDownlineCall,
  removeAffiliateLinkCall,
  setDownlinePrizeGroupCall,
  setDownlineRebatesCall,
} from "@banca/contract/calls/agent-team";
import { downlineTransfersCall, transferDownlineCall } from "@banca/contract/calls/agent-transfer";
import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { ModuleId } from "@banca/contract/whitelabel";
import { beforeAll, describe, expect, it } from "vitest";
import {
  seedSmallMerchants,
  smallMerchant,
  TEAM_PASSWORD,
  teamMember,
  tokenOf,
} from "./support/agent-team.ts";
import { isEnvelope, sendCall } from "./support/contract-requests.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** A member an attacker aims a call at: one outside the attacker's reach. */
export type Target = { id: number; username: string };

/**
 * One agent call and how to aim it at a member.
 * - "names": the input names the target (an id, a username to act on): the call must answer exactly
 *   as for a member that does not exist.
 * - "lists": the call names no one (a list, a report, the caller's own settings): its answer must not
 *   show the target, searched for by username where the call can filter by it.
 * Reports and transfers: append your calls here; every agent call must be in this table (see the
 * last test), and `input` must be a valid request of the call, else a refusal proves nothing.
 */
export type AgentCallCase = {
  call: CallDefinition;
  mode: "names" | "lists";
  input: (target: Target) => { query?: unknown; body?: unknown };
};

const MISSING_ID = 2_000_000_001;
/** The link setting each target holds (member id → link id). */
const linkOf = new Map<number, number>();

const REPORT_DAYS = () => {
  const today = new Date().toISOString().slice(0, 10);
  return { fromDate: today, toDate: today };
};
const REPORT_RANGE = () => {
  const start = Date.parse(`${REPORT_DAYS().fromDate}T00:00:00Z`);
  return { startTime: start, endTime: start + 86_400_000 };
};

export const AGENT_CALLS: AgentCallCase[] = [
  { call: myRebateRatesCall, mode: "lists", input: () => ({}) },
  {
    call: registerDownlineCall,
    mode: "lists",
    // It names no one (the new account goes under the caller); asked above the caller's rates, it
    // must be refused before anything is written, whoever asks.
    input: () => ({
      body: {
        username: "zfreshname01",
        password: TEAM_PASSWORD,
        kind: "player",
        rebateRates: { lottery: 1_000 },
      },
    }),
  },
  { call: affiliateLinksCall, mode: "lists", input: () => ({}) },
  {
    call: createAffiliateLinkCall,
    mode: "lists",
    // Above any rate an attacker holds: refused before anything is written.
    input: () => ({ body: { kind: "player", rebateRates: { lottery: 1_000 } } }),
  },
  {
    call: removeAffiliateLinkCall,
    mode: "names",
    input: (target) => ({ body: { id: linkOf.get(target.id) ?? MISSING_ID } }),
  },
  { call: downlinesCall, mode: "lists", input: (target) => ({ query: { username: target.username } }) },
  { call: downlineDetailCall, mode: "names", input: (target) => ({ query: { memberId: target.id } }) },
  {
    call: setDownlineRebatesCall,
    mode: "names",
    input: (target) => ({ body: { memberId: target.id, rebateRates: { lottery: 0 } } }),
  },
  {
    call: setDownlinePrizeGroupCall,
    mode: "names",
    input: (target) => ({ body: { memberId: target.id, prizeGroup: 1000 } }),
  },
  {
    call: promoteDownlineCall,
    mode: "names",
    input: (target) => ({ body: { memberId: target.id, agentLevel: 1 } }),
  },
  // Reports: a period of today; a search by the target's username must find nothing.
  { call: agentTeamOverviewCall, mode: "lists", input: () => ({ query: REPORT_DAYS() }) },
  {
    call: agentTeamBettingCall,
    mode: "lists",
    input: (target) => ({ query: { username: target.username, ...REPORT_RANGE() } }),
  },
  {
    call: agentTeamProfitLossCall,
    mode: "lists",
    input: (target) => ({ query: { username: target.username, ...REPORT_DAYS() } }),
  },
  { call: agentIncomeCall, mode: "lists", input: () => ({ query: REPORT_DAYS() }) },
  {
    call: agentTeamTransactionsCall,
    mode: "lists",
    input: (target) => ({ query: { username: target.username, ...REPORT_RANGE() } }),
  },
  // Transfers to downline: the target named as the recipient is refused like a member that does not
  // exist, before the payment password is checked; the history searched for it shows nothing.
  {
    call: transferDownlineCall,
    mode: "names",
    input: (target) => ({
      body: {
        username: target.username,
        amount: "1",
        password: "482913",
        turnoverMultiplier: 1,
        requestId: "agent-authorization-1",
      },
    }),
  },
  {
    call: downlineTransfersCall,
    mode: "lists",
    input: (target) => ({ query: { username: target.username } }),
  },
  // Announcements name no member: agents of the merchant only, players and trial accounts refused.
  { call: agentAnnouncementsCall, mode: "lists", input: () => ({ query: {} }) },
  { call: agentAnnouncementDetailCall, mode: "lists", input: () => ({ query: { id: 1 } }) },
];

/** Agent calls not in the table yet: their owners append them above and strike them here. */
const PENDING: string[] = [];

const AGENT_MODULES: ModuleId[] = [
  "AGEINFO3",
  "AGENTANNOUNCE3",
  "AGEREGDOWN3",
  "DOWNMAN",
  "TEAMBETTING3",
  "AGETEAMPNL3",
  "AGEREV3",
  "AGEDOWNTRANS3",
];

describe(`every agent call stays inside the caller's team on ${databaseKind}`, () => {
  // Every agent module on, so a refusal comes from the scope and not from a switch.
  const open = Object.fromEntries(AGENT_MODULES.map((id) => [id, "1" as const]));
  const t = useTestApp();
  let ip = 0;
  const nextIp = () => `198.18.35.${(++ip % 250) + 1}`;

  // T ─┬─ A (the attacking agent) ─┬─ P (player)
  //    │                           └─ D (agent) ── DD
  //    └─ S (sibling agent) ── S1
  // O (another team's top agent) ── O1          F (agent of merchant "second") ── F1
  const m = {} as Record<"T" | "A" | "P" | "D" | "DD" | "S" | "S1" | "O" | "O1" | "F" | "F1", Target>;
  const tokens = {} as Record<"A" | "P" | "F" | "trial", string>;

  beforeAll(async () => {
    await seedSmallMerchants(t.db, [smallMerchant("agents", open), smallMerchant("second", open)]);
    let serial = 0;
    const make = async (
      key: keyof typeof m,
      spec: { kind?: "player" | "agent"; upline?: keyof typeof m; merchant?: string },
    ) => {
      const username = `z${key.toLowerCase()}${(Date.now() % 1e6).toString(36)}${++serial}`;
      const id = await teamMember(t.db, {
        username,
        kind: spec.kind ?? "player",
        upline: spec.upline ? m[spec.upline].id : null,
        merchant: spec.merchant ?? "agents",
        rates: spec.kind === "agent" ? { lottery: 100, slots: 100 } : { lottery: 10 },
      });
      m[key] = { id, username };
    };
    await make("T", { kind: "agent" });
    await make("A", { kind: "agent", upline: "T" });
    await make("P", { upline: "A" });
    await make("D", { kind: "agent", upline: "A" });
    await make("DD", { upline: "D" });
    await make("S", { kind: "agent", upline: "T" });
    await make("S1", { upline: "S" });
    await make("O", { kind: "agent" });
    await make("O1", { upline: "O" });
    await make("F", { kind: "agent", merchant: "second" });
    await make("F1", { upline: "F", merchant: "second" });
    tokens.A = await tokenOf(t.db, "agents", m.A.id);
    tokens.P = await tokenOf(t.db, "agents", m.P.id);
    tokens.F = await tokenOf(t.db, "second", m.F.id);
    const trial = await t.app.inject({
      method: "POST",
      url: ENDPOINTS.freeplayLogin.path,
      headers: { "x-forwarded-for": nextIp(), merchant: "agents" },
    });
    tokens.trial = trial.json().value.token;
    // A link setting of every member: the attacker must not remove another's by its id.
    for (const target of Object.values(m)) {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO affiliate_links (merchant_code, agent_id, code, kind, rebate_rates)
         SELECT merchant_code, id, 'L' || id, 'player', '{}' FROM members WHERE id = $1 RETURNING id::text`,
        [target.id],
      );
      linkOf.set(target.id, Number(row?.id));
    }
  });

  type Attack = {
    name: string;
    token: () => string;
    merchant: string;
    target: () => Target;
    agentOnly?: boolean;
  };
  const ATTACKS: Attack[] = [
    { name: "a member of another team", token: () => tokens.A, merchant: "agents", target: () => m.O1 },
    { name: "the agent's own upline", token: () => tokens.A, merchant: "agents", target: () => m.T },
    { name: "a sibling agent", token: () => tokens.A, merchant: "agents", target: () => m.S },
    { name: "a sibling agent's downline", token: () => tokens.A, merchant: "agents", target: () => m.S1 },
    {
      name: "another merchant's member, by id",
      token: () => tokens.A,
      merchant: "agents",
      target: () => m.F1,
    },
    { name: "a player", token: () => tokens.P, merchant: "agents", target: () => m.D, agentOnly: true },
    {
      name: "a trial account",
      token: () => tokens.trial,
      merchant: "agents",
      target: () => m.P,
      agentOnly: true,
    },
    { name: "an agent of another merchant", token: () => tokens.F, merchant: "second", target: () => m.P },
  ];

  const send = (entry: AgentCallCase, attack: Attack, target: Target) =>
    sendCall(t.app, entry.call, {
      ...entry.input(target),
      token: attack.token(),
      merchant: attack.merchant,
      ip: nextIp(),
    });

  for (const attack of ATTACKS) {
    it(`refuses ${attack.name} on every agent call, changing nothing`, async () => {
      const before = await tableChecksum(t.db);
      const target = attack.target();
      const failures: string[] = [];
      for (const entry of AGENT_CALLS) {
        const label = `${entry.call.id}`;
        const response = await send(entry, attack, target);
        if (!isEnvelope(response) || response.statusCode >= 500) {
          failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        const json = response.json();
        if (attack.agentOnly) {
          if (response.statusCode !== 403 || json.errorCode !== "agent.only")
            failures.push(`${label}: ${response.statusCode} ${json.errorCode}, not 403 agent.only`);
          continue;
        }
        if (response.body.includes(target.username)) failures.push(`${label} shows ${target.username}`);
        if (entry.mode === "names") {
          // Exactly the answer for a member that does not exist.
          const missing = await send(entry, attack, { id: MISSING_ID, username: "nosuchmember0" });
          const answer = (r: typeof response) => [r.statusCode, r.json().errorCode, r.json().success];
          if (json.success) failures.push(`${label} answered success`);
          else if (JSON.stringify(answer(response)) !== JSON.stringify(answer(missing)))
            failures.push(`${label}: ${answer(response)} differs from a missing member's ${answer(missing)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
    });
  }

  it("answers the attacking agent's own team (the probes above reach the scope, not a switch)", async () => {
    const detail = await sendCall(t.app, downlineDetailCall, {
      query: { memberId: m.DD.id },
      token: tokens.A,
      merchant: "agents",
      ip: nextIp(),
    });
    expect(detail.json()).toMatchObject({ success: true, value: { username: m.DD.username, level: 2 } });
    const list = await sendCall(t.app, downlinesCall, {
      query: {},
      token: tokens.A,
      merchant: "agents",
      ip: nextIp(),
    });
    expect(list.json().value.totalCount).toBe(3);
  });

  it("covers every agent call of the contract", () => {
    const agentCalls = (ALL_CALLS as readonly CallDefinition[])
      .filter((call) => call.moduleId !== undefined && AGENT_MODULES.includes(call.moduleId as ModuleId))
      .map((call) => call.id);
    const covered = new Set([...AGENT_CALLS.map((entry) => entry.call.id), ...PENDING]);
    expect(agentCalls.filter((id) => !covered.has(id))).toEqual([]);
    expect(PENDING.filter((id) => AGENT_CALLS.some((entry) => entry.call.id === id))).toEqual([]);
  });
});

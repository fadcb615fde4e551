import type { CallDefinition } from "@banca/contract/call";
import {
  affiliateLinksCall,
  createAffiliateLinkCall,
  downlineDetailCall,
  downlinesCall,
  myRebateRatesCall,
  promoteDownlineCall,
  registerDownlineCall,
  removeAffiliateLinkCall,
  setDownlineRebatesCall,
} from "@banca/contract/calls/agent-team";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import {
  seedSmallMerchants,
  smallMerchant,
  TEAM_PASSWORD,
  teamMember,
  tokenOf,
  treeRows,
} from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const NEW_PASSWORD = "Fresh2026y";
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and checked by the assertions
type Envelope = { success: boolean; errorCode: string; value: any };

describe(`the agent team on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, nextIp } = memberCalls(t, "198.18.34");
  let serial = 0;
  const name = (prefix: string) => `${prefix}${(Date.now() % 1e6).toString(36)}${++serial}`.slice(0, 16);

  const send = async (
    definition: CallDefinition,
    token: string,
    input: { query?: unknown; body?: unknown } = {},
    merchant?: string,
  ) => {
    const response = await sendCall(t.app, definition, {
      ...input,
      token,
      ip: nextIp(),
      ...(merchant ? { merchant } : {}),
    });
    return { status: response.statusCode, ...(response.json() as Envelope) };
  };

  // The hand-made team: R ─┬─ A ─┬─ A1 (player)
  //                        │     └─ A2 (agent) ── A2a (player)
  //                        └─ B ── B1 (player)
  const ids = {} as Record<"R" | "A" | "A1" | "A2" | "A2a" | "B" | "B1" | "X", number>;
  const names = {} as Record<keyof typeof ids, string>;
  const tokens = {} as Record<keyof typeof ids, string>;

  beforeAll(async () => {
    await seedSmallMerchants(t.db, [smallMerchant("other")]);
    const make = async (
      key: keyof typeof ids,
      spec: Omit<Parameters<typeof teamMember>[1], "username" | "upline"> & { upline?: keyof typeof ids },
    ) => {
      names[key] = name(key.toLowerCase());
      ids[key] = await teamMember(t.db, {
        ...spec,
        username: names[key],
        upline: spec.upline ? ids[spec.upline] : null,
      });
      tokens[key] = await tokenOf(t.db, spec.merchant ?? "demo", ids[key]);
    };
    await make("R", { kind: "agent", rates: { lottery: 300, slots: 200, live: 100 } });
    await make("A", { kind: "agent", upline: "R", rates: { lottery: 200, slots: 150 } });
    await make("A1", { upline: "A", rates: { lottery: 100 } });
    await make("A2", { kind: "agent", upline: "A", rates: { lottery: 150, slots: 20 } });
    await make("A2a", { upline: "A2", rates: { lottery: 50 } });
    await make("B", { kind: "agent", upline: "R", rates: { lottery: 100, slots: 100 } });
    await make("B1", { upline: "B" });
    await make("X", { kind: "agent", merchant: "other", rates: { lottery: 500 } });
  });

  describe("the tree", () => {
    it("every insert gets its closure rows: itself at depth 0 and each ancestor above it", async () => {
      expect(await treeRows(t.db, [ids.A2a])).toEqual(
        [
          [ids.R, ids.A2a, 3],
          [ids.A, ids.A2a, 2],
          [ids.A2, ids.A2a, 1],
          [ids.A2a, ids.A2a, 0],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      expect(await treeRows(t.db, [ids.R])).toEqual([[ids.R, ids.R, 0]]);
    });

    it("an upline of another merchant is refused by the database itself", async () => {
      await expect(teamMember(t.db, { username: name("cross"), upline: ids.X })).rejects.toThrow(
        /different merchants/,
      );
    });
  });

  describe("opening accounts (registerCenter)", () => {
    it("shows the agent its own rates, the most it may give", async () => {
      const answer = await send(myRebateRatesCall, tokens.A);
      expect(answer.value).toEqual({
        rebateRates: { lottery: 200, live: 0, slots: 150, sports: 0, pvp: 0, fish: 0 },
        agentLevel: 1,
        // No lottery prize group of its own or above it: the games' top (decision 068).
        prizeGroup: null,
      });
    });

    it("opens a player under the caller, which must change its password at the first log-in", async () => {
      const username = name("newp");
      const answer = await send(registerDownlineCall, tokens.A, {
        body: { username, password: TEAM_PASSWORD, kind: "player", rebateRates: { lottery: 120 } },
      });
      expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
      expect(answer.value).toMatchObject({ username, kind: "player", customerType: 0 });
      const id = answer.value.id as number;
      expect(await treeRows(t.db, [id])).toEqual(
        [
          [ids.R, id, 2],
          [ids.A, id, 1],
          [id, id, 0],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      const [row] = await t.db.query<{
        must_change_password: boolean;
        upline_id: string;
        register_method: string;
      }>("SELECT must_change_password, upline_id::text, register_method FROM members WHERE id = $1", [id]);
      expect(row).toEqual({ must_change_password: true, upline_id: String(ids.A), register_method: "AGENT" });
      const audit = await readAudit(t.db, {
        merchantCode: "demo",
        targetType: "member",
        targetId: String(id),
        limit: 5,
      });
      expect(audit.map((entry) => entry.action)).toEqual(["agent.downline.register"]);

      // The first log-in says the password must change; once changed, it no longer does.
      const first = await call("POST", ENDPOINTS.login.path, {
        body: { username, password: TEAM_PASSWORD, type: "username" },
        ip: nextIp(),
      });
      expect(first.json().value).toMatchObject({ passwordExpired: true, customerType: 0 });
      const changed = await call("POST", ENDPOINTS.changePassword.path, {
        token: first.json().value.token,
        body: { oldPassword: TEAM_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      });
      expect(changed.json()).toMatchObject({ success: true });
      const second = await call("POST", ENDPOINTS.login.path, {
        body: { username, password: NEW_PASSWORD, type: "username" },
        ip: nextIp(),
      });
      expect(second.json().value).toMatchObject({ passwordExpired: false });
    });

    it("opens an agent with its level and its own affiliate code", async () => {
      const username = name("newa");
      const answer = await send(registerDownlineCall, tokens.A, {
        body: {
          username,
          password: TEAM_PASSWORD,
          kind: "agent",
          agentLevel: 2,
          rebateRates: { slots: 150 },
        },
      });
      expect(answer.value).toMatchObject({ kind: "agent", customerType: 2 });
      const [row] = await t.db.query<{ kind: string; agent_level: number; affiliate_code: string | null }>(
        "SELECT kind, agent_level, affiliate_code FROM members WHERE id = $1",
        [answer.value.id],
      );
      expect(row).toMatchObject({ kind: "agent", agent_level: 2 });
      expect(row?.affiliate_code).toMatch(/^[0-9A-Z]{8}$/);
    });

    it("refuses rates above the caller's own, a taken username and a bad password, writing nothing", async () => {
      const before = await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM members");
      const over = await send(registerDownlineCall, tokens.A, {
        body: {
          username: name("over"),
          password: TEAM_PASSWORD,
          kind: "player",
          rebateRates: { lottery: 201 },
        },
      });
      expect(over).toMatchObject({ status: 400, errorCode: "rebate.rate.above.upline" });
      expect(over.value).toEqual({ products: [{ product: "lottery", max: 200 }] });
      const live = await send(registerDownlineCall, tokens.A, {
        body: { username: name("live"), password: TEAM_PASSWORD, rebateRates: { live: 1 } },
      });
      expect(live.errorCode).toBe("rebate.rate.above.upline");
      const taken = await send(registerDownlineCall, tokens.A, {
        body: { username: names.B1.toUpperCase(), password: TEAM_PASSWORD },
      });
      expect(taken.errorCode).toBe("username.taken");
      const weak = await send(registerDownlineCall, tokens.A, {
        body: { username: name("weak"), password: "1" },
      });
      expect(weak).toMatchObject({ status: 400, errorCode: "request_param_err" });
      expect(await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM members")).toEqual(before);
    });

    it("refuses players and trial accounts with agent.only", async () => {
      const player = await send(registerDownlineCall, tokens.A1, {
        body: { username: name("byp"), password: TEAM_PASSWORD },
      });
      expect(player).toMatchObject({ status: 403, errorCode: "agent.only" });
      const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: nextIp() })).json().value;
      const byTrial = await send(downlinesCall, trial.token, { query: {} });
      expect(byTrial).toMatchObject({ status: 403, errorCode: "agent.only" });
    });
  });

  describe("affiliate links", () => {
    it("lists the default link, makes link settings, and a registration by one lands with its kind and rates", async () => {
      const made = await send(createAffiliateLinkCall, tokens.A, {
        body: { kind: "agent", agentLevel: 2, rebateRates: { lottery: 120, slots: 10 } },
      });
      expect(made, JSON.stringify(made)).toMatchObject({ success: true });
      expect(made.value).toMatchObject({ kind: "agent", agentLevel: 2, registrations: 0 });
      expect(made.value.url).toBe(`https://localhost/register?affiliateCode=${made.value.code}`);
      const listed = await send(affiliateLinksCall, tokens.A);
      expect(listed.value.links[0]).toMatchObject({
        id: null,
        kind: "player",
        code: listed.value.affiliateCode,
      });
      expect(listed.value.links[1]).toMatchObject({ id: made.value.id, code: made.value.code });

      const username = name("bylink");
      const registered = await call("PUT", ENDPOINTS.register.path, {
        ip: nextIp(),
        body: {
          username,
          password: TEAM_PASSWORD,
          confirmPassword: TEAM_PASSWORD,
          paymentPassword: "482913",
          affiliateCode: made.value.code,
          registerMethod: "WEB",
          agreement: true,
        },
      });
      expect(registered.json(), registered.body).toMatchObject({ success: true, value: { customerType: 2 } });
      const id = registered.json().value.id as number;
      expect((await treeRows(t.db, [id])).map(([ancestor, , depth]) => [ancestor, depth])).toEqual(
        [
          [ids.R, 2],
          [ids.A, 1],
          [id, 0],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      const detail = await send(downlineDetailCall, tokens.A, { query: { memberId: id } });
      expect(detail.value).toMatchObject({ kind: "agent", customerType: 2, level: 1, upline: names.A });
      expect(detail.value.rebateRates).toMatchObject({ lottery: 120, slots: 10 });
      const again = await send(affiliateLinksCall, tokens.A);
      expect(again.value.links[1]).toMatchObject({ registrations: 1 });

      // Another agent cannot remove it; once removed by its agent, the code no longer registers.
      expect(await send(removeAffiliateLinkCall, tokens.B, { body: { id: made.value.id } })).toMatchObject({
        status: 404,
        errorCode: "affiliate.link.not.found",
      });
      expect(await send(removeAffiliateLinkCall, tokens.A, { body: { id: made.value.id } })).toMatchObject({
        success: true,
      });
      const check = await call("GET", `${ENDPOINTS.affiliateCheck.path}?code=${made.value.code}`);
      expect(check.json()).toMatchObject({ success: false, errorCode: "invitation_code_error" });
    });

    it("refuses link rates above the agent's own", async () => {
      const answer = await send(createAffiliateLinkCall, tokens.A, {
        body: { kind: "player", rebateRates: { slots: 151 } },
      });
      expect(answer).toMatchObject({ status: 400, errorCode: "rebate.rate.above.upline" });
    });

    it("registers by the agent's own code as a player without rebate", async () => {
      const { value } = await send(affiliateLinksCall, tokens.B);
      const registered = await call("PUT", ENDPOINTS.register.path, {
        ip: nextIp(),
        body: {
          username: name("bycode"),
          password: TEAM_PASSWORD,
          confirmPassword: TEAM_PASSWORD,
          paymentPassword: "482913",
          affiliateCode: value.affiliateCode,
          registerMethod: "WEB",
          agreement: true,
        },
      });
      expect(registered.json()).toMatchObject({ success: true, value: { customerType: 0 } });
      expect(
        await t.db.query("SELECT upline_id::text FROM members WHERE id = $1", [registered.json().value.id]),
      ).toEqual([{ upline_id: String(ids.B) }]);
    });
  });

  describe("team management", () => {
    // A team of its own for the list: L ─┬─ la (agent, online, 50.00) ── lb (player, 5.00)
    //                                      ├─ Lc (player, last seen 10 days ago)
    //                                      └─ ld (player, registered 40 days ago)
    const list = {} as Record<"L" | "la" | "lb" | "lc" | "ld", number>;
    const listNames = {} as Record<keyof typeof list, string>;
    let token = "";
    const day = 86_400_000;
    const now = Date.now();

    beforeAll(async () => {
      const prefix = `q${(now % 1e5).toString(36)}`;
      listNames.L = `${prefix}boss`;
      list.L = await teamMember(t.db, { username: listNames.L, kind: "agent" });
      token = await tokenOf(t.db, "demo", list.L);
      listNames.la = `${prefix}Alpha`;
      list.la = await teamMember(t.db, { username: listNames.la, kind: "agent", upline: list.L });
      await tokenOf(t.db, "demo", list.la);
      listNames.lb = `${prefix}alpine`;
      list.lb = await teamMember(t.db, { username: listNames.lb, upline: list.la });
      listNames.lc = `${prefix}Charlie`;
      list.lc = await teamMember(t.db, {
        username: listNames.lc,
        upline: list.L,
        lastLoginAt: new Date(now - 10 * day),
      });
      listNames.ld = `${prefix}delta`;
      list.ld = await teamMember(t.db, {
        username: listNames.ld,
        upline: list.L,
        createdAt: new Date(now - 40 * day),
      });
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: list.la,
        amount: 5000n,
        key: `list:${list.la}`,
      });
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: list.lb,
        amount: 500n,
        key: `list:${list.lb}`,
      });
    });

    const usernames = async (query: Record<string, unknown>) => {
      const answer = await send(downlinesCall, token, { query });
      expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
      return (answer.value.list as Array<{ username: string }>).map((row) => row.username);
    };

    it("lists the whole team or the direct downlines, with levels, uplines, balances and totals", async () => {
      const answer = await send(downlinesCall, token, { query: { sort: "username", order: "asc" } });
      expect(answer.value.totalCount).toBe(4);
      expect(answer.value.list.map((row: { username: string }) => row.username)).toEqual([
        listNames.la,
        listNames.lb,
        listNames.lc,
        listNames.ld,
      ]);
      expect(answer.value.list[0]).toMatchObject({
        kind: "agent",
        customerType: 1,
        level: 1,
        upline: listNames.L,
        balance: 50,
        online: true,
        directCount: 1,
      });
      expect(answer.value.list[1]).toMatchObject({
        level: 2,
        upline: listNames.la,
        balance: 5,
        online: false,
      });
      expect(await usernames({ scope: "direct", sort: "username", order: "asc" })).toEqual([
        listNames.la,
        listNames.lc,
        listNames.ld,
      ]);
    });

    it("filters by username prefix in any case, kind, level, balance, dates and online state", async () => {
      const prefix = listNames.L.slice(0, -4);
      expect(
        await usernames({ username: `${prefix}AL`.toUpperCase(), sort: "username", order: "asc" }),
      ).toEqual([listNames.la, listNames.lb]);
      expect(await usernames({ username: `${prefix}%` })).toEqual([]);
      expect(await usernames({ kind: "agent" })).toEqual([listNames.la]);
      expect(await usernames({ level: 2 })).toEqual([listNames.lb]);
      expect(await usernames({ balanceMin: "1", balanceMax: "10", sort: "username", order: "asc" })).toEqual([
        listNames.lb,
      ]);
      expect(await usernames({ balanceMin: "0.01", sort: "balance", order: "desc" })).toEqual([
        listNames.la,
        listNames.lb,
      ]);
      expect(await usernames({ registeredTo: now - 30 * day })).toEqual([listNames.ld]);
      expect(await usernames({ lastLoginFrom: now - 11 * day, lastLoginTo: now - 9 * day })).toEqual([
        listNames.lc,
      ]);
      expect(await usernames({ online: "true" })).toEqual([listNames.la]);
      expect((await usernames({ online: "false" })).sort()).toEqual(
        [listNames.lb, listNames.lc, listNames.ld].sort(),
      );
    });

    it("searches a username prefix from whichever side is smaller, with the same members and totals", async () => {
      const prefix = listNames.L.slice(0, -4);
      // Two members outside the team share the prefix of ld: the merchant has three members of
      // `${prefix}d`, fewer than L's team of four, so that search starts from the prefix and must
      // leave the outsiders out; la's team of one is smaller than the prefix and starts from the team.
      const outsider = await teamMember(t.db, { username: `${prefix}dx1`, kind: "agent" });
      await teamMember(t.db, { username: `${prefix}dx2`, upline: outsider });
      const totalOf = async (agentToken: string, query: Record<string, unknown>) => {
        const answer = await send(downlinesCall, agentToken, { query });
        expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
        return {
          names: (answer.value.list as Array<{ username: string }>).map((row) => row.username),
          total: answer.value.totalCount as number,
        };
      };
      expect(await totalOf(token, { username: `${prefix}D` })).toEqual({ names: [listNames.ld], total: 1 });
      expect(await totalOf(token, { username: `${prefix}dx` })).toEqual({ names: [], total: 0 });
      // The agent itself matches `${prefix}b` but is not in its own list.
      expect(await totalOf(token, { username: `${prefix}b` })).toEqual({ names: [], total: 0 });
      // From the prefix side, every other filter still holds.
      expect(await totalOf(token, { username: `${prefix}a`, scope: "direct" })).toEqual({
        names: [listNames.la],
        total: 1,
      });
      expect(await totalOf(token, { username: `${prefix}a`, level: 2 })).toEqual({
        names: [listNames.lb],
        total: 1,
      });
      expect(await totalOf(token, { username: `${prefix}a`, balanceMin: "10" })).toEqual({
        names: [listNames.la],
        total: 1,
      });
      // The bare prefix matches the agent, its four members and the two outsiders: from the team.
      expect(await totalOf(token, { username: prefix, sort: "username", order: "asc", pageSize: 3 })).toEqual(
        {
          names: [listNames.la, listNames.lb, listNames.lc],
          total: 4,
        },
      );
      const laToken = await tokenOf(t.db, "demo", list.la);
      expect(await totalOf(laToken, { username: `${prefix}al` })).toEqual({
        names: [listNames.lb],
        total: 1,
      });
      expect(await totalOf(laToken, { username: `${prefix}d` })).toEqual({ names: [], total: 0 });
    });

    it("pages with totals", async () => {
      const page = await send(downlinesCall, token, {
        query: { sort: "username", order: "asc", pageNo: 2, pageSize: 3 },
      });
      expect(page.value).toMatchObject({ pageNo: 2, pageSize: 3, totalCount: 4, totalPages: 2 });
      expect(page.value.list.map((row: { username: string }) => row.username)).toEqual([listNames.ld]);
      const tooBig = await send(downlinesCall, token, { query: { pageSize: 101 } });
      expect(tooBig).toMatchObject({ status: 400, errorCode: "request_param_err" });
    });

    it("shows a member's detail, and answers an outsider exactly like a missing id", async () => {
      const detail = await send(downlineDetailCall, token, { query: { memberId: list.la } });
      expect(detail.value).toMatchObject({
        id: list.la,
        username: listNames.la,
        kind: "agent",
        level: 1,
        direct: true,
        upline: listNames.L,
        balance: 50,
        online: true,
        directCount: 1,
        teamSize: 1,
      });
      const outsider = await send(downlineDetailCall, token, { query: { memberId: ids.A1 } });
      const missing = await send(downlineDetailCall, token, { query: { memberId: 2_000_000_001 } });
      const self = await send(downlineDetailCall, token, { query: { memberId: list.L } });
      expect(outsider).toEqual(missing);
      expect(self).toEqual(missing);
      expect(missing).toMatchObject({ status: 404, errorCode: "team.member.not.found" });
    });

    it("sets a direct downline's rates within the caller's and above its own downlines'", async () => {
      const set = (token_: string, memberId: number, rebateRates: Record<string, number>) =>
        send(setDownlineRebatesCall, token_, { body: { memberId, rebateRates } });
      expect(await set(tokens.R, ids.A2, { lottery: 100 })).toMatchObject({ errorCode: "team.not.direct" });
      expect(await set(tokens.A, ids.A2, { lottery: 201 })).toMatchObject({
        errorCode: "rebate.rate.above.upline",
      });
      expect(await set(tokens.A, ids.A2, { lottery: 49 })).toMatchObject({
        errorCode: "rebate.rate.below.downline",
        value: { products: [{ product: "lottery", min: 50 }] },
      });
      expect(await set(tokens.A, ids.B1, { lottery: 10 })).toMatchObject({
        status: 404,
        errorCode: "team.member.not.found",
      });
      const done = await set(tokens.A, ids.A2, { lottery: 180, slots: 30 });
      expect(done.value).toEqual({
        id: ids.A2,
        rebateRates: { lottery: 180, live: 0, slots: 30, sports: 0, pvp: 0, fish: 0 },
      });
      const audit = await readAudit(t.db, {
        merchantCode: "demo",
        targetType: "member",
        targetId: String(ids.A2),
        limit: 1,
      });
      expect(audit[0]).toMatchObject({ action: "agent.downline.rebates", actor: `agent:${names.A}` });
      expect(audit[0]?.detail).toMatchObject({ before: { lottery: 150 }, after: { lottery: 180 } });
    });

    it("promotes a direct downline player to agent, once", async () => {
      const promote = (memberId: number, agentLevel?: number) =>
        send(promoteDownlineCall, tokens.A, { body: { memberId, ...(agentLevel ? { agentLevel } : {}) } });
      expect(await promote(ids.A2a)).toMatchObject({ errorCode: "team.not.direct" });
      expect(await promote(ids.B1)).toMatchObject({ errorCode: "team.member.not.found" });
      expect(await promote(ids.A1, 7)).toMatchObject({ errorCode: "request_param_err" });
      const done = await promote(ids.A1, 2);
      expect(done.value).toMatchObject({ id: ids.A1, customerType: 2 });
      expect(done.value.affiliateCode).toMatch(/^[0-9A-Z]{8}$/);
      expect(await promote(ids.A1, 2)).toMatchObject({ status: 409, errorCode: "member.already.agent" });
      // The new agent's session is an agent's from its next call.
      expect(await send(myRebateRatesCall, tokens.A1)).toMatchObject({ success: true });
    });
  });

  describe("log-in on the agent site", () => {
    it("lets only agents in with site agent, and players and agents on the member site", async () => {
      const player = await teamMember(t.db, { username: name("sitep"), upline: ids.B });
      const [row] = await t.db.query<{ username: string }>("SELECT username FROM members WHERE id = $1", [
        player,
      ]);
      const login = (username: string, site?: string) =>
        call("POST", ENDPOINTS.login.path, {
          body: { username, password: TEAM_PASSWORD, type: "username", ...(site ? { site } : {}) },
          ip: nextIp(),
        });
      const refused = await login(row!.username, "agent");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: "login.agent.only" });
      expect((await login(row!.username, "member")).json()).toMatchObject({ success: true });
      expect((await login(names.B, "agent")).json()).toMatchObject({
        success: true,
        value: { customerType: 1 },
      });
      expect((await login(names.B)).json()).toMatchObject({ success: true });
      // A wrong password on the agent site says only that.
      const wrong = await call("POST", ENDPOINTS.login.path, {
        body: { username: row!.username, password: "Wrong2026x", type: "username", site: "agent" },
        ip: nextIp(),
      });
      expect(wrong.json()).toMatchObject({ errorCode: "login.failed" });
    });
  });

  describe("operator moves", () => {
    it("moves a member with its team under another agent, clamping rates above the new upline's, audited", async () => {
      const key = await operatorKey(t.db, "demo");
      const ops = operatorCalls(t, key);
      // A2 (lottery 180, slots 30) with A2a (lottery 50) moves under B (lottery 100, slots 100).
      const moved = await ops("POST", "/admin/api/members/move", {
        username: names.A2,
        uplineUsername: names.B,
        reason: "agreed with both agents",
      });
      expect(moved.json(), moved.body).toMatchObject({
        success: true,
        value: { username: names.A2, from: names.A, to: names.B, moved: 2 },
      });
      expect(moved.json().value.clamped).toEqual([
        { memberId: ids.A2, product: "lottery", from: 180, to: 100 },
      ]);
      expect(await treeRows(t.db, [ids.A2a])).toEqual(
        [
          [ids.R, ids.A2a, 3],
          [ids.B, ids.A2a, 2],
          [ids.A2, ids.A2a, 1],
          [ids.A2a, ids.A2a, 0],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      // A no longer sees them; B does.
      expect(await send(downlineDetailCall, tokens.A, { query: { memberId: ids.A2a } })).toMatchObject({
        errorCode: "team.member.not.found",
      });
      expect(await send(downlineDetailCall, tokens.B, { query: { memberId: ids.A2a } })).toMatchObject({
        value: { level: 2 },
      });
      const audit = await readAudit(t.db, {
        merchantCode: "demo",
        targetType: "member",
        targetId: String(ids.A2),
        limit: 1,
      });
      expect(audit[0]).toMatchObject({ action: "member.move" });
      expect(audit[0]?.detail).toMatchObject({
        from: names.A,
        to: names.B,
        reason: "agreed with both agents",
      });
    });

    it("refuses a cycle, a non-agent upline and another merchant's agent, changing nothing", async () => {
      const ops = operatorCalls(t, await operatorKey(t.db, "demo"));
      const tree = await t.db.query("SELECT * FROM member_tree ORDER BY ancestor_id, descendant_id");
      const cycle = await ops("POST", "/admin/api/members/move", {
        username: names.R,
        uplineUsername: names.A2,
        reason: "a loop",
      });
      expect(cycle.json()).toMatchObject({ errorCode: "tree.move.invalid" });
      const self = await ops("POST", "/admin/api/members/move", {
        username: names.B,
        uplineUsername: names.B,
        reason: "itself",
      });
      expect(self.json()).toMatchObject({ errorCode: "tree.move.invalid" });
      const player = await ops("POST", "/admin/api/members/move", {
        username: names.B,
        uplineUsername: names.A2a,
        reason: "under a player",
      });
      expect(player.json()).toMatchObject({ errorCode: "tree.move.invalid" });
      const foreign = await ops("POST", "/admin/api/members/move", {
        username: names.B,
        uplineUsername: names.X,
        reason: "another brand",
      });
      expect(foreign.json()).toMatchObject({ errorCode: "member.not.found" });
      // Whoever writes the row: the database refuses a cycle and another merchant's upline too.
      await expect(
        t.db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [ids.R, ids.A2a]),
      ).rejects.toThrow(/own team/);
      await expect(
        t.db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [ids.B, ids.X]),
      ).rejects.toThrow(/another merchant/);
      expect(await t.db.query("SELECT * FROM member_tree ORDER BY ancestor_id, descendant_id")).toEqual(tree);
    });

    it("npm run ops -- member move does the same from the command line", async () => {
      const lines = await runOpsCommand(t.db, ["member", "move", "demo", names.A2, names.A, "back", "again"]);
      expect(lines[0]).toBe(`${names.A2}: moved from ${names.B} to ${names.A} with 2 member(s)`);
      expect(await treeRows(t.db, [ids.A2])).toEqual(
        [
          [ids.R, ids.A2, 2],
          [ids.A, ids.A2, 1],
          [ids.A2, ids.A2, 0],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      await expect(runOpsCommand(t.db, ["member", "move", "demo", names.A2])).rejects.toThrow(/Usage/);
    });
  });
});

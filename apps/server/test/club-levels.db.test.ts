import { ENDPOINTS } from "@banca/contract/endpoints";
import { merchantConfigSchema } from "@banca/contract/merchant-config";
import { beforeAll, describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";
const SET_LEVEL = "/admin/api/members/club-level";

describe(`club levels on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register, login } = memberCalls(t, "198.18.25");

  const clubLabel = async (token: string, language?: string) =>
    (await call("GET", ENDPOINTS.memberInfo.path, { token, ...(language ? { language } : {}) })).json().value
      .clubLabel;
  const rankOf = async (username: string) =>
    (
      await t.db.query<{ club_rank: number | null }>("SELECT club_rank FROM members WHERE username = $1", [
        username,
      ])
    )[0]?.club_rank ?? null;
  const auditCount = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log"))[0]!.n);
  const operator = async () => operatorCalls(t, await operatorKey(t.db));

  it("shows a seeded demo account's level as its label, named in the reader's language", async () => {
    const { token } = (await login("demoplayer", "Demo2026")).json().value;
    expect(await clubLabel(token)).toEqual({
      labelName: "Ouro",
      color: "#3d2c00",
      color2: "#f5c542",
      rankLevel: 3,
    });
    expect((await clubLabel(token, "en")).labelName).toBe("Gold");
    // A language the level has no name in falls back to the merchant's default.
    expect((await clubLabel(token, "th")).labelName).toBe("Ouro");
  });

  it("lets an operator put a member on a level and off it again, each change audited once", async () => {
    const { token } = await register("clubber1", PASSWORD);
    expect(await clubLabel(token)).toEqual({ labelName: "", color: "", color2: "", rankLevel: 0 });

    const send = await operator();
    const before = await auditCount();
    const promoted = await send("POST", SET_LEVEL, {
      username: "CLUBBER1",
      rankLevel: 5,
      reason: "high roller",
    });
    expect(promoted.json()).toMatchObject({
      success: true,
      value: { username: "clubber1", rankLevel: 5, labelName: "Diamante" },
    });
    expect(await clubLabel(token, "en")).toMatchObject({ labelName: "Diamond", rankLevel: 5 });
    // The same level again changes nothing and records nothing.
    await send("POST", SET_LEVEL, { username: "clubber1", rankLevel: 5, reason: "high roller" });
    expect(await auditCount()).toBe(before + 1);

    const cleared = await send("POST", SET_LEVEL, { username: "clubber1", rankLevel: 0, reason: "closed" });
    expect(cleared.json().value).toEqual({ username: "clubber1", rankLevel: 0, labelName: "" });
    expect((await clubLabel(token)).rankLevel).toBe(0);

    const memberId = String((await call("GET", ENDPOINTS.memberInfo.path, { token })).json().value.id);
    const audit = await send("GET", `/admin/api/audit?targetType=member&targetId=${memberId}`);
    expect(
      audit
        .json()
        .value.list.map((entry: { action: string; detail: object }) => [entry.action, entry.detail]),
    ).toEqual([
      ["member.club_level", { username: "clubber1", from: 5, to: 0, reason: "closed" }],
      ["member.club_level", { username: "clubber1", from: 0, to: 5, reason: "high roller" }],
    ]);
  });

  it("lists the merchant's levels with how many members stand on each", async () => {
    const send = await operator();
    await register("clubber2", PASSWORD);
    await send("POST", SET_LEVEL, { username: "clubber2", rankLevel: 3, reason: "loyal" });
    const levels = (await send("GET", "/admin/api/members/club-levels")).json().value.list;
    expect(levels.map((level: { rankLevel: number }) => level.rankLevel)).toEqual([1, 2, 3, 4, 5]);
    // demoplayer and clubber2 on Gold, luckyrio on Bronze.
    expect(levels[2]).toMatchObject({ name: { pt: "Ouro", en: "Gold" }, members: 2 });
    expect(levels[0]).toMatchObject({ members: 1 });
  });

  describe("bad input", () => {
    beforeAll(() => register("clubber3", PASSWORD));

    it.each([
      [{ username: "clubber3", rankLevel: 6, reason: "no such level" }, 400, "request_param_err"],
      [{ username: "clubber3", rankLevel: -1, reason: "negative" }, 400, "request_param_err"],
      [{ username: "clubber3", rankLevel: "3", reason: "a string" }, 400, "request_param_err"],
      [{ username: "clubber3", rankLevel: 2.5, reason: "a fraction" }, 400, "request_param_err"],
      [{ username: "clubber3", rankLevel: 2, reason: "" }, 400, "request_param_err"],
      [{ username: "clubber3", rankLevel: 2 }, 400, "request_param_err"],
      [{ username: "x".repeat(65), rankLevel: 2, reason: "too long" }, 400, "request_param_err"],
      [{ username: "nobody-here", rankLevel: 2, reason: "ghost" }, 400, "member.not.found"],
    ])("refuses %o and changes nothing", async (body, status, code) => {
      const audits = await auditCount();
      const response = await (await operator())("POST", SET_LEVEL, body);
      expect([response.statusCode, response.json().errorCode]).toEqual([status, code]);
      expect([await rankOf("clubber3"), await auditCount()]).toEqual([null, audits]);
    });
  });

  it("keeps trial accounts off every level", async () => {
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path)).json().value;
    const response = await (await operator())("POST", SET_LEVEL, {
      username: trial.userName,
      rankLevel: 1,
      reason: "not a real account",
    });
    expect([response.statusCode, response.json().errorCode]).toEqual([403, "trial.account"]);
    expect(await rankOf(trial.userName)).toBeNull();
  });

  it("sets and lists levels from the command line", async () => {
    await register("clubber4", PASSWORD);
    expect(
      await runOpsCommand(t.db, ["club", "set", "demo", "clubber4", "2", "met", "the", "target"]),
    ).toEqual(["clubber4: club level 2 (Prata)"]);
    expect(await rankOf("clubber4")).toBe(2);
    const lines = await runOpsCommand(t.db, ["club", "levels", "demo"]);
    expect(lines[1]).toBe("2\tPrata\t#1f2933 on #c9d1d9\t1 members");
    await expect(runOpsCommand(t.db, ["club", "set", "demo", "clubber4", "two", "reason"])).rejects.toThrow(
      /Usage/,
    );
    await expect(runOpsCommand(t.db, ["club", "set", "demo", "clubber4", "9", "no level"])).rejects.toThrow(
      /No club level of rank 9/,
    );
    expect(await rankOf("clubber4")).toBe(2);
  });
});

describe("club levels in a merchant file", () => {
  const parse = (patch: object) =>
    merchantConfigSchema.safeParse({ ...demoConfig(), demoAccounts: [], ...patch });

  it("takes only unique ranks, named levels and plain hex colours", () => {
    const level = { rankLevel: 1, name: { en: "Bronze" }, color: "#000000", color2: "#ffffff" };
    expect(parse({ clubLevels: [level] }).success).toBe(true);
    expect(parse({ clubLevels: [level, level] }).success).toBe(false);
    expect(parse({ clubLevels: [{ ...level, name: {} }] }).success).toBe(false);
    expect(parse({ clubLevels: [{ ...level, color: "red;background:url(x)" }] }).success).toBe(false);
    expect(parse({ clubLevels: [{ ...level, rankLevel: 0 }] }).success).toBe(false);
  });

  it("refuses a demo account on a level the merchant does not have", () => {
    const account = { username: "someone", password: "Secret2026", openingBalance: "0", clubLevel: 3 };
    expect(parse({ demoAccounts: [account] }).success).toBe(true);
    const result = parse({ clubLevels: [], demoAccounts: [account] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "a demo account's clubLevel must be one of clubLevels",
    ]);
  });
});

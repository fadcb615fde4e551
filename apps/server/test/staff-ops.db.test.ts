import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { DEMO_STAFF } from "#app/config/demo-staff.ts";
import { REPO_ROOT } from "#app/config/env.ts";
import { totpCode } from "#app/modules/staff/totp.ts";
import { seedDemoStaff } from "#app/seed/seed-demo-staff.ts";
import { prepareDatabase } from "#app/start.ts";
import { staffCookieOf, staffHeaders, staffLogin } from "./support/staff.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

describe(`staff from the command line and the demo start on ${databaseKind}`, () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = { "x-banca-staff": "1" }) =>
    t.app.inject({ method: "POST", url, headers, payload });

  it("adds the first owner with a one-time enrolment link that leads to a TOTP enrolment", async () => {
    const lines = await runOpsCommand(t.db, ["staff", "add", "rootowner", "--role", "owner"], {
      publicUrl: "https://bo.example/",
    });
    expect(lines[0]).toBe("staff rootowner: owner, all merchants");
    const link = /enrolment link \(once, for 3 days\): (\S+)/.exec(lines[1]!)?.[1];
    expect(link).toMatch(/^https:\/\/bo\.example\/backoffice\/#\/enrol\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link!.replace("#/", "")).searchParams.get("token")!;
    expect(await runOpsCommand(t.db, ["staff", "list"])).toEqual([
      "rootowner\towner\tall merchants\tnot enrolled",
    ]);

    expect((await post("/admin/api/staff/session/claim", { token, password: "Owner2026" })).statusCode).toBe(
      200,
    );
    const login = await post("/admin/api/staff/session/login", {
      username: "rootowner",
      password: "Owner2026",
    });
    const { secret } = login.json().value.enrolment;
    const enrolled = await post(
      "/admin/api/staff/session/enrol",
      { code: totpCode(secret) },
      staffHeaders(staffCookieOf(login)),
    );
    expect(enrolled.json().value.staff.permissions).toContain("staff.manage");
    expect(await runOpsCommand(t.db, ["staff", "list"])).toEqual(["rootowner\towner\tall merchants\tactive"]);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'staff' AND target_id = 'rootowner'",
    );
    expect(audit.map((row) => row.action)).toEqual(["staff.create"]);

    // A lost authenticator: the reset forgets password and TOTP and ends the sessions.
    const reset = await runOpsCommand(t.db, ["staff", "reset-totp", "rootowner"]);
    expect(reset[1]).toMatch(/\/backoffice\/#\/enrol\?token=/);
    const me = await t.app.inject({
      method: "GET",
      url: "/admin/api/staff/me",
      headers: staffHeaders(staffCookieOf(enrolled)),
    });
    expect(me.json().errorCode).toBe("staff.session.expired");
    const refused = await post("/admin/api/staff/session/login", {
      username: "rootowner",
      password: "Owner2026",
    });
    expect(refused.json().errorCode).toBe("staff.login.failed");
  });

  it("scopes a member to merchants, disables it, and refuses bad input", async () => {
    expect(
      (await runOpsCommand(t.db, ["staff", "add", "deskhand", "--role", "support", "--merchant", "demo"]))[0],
    ).toBe("staff deskhand: support, demo");
    await expect(runOpsCommand(t.db, ["staff", "add", "deskhand", "--role", "support"])).rejects.toThrow(
      /exists/,
    );
    await expect(runOpsCommand(t.db, ["staff", "add", "x2", "--role", "janitor"])).rejects.toThrow(
      /role is one of/,
    );
    await expect(
      runOpsCommand(t.db, ["staff", "add", "ghosty", "--role", "risk", "--merchant", "ghost"]),
    ).rejects.toThrow(/No merchant "ghost"/);
    await expect(runOpsCommand(t.db, ["staff", "add", "nobody"])).rejects.toThrow(/Usage/);
    expect(await runOpsCommand(t.db, ["staff", "disable", "deskhand"])).toEqual(["staff deskhand disabled"]);
    expect((await runOpsCommand(t.db, ["staff", "list"])).find((line) => line.startsWith("deskhand"))).toBe(
      "deskhand\tsupport\tdemo\tdisabled",
    );
    await expect(runOpsCommand(t.db, ["staff", "disable", "ghost"])).rejects.toThrow(/No staff member/);
  });

  it("gives the demo start its enrolled staff with the published secrets, and a production start disables them", async () => {
    const db = await openTestDatabase("migrated");
    try {
      await prepareDatabase(db, {
        config: { DEMO: true, BOOTSTRAP_OPERATOR_KEY: undefined },
        merchantConfigs: [],
      });
      const seeded = await db.query<{
        username: string;
        role: string;
        merchant_codes: string[] | null;
        totp_enrolled: boolean;
      }>("SELECT username, role, merchant_codes, totp_enrolled FROM staff ORDER BY username");
      expect(seeded).toEqual([
        { username: "demoadmin", role: "owner", merchant_codes: null, totp_enrolled: true },
        { username: "demofinance", role: "finance", merchant_codes: ["demo"], totp_enrolled: true },
      ]);
      const prepared = await prepareDatabase(db, {
        config: { DEMO: false, BOOTSTRAP_OPERATOR_KEY: undefined },
        merchantConfigs: [],
      });
      expect(prepared.disabledOperators).toEqual(["staff:demoadmin", "staff:demofinance"]);
      const live = await db.query("SELECT 1 FROM staff WHERE disabled_at IS NULL");
      expect(live).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it("logs the demo's staff in with the README's passwords and TOTP secrets", async () => {
    await seedDemoStaff(t.db);
    const readme = readFileSync(`${REPO_ROOT}/README.md`, "utf8");
    for (const member of DEMO_STAFF) {
      expect(readme).toContain(`\`${member.username}\` / \`${member.password}\``);
      expect(readme).toContain(`TOTP secret: ${member.totpSecret}`);
      const cookie = await staffLogin(
        t,
        { username: member.username, secret: member.totpSecret },
        member.password,
      );
      const me = await t.app.inject({
        method: "GET",
        url: "/admin/api/staff/me",
        headers: staffHeaders(cookie),
      });
      expect(me.json().value).toMatchObject({
        username: member.username,
        role: member.role,
        merchants: member.merchants,
      });
    }
  });
});

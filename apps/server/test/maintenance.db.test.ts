import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { memberCalls } from "./support/member-calls.ts";
import { buildTestApp, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`maintenance on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, login } = memberCalls(t, "198.18.95");

  const status = async () => (await call("GET", ENDPOINTS.systemStatus.path)).json().value;
  const count = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);

  /** The operator's switch (npm run ops -- maintenance on demo), as every server sees it within seconds. */
  async function switchMaintenance(state: "on" | "off") {
    await runOpsCommand(t.db, ["maintenance", state, "demo"]);
    await vi.waitFor(async () => expect((await status()).maintenance).toBe(state === "on"), {
      timeout: 15_000,
      interval: 250,
    });
  }

  it("refuses logging in, registering, codes, money and game launches, and keeps status and content open", async () => {
    const token = (await login("demoplayer", "Demo2026")).json().value.token as string;
    await switchMaintenance("on");
    const deposits = await count("deposits");
    const members = await count("members");

    const refused = {
      login: await login("demoplayer", "Demo2026"),
      register: await call("PUT", ENDPOINTS.register.path, {
        body: {
          username: "latecomer",
          password: "Secret123",
          confirmPassword: "Secret123",
          registerMethod: "WEB",
          agreement: true,
        },
      }),
      smsCode: await call("POST", ENDPOINTS.smsRegisterCode.path, {
        body: { countryDialingCode: "55", mobileNo: "11987654321" },
      }),
      memberInfo: await call("GET", ENDPOINTS.memberInfo.path, { token }),
      deposit: await call("POST", ENDPOINTS.createDeposit.path, {
        token,
        body: { requestId: "maint-1", channelId: "bank-transfer", amount: "50.00", bankCode: "CHASE" },
      }),
      launch: await call("POST", ENDPOINTS.launchGame.path, { token, body: { nodeId: 1, language: "pt" } }),
      walletBalance: await call("GET", ENDPOINTS.walletBalance.path, { token }),
    };
    for (const [name, response] of Object.entries(refused)) {
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        503,
        {
          success: false,
          errorCode: "system.maintenance",
          message: "The site is under maintenance; please come back later",
          value: null,
        },
      ]);
    }
    expect(await count("deposits")).toBe(deposits);
    expect(await count("members")).toBe(members);

    const open = {
      status: await call("GET", ENDPOINTS.systemStatus.path),
      whitelabel: await call("GET", ENDPOINTS.whitelabel.path),
      registerSettings: await call("GET", ENDPOINTS.registerSettings.path),
      helpCenter: await call("GET", ENDPOINTS.helpCenter.path),
      announcements: await call("GET", ENDPOINTS.listAnnouncements.path),
      promotions: await call("GET", ENDPOINTS.promotionList.path),
      hotGames: await call("GET", `${ENDPOINTS.hotGames.path}?isPlatform=2&platform=html5-desktop`),
    };
    for (const [name, response] of Object.entries(open)) {
      expect([name, response.statusCode]).toEqual([name, 200]);
    }
    expect(open.status.json().value.status).toBe(1);

    await switchMaintenance("off");
    expect((await login("demoplayer", "Demo2026")).statusCode).toBe(200);
    expect((await call("GET", ENDPOINTS.memberInfo.path, { token })).statusCode).toBe(200);
  });

  it("shows maintenance in the very next status call on every instance, and lets no cache keep the old answer", async () => {
    const second: FastifyInstance = await buildTestApp(t.db);
    try {
      const statusOf = (app: FastifyInstance) =>
        app.inject({ method: "GET", url: ENDPOINTS.systemStatus.path, headers: { merchant: "demo" } });
      // Both instances have just read the merchant: their caches hold it open.
      for (const app of [t.app, second]) {
        const answer = await statusOf(app);
        expect([answer.json().value.maintenance, answer.headers["cache-control"]]).toEqual([
          false,
          "no-store",
        ]);
      }
      await runOpsCommand(t.db, ["maintenance", "on", "demo"]);
      for (const app of [second, t.app]) {
        const answer = await statusOf(app);
        expect([answer.json().value.status, answer.json().value.maintenance]).toEqual([1, true]);
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
      await runOpsCommand(t.db, ["maintenance", "off", "demo"]);
      for (const app of [t.app, second]) {
        expect((await statusOf(app)).json().value.maintenance).toBe(false);
      }
    } finally {
      await runOpsCommand(t.db, ["maintenance", "off", "demo"]);
      await second.close();
    }
  });
});

import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppConfig } from "#app/config/env.ts";
import { FORWARDED_WITHOUT_TRUST_PROXY } from "#app/http/forwarded-warning.ts";
import { buildTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

describe(`a proxy in front of a server without TRUST_PROXY on ${databaseKind}`, () => {
  let db: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await openTestDatabase("demo");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  /** The production application with its logger's warnings captured. */
  async function appWith(trustProxy: AppConfig["TRUST_PROXY"]) {
    const app = await buildTestApp(db, { TRUST_PROXY: trustProxy });
    apps.push(app);
    const warn = vi.spyOn(app.log, "warn");
    const status = (headers: Record<string, string> = {}) =>
      app.inject({ url: ENDPOINTS.systemStatus.path, headers }).then((response) => response.statusCode);
    return { warn, status };
  }

  it("warns once when requests carry X-Forwarded-For while TRUST_PROXY is off", async () => {
    const { warn, status } = await appWith(false);
    expect(await status()).toBe(200);
    expect(warn).not.toHaveBeenCalled();

    for (const address of ["203.0.113.7", "203.0.113.8", "203.0.113.9"]) {
      expect(await status({ "x-forwarded-for": address })).toBe(200);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ remoteAddress: "127.0.0.1" }, FORWARDED_WITHOUT_TRUST_PROXY);
    expect(FORWARDED_WITHOUT_TRUST_PROXY).toMatch(/TRUST_PROXY is off.*Set TRUST_PROXY/s);
  });

  it("stays quiet when TRUST_PROXY names the proxy", async () => {
    const { warn, status } = await appWith(["127.0.0.1"]);
    expect(await status({ "x-forwarded-for": "203.0.113.7" })).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });
});

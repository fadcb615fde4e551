import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders, SERVER_HEADERS } from "#app/http/security-headers.ts";

describe("security headers", () => {
  it("follow what the policy depends on, building the policy once per value of it", async () => {
    const app = Fastify();
    let frameSources = "";
    const built: string[] = [];
    registerSecurityHeaders(
      app,
      () => frameSources,
      (sources) => {
        built.push(sources);
        return {
          contentSecurityPolicy: { directives: { frameSrc: ["'self'", ...(sources ? [sources] : [])] } },
        };
      },
    );
    app.get("/", async () => ({ ok: true }));
    const frameSrc = async () => {
      const answer = await app.inject({ url: "/" });
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      return String(answer.headers["content-security-policy"])
        .split(";")
        .find((directive) => directive.startsWith("frame-src"));
    };

    expect(await frameSrc()).toBe("frame-src 'self'");
    expect(await frameSrc()).toBe("frame-src 'self'");
    frameSources = "https://games.vendor.example";
    expect(await frameSrc()).toBe("frame-src 'self' https://games.vendor.example");
    expect(await frameSrc()).toBe("frame-src 'self' https://games.vendor.example");
    expect(built).toEqual(["", "https://games.vendor.example"]);
    await app.close();
  });

  it("give a route only servers call the server's headers instead of the browser's", async () => {
    const app = Fastify();
    registerSecurityHeaders(
      app,
      () => "",
      () => ({}),
    );
    app.post("/api", { config: { browserHeaders: false } }, async () => ({ ok: true }));
    app.post("/page", async () => ({ ok: true }));
    const api = await app.inject({ method: "POST", url: "/api" });
    expect(api.headers).toMatchObject(SERVER_HEADERS);
    expect(api.headers["content-security-policy"]).toBeUndefined();
    expect(api.headers["x-frame-options"]).toBeUndefined();
    const page = await app.inject({ method: "POST", url: "/page" });
    expect(page.headers["content-security-policy"]).toBeDefined();
    expect(page.headers["cache-control"]).toBeUndefined();
    await app.close();
  });
});

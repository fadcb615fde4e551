import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "#app/http/security-headers.ts";

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
});

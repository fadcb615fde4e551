import { describe, expect, it } from "vitest";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`HTTP behaviour on ${databaseKind}`, () => {
  const t = useTestApp(() => ({
    geoIp: {
      countryOf(ip) {
        if (ip === "6.6.6.6") throw new Error("geo database exploded at /secret/path");
        return "";
      },
    },
  }));

  it("answers unknown API paths in the envelope with 404", async () => {
    for (const url of ["/wps/unknown", "/lgw/unknown/path?x=1"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: "route.not.found", value: null });
    }
    const wrongMethod = await t.app.inject({ method: "DELETE", url: "/wps/system/status" });
    expect(wrongMethod.json()).toMatchObject({ success: false, errorCode: "route.not.found" });
  });

  it("hides the details of a server fault behind a generic 500", async () => {
    const response = await t.app.inject({
      url: "/wps/system/status",
      headers: { "x-forwarded-for": "6.6.6.6" },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: "The service is temporarily unavailable",
      value: null,
      errorCode: "system.error",
    });
    expect(response.body).not.toContain("secret");
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/wps/feedback",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ content: "x".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe("payload.too.large");
  });

  it("serves the OpenAPI document generated from the contract and a readable page", async () => {
    const document = (await t.app.inject({ url: "/openapi.json" })).json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/wps/system/status",
        "/wps/feedback",
        "/wps/relay/MCSFE_getListAnnouncements",
      ]),
    );
    expect(document.paths["/wps/feedback"].put.requestBody).toBeDefined();
    const page = await t.app.inject({ url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("sends security headers that forbid inline and foreign scripts", async () => {
    const response = await t.app.inject({ url: "/wps/system/status" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("tells how to build the site when a page is asked for and no build exists", async () => {
    const response = await t.app.inject({ url: "/rng", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("npm run build");
  });
});

import { describe, expect, it } from "vitest";
import { ALL_CALLS } from "../src/calls/all-calls.ts";
import { ENDPOINTS } from "../src/endpoints.ts";
import { LOTTERY_ENDPOINTS } from "../src/lottery/endpoints.ts";
import { buildOpenApiDocument } from "../src/openapi.ts";

describe("OpenAPI document", () => {
  const document = buildOpenApiDocument(ALL_CALLS, { title: "Banca API", version: "test" });

  it("has one operation per call with its envelope, parameters and module", () => {
    for (const call of ALL_CALLS) {
      const operation = (
        document.paths[call.path] as Record<string, { operationId: string; responses: object }>
      )[call.method.toLowerCase()];
      expect(operation?.operationId).toBe(call.id);
      expect(JSON.stringify(operation?.responses)).toContain('"errorCode"');
    }
    const status = document.paths["/wps/system/status"] as { get: { parameters: Array<{ name: string }> } };
    expect(status.get.parameters.map((parameter) => parameter.name)).toEqual(["Merchant", "Language"]);
    const announcements = document.paths["/wps/relay/MCSFE_getListAnnouncements"] as {
      get: { parameters: Array<{ name: string }> };
    };
    expect(announcements.get.parameters.map((parameter) => parameter.name)).toContain("types");
  });

  it("every endpoint has exactly one call, and every call uses its endpoint", () => {
    // The lottery's endpoints are a list of their own, loaded with the lottery pages only.
    const endpoints: Record<string, object> = { ...ENDPOINTS, ...LOTTERY_ENDPOINTS };
    expect(ALL_CALLS.map((call) => call.id).sort()).toEqual(Object.keys(endpoints).sort());
    for (const call of ALL_CALLS)
      expect({ method: call.method, path: call.path }).toEqual(endpoints[call.id]);
  });
});

import { envelopeSchema } from "@banca/contract/envelope";
import { ERROR_STATUS, isErrorCode } from "@banca/contract/errors";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { failure, ok } from "#app/http/envelope.ts";

describe("the envelope", () => {
  it("wraps a value as a success with empty message and code", () => {
    expect(ok({ id: 7 })).toEqual({ success: true, message: "", value: { id: 7 }, errorCode: "" });
    expect(envelopeSchema(z.object({ id: z.number() })).parse(ok({ id: 7 }))).toEqual(ok({ id: 7 }));
  });

  it("carries a failure's stable code, message and details", () => {
    expect(failure("request_param_err", "Invalid request", { issues: [] })).toEqual({
      success: false,
      message: "Invalid request",
      value: { issues: [] },
      errorCode: "request_param_err",
    });
  });

  it("gives every error code one HTTP status, 5xx only for faults, maintenance and the providers", () => {
    // 503: the site is closed on purpose and will come back, or no SMS or e-mail provider is set up;
    // 502: the phone-authentication provider could not be reached (spec code "unknown"). Every other
    // 5xx is a fault of this server.
    const serverSide = new Set([
      "system.error",
      "system.maintenance",
      "unknown",
      "verification.sms.unavailable",
      "verification.email.unavailable",
    ]);
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(isErrorCode(code)).toBe(true);
      expect(new AppError(code as keyof typeof ERROR_STATUS, "x").status).toBe(status);
      expect(status >= 500).toBe(serverSide.has(code));
    }
    expect(new AppError("login.not.session", "Please log in").status).toBe(401);
    expect(new AppError("function.not.available", "Off").status).toBe(400);
    expect(isErrorCode("no.such.code")).toBe(false);
  });
});

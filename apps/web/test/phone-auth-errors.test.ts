import { isErrorCode } from "@banca/contract/errors";
import { LANGUAGES } from "@banca/contract/languages";
import { PHONE_AUTH_ERRORS, phoneAuthErrorOf, phoneAuthNumber } from "@banca/contract/phone-auth";
import { describe, expect, it } from "vitest";
import { errorText } from "#app/components/form/error-text.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { committedTranslator } from "./support/catalogues.ts";

describe("the phone-authentication provider's errors (spec part 2 §8)", () => {
  it("are platform error codes, each with its own text in all six languages", () => {
    for (const code of PHONE_AUTH_ERRORS) {
      expect(isErrorCode(code)).toBe(true);
      const texts = LANGUAGES.map((language) =>
        errorText(committedTranslator(language), new ApiError(code, "", 400)),
      );
      // No fallback to the generic text (except for "unknown" itself) and none left empty.
      for (const text of texts) expect(text.trim()).not.toBe("");
      if (code !== "unknown") {
        expect(texts[LANGUAGES.indexOf("en")]).not.toBe(committedTranslator("en")("errors.unknown"));
      }
    }
  });

  it("map the provider's REST messages, with or without detail, and anything new to unknown", () => {
    expect(phoneAuthErrorOf("INVALID_CODE")).toBe("invalid-verification-code");
    expect(phoneAuthErrorOf("TOO_MANY_ATTEMPTS_TRY_LATER : Too many requests")).toBe("too-many-requests");
    expect(phoneAuthErrorOf("SESSION_EXPIRED")).toBe("code-expired");
    expect(phoneAuthErrorOf("QUOTA_EXCEEDED")).toBe("quota-exceeded");
    expect(phoneAuthErrorOf(undefined)).toBe("unknown");
  });

  it("give the provider the number with + before the dialing code", () => {
    expect(phoneAuthNumber("55", " 11912345678 ")).toBe("+5511912345678");
    expect(phoneAuthNumber("+84", "912345678")).toBe("+84912345678");
  });
});

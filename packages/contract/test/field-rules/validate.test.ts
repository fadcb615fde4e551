import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { validateField, validateForm, verificationCodeRule } from "@banca/contract/field-rules/validate";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 0,
  minLength: 0,
  maxLength: 100,
  ...overrides,
});

const anyRule = fc.record({
  enabled: fc.boolean(),
  required: fc.boolean(),
  acceptedPattern: fc.oneof(fc.constantFrom("", "*", "[a-z]+", "(["), fc.string()),
  patternId: fc.integer({ min: -1, max: 22 }),
  minLength: fc.nat(30),
  maxLength: fc.nat(30),
});

const anyValue = fc.oneof(fc.string({ unit: "binary" }), fc.constant(undefined), fc.constant(null));

describe("validateField", () => {
  it("skips a missing or disabled rule", () => {
    expect(validateField("name", "", undefined)).toBeNull();
    expect(validateField("name", "", rule({ enabled: false }))).toBeNull();
  });

  it("reports an empty required value and lets an empty optional one pass", () => {
    for (const value of ["", undefined, null]) {
      expect(validateField("name", value, rule({ minLength: 3 }))).toEqual({ kind: "empty", field: "name" });
      expect(validateField("name", value, rule({ required: false, minLength: 3 }))).toBeNull();
    }
  });

  it("reports the pattern and bounds when the pattern or the length fails", () => {
    const digits = rule({ patternId: 6, minLength: 4, maxLength: 6 });
    const issue = { kind: "pattern", field: "pin", patternId: 6, min: 4, max: 6 };
    expect(validateField("pin", "12a4", digits)).toEqual({ ...issue, cause: "format" });
    expect(validateField("pin", "123", digits)).toEqual({ ...issue, cause: "length" });
    expect(validateField("pin", "1234567", digits)).toEqual({ ...issue, cause: "length" });
    expect(validateField("pin", "1234", digits)).toBeNull();
  });

  it("counts code points, not UTF-16 units", () => {
    expect(validateField("nick", "😀😀", rule({ minLength: 2, maxLength: 2 }))).toBeNull();
    expect(validateField("nick", "𠀀", rule({ patternId: 2, minLength: 1, maxLength: 1 }))).toBeNull();
  });

  it("does not trim", () => {
    expect(validateField("pin", " 1234", rule({ patternId: 6 }))).not.toBeNull();
  });

  it("rejects a non-string value instead of throwing", () => {
    const value = 1234 as unknown as string;
    expect(validateField("pin", value, rule({ required: false, patternId: 6 }))?.kind).toBe("pattern");
  });

  it("accepts any non-empty text of pattern 0 iff its code-point length is within bounds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1 }), fc.nat(20), fc.nat(20), (value, min, max) => {
        const length = [...value].length;
        const issue = validateField("f", value, rule({ minLength: min, maxLength: max }));
        expect(issue === null).toBe(length >= min && length <= max);
      }),
    );
  });

  it("always reports an empty required value as empty", () => {
    fc.assert(
      fc.property(fc.constantFrom("", undefined, null), anyRule, (value, r) => {
        expect(validateField("f", value, { ...r, enabled: true, required: true })).toEqual({
          kind: "empty",
          field: "f",
        });
      }),
    );
  });

  it("never reports anything for a disabled rule", () => {
    fc.assert(
      fc.property(anyValue, anyRule, (value, r) => {
        expect(validateField("f", value, { ...r, enabled: false })).toBeNull();
      }),
    );
  });

  it("never throws, whatever the rule", () => {
    fc.assert(
      fc.property(anyValue, anyRule, (value, r) => {
        const issue = validateField("f", value, r);
        expect(issue === null || issue.field === "f").toBe(true);
      }),
    );
  });
});

describe("validateForm", () => {
  const rules = { password: rule({ maxLength: 1000 }), confirm: rule({ maxLength: 1000 }) };
  const confirmations: Array<[string, string]> = [["confirm", "password"]];

  it("reports a mismatch iff the confirmation differs", () => {
    const word = fc.oneof(fc.constantFrom("a", "b", "pässwörd"), fc.string({ minLength: 1, maxLength: 50 }));
    fc.assert(
      fc.property(word, word, (password, confirm) => {
        const issues = validateForm({ password, confirm }, rules, { confirmations });
        expect(issues.confirm?.kind === "mismatch").toBe(password !== confirm);
        if (password !== confirm)
          expect(issues.confirm).toEqual({ kind: "mismatch", field: "confirm", other: "password" });
      }),
    );
  });

  it("checks every field of the rules and keeps the confirm field's own issue", () => {
    const issues = validateForm(
      { password: "secret", confirm: "" },
      { ...rules, email: rule({ patternId: 3 }), hidden: rule({ enabled: false }), absent: undefined },
      { confirmations },
    );
    expect(issues).toEqual({
      confirm: { kind: "empty", field: "confirm" },
      email: { kind: "empty", field: "email" },
    });
  });

  it("compares a confirm field that has no rule of its own", () => {
    const issues = validateForm(
      { password: "a", confirm: "b" },
      { password: rules.password },
      { confirmations },
    );
    expect(issues.confirm?.kind).toBe("mismatch");
  });

  it("does not compare a confirm field whose rule is disabled", () => {
    const issues = validateForm(
      { password: "a" },
      { password: rules.password, confirm: rule({ enabled: false }) },
      { confirmations },
    );
    expect(issues).toEqual({});
  });
});

describe("verificationCodeRule", () => {
  it("follows the mobile rule's flags and accepts any text up to 255 characters", () => {
    const mobile = rule({
      required: false,
      acceptedPattern: "\\+?[0-9]{10,13}",
      patternId: 6,
      minLength: 10,
    });
    const code = verificationCodeRule(mobile);
    expect(code).toMatchObject({ enabled: true, required: false, minLength: 0, maxLength: 255 });
    expect(validateField("code", "12ab", code)).toBeNull();
    expect(validateField("code", "1".repeat(256), code)?.kind).toBe("pattern");
    expect(verificationCodeRule(rule({ enabled: false })).enabled).toBe(false);
  });

  it("is disabled without a mobile rule", () => {
    expect(verificationCodeRule(undefined).enabled).toBe(false);
  });
});

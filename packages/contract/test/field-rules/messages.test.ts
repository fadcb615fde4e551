import { PATTERN_IDS } from "@banca/contract/field-rules/field-rule";
import { describeIssue, formatRuleMessage, ruleMessages } from "@banca/contract/field-rules/messages";
import { LANGUAGES } from "@banca/contract/languages";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const templates = LANGUAGES.flatMap((language) => Object.values(ruleMessages[language].patterns));
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("ruleMessages", () => {
  it("has all 21 patterns in all 6 languages, each with the (min) - (max) range", () => {
    expect(Object.keys(ruleMessages).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const { notEmpty, mismatch, patterns } = ruleMessages[language];
      expect(Object.keys(patterns).map(Number)).toEqual([...PATTERN_IDS]);
      for (const id of PATTERN_IDS) expect(patterns[id], `${language} ${id}`).toContain("(min) - (max)");
      expect(notEmpty).toContain("{field}");
      expect(mismatch).not.toBe("");
    }
  });
});

describe("formatRuleMessage", () => {
  const template = fc.oneof(
    fc.constantFrom(...templates),
    fc
      .array(fc.constantFrom("(min)", "(max)", " - ", "(", ")", "min", "max", "x"), { maxLength: 12 })
      .map((parts) => parts.join("")),
  );

  it("never leaves a (min) or (max) token", () => {
    fc.assert(
      fc.property(template, fc.nat(1000), fc.nat(1000), (text, min, max) => {
        const message = formatRuleMessage(text, min, max);
        expect(message).not.toContain("(min)");
        expect(message).not.toContain("(max)");
      }),
    );
  });

  it("shows a single number once when min equals max", () => {
    fc.assert(
      fc.property(fc.constantFrom(...templates), fc.nat(1000), (text, n) => {
        const message = formatRuleMessage(text, n, n);
        expect(occurrences(message, String(n))).toBe(occurrences(text, String(n)) + 1);
        expect(message).not.toContain(`${n} - ${n}`);
      }),
    );
  });

  it("shows both bounds otherwise", () => {
    expect(formatRuleMessage("Digits only, (min) - (max) digits", 4, 6)).toBe("Digits only, 4 - 6 digits");
    expect(formatRuleMessage("Digits only, (min) - (max) digits", 6, 6)).toBe("Digits only, 6 digits");
  });
});

describe("describeIssue", () => {
  it("describes each kind of issue", () => {
    expect(describeIssue({ kind: "empty", field: "username" }, "en", "Username")).toBe(
      "Username cannot be empty",
    );
    expect(describeIssue({ kind: "empty", field: "username" }, "cn")).toBe("username不能为空");
    expect(describeIssue({ kind: "mismatch", field: "confirm", other: "password" }, "en")).toBe(
      "The two entries are inconsistent",
    );
    expect(describeIssue({ kind: "pattern", field: "username", patternId: 1, min: 6, max: 12 }, "en")).toBe(
      "Start with a letter, then letters or digits, 6 - 12 characters",
    );
  });

  it("inserts the label literally", () => {
    expect(describeIssue({ kind: "empty", field: "f" }, "en", "$& $1")).toBe("$& $1 cannot be empty");
  });

  it("describes an unknown patternId as any text", () => {
    expect(describeIssue({ kind: "pattern", field: "f", patternId: 99, min: 2, max: 2 }, "en")).toBe(
      "Enter 2 characters",
    );
  });

  it("leaves no placeholder in any language", () => {
    for (const language of LANGUAGES) {
      for (const patternId of PATTERN_IDS) {
        const text = describeIssue({ kind: "pattern", field: "f", patternId, min: 1, max: 9 }, language);
        expect(text).not.toMatch(/\((min|max)\)/);
      }
      expect(describeIssue({ kind: "empty", field: "f" }, language, "Nome")).not.toContain("{field}");
    }
  });
});

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
      for (const [kind, text] of Object.entries(ruleMessages[language].fields)) {
        const holds = text.includes("(min) - (max)") !== text.includes("{hint}");
        expect(holds, `${language} ${kind} holds the range or the hint, one of them`).toBe(true);
      }
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
    expect(describeIssue({ kind: "pattern", field: "line", patternId: 1, min: 6, max: 12 }, "en")).toBe(
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

describe("the spec's own field messages (part 2 §5)", () => {
  const pattern = (
    field: string,
    patternId: number,
    min: number,
    max: number,
    cause?: "length" | "format",
  ) => ({
    kind: "pattern" as const,
    field,
    patternId,
    min,
    max,
    ...(cause ? { cause } : {}),
  });
  const generic = (language: (typeof LANGUAGES)[number], patternId: number, min: number, max: number) =>
    formatRuleMessage(ruleMessages[language].patterns[patternId]!, min, max);

  it("says the password length when a password is too short or too long", () => {
    for (const field of ["password", "newPassword", "confirmPassword", "paymentPassword"]) {
      expect(describeIssue(pattern(field, 5, 6, 20, "length"), "en")).toBe(
        "The password must be 6 - 20 characters.",
      );
    }
    expect(describeIssue(pattern("password", 5, 6, 20, "length"), "pt")).toBe(
      "A senha deve ter de 6 - 20 caracteres.",
    );
  });

  it("says the password format is wrong, then what the merchant's rule asks", () => {
    expect(describeIssue(pattern("password", 5, 6, 20, "format"), "en")).toBe(
      "The password format is incorrect. Use both letters and digits, 6 - 20 characters",
    );
    // An issue from an older server carries no cause: it reads as a format issue.
    expect(describeIssue(pattern("newPassword", 5, 6, 20), "cn")).toBe(
      "密码格式不正确。须同时包含字母和数字，6 - 20个字符",
    );
  });

  it("names the account, the real name and the e-mail", () => {
    expect(describeIssue(pattern("username", 1, 6, 16, "length"), "en")).toBe(
      "The account format is incorrect. Start with a letter, then letters or digits, 6 - 16 characters",
    );
    expect(describeIssue(pattern("payeeName", 12, 2, 50, "format"), "vi")).toBe(
      "Định dạng họ tên thật không đúng. Chỉ gồm chữ cái và khoảng trắng, 2 - 50 ký tự",
    );
    expect(describeIssue(pattern("email", 3, 5, 50, "format"), "id")).toBe(
      "Format email salah. Masukkan alamat email yang valid, 5 - 50 karakter",
    );
  });

  it("gives the phone number's digits, one number when the rule fixes it", () => {
    expect(describeIssue(pattern("mobileNum", 6, 11, 11, "length"), "en")).toBe(
      "The phone number format is incorrect: enter 11 digits.",
    );
    expect(describeIssue(pattern("mobileNum", 6, 10, 11, "format"), "th")).toBe(
      "รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง: กรอก 10 - 11 หลัก",
    );
  });

  it("never falls back to the generic pattern message for these fields, in any language", () => {
    const cases = [
      pattern("username", 1, 6, 16, "format"),
      pattern("password", 20, 8, 20, "format"),
      pattern("password", 20, 8, 20, "length"),
      pattern("payeeName", 8, 2, 40, "format"),
      pattern("mobileNum", 6, 8, 12, "format"),
      pattern("email", 3, 5, 60, "format"),
    ];
    for (const language of LANGUAGES) {
      for (const issue of cases) {
        const text = describeIssue(issue, language);
        expect(text, `${language} ${issue.field}`).not.toBe(
          generic(language, issue.patternId, issue.min, issue.max),
        );
        expect(text).not.toMatch(/\((min|max)\)|\{hint\}/);
      }
    }
  });

  it("keeps the pattern message for the other fields", () => {
    expect(describeIssue(pattern("qqNum", 6, 5, 12, "format"), "en")).toBe(generic("en", 6, 5, 12));
  });
});

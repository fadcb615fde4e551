import {
  compileAcceptedPattern,
  PATTERN_IDS,
  type PatternId,
  patternFamilies,
} from "@banca/contract/field-rules/field-rule";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const examples: Record<PatternId, { valid: string[]; invalid: string[] }> = {
  0: { valid: ["anything goes", "😀 \n\t", "!@#"], invalid: [] },
  1: { valid: ["a", "Player7", "a1b2"], invalid: ["1abc", "_abc", "ab c", "ab-c", "ação"] },
  2: { valid: ["张三123", "中文", "2024"], invalid: ["abc", "张 三", "张三!", "张三，"] },
  3: {
    valid: ["a@b.io", "user.name+tag@example.co.uk", "x_y@sub-domain.example.com"],
    invalid: ["plain", "a@b", "a@@b.com", "a@b..com", "a..b@c.com", "a b@c.com", "@b.com", "a@.com", "a@b.c"],
  },
  4: { valid: ["abc123", "João2", "สมชาย", "ไม้"], invalid: ["abc-123", "a b", "abc!", "a_b"] },
  5: { valid: ["abc123", "1a", "A1"], invalid: ["abcdef", "123456", "abc12!", "abc 12"] },
  6: { valid: ["0", "0123456789"], invalid: ["12a", "1 2", "-1", "1.5", "١٢٣"] },
  7: { valid: ["Abc123", "ABC", "aB1"], invalid: ["abc123", "Abc-123", "Ábc", "AB C"] },
  8: { valid: ["John Smith", "abc"], invalid: ["João", "John3", "John_Smith", "John\tSmith"] },
  9: {
    valid: ["no-spaces_here!", "中文", "😀"],
    invalid: ["has space", "tab\there", "nbsp\u00a0x", "line\nbreak"],
  },
  10: { valid: ["你好，世界！", "中文", "《书》"], invalid: ["中文abc", "中文 1", "中文1"] },
  11: {
    valid: ["2024-02-29", "2000-02-29", "1999-12-31", "2023-04-30"],
    invalid: [
      "2023-02-30",
      "2023-02-29",
      "1900-02-29",
      "2023-13-01",
      "2023-04-31",
      "2023-00-10",
      "23-01-01",
      "2023/01/01",
      "2023-1-1",
      "12-31-1999",
    ],
  },
  12: {
    valid: ["João da Silva", "สมชาย ใจดี", "Nguyễn Văn A", "Иван", "Nguye\u0302\u0303n"],
    invalid: ["John3", "John-Smith", "O'Brien", "a\tb"],
  },
  13: {
    valid: ["02-29-2024", "12-31-1999", "02-29-2000"],
    invalid: ["02-30-2023", "02-29-2023", "02-29-1900", "2024-02-29", "13-01-2020", "04-31-2020"],
  },
  14: { valid: ["abc123", "ABC", "007"], invalid: ["João1", "abc_1", "a b", "中文"] },
  15: { valid: ["김민준", "한국어"], invalid: ["김 민준", "kim", "김1", "中文"] },
  16: { valid: ["ภาษาไทย", "ไม้"], invalid: ["thai", "ไทย ไทย", "ไทยa"] },
  17: { valid: ["สมชาย Smith", "John", "ไม้ ไทย"], invalid: ["João", "สมชาย1", "Smith!", "ไทย๑"] },
  18: { valid: ["JOHN SMITH", "JOÃO", " A "], invalid: ["John", "   ", "JOHN1", "JOHN-SMITH"] },
  19: { valid: ["P@ssw0rd!", "abc", "~"], invalid: ["has space", "ação", "tab\t"] },
  20: {
    valid: ["Abcdef1!", "1aA~"],
    invalid: ["Abcdefg1", "abcdef1!", "ABCDEF1!", "Abcdefg!", "Abc def1!", "Ábcdef1!"],
  },
};

describe("pattern families", () => {
  for (const id of PATTERN_IDS) {
    it(`${id} (${patternFamilies[id].description}) accepts typical values and rejects others`, () => {
      const accepts = compileAcceptedPattern({ acceptedPattern: "", patternId: id });
      for (const value of examples[id].valid) expect(accepts(value), value).toBe(true);
      for (const value of examples[id].invalid) expect(accepts(value), value).toBe(false);
    });
  }

  it("are anchored and use the u flag", () => {
    for (const id of PATTERN_IDS) {
      const { regex } = patternFamilies[id];
      expect(regex.flags).toBe("u");
      expect(regex.source.startsWith("^")).toBe(true);
      expect(regex.source.endsWith("$")).toBe(true);
    }
  });

  it("11 and 13 accept exactly the real calendar dates of years 0001 to 9999", () => {
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const date = new Date(0);
          date.setUTCFullYear(y, m - 1, d);
          // Year 0000 is a JavaScript date but no PostgreSQL one: refused.
          const real =
            y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          expect(patternFamilies[11].regex.test(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(real);
          expect(patternFamilies[13].regex.test(`${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });

  // Catastrophic backtracking on 50k characters would take far longer than the test timeout, so finishing at
  // all is the assertion; the inputs repeat fragments that sit on each regex's decision points.
  it("run in linear time on long adversarial inputs", { timeout: 60_000 }, () => {
    const fragments = ["a", "A", "1", ".", "@", "-", " ", "a.", "a@", "aA1", "中", "ไ", "้", "한", "!", "\n"];
    const input = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...fragments), minLength: 1, maxLength: 4 }),
        fc.constantFrom("", "a@", "A1"),
        fc.constantFrom("", "!", " ", "\n", "@", ".", "..", "😀"),
      )
      .map(
        ([fragment, prefix, suffix]) =>
          prefix + fragment.repeat(Math.ceil(50_000 / fragment.length)) + suffix,
      );
    fc.assert(
      fc.property(input, fc.constantFrom(...PATTERN_IDS), (value, id) => {
        expect(typeof patternFamilies[id].regex.test(value)).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});

describe("compileAcceptedPattern", () => {
  it('accepts anything for "*" whatever the family', () => {
    const accepts = compileAcceptedPattern({ acceptedPattern: "*", patternId: 6 });
    expect(accepts("not digits at all")).toBe(true);
  });

  it("anchors the operator's regex around its whole source", () => {
    const accepts = compileAcceptedPattern({ acceptedPattern: "ab|[0-9]{3}", patternId: 0 });
    expect(accepts("ab")).toBe(true);
    expect(accepts("123")).toBe(true);
    expect(accepts("abx")).toBe(false);
    expect(accepts("x123")).toBe(false);
    expect(accepts("1234")).toBe(false);
  });

  it("compiles the operator's regex with the u flag", () => {
    expect(compileAcceptedPattern({ acceptedPattern: ".", patternId: 0 })("😀")).toBe(true);
    expect(compileAcceptedPattern({ acceptedPattern: "\\p{Lu}+", patternId: 0 })("ÉA")).toBe(true);
  });

  it("falls back to the family regex when the operator's regex is invalid", () => {
    for (const source of ["([", "a)|(b", "\\", "[\\w-.]", "(?<n>a)(?<n>b)"]) {
      const accepts = compileAcceptedPattern({ acceptedPattern: source, patternId: 6 });
      expect(accepts("123"), source).toBe(true);
      expect(accepts("abc"), source).toBe(false);
    }
  });

  it("treats an unknown patternId as any text", () => {
    expect(compileAcceptedPattern({ acceptedPattern: "", patternId: 99 })("anything")).toBe(true);
  });
});

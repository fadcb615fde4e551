/**
 * One operator-configured form field rule. `acceptedPattern` is "*" for any text, "" to use the built-in
 * family of `patternId`, or the operator's own regex source.
 */
export type FieldRule = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
};

export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

export function isPatternId(value: number): value is PatternId {
  return (PATTERN_IDS as readonly number[]).includes(value);
}

// Calendar dates are checked by the regex itself (leap years included) so that `regex` alone is the whole
// rule: consumers may reuse it without a second check. Everything is fixed-width, hence linear. Year 0000
// is refused: PostgreSQL's dates have no year 0 (it writes 1 BC as "0001 BC"), so no date of ours is in it.
const MONTH_DAY =
  "(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))";
const LEAP_YEAR = "(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:0[048]|[2468][048]|[13579][26])00)";

// Thai consonants, vowels and tone marks, without Thai digits, currency and punctuation.
const THAI_LETTERS = "\\u0E01-\\u0E3A\\u0E40-\\u0E4E";

/**
 * The built-in families. All are anchored, use the `u` flag and are linear-time: no quantified group holds
 * a quantifier, and each "at least one X" is a lookahead of the form `[^X]*X`, which cannot backtrack.
 * "Letters" means ASCII letters unless the family names a script; 4, 12 and 18 accept any script and include
 * combining marks (\p{M}) because Thai, Devanagari or decomposed Vietnamese letters need them.
 */
export const patternFamilies: Record<PatternId, { regex: RegExp; description: string }> = {
  0: { regex: /^[\s\S]*$/u, description: "Any text" },
  1: { regex: /^[A-Za-z][A-Za-z0-9]*$/u, description: "A letter first, then letters and digits" },
  2: { regex: /^[\p{Script=Han}0-9]+$/u, description: "Chinese characters and digits" },
  3: {
    // The lookahead forbids "..", so the domain's only dot-split choice is where the TLD starts.
    regex: /^(?!.*\.\.)[A-Za-z0-9._%+-]+@[A-Za-z0-9-][A-Za-z0-9.-]*\.[A-Za-z]{2,}$/u,
    description: "E-mail address",
  },
  4: { regex: /^[\p{L}\p{M}\p{Nd}]+$/u, description: "Letters (any script) and digits, no symbols" },
  5: {
    regex: /^(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+$/u,
    description: "Letters and digits, at least one of each",
  },
  6: { regex: /^[0-9]+$/u, description: "Digits only" },
  7: { regex: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u, description: "Letters and digits, at least one capital" },
  8: { regex: /^[A-Za-z ]+$/u, description: "English letters and spaces" },
  9: { regex: /^\S+$/u, description: "No whitespace" },
  10: { regex: /^[\p{Script=Han}\p{P}]+$/u, description: "Chinese characters and punctuation" },
  11: {
    regex: new RegExp(`^(?!0000)(?:\\d{4}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`, "u"),
    description: "Calendar date yyyy-MM-dd",
  },
  12: { regex: /^[\p{L}\p{M} ]+$/u, description: "Letters (any script) and spaces" },
  13: {
    regex: new RegExp(`^(?:${MONTH_DAY}-(?!0000)\\d{4}|02-29-(?!0000)${LEAP_YEAR})$`, "u"),
    description: "Calendar date MM-dd-yyyy",
  },
  14: { regex: /^[A-Za-z0-9]+$/u, description: "ASCII letters and digits" },
  15: { regex: /^\p{Script=Hangul}+$/u, description: "Korean (Hangul) only" },
  16: { regex: /^\p{Script=Thai}+$/u, description: "Thai only" },
  17: {
    regex: new RegExp(`^[${THAI_LETTERS}A-Za-z ]+$`, "u"),
    description: "Thai or English letters and spaces",
  },
  18: {
    regex: /^ *\p{Lu}[\p{Lu}\p{M} ]*$/u,
    description: "Uppercase letters and spaces, at least one letter",
  },
  19: { regex: /^[!-~]+$/u, description: "ASCII letters, digits and symbols, no whitespace" },
  20: {
    regex: /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])[!-~]+$/u,
    description: "Strong password: upper, lower, digit and symbol (ASCII), no whitespace",
  },
};

const customPatterns = new Map<string, RegExp | null>();

function compileCustom(source: string): RegExp | null {
  let compiled = customPatterns.get(source);
  if (compiled === undefined) {
    try {
      // Compiling the bare source first rejects sources such as "a)|(b" that would escape the anchoring group.
      new RegExp(source, "u");
      compiled = new RegExp(`^(?:${source})$`, "u");
    } catch {
      compiled = null;
    }
    // Rules come from a small operator config, so this cache stays small.
    customPatterns.set(source, compiled);
  }
  return compiled;
}

/**
 * The pattern predicate of a rule (length is checked separately). An operator regex that does not compile
 * falls back to the family regex instead of throwing: a back-office typo must not turn every form submit
 * into a crash, and the family is the constraint the operator picked alongside it. An unknown patternId
 * behaves as family 0, so that the length bounds and the "(min) - (max)" message still apply.
 */
export function compileAcceptedPattern(
  rule: Pick<FieldRule, "acceptedPattern" | "patternId">,
): (value: string) => boolean {
  if (rule.acceptedPattern === "*") return () => true;
  const regex =
    (rule.acceptedPattern === "" ? null : compileCustom(rule.acceptedPattern)) ??
    patternFamilies[isPatternId(rule.patternId) ? rule.patternId : 0].regex;
  return (value) => regex.test(value);
}

import { promotionDefinitionSchema } from "@banca/contract/promotion-config";
import { describe, expect, it } from "vitest";
import { formIssues } from "#bo/app/form-issues.ts";
import { en } from "#bo/i18n/en.ts";
import type { MessageKey, Translate } from "#bo/i18n/i18n.tsx";
import { zhCN } from "#bo/i18n/zh-cn.ts";

const translator =
  (messages: Record<MessageKey, string>): Translate =>
  (key, values) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));

const valid = {
  category: "deposit",
  title: { en: "Welcome" },
  artwork: "/images/promotions/a.png",
  startsAt: "2026-12-01T00:00:00.000Z",
  endsAt: "2026-12-31T00:00:00.000Z",
  mode: "claim",
  rule: "registered_during",
  bonusAmount: "10.00",
  turnoverMultiplier: 1,
};
const raffle = {
  betPerTicket: null,
  depositMin: null,
  maxTickets: 10,
  drawAt: "2026-12-31T12:00:00.000Z",
  claimHours: 72,
  prizes: [{ places: 1, amount: "5.00" }],
};
// Drafts that break each of the schema's own rules (the field checks pass, the refinements do not).
const drafts = [
  { ...valid, title: {}, artwork: "javascript:alert(1)" },
  { ...valid, mode: "info", bonusAmount: "10.00", claimRequires: "verified_mobile" },
  { ...valid, rule: "first_deposit" },
  { ...valid, mode: "apply", rule: null, bonusAmount: null, raffle },
  { ...valid, mode: "raffle", rule: null, bonusAmount: null, raffle },
  {
    ...valid,
    mode: "raffle",
    rule: null,
    bonusAmount: null,
    raffle: {
      ...raffle,
      betPerTicket: "1.00",
      prizes: [
        { places: 300, amount: "1.00" },
        { places: 300, amount: "1.00" },
      ],
    },
  },
  { ...valid, mode: "info", rule: null, bonusAmount: null, turnoverMultiplier: 2 },
];
const issuesIn = (t: Translate) =>
  drafts.flatMap((draft) => {
    const checked = promotionDefinitionSchema.safeParse(draft);
    return checked.success ? [] : formIssues(t, checked.error, (path) => path.join("."));
  });

describe("form issues", () => {
  it("the drafts break rules of the schema, not only its field checks", () => {
    expect(promotionDefinitionSchema.safeParse(valid).success).toBe(true);
    expect(issuesIn(translator(en)).length).toBeGreaterThanOrEqual(drafts.length);
  });

  it("words every refinement of the promotion and raffle schemas in Chinese, none left in English", () => {
    const english = issuesIn(translator(en));
    const chinese = issuesIn(translator(zhCN));
    expect(chinese).toHaveLength(english.length);
    chinese.forEach((issue, at) => {
      expect(issue, english[at]).not.toBe(english[at]);
      // Only the address scheme stays in Latin letters.
      expect(issue.slice(issue.indexOf(": ") + 2).replace("https", ""), issue).not.toMatch(/[A-Za-z]{3,}/);
    });
    expect(chinese).toContain("raffle.prizes: 名次合计最多 500 个");
  });
});

import { ERROR_STATUS, isErrorCode } from "@banca/contract/errors";
import { LANGUAGES } from "@banca/contract/languages";
import { describe, expect, it } from "vitest";
import { errorText } from "#app/components/form/error-text.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { committedTranslator } from "./support/catalogues.ts";

/**
 * Codes a player's screen never shows: they answer the back office or a payment gateway's
 * notification, never a call the site makes.
 */
const NEVER_SHOWN_TO_PLAYERS = new Set([
  "operator.unauthorized",
  "operator.forbidden",
  "payment.signature.invalid",
  "payment.notification.stale",
  "payment.amount.mismatch",
  // Closing a contract period early is the back office's call.
  "contract.payout.nothing.to.close",
  "contract.payout.reports.behind",
  // Entering and confirming a real draw's official result is the back office's (decision 067).
  "lottery.result.invalid",
  "lottery.result.not.due",
  "lottery.result.exists",
  "lottery.result.not.pending",
  "lottery.result.same.operator",
  // So is voiding a real draw's issue after its draw time, asked and confirmed by two (decision 080).
  "lottery.void.exists",
  "lottery.void.not.pending",
  "lottery.void.same.operator",
  // Staff log-in, roles and four-eyes approvals answer only the back office (decision 081).
  "staff.login.failed",
  "staff.login.locked",
  "staff.session.expired",
  "staff.forbidden",
  "staff.merchant.forbidden",
  "staff.header.required",
  "staff.enrolment.invalid",
  "staff.username.taken",
  "staff.not.found",
  // The chat desk's socket refuses a page of another origin (decision 088).
  "staff.origin.refused",
  // The back office's content desk: staff only.
  "banner.not.found",
  "banner.order.mismatch",
  "help.topic.not.found",
  "help.topic.tag.taken",
  "approval.not.found",
  "approval.decided",
  "approval.same.person",
  // The back office's member, merchant-settings and key calls (decision 082).
  "member.reset.unreachable",
  "operator.name.taken",
  "operator.not.found",
  "module.unknown",
  "module.not.built",
]);

const PLAYER_CODES = Object.keys(ERROR_STATUS).filter((code) => !NEVER_SHOWN_TO_PLAYERS.has(code));
// A server message no translation could equal: seeing it means the lookup fell through.
const SERVER_MESSAGE = "untranslated server message";

describe("server error translations", () => {
  it("lists as never shown only codes that exist", () => {
    expect([...NEVER_SHOWN_TO_PLAYERS].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it.each(LANGUAGES)(
    "%s translates every code a player can meet, through the one shared lookup",
    (language) => {
      const t = committedTranslator(language);
      const untranslated = PLAYER_CODES.filter((code) => {
        const text = errorText(
          t,
          new ApiError(code, SERVER_MESSAGE, ERROR_STATUS[code as keyof typeof ERROR_STATUS]),
        );
        return !text || text === SERVER_MESSAGE || text === code;
      });
      expect(untranslated).toEqual([]);
    },
  );

  it("fills a code's bounds into its text", () => {
    const t = committedTranslator("en");
    const text = errorText(t, new ApiError("withdrawal.amount.min", SERVER_MESSAGE, 400, { min: 50 }));
    expect(text).toBe("The minimum withdrawal is 50.");
  });

  it("says how long a chat message may be, in every language", () => {
    for (const language of LANGUAGES) {
      const text = errorText(
        committedTranslator(language),
        new ApiError("chat.message.too.long", SERVER_MESSAGE, 400, { max: 1000 }),
      );
      expect(text, language).toContain("1000");
    }
  });

  it("falls back to the server's message for a code the site does not know", () => {
    const t = committedTranslator("pt");
    expect(errorText(t, new ApiError("some.future.code", SERVER_MESSAGE, 400))).toBe(SERVER_MESSAGE);
  });
});

import type { Language } from "@banca/contract/languages";
import type { FEEDBACK_CATEGORIES } from "@banca/contract/site";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createFeedbackRepository } from "./repository.ts";

// Counted in the database, so the limit holds across server instances.
const WINDOW_SECONDS = 600;
const MAX_PER_WINDOW = 5;

export type FeedbackInput = {
  category: (typeof FEEDBACK_CATEGORIES)[number];
  content: string;
  contact: string;
};

export function createFeedbackService(db: Database) {
  return {
    async submit(
      merchant: Merchant,
      input: FeedbackInput,
      origin: { language: Language; clientIp: string; userAgent: string },
    ): Promise<{ id: number }> {
      const content = input.content.trim();
      const { minLength, maxLength } = merchant.settings.feedback;
      const length = [...content].length;
      if (length === 0) throw new AppError("feedback.content.required", "Feedback content is required");
      if (length < minLength || length > maxLength) {
        throw new AppError(
          "feedback.content.length",
          `Content is between ${minLength} and ${maxLength} characters`,
          { min: minLength, max: maxLength },
        );
      }
      return db.transaction(async (tx) => {
        const repository = createFeedbackRepository(tx);
        await repository.lockSender(merchant.code, origin.clientIp);
        const recent = await repository.countRecentFromIp(merchant.code, origin.clientIp, WINDOW_SECONDS);
        if (recent >= MAX_PER_WINDOW) {
          throw new AppError("too.many.requests", "Too many requests, try again later");
        }
        const id = await repository.insert({
          merchantCode: merchant.code,
          category: input.category,
          content,
          contact: input.contact,
          language: origin.language,
          clientIp: origin.clientIp,
          userAgent: origin.userAgent.slice(0, 400),
        });
        return { id };
      });
    },
  };
}

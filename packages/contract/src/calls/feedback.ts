import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

import { FEEDBACK_CATEGORIES } from "../site.ts";

export const feedbackCall = defineCall({
  id: "feedback",
  ...ENDPOINTS.feedback,
  tag: "feedback",
  summary: "Send feedback to the operator; content length is bounded by the merchant's setting",
  moduleId: "FEEDBACK3",
  // Length bounds are the merchant's, so they are checked by the service, not here.
  body: z.object({
    category: z.enum(FEEDBACK_CATEGORIES).default("suggestion"),
    content: z.string().max(10_000),
    contact: z.string().trim().max(120).default(""),
  }),
  value: z.object({ id: z.number().int() }),
});

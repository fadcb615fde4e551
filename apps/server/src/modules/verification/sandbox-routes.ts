import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { ok } from "#app/http/envelope.ts";
import type { createOutbox } from "#app/providers/outbox.ts";

const querySchema = z.object({
  merchant: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/)
    .optional(),
  to: z.string().trim().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * GET /sandbox/outbox?merchant=&to=&limit=: the newest messages of the local outbox, codes and all.
 * Registered only with SANDBOX_OUTBOX=true, for local demos and the e2e suite, which read the codes
 * a player would get by SMS or e-mail from here.
 */
export function sandboxOutboxRoutes(app: FastifyInstance, outbox: ReturnType<typeof createOutbox>) {
  app.get("/sandbox/outbox", async (request) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      throw new AppError("request_param_err", "Invalid request: merchant, to or limit", {
        issues: query.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      });
    }
    const { merchant, to, limit } = query.data;
    const messages = await outbox.latest({
      limit,
      ...(merchant ? { merchantCode: merchant } : {}),
      ...(to ? { destination: to } : {}),
    });
    return ok(
      messages.map((message) => ({
        channel: message.channel,
        merchant: message.merchantCode,
        to: message.destination,
        subject: message.subject,
        text: message.text,
        createdAt: message.createdAt.getTime(),
      })),
    );
  });
}

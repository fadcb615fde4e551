import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";
import { failure } from "./envelope.ts";

const API_PREFIXES = ["/wps/", "/lgw/"];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Maps every failure to the envelope and an HTTP status in one place; 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.code, error.message, error.details));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(failure("payload.too.large", "The request is too large"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, said plainly.
      return reply.status(400).send(failure("request_param_err", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(failure("system.error", "The service is temporarily unavailable"));
  });
}

import type { CallDefinition } from "@banca/contract/call";
import { isLanguage, type Language, languageOfTag } from "@banca/contract/languages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import type { RegionCheck } from "#app/modules/region/region-check.ts";
import type { AuthenticatedSession, SessionService } from "#app/modules/sessions/service.ts";
import { AppError } from "./app-error.ts";
import { requestDecryptor } from "./encryption/decrypt-request.ts";
import type { EncryptionKeyStore } from "./encryption/key-store.ts";
import { JsonText, ok, okText } from "./envelope.ts";
import { assertNoNulCharacter } from "./text-input.ts";

export type CallContext<Q, B> = {
  request: FastifyRequest;
  reply: FastifyReply;
  merchant: Merchant;
  language: Language;
  query: Q;
  body: B;
  /** The caller's session; present on calls with `auth: "member"`, maybe on "optional", else null. */
  session: AuthenticatedSession | null;
};

export type CallDeps = {
  merchants: MerchantService;
  sessions: SessionService;
  encryption: EncryptionKeyStore;
  region: RegionCheck;
  validateResponses: boolean;
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's `Language` when the merchant offers it, otherwise the merchant's default. */
export function pickLanguage(requested: string | undefined, merchant: Merchant): Language {
  const normalized = languageOfTag(requested);
  const supported = merchant.settings.languages.supported;
  return isLanguage(normalized) && supported.includes(normalized)
    ? normalized
    : merchant.settings.languages.default;
}

function parse<S extends z.ZodType>(schema: S | undefined, input: unknown): Output<S> {
  if (!schema) return undefined as Output<S>;
  assertNoNulCharacter(input);
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    const first = issues[0];
    const message = first ? `Invalid request: ${first.path || "body"}: ${first.message}` : "Invalid request";
    throw new AppError("request_param_err", message, { issues });
  }
  return result.data as Output<S>;
}

function assertModuleEnabled(merchant: Merchant, moduleId: string | undefined) {
  if (moduleId && merchant.modules[moduleId] === false) {
    throw new AppError("function.not.available", "This function is not available");
  }
}

/**
 * During a merchant's maintenance the site shows its maintenance page, and the API refuses all but
 * what that page and a visitor's reading need: calls that read (GET) and need no session, such as
 * system status, whitelabel, help centre, announcements, banners and lobbies. Logging in, registering,
 * codes, money and game launches are refused in this one place. The back office and the vendors'
 * seamless wallet are not calls of the site: operators work during maintenance, and vendors settle
 * the rounds already in play.
 */
function assertNotInMaintenance(merchant: Merchant, call: CallDefinition) {
  const readsOpenly = call.method === "GET" && call.auth !== "member";
  if (merchant.maintenance && !readsOpenly) {
    throw new AppError("system.maintenance", "The site is under maintenance; please come back later");
  }
}

/**
 * The caller's session: required for `auth: "member"`; for `auth: "optional"` a missing or ended
 * token reads as a visitor, so a stale token never breaks a page anyone may see.
 *
 * An account that must change its password (`members.must_change_password`: an account its agent
 * opened, the default password) is held at the door, whatever the site does: its member calls are
 * refused with `password.change.required` except those marked `beforePasswordChange` (the change,
 * the member info, logging out), and an optional call answers it as a visitor. The change clears
 * the flag and ends the session; the next log-in goes everywhere. A timed-out or self-excluded
 * player is held the same way: only calls marked `whileExcluded` (withdrawals, records, logging out).
 */
async function sessionOf(
  deps: CallDeps,
  call: CallDefinition,
  authorization: string | undefined,
  merchantCode: string,
): Promise<AuthenticatedSession | null> {
  if (call.auth === "member") {
    const session = await deps.sessions.authenticate(authorization, merchantCode);
    if (session.passwordChangeDue && !call.beforePasswordChange) {
      throw new AppError("password.change.required", "Please change your password first");
    }
    if (session.excluded && !call.whileExcluded) {
      throw new AppError(
        "protection.excluded",
        "Your account is in a time-out or self-exclusion: you can only withdraw and see your records",
      );
    }
    return session;
  }
  if (call.auth !== "optional" || !authorization?.trim()) return null;
  return deps.sessions.authenticate(authorization, merchantCode).then(
    (session) => (session.passwordChangeDue || session.excluded ? null : session),
    (error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    },
  );
}

/**
 * Registers a contract call: resolves the merchant, applies the module gate (the call's own module
 * and the caller's `ModuleId` header), validates input, and wraps the handler's value in the envelope.
 * The body of an `encrypted` call is decrypted first; only its plaintext reaches validation.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  deps: CallDeps,
  call: C,
  handler: (
    context: CallContext<Output<NonNullable<C["query"]>>, Output<NonNullable<C["body"]>>>,
  ) => Promise<z.input<C["value"]> | JsonText<z.input<C["value"]>>>,
) {
  const decrypt = call.encrypted ? requestDecryptor(deps.encryption, call) : null;
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const merchant = await deps.merchants.resolve(header(request, "merchant"), request.hostname);
      assertModuleEnabled(merchant, call.moduleId);
      assertModuleEnabled(merchant, header(request, "moduleid"));
      assertNotInMaintenance(merchant, call);
      // The region block is the server's rule, not only the site's page: `request.ip` is the client
      // behind a trusted proxy, and the socket's address otherwise.
      if (call.regionGuarded) deps.region.assertAllowed(merchant, request.ip);
      const session = await sessionOf(deps, call, header(request, "authorization"), merchant.code);
      const query = parse(call.query as NonNullable<C["query"]> | undefined, request.query);
      const input = decrypt ? await decrypt(request) : request.body;
      const body = parse(call.body as NonNullable<C["body"]> | undefined, input);
      const language = pickLanguage(header(request, "language"), merchant);
      const answer = await handler({ request, reply, merchant, language, query, body, session });
      if (deps.validateResponses) {
        const checked = call.value.safeParse(answer instanceof JsonText ? JSON.parse(answer.text) : answer);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues, call: call.id }, "answer breaks the contract");
          throw new Error(`answer of ${call.id} breaks the contract`);
        }
      }
      if (answer instanceof JsonText)
        return reply.type("application/json; charset=utf-8").send(okText(answer));
      return ok(answer);
    },
  });
}

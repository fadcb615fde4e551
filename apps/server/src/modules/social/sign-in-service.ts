import { randomBytes } from "node:crypto";
import type { SocialProvider } from "@banca/contract/calls/session";
import type { ErrorCode } from "@banca/contract/errors";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import type { RegionCheck } from "#app/modules/region/region-check.ts";
import { hashToken } from "#app/modules/sessions/service.ts";
import type { OpenIdConnectClient, VerifiedIdentity } from "#app/providers/openid-connect.ts";
import { linkedMember } from "./link-member.ts";
import { isSocialProvider, providerSettings, type SocialRuntime } from "./provider-settings.ts";
import { createSocialRepository } from "./repository.ts";
import { withLoginCode, withLoginError } from "./return-to.ts";

/** How long the provider may take to send the visitor back. */
const AUTHORIZATION_SECONDS = 10 * 60;
/** How long the site has to trade the one-time code for a session. */
export const LOGIN_CODE_SECONDS = 2 * 60;
// Starting a sign-in writes a row; this bounds what one address can make the server store.
const STARTS_PER_IP = 30;
const STARTS_WINDOW_SECONDS = 10 * 60;

const randomValue = () => randomBytes(32).toString("base64url");

type Deps = {
  db: Database;
  merchants: MerchantService;
  region: RegionCheck;
  oidc: OpenIdConnectClient;
  runtime: SocialRuntime;
  log: FastifyBaseLogger;
};

export type StartInput = {
  merchant: Merchant;
  provider: string;
  returnTo: string;
  /** Scheme, host and port the visitor reached this server at; the callback must come back there. */
  origin: string;
  clientIp: string;
  /** The value of the browser's sign-in cookie, when it has one. */
  browserId: string | undefined;
};

export type CallbackInput = {
  /** The provider named in the callback's path. */
  provider: string;
  query: Record<string, unknown>;
  browserId: string | undefined;
  clientIp: string;
  acceptLanguage: string | undefined;
};

export function createSignInService({ db, merchants, region, oidc, runtime, log }: Deps) {
  const repository = createSocialRepository(db);

  async function identify(
    merchant: Merchant,
    provider: SocialProvider,
    callbackUrl: URL,
    pending: { nonce: string; codeVerifier: string },
    state: string,
  ): Promise<VerifiedIdentity | null> {
    const settings = providerSettings(merchant, provider, runtime);
    if (!settings) return null;
    try {
      return await oidc.verifyCallback(settings, callbackUrl, { ...pending, state });
    } catch (error) {
      log.warn({ err: error, merchant: merchant.code, provider }, "social sign-in answer refused");
      return null;
    }
  }

  return {
    /** Where to send the visitor: the provider's authorization page, or back with an error. */
    async start(input: StartInput): Promise<{ location: string; browserId: string }> {
      const browserId =
        input.browserId && /^[\w-]{43}$/.test(input.browserId) ? input.browserId : randomValue();
      const fail = (code: ErrorCode) => ({ location: withLoginError(input.returnTo, code), browserId });
      if (!isSocialProvider(input.provider)) return fail("function.not.available");
      const settings = providerSettings(input.merchant, input.provider, runtime);
      if (!settings) return fail("function.not.available");
      if (region.verdict(input.merchant, input.clientIp).restricted) return fail("region.restricted");
      await repository.deleteExpired();
      if ((await repository.countStartedFromIp(input.clientIp, STARTS_WINDOW_SECONDS)) >= STARTS_PER_IP) {
        return fail("too.many.requests");
      }
      const redirectUri = `${input.origin}/wps/session/social/${input.provider}/callback`;
      let request: Awaited<ReturnType<OpenIdConnectClient["authorizationRequest"]>>;
      try {
        request = await oidc.authorizationRequest(settings, redirectUri);
      } catch (error) {
        log.error({ err: error, issuer: settings.issuer }, "social sign-in provider unreachable");
        return fail("social.login.failed");
      }
      await repository.insertAuthorization({
        stateHash: hashToken(request.checks.state),
        merchantCode: input.merchant.code,
        provider: input.provider,
        nonce: request.checks.nonce,
        codeVerifier: request.checks.codeVerifier,
        redirectUri,
        returnTo: input.returnTo,
        browserHash: hashToken(browserId),
        clientIp: input.clientIp,
        expiresAt: new Date(Date.now() + AUTHORIZATION_SECONDS * 1000),
      });
      return { location: request.url, browserId };
    },

    /** Where the provider's answer leads: the site with a one-time code, or with an error code. */
    async callback(input: CallbackInput): Promise<string> {
      const { state, error } = input.query;
      if (typeof state !== "string" || state.length > 512) return withLoginError("/", "social.login.failed");
      // Taken whatever happens next: a callback address works once.
      const pending = await repository.takeAuthorization(hashToken(state));
      if (!pending?.live) return withLoginError("/", "social.login.failed");
      const fail = (code: ErrorCode) => withLoginError(pending.returnTo, code);
      // The answer must reach the browser that asked: a link carrying someone else's answer
      // (which would sign the victim into the attacker's account) goes nowhere.
      const sameBrowser = input.browserId !== undefined && hashToken(input.browserId) === pending.browserHash;
      if (!sameBrowser || input.provider !== pending.provider) return fail("social.login.failed");
      if (error === "access_denied") return fail("popup-closed-by-user");
      if (error !== undefined) return fail("social.login.failed");

      const merchant = await merchants.resolve(pending.merchantCode, undefined);
      const callbackUrl = new URL(pending.redirectUri);
      for (const [key, value] of Object.entries(input.query)) {
        if (typeof value === "string") callbackUrl.searchParams.set(key, value);
      }
      // The account is made here, before the site trades the code for a session: the region rule
      // applies to the address the visitor comes back from, whatever it was at the start.
      if (region.verdict(merchant, input.clientIp).restricted) return fail("region.restricted");
      const identity = await identify(merchant, pending.provider, callbackUrl, pending, state);
      if (!identity) return fail("social.login.failed");

      const memberId = await linkedMember(db, merchant, pending.provider, identity, {
        clientIp: input.clientIp,
        acceptLanguage: input.acceptLanguage,
        domain: new URL(pending.redirectUri).hostname,
      });
      const code = randomValue();
      await repository.insertCode(
        hashToken(code),
        merchant.code,
        memberId,
        new Date(Date.now() + LOGIN_CODE_SECONDS * 1000),
      );
      return withLoginCode(pending.returnTo, code);
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;

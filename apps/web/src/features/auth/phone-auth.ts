import {
  PHONE_AUTH_COUNTDOWN_SECONDS,
  PHONE_AUTH_PATHS,
  phoneAuthErrorOf,
  phoneAuthNumber,
} from "@banca/contract/phone-auth";
import { useRef } from "react";
import { ApiError } from "#app/lib/api-client.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";

type Provider = { apiUrl: string; apiKey: string };

/**
 * One call to the provider's REST API, straight from the browser (spec part 1 §4: the provider sends
 * and checks the code). Its refusals become the spec's codes (part 2 §8) as an ApiError, so the forms
 * show them like the platform's own; a request that never got an answer is "popup-closed-by-user"
 * ("login failure, try again").
 */
async function ask<T>(provider: Provider, path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${provider.apiUrl}${path}?key=${encodeURIComponent(provider.apiKey)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError("popup-closed-by-user", "Login failure, try again", 0);
  }
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok || !answer || answer.error) {
    throw new ApiError(phoneAuthErrorOf(answer?.error?.message), "", response.status);
  }
  return answer as T;
}

export type PhoneAuth = {
  /** Has the provider send a code to the number; resolves with the end of the 60 s resend countdown. */
  send(countryDialingCode: string, mobileNum: string): Promise<number>;
  /** Has the provider check the typed code; resolves with its token for the platform's call. */
  token(code: string): Promise<string>;
};

/**
 * The merchant's phone-authentication provider, or null when the merchant uses the built-in SMS
 * codes. The provider's session of the last code sent is kept for the check.
 */
export function usePhoneAuth(): PhoneAuth | null {
  const provider = useSiteStatus().info.site.phoneAuth ?? null;
  const session = useRef<string | null>(null);
  // A token is given once per code: a form sent again (say with a captcha) reuses it.
  const checked = useRef<{ session: string; code: string; token: string } | null>(null);
  if (!provider) return null;
  return {
    async send(countryDialingCode, mobileNum) {
      const sent = await ask<{ sessionInfo: string }>(provider, PHONE_AUTH_PATHS.sendCode, {
        phoneNumber: phoneAuthNumber(countryDialingCode, mobileNum),
      });
      session.current = sent.sessionInfo;
      return Date.now() + PHONE_AUTH_COUNTDOWN_SECONDS * 1000;
    },
    async token(code) {
      const sessionInfo = session.current;
      if (!sessionInfo) throw new ApiError("missing-verification-code", "", 400);
      const last = checked.current;
      if (last && last.session === sessionInfo && last.code === code.trim()) return last.token;
      const signed = await ask<{ idToken: string }>(provider, PHONE_AUTH_PATHS.signIn, {
        sessionInfo,
        code: code.trim(),
      });
      checked.current = { session: sessionInfo, code: code.trim(), token: signed.idToken };
      return signed.idToken;
    },
  };
}

/** The fields the platform's calls take on the provider route: the token, with channel "sms". */
export async function phoneProof(phoneAuth: PhoneAuth, code: string) {
  return { channel: "sms" as const, verificationToken: await phoneAuth.token(code), verificationCode: "" };
}

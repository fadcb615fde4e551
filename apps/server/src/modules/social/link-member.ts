import { randomInt } from "node:crypto";
import type { SocialProvider } from "@banca/contract/calls/session";
import type { Database } from "#app/db/database.ts";
import { pickLanguage } from "#app/http/register-call.ts";
import { newReferralCode } from "#app/modules/members/referral-code.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { VerifiedIdentity } from "#app/providers/openid-connect.ts";
import { createSocialRepository, type IdentityKey } from "./repository.ts";

// A clash of a random name (or referral code) with an existing one is rare; a few tries make it moot.
const NAME_TRIES = 5;

/** "google" or "facebook" and 7 digits: a letter first, at most 16 characters, never a chosen name. */
const generatedUsername = (provider: SocialProvider) => `${provider}${randomInt(1_000_000, 10_000_000)}`;

/** Two first sign-ins of one new identity raced, and the other one linked it. */
class LinkedMeanwhile extends Error {}

/**
 * The member a provider identity opens, created on its first sign-in. Only (issuer, subject) finds
 * a member: an account is never joined by e-mail, since whoever controls an address at some
 * provider would otherwise take over the account of whoever registered that address here.
 */
export async function linkedMember(
  db: Database,
  merchant: Merchant,
  provider: SocialProvider,
  identity: VerifiedIdentity,
  origin: { clientIp: string; acceptLanguage: string | undefined; domain: string },
): Promise<number> {
  const key: IdentityKey = {
    merchantCode: merchant.code,
    provider,
    issuer: identity.issuer,
    subject: identity.subject,
  };
  const repository = createSocialRepository(db);
  const existing = await repository.findMemberId(key);
  if (existing !== null) {
    await repository.touchIdentity(key, identity.email);
    return existing;
  }
  try {
    return await db.transaction(async (tx) => {
      const social = createSocialRepository(tx);
      for (let attempt = 0; attempt < NAME_TRIES; attempt++) {
        const memberId = await social.insertMember({
          merchantCode: merchant.code,
          username: generatedUsername(provider),
          nickname: identity.name,
          email: identity.email,
          referralCode: newReferralCode(),
          registerDomain: origin.domain,
          registerIp: origin.clientIp,
          language: pickLanguage(origin.acceptLanguage, merchant),
        });
        if (memberId === null) continue;
        if (!(await social.insertIdentity(key, memberId, identity.email))) throw new LinkedMeanwhile();
        return memberId;
      }
      throw new Error("no free username after several tries");
    });
  } catch (error) {
    if (!(error instanceof LinkedMeanwhile)) throw error;
    // The transaction took its member back; the one the other sign-in made is the one.
    const linked = await repository.findMemberId(key);
    if (linked === null) throw new Error("identity vanished after a concurrent link");
    return linked;
  }
}

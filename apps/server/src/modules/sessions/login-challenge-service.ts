import { randomBytes } from "node:crypto";
import type { LoginChallenge, LoginValue } from "@banca/contract/calls/session";
import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createContactRepository, type MemberContact } from "#app/modules/members/contact-repository.ts";
import { maskMobile } from "#app/modules/members/info-service.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { loginEmail, smsText } from "#app/modules/verification/messages.ts";
import { maskEmail } from "#app/modules/verification/phone.ts";
import {
  EMAIL_CODE_MINUTES,
  SMS_CODE_MINUTES,
  type VerificationService,
} from "#app/modules/verification/service.ts";
import { completeLogin, type LoginOrigin } from "./complete-login.ts";
import { createLoginAddressRepository } from "./login-address-repository.ts";
import type { SessionService } from "./service.ts";

/** Long enough to wait for an e-mail code and type it. */
const CHALLENGE_SECONDS = 20 * 60;

type Channel = LoginChallenge["channels"][number];

function channelsOf(contact: MemberContact): Channel[] {
  return [
    ...(contact.mobileNum && contact.countryDialingCode ? (["sms"] as const) : []),
    ...(contact.email ? (["email"] as const) : []),
  ];
}

/** Where a channel's code goes, and the lifetime of codes sent that way. */
function route(contact: MemberContact, channel: Channel) {
  if (!channelsOf(contact).includes(channel)) {
    throw new AppError("operation-not-allowed", "This account cannot receive codes this way");
  }
  return channel === "sms"
    ? {
        destination: `+${contact.countryDialingCode.replace(/^\+/, "")}${contact.mobileNum}`,
        minutes: SMS_CODE_MINUTES,
      }
    : { destination: contact.email.toLowerCase(), minutes: EMAIL_CODE_MINUTES };
}

const expired = () => new AppError("login.failed", "The log-in has expired, please log in again");

/** Log-in from an address the member has not used before (LOGINIPVERF3): a code confirms it. */
export function createLoginChallengeService(
  db: Database,
  sessions: SessionService,
  verification: VerificationService,
) {
  const addresses = createLoginAddressRepository(db);
  const contacts = createContactRepository(db);

  /** The live challenge, only for the address it was made for: the id alone is not enough. */
  async function liveChallenge(merchant: Merchant, challengeId: string, clientIp: string) {
    const challenge = await addresses.findLive(merchant.code, challengeId);
    if (!challenge || challenge.clientIp !== clientIp) throw expired();
    const contact = await contacts.byId(merchant.code, challenge.memberId);
    if (!contact) throw expired();
    return { challenge, contact };
  }

  return {
    /**
     * A challenge when the member has logged in before and this address is new; null when the
     * log-in may go on (known address, first log-in, or no way to reach the member). `underAttack`
     * (many failed log-ins of the account) asks it whatever LOGINIPVERF3 says, first log-in or not.
     * `knownAddress`, when the caller already read it, spares reading it again.
     */
    async challengeFor(
      merchant: Merchant,
      member: { id: number; firstLoginAt: Date | null },
      origin: LoginOrigin,
      underAttack = false,
      knownAddress?: boolean,
    ): Promise<LoginChallenge | null> {
      if (!underAttack && (!merchant.modules.LOGINIPVERF3 || member.firstLoginAt === null)) return null;
      if (knownAddress ?? (await addresses.isKnown(member.id, origin.clientIp))) return null;
      const contact = await contacts.byId(merchant.code, member.id);
      const channels = contact ? channelsOf(contact) : [];
      if (!contact || channels.length === 0) return null;
      const id = randomBytes(24).toString("base64url");
      await addresses.insertChallenge({
        id,
        merchantCode: merchant.code,
        memberId: member.id,
        clientIp: origin.clientIp,
        userAgent: origin.userAgent.slice(0, 400),
        lifetimeSeconds: CHALLENGE_SECONDS,
      });
      return {
        challengeId: id,
        channels,
        mobile: channels.includes("sms")
          ? maskMobile(`${contact.countryDialingCode.replace(/^\+/, "")}${contact.mobileNum}`)
          : "",
        email: channels.includes("email") ? maskEmail(contact.email) : "",
      };
    },

    /** Sends the code for a challenge by the channel the player chose. */
    async sendCode(
      merchant: Merchant,
      input: { challengeId: string; channel: Channel },
      origin: LoginOrigin & { language: Language },
    ): Promise<{ expiredMinutes: number }> {
      const { challenge, contact } = await liveChallenge(merchant, input.challengeId, origin.clientIp);
      const { destination, minutes } = route(contact, input.channel);
      const values = { brand: merchant.name, minutes };
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "login-address",
        channel: input.channel,
        destination,
        context: challenge.id,
        clientIp: origin.clientIp,
        lifetimeMinutes: minutes,
        compose: (code) =>
          input.channel === "sms"
            ? { text: smsText(origin.language, { ...values, code }) }
            : loginEmail(origin.language, { ...values, code }),
      });
      return { expiredMinutes: minutes };
    },

    /** Checks the code; the log-in completes and the address is remembered. */
    async finish(
      merchant: Merchant,
      input: { challengeId: string; channel: Channel; verificationCode: string },
      origin: LoginOrigin,
    ): Promise<LoginValue> {
      const { challenge, contact } = await liveChallenge(merchant, input.challengeId, origin.clientIp);
      const { destination } = route(contact, input.channel);
      const checked = await verification.check({
        merchantCode: merchant.code,
        purpose: "login-address",
        destination,
        context: challenge.id,
        code: input.verificationCode,
      });
      await db.transaction(async (tx) => {
        await verification.consume(checked, tx);
        if (!(await createLoginAddressRepository(tx).complete(challenge.id))) throw expired();
      });
      const member = await createMemberRepository(db).findById(merchant.code, challenge.memberId);
      if (!member) throw expired();
      return completeLogin(sessions, merchant, member, origin);
    },
  };
}
export type LoginChallengeService = ReturnType<typeof createLoginChallengeService>;

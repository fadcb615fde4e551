import { randomBytes } from "node:crypto";
import type { LoginChallenge, LoginProof, LoginValue } from "@banca/contract/calls/session";
import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createContactRepository, type MemberContact } from "#app/modules/members/contact-repository.ts";
import { maskMobile } from "#app/modules/members/info-service.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { totpStep } from "#app/modules/staff/totp.ts";
import { loginEmail, smsText } from "#app/modules/verification/messages.ts";
import { maskEmail } from "#app/modules/verification/phone.ts";
import { createVerificationRepository } from "#app/modules/verification/repository.ts";
import {
  EMAIL_CODE_MINUTES,
  MAX_FAILED_CHECKS_PER_DAY,
  MAX_TRIES,
  SMS_CODE_MINUTES,
  type VerificationService,
} from "#app/modules/verification/service.ts";
import { completeLogin, type LoginOrigin } from "./complete-login.ts";
import { createLoginAddressRepository, type KnowledgeProofs } from "./login-address-repository.ts";
import type { SessionService } from "./service.ts";

/** Long enough to wait for an e-mail code and type it. */
const CHALLENGE_SECONDS = 20 * 60;

/** The ways that send a code; the others are answered from what the member knows or holds. */
type Channel = "sms" | "email";

function channelsOf(contact: MemberContact): Channel[] {
  return [
    ...(contact.mobileNum && contact.countryDialingCode ? (["sms"] as const) : []),
    ...(contact.email ? (["email"] as const) : []),
  ];
}

function proofsOf(contact: MemberContact, known: KnowledgeProofs): LoginProof[] {
  return [
    ...channelsOf(contact),
    ...(known.bankAccounts.length > 0 ? (["bankAccount"] as const) : []),
    ...(known.totpSecret ? (["authenticator"] as const) : []),
  ];
}

/** A name as people type it: case, accents' composed forms and runs of spaces do not matter. */
export const sameName = (a: string, b: string) => {
  const norm = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  return norm(a) === norm(b) && norm(a) !== "";
};

/** "Banco do Brasil ****4321": which account is meant, without its number. */
const bankHint = (account: KnowledgeProofs["bankAccounts"][number]) =>
  `${account.providerName} ****${account.accountNumber.slice(-4)}`;

/** Per-member key of the daily cap on wrong answers, next to the caps of phone numbers and e-mails. */
const answersKey = (memberId: number) => `answers:${memberId}`;

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
const dailyLimit = () =>
  new AppError(
    "verification.daily.limit",
    "Too many wrong answers for this account today, try again tomorrow",
  );

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

  /** An answer instead of a code: counted first, then compared; throws the answer's error. */
  async function checkAnswer(
    merchant: Merchant,
    challengeId: string,
    memberId: number,
    channel: "bankAccount" | "authenticator",
    input: { verificationCode?: string | undefined; accountName?: string | undefined },
  ): Promise<void> {
    const known = await addresses.proofsOf(memberId);
    const given = (channel === "bankAccount" ? input.accountName : input.verificationCode)?.trim() ?? "";
    if (channel === "bankAccount" ? known.bankAccounts.length === 0 : !known.totpSecret) {
      throw new AppError("operation-not-allowed", "This account cannot be confirmed this way");
    }
    // The call's schema refuses an empty answer; this only keeps an empty one from counting.
    if (given === "") throw new AppError("missing-verification-code", "Verification code is missing");
    const failures = createVerificationRepository(db);
    const key = answersKey(memberId);
    if ((await failures.failuresToday(merchant.code, key)) >= MAX_FAILED_CHECKS_PER_DAY) throw dailyLimit();
    // Spent before the comparison, as a code's try is, so answers sent together cannot pass the limit.
    if (!(await addresses.takeAnswer(challengeId, MAX_TRIES))) {
      await addresses.expire(challengeId);
      throw expired();
    }
    if (!(await failures.reserveFailure(merchant.code, key, MAX_FAILED_CHECKS_PER_DAY))) throw dailyLimit();
    const right =
      channel === "bankAccount"
        ? known.bankAccounts.some((account) => sameName(account.holderName, given))
        : await usesAuthenticator(memberId, known, given);
    if (!right) {
      throw channel === "bankAccount"
        ? new AppError("bank.account.name.mismatch", "The name does not match the bound bank account")
        : new AppError("invalid-verification-code", "Verification code is not valid");
    }
    await failures.releaseFailure(merchant.code, key);
  }

  /** The authenticator's current code, once: the step is recorded so the same code cannot come back. */
  async function usesAuthenticator(memberId: number, known: KnowledgeProofs, code: string) {
    const step = known.totpSecret ? totpStep(known.totpSecret, String(memberId), code) : null;
    return step !== null && (await addresses.useTotpStep(memberId, step));
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
      const known = await addresses.proofsOf(member.id);
      const channels = contact ? proofsOf(contact, known) : [];
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
        bankAccount: known.bankAccounts[0] ? bankHint(known.bankAccounts[0]) : "",
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

    /**
     * Checks the code, the bank account's name or the authenticator's code; the log-in completes and
     * the address is remembered. Answers (name, authenticator) take MAX_TRIES per challenge, after
     * which the challenge ends, and count against the member's daily cap of wrong answers.
     */
    async finish(
      merchant: Merchant,
      input: {
        challengeId: string;
        channel: LoginProof;
        verificationCode?: string | undefined;
        accountName?: string | undefined;
      },
      origin: LoginOrigin,
    ): Promise<LoginValue> {
      const { challenge, contact } = await liveChallenge(merchant, input.challengeId, origin.clientIp);
      const channel = input.channel;
      if (channel === "sms" || channel === "email") {
        const { destination } = route(contact, channel);
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
      } else {
        await checkAnswer(merchant, challenge.id, challenge.memberId, channel, input);
        if (!(await addresses.complete(challenge.id))) throw expired();
      }
      const member = await createMemberRepository(db).findById(merchant.code, challenge.memberId);
      if (!member) throw expired();
      return completeLogin(sessions, merchant, member, origin);
    },
  };
}
export type LoginChallengeService = ReturnType<typeof createLoginChallengeService>;

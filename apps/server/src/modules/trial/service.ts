import { randomInt } from "node:crypto";
import type { LoginValue } from "@banca/contract/calls/session";
import type { Language } from "@banca/contract/languages";
import { decimalToMinor } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createLedgerService, type LedgerService } from "#app/modules/ledger/service.ts";
import { wireAccountCode } from "#app/modules/members/account-kind.ts";
import { newReferralCode } from "#app/modules/members/referral-code.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { SessionService } from "#app/modules/sessions/service.ts";
import { createTrialRepository } from "./repository.ts";

/** Free demo accounts one address may open per hour: a family or an office, not a bot farm. */
export const TRIALS_PER_IP_PER_HOUR = 10;
// A clash of a random name (or referral code) with an existing one is rare; a few tries make it moot.
const NAME_TRIES = 5;

/** "guest" and 7 digits: readable in the header, and clearly not a chosen username. */
const guestName = () => `guest${randomInt(1_000_000, 10_000_000)}`;

/**
 * The play money a new trial account starts with (the merchant's `freePlay.chips`, decision 047):
 * from the house's demo-chips account, never real money. A trial account cannot deposit, withdraw or
 * transfer, and its rounds, money and rebates stay out of every report.
 */
async function creditChips(tx: Queryable, ledger: LedgerService, merchant: Merchant, memberId: number) {
  const { code: currency, decimals } = merchant.settings.currency;
  const chips = decimalToMinor(merchant.settings.freePlay?.chips ?? "0", decimals) ?? 0n;
  if (chips <= 0n) return;
  await ledger.postIn(tx, {
    merchantCode: merchant.code,
    currency,
    kind: "trial.chips",
    idempotencyKey: `trial-chips:${memberId}`,
    postings: [
      { account: { memberId, kind: "main" }, amount: chips },
      { account: { house: "demo_chips" }, amount: -chips },
    ],
  });
}

export function createTrialService(db: Database, sessions: SessionService) {
  const members = createMemberRepository(db);
  const ledger = createLedgerService(db);
  return {
    /** Opens a new trial account (account code 4) and a session for it. */
    async start(
      merchant: Merchant,
      origin: { clientIp: string; userAgent: string; language: Language },
    ): Promise<LoginValue> {
      const created = await db.transaction(async (tx) => {
        const trials = createTrialRepository(tx);
        await trials.lockAddress(merchant.code, origin.clientIp);
        if ((await trials.countFromIp(merchant.code, origin.clientIp, 3600)) >= TRIALS_PER_IP_PER_HOUR) {
          throw new AppError(
            "too-many-requests",
            "Too many demo accounts from this address, try again later",
          );
        }
        for (let attempt = 0; attempt < NAME_TRIES; attempt++) {
          const username = guestName();
          const id = await trials.insert({
            merchantCode: merchant.code,
            username,
            referralCode: newReferralCode(),
            registerIp: origin.clientIp,
            language: origin.language,
          });
          if (id !== null) {
            await creditChips(tx, ledger, merchant, id);
            return { id, username };
          }
        }
        throw new Error("no free guest name after several tries");
      });
      const token = await sessions.open({ id: created.id, merchantCode: merchant.code }, origin);
      const firstTimeLogin = await members.recordLogin(created.id);
      return {
        token,
        id: created.id,
        userName: created.username,
        firstTimeLogin,
        passwordExpired: false,
        customerType: wireAccountCode("trial", null),
      };
    },
  };
}

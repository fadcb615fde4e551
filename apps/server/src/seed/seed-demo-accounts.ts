import type { MerchantConfig } from "@banca/contract/merchant-config";
import { decimalToMinor } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { hashPassword } from "#app/modules/members/password.ts";
import { newReferralCode } from "#app/modules/members/referral-code.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";

/**
 * The merchant's demonstration accounts, created with the merchant: each with its password and an
 * opening balance credited through the ledger (an operator adjustment), like any other money; an
 * agent with its affiliate code, a downline under its upline agent, some on a club level.
 */
export async function seedDemoAccounts(db: Database, tx: Queryable, config: MerchantConfig): Promise<void> {
  if (config.demoAccounts.length === 0) return;
  // A production start refuses a database with published passwords in it (see start.ts).
  await tx.query("UPDATE merchants SET demo_accounts_seeded = true WHERE code = $1", [config.code]);
  const ledger = createLedgerService(db);
  const members = createMemberRepository(tx);
  const ids = new Map<string, number>();
  for (const account of config.demoAccounts) {
    const uplineId = account.upline ? ids.get(account.upline) : null;
    if (uplineId === undefined) {
      throw new Error(`demo account ${account.username}: upline ${account.upline} must be listed before it`);
    }
    const id = await members.insert({
      merchantCode: config.code,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      paymentPasswordHash: null,
      payeeName: "",
      email: "",
      countryDialingCode: "",
      mobileNum: "",
      mobileConfirmed: false,
      contacts: {},
      referralCode: newReferralCode(),
      referredBy: null,
      uplineId,
      registerUrl: "",
      registerDomain: "",
      registerMethod: "WEB",
      registerIp: "",
      language: config.languages.default,
    });
    if (id === null) throw new Error(`demo account ${account.username} of ${config.code} already exists`);
    ids.set(account.username, id);
    // Published accounts that many people share: counted as already used, so the first of them to
    // log in is not made to change a password the others rely on (the first-login change).
    await tx.query("UPDATE members SET first_login_at = created_at WHERE id = $1", [id]);
    if (account.agent) await members.makeAgent(id, account.agent.level, account.agent.affiliateCode);
    if (account.clubLevel) await members.setClubRank(id, account.clubLevel);
    const amount = decimalToMinor(account.openingBalance, config.currency.decimals);
    if (amount === null) throw new Error(`opening balance of ${account.username} has too many decimals`);
    if (amount === 0n) continue;
    await ledger.postIn(tx, {
      merchantCode: config.code,
      currency: config.currency.code,
      kind: "adjustment",
      idempotencyKey: `seed:demo-account:${account.username}`,
      postings: [
        { account: { memberId: id, kind: "main" }, amount },
        { account: { house: "adjustment" }, amount: -amount },
      ],
      memo: { reason: "opening balance of a demonstration account" },
    });
  }
}

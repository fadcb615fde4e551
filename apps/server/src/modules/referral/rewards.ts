import { decimalToMinor } from "@banca/contract/money";
import type { ReferralBlockedReason, ReferralConfig } from "@banca/contract/referral-config";
import type { Database, Queryable } from "#app/db/database.ts";
import { type BonusGrant, createBonusService } from "#app/modules/bonus/service.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { createMissionsRepository } from "#app/modules/missions/repository.ts";
import type { LoyaltyConsumer, LoyaltyEvent } from "#app/modules/points/earn-job.ts";
import { createProtectionRepository } from "#app/modules/protection/repository.ts";
import { createReferralRepository, type FriendState } from "./repository.ts";

type Grant = (tx: Queryable, grant: BonusGrant) => Promise<unknown>;
type Settings = Map<string, MerchantSettings>;

/** Waiting friends looked at per batch: a cap's backlog is worked through a bounded slice at a time. */
const WAITING_PER_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day holding `now`, as [start, end): the daily cap counts credits in it. */
const utcDay = (now: Date): [Date, Date] => {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return [new Date(start), new Date(start + DAY_MS)];
};

const minor = (settings: MerchantSettings, value: string) =>
  decimalToMinor(value, settings.currency.decimals) ?? 0n;

async function settingsOf(tx: Queryable, codes: readonly string[]): Promise<Settings> {
  const rows = await tx.query<{ code: string; settings: MerchantSettings }>(
    "SELECT code, settings FROM merchants WHERE code = ANY($1::text[])",
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row.settings]));
}

/**
 * The friend's three steps: a confirmed mobile, a qualifying first deposit, and valid bets since of
 * at least that deposit and at least the merchant's `minValidBet`.
 */
export function hasPlayedForReal(friend: FriendState, minValidBet: bigint): boolean {
  if (!friend.mobile_confirmed || friend.first_deposit === null) return false;
  const deposit = BigInt(friend.first_deposit);
  return BigInt(friend.wagered) >= (deposit > minValidBet ? deposit : minValidBet);
}

/**
 * Why the friend is not eligible, decided when it would be credited: an address or a device it
 * used that the referrer, or another of the referrer's friends, used too (decision 078).
 */
async function ineligibility(
  tx: Queryable,
  rules: ReferralConfig,
  friend: FriendState,
): Promise<ReferralBlockedReason | null> {
  const places = createReferralRepository(tx);
  if (rules.blockSameDevice) {
    const device = await places.sharedWith("device", friend.friend_id, friend.referrer_id);
    if (device.referrer) return "same_device";
    if (device.friend) return "friend_device";
  }
  if (rules.blockSameAddress) {
    const address = await places.sharedWith("address", friend.friend_id, friend.referrer_id);
    if (address.referrer) return "same_address";
    if (address.friend) return "friend_address";
  }
  return null;
}

/**
 * Credits the friend's reward and the referrer's once the friend has played for real, each once
 * (table key, bonus reference), as bonuses with the merchant's wagering; a friend past the
 * referrer's daily cap waits (qualified) for a later day.
 */
async function credit(tx: Queryable, grant: Grant, settings: MerchantSettings, friendId: string, now: Date) {
  const repository = createReferralRepository(tx);
  const before = await repository.friendState(friendId);
  if (!before || before.blocked_reason !== null || before.rewarded_at !== null) return;
  const rules = settings.referral;
  if (!hasPlayedForReal(before, minor(settings, rules.minValidBet))) return;
  await repository.lockReferrer(before.referrer_id);
  // Read again under the lock: another run may have decided this friend meanwhile.
  const friend = await repository.friendState(friendId);
  if (!friend || friend.blocked_reason !== null || friend.rewarded_at !== null) return;
  const reason = await ineligibility(tx, rules, friend);
  if (reason !== null) {
    await repository.markIneligible(friendId, reason, now);
    return;
  }
  await repository.markQualified(friendId, now);
  const today = await repository.creditedBetween(friend.referrer_id, ...utcDay(now));
  if (today >= rules.maxRewardsPerDay) return;
  if (!(await repository.markRewarded(friendId, now))) return;
  const sides = [
    { kind: "referrer", memberId: friend.referrer_id, reason: "Invite friends: a friend played for real" },
    { kind: "friend", memberId: friend.friend_id, reason: "Invite friends: welcome reward" },
  ] as const;
  for (const side of sides) {
    const amount = minor(settings, rules.rewards[side.kind]);
    if (amount <= 0n) continue;
    // A timed-out or self-excluded member receives no promotion (decision 084): that side is not paid.
    if (await createProtectionRepository(tx).isExcluded(side.memberId)) continue;
    const claimed = await repository.claimReward({
      friendId,
      kind: side.kind,
      referrerId: friend.referrer_id,
      amount,
      at: now,
    });
    if (!claimed) continue;
    await grant(tx, {
      merchantCode: friend.merchant_code,
      memberId: Number(side.memberId),
      amount,
      reason: side.reason,
      reference: `referral:${friendId}:${side.kind}`,
      turnoverMultiplier: rules.wageringMultiple,
      source: "referral",
    });
  }
}

/** A real account registered with a referral code becomes the referrer's friend; nothing is paid yet. */
async function addFriend(tx: Queryable, event: LoyaltyEvent) {
  const [member] = await tx.query<{
    referred_by: string | null;
    register_ip: string;
    register_device: string;
    created_at: Date;
  }>(
    "SELECT referred_by::text, register_ip, register_device, created_at FROM members WHERE id = $1 AND kind <> 'trial'",
    [event.member_id],
  );
  if (!member?.referred_by) return;
  const [referrer] = await tx.query<{ kind: string }>("SELECT kind FROM members WHERE id = $1", [
    member.referred_by,
  ]);
  if (!referrer || referrer.kind === "trial") return;
  await createReferralRepository(tx).addFriend({
    friendId: event.member_id,
    referrerId: member.referred_by,
    merchantCode: event.merchant_code,
    registerIp: member.register_ip,
    registerDevice: member.register_device,
    registeredAt: member.created_at,
  });
}

/**
 * Invite friends from one batch of the loyalty outbox: a friend's registration, then its deposits
 * and valid bets, each counted once (loyalty_counted), and the credit of every friend that has
 * played for real; then the friends a daily cap held back, when their referrer's day allows.
 */
export const createReferralConsumer = (db: Database): LoyaltyConsumer => {
  const grant: Grant = createBonusService(db).grantBonus;
  return (tx, events, now) => consume(tx, grant, events, now);
};

async function consume(tx: Queryable, grant: Grant, events: readonly LoyaltyEvent[], now: Date) {
  const settings = await settingsOf(tx, [...new Set(events.map((event) => event.merchant_code))]);
  for (const event of events) {
    if (event.source === "register" && settings.get(event.merchant_code)?.referral) {
      await addFriend(tx, event);
    }
  }
  const repository = createReferralRepository(tx);
  const counted = events.filter((event) => event.source === "bet" || event.source === "deposit");
  const known =
    counted.length > 0 ? await repository.knownFriends(counted.map((e) => e.member_id)) : new Set();
  const relevant = counted.filter((event) => known.has(event.member_id));
  const first = await createMissionsRepository(tx).firstCounts("referral", relevant);
  const touched = new Map<string, MerchantSettings>();
  for (const event of relevant) {
    if (!first.delete(`${event.source}:${event.ref}`)) continue;
    const merchant = settings.get(event.merchant_code);
    if (!merchant?.referral) continue;
    const at = new Date(event.occurred_at);
    if (event.source === "deposit") {
      await repository.addDeposit(
        event.member_id,
        BigInt(event.amount),
        minor(merchant, merchant.referral.minFirstDeposit),
        at,
      );
    } else {
      await repository.addBet(event.member_id, BigInt(event.amount), at);
    }
    touched.set(event.member_id, merchant);
  }
  for (const [friendId, merchant] of touched) await credit(tx, grant, merchant, friendId, now);
  await creditWaiting(tx, grant, now);
}

/** The friends a daily cap held back: credited as their referrers' days allow. */
async function creditWaiting(tx: Queryable, grant: Grant, now: Date) {
  const waiting = await createReferralRepository(tx).waiting(WAITING_PER_BATCH, ...utcDay(now));
  if (waiting.length === 0) return;
  const settings = await settingsOf(tx, [...new Set(waiting.map((friend) => friend.merchant_code))]);
  for (const friend of waiting) {
    const merchant = settings.get(friend.merchant_code);
    if (merchant?.referral) await credit(tx, grant, merchant, friend.friend_id, now);
  }
}

import { decimalToMinor } from "@banca/contract/money";
import type { ReferralBlockedReason, ReferralConfig } from "@banca/contract/referral-config";
import type { Database, Queryable } from "#app/db/database.ts";
import { type BonusGrant, createBonusService } from "#app/modules/bonus/service.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { createMissionsRepository } from "#app/modules/missions/repository.ts";
import type { LoyaltyConsumer, LoyaltyEvent } from "#app/modules/points/earn-job.ts";

type Trigger = "register" | "deposit" | "bet";
type FriendRow = {
  friend_id: string;
  referrer_id: string;
  merchant_code: string;
  deposited: string;
  valid_bet: string;
  blocked_reason: string | null;
};

const minor = (settings: MerchantSettings, value: string) =>
  decimalToMinor(value, settings.currency.decimals) ?? 0n;

async function settingsOf(tx: Queryable, codes: readonly string[]) {
  const rows = await tx.query<{ code: string; settings: MerchantSettings }>(
    "SELECT code, settings FROM merchants WHERE code = ANY($1::text[])",
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row.settings]));
}

type Grant = (tx: Queryable, grant: BonusGrant) => Promise<unknown>;

/** Pays the referrer the merchant's reward for one step of one friend, once (table key and bonus key). */
async function pay(
  tx: Queryable,
  grant: Grant,
  settings: MerchantSettings,
  friend: FriendRow,
  trigger: Trigger,
) {
  if (friend.blocked_reason !== null) return;
  const amount = minor(settings, settings.referral.rewards[trigger]);
  if (amount <= 0n) return;
  const [claimed] = await tx.query<{ friend_id: string }>(
    `INSERT INTO referral_rewards (friend_id, trigger, referrer_id, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING friend_id::text`,
    [friend.friend_id, trigger, friend.referrer_id, amount.toString()],
  );
  if (!claimed) return;
  await grant(tx, {
    merchantCode: friend.merchant_code,
    memberId: Number(friend.referrer_id),
    amount,
    reason: `Invite friends: a friend's ${trigger === "register" ? "registration" : trigger === "deposit" ? "deposits" : "bets"}`,
    reference: `referral:${friend.friend_id}:${trigger}`,
    source: "referral",
  });
}

/**
 * Why a new friend can earn its referrer nothing, by the merchant's rules: the same person (the
 * address or a device the referrer registered from or used), then the limits per address and per
 * device among the referrer's rewarded friends. Run with the referrer's row locked.
 */
async function blockedReason(
  tx: Queryable,
  rules: ReferralConfig,
  friend: { id: string; ip: string; device: string },
  referrer: { id: string; ip: string },
): Promise<ReferralBlockedReason | null> {
  if (rules.blockSameAddress && friend.ip !== "" && friend.ip === referrer.ip) return "same_address";
  if (rules.blockSameDevice && friend.device !== "") {
    const used = await tx.query(
      "SELECT 1 FROM member_login_devices WHERE member_id = $1 AND device_id = $2",
      [referrer.id, friend.device],
    );
    if (used.length > 0) return "same_device";
  }
  const rewardedFrom = async (column: "register_ip" | "register_device", value: string) => {
    const [count] = await tx.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM referral_friends
        WHERE referrer_id = $1 AND ${column} = $2 AND blocked_reason IS NULL AND friend_id <> $3`,
      [referrer.id, value, friend.id],
    );
    return Number(count?.n ?? 0);
  };
  if (friend.ip !== "" && (await rewardedFrom("register_ip", friend.ip)) >= rules.maxFriendsPerAddress) {
    return "address_limit";
  }
  if (
    friend.device !== "" &&
    (await rewardedFrom("register_device", friend.device)) >= rules.maxFriendsPerDevice
  ) {
    return "device_limit";
  }
  return null;
}

/**
 * Registers a friend (the referrer's address and device rules decide whether it can earn anything)
 * and pays the registration reward.
 */
async function addFriend(tx: Queryable, grant: Grant, settings: MerchantSettings, event: LoyaltyEvent) {
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
  const [referrer] = await tx.query<{ register_ip: string; kind: string }>(
    "SELECT register_ip, kind FROM members WHERE id = $1",
    [member.referred_by],
  );
  if (!referrer || referrer.kind === "trial") return;
  // The referrer's friends are taken one at a time, so the limits hold under concurrency.
  await tx.query("SELECT id FROM members WHERE id = $1 FOR UPDATE", [member.referred_by]);
  const blocked = await blockedReason(
    tx,
    settings.referral,
    { id: event.member_id, ip: member.register_ip, device: member.register_device },
    { id: member.referred_by, ip: referrer.register_ip },
  );
  const [friend] = await tx.query<FriendRow>(
    `INSERT INTO referral_friends
       (friend_id, referrer_id, merchant_code, register_ip, register_device, blocked_reason, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (friend_id) DO NOTHING
     RETURNING friend_id::text, referrer_id::text, merchant_code, deposited::text, valid_bet::text, blocked_reason`,
    [
      event.member_id,
      member.referred_by,
      event.merchant_code,
      member.register_ip,
      member.register_device,
      blocked,
      member.created_at,
    ],
  );
  if (friend) await pay(tx, grant, settings, friend, "register");
}

/**
 * Referral rewards from one batch of the loyalty outbox: a friend's registration, and its deposits
 * and valid bets, each counted once (loyalty_counted), adding up to the merchant's thresholds.
 */
export const createReferralConsumer = (db: Database): LoyaltyConsumer => {
  const grant: Grant = createBonusService(db).grantBonus;
  return (tx, events) => consume(tx, grant, events);
};

async function consume(tx: Queryable, grant: Grant, events: readonly LoyaltyEvent[]) {
  const settings = await settingsOf(tx, [...new Set(events.map((event) => event.merchant_code))]);
  for (const event of events) {
    const merchant = settings.get(event.merchant_code);
    if (event.source === "register" && merchant?.referral) await addFriend(tx, grant, merchant, event);
  }
  const counted = events.filter((event) => event.source === "bet" || event.source === "deposit");
  if (counted.length === 0) return;
  const friends = await tx.query<{ friend_id: string }>(
    "SELECT friend_id::text FROM referral_friends WHERE friend_id = ANY($1::bigint[])",
    [[...new Set(counted.map((event) => event.member_id))]],
  );
  const known = new Set(friends.map((row) => row.friend_id));
  const relevant = counted.filter((event) => known.has(event.member_id));
  const first = await createMissionsRepository(tx).firstCounts("referral", relevant);
  for (const event of relevant) {
    if (!first.delete(`${event.source}:${event.ref}`)) continue;
    const merchant = settings.get(event.merchant_code);
    if (!merchant?.referral) continue;
    const column = event.source === "deposit" ? "deposited" : "valid_bet";
    const [friend] = await tx.query<FriendRow>(
      `UPDATE referral_friends SET ${column} = ${column} + $2 WHERE friend_id = $1
       RETURNING friend_id::text, referrer_id::text, merchant_code, deposited::text, valid_bet::text, blocked_reason`,
      [event.member_id, event.amount],
    );
    if (!friend) continue;
    const rules = merchant.referral;
    if (
      BigInt(friend.deposited) >= minor(merchant, rules.depositThreshold) &&
      BigInt(friend.deposited) > 0n
    ) {
      await pay(tx, grant, merchant, friend, "deposit");
    }
    if (BigInt(friend.valid_bet) >= minor(merchant, rules.betThreshold) && BigInt(friend.valid_bet) > 0n) {
      await pay(tx, grant, merchant, friend, "bet");
    }
  }
}

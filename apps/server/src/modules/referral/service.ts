import type { CallValue } from "@banca/contract/call";
import type { referralFriendsCall, referralInfoCall } from "@banca/contract/calls/referral";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { ReferralBlockedReason } from "@banca/contract/referral-config";
import type { Database } from "#app/db/database.ts";
import { maskPlayerName } from "#app/modules/games/winner-board.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";

/** Invite friends for members: the member's code, the merchant's rewards and the member's own friends. */
export function createReferralService(db: Database) {
  return {
    async info(
      merchant: Merchant,
      session: AuthenticatedSession,
    ): Promise<CallValue<typeof referralInfoCall>> {
      const decimals = merchant.settings.currency.decimals;
      const wire = (value: string) => minorToWire(decimalToMinor(value, decimals) ?? 0n, decimals);
      const rules = merchant.settings.referral;
      const [row] = await db.query<{ code: string; friends: string; reward: string }>(
        `SELECT m.referral_code AS code,
                (SELECT count(*) FROM referral_friends WHERE referrer_id = m.id)::text AS friends,
                (SELECT coalesce(sum(amount), 0) FROM referral_rewards WHERE referrer_id = m.id)::text AS reward
           FROM members m WHERE m.id = $1`,
        [session.memberId],
      );
      return {
        referralCode: row!.code,
        rewards: {
          register: wire(rules.rewards.register),
          deposit: wire(rules.rewards.deposit),
          bet: wire(rules.rewards.bet),
        },
        depositThreshold: wire(rules.depositThreshold),
        betThreshold: wire(rules.betThreshold),
        friendCount: Number(row!.friends),
        totalReward: minorToWire(BigInt(row!.reward), decimals),
      };
    },

    async friends(
      merchant: Merchant,
      session: AuthenticatedSession,
      page: { pageNo: number; pageSize: number },
    ): Promise<CallValue<typeof referralFriendsCall>> {
      const decimals = merchant.settings.currency.decimals;
      const rows = await db.query<{
        username: string;
        registered_at: Date;
        triggers: string[] | null;
        reward: string;
        blocked_reason: ReferralBlockedReason | null;
      }>(
        `SELECT m.username, f.registered_at, f.blocked_reason,
                (SELECT array_agg(trigger) FROM referral_rewards r WHERE r.friend_id = f.friend_id) AS triggers,
                (SELECT coalesce(sum(amount), 0) FROM referral_rewards r WHERE r.friend_id = f.friend_id)::text AS reward
           FROM referral_friends f JOIN members m ON m.id = f.friend_id
          WHERE f.referrer_id = $1 ORDER BY f.registered_at DESC, f.friend_id DESC LIMIT $2 OFFSET $3`,
        [session.memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      const [count] = await db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM referral_friends WHERE referrer_id = $1",
        [session.memberId],
      );
      const total = Number(count?.n ?? 0);
      return {
        list: rows.map((row) => ({
          name: maskPlayerName(row.username),
          registeredAt: new Date(row.registered_at).getTime(),
          depositReached: (row.triggers ?? []).includes("deposit"),
          betReached: (row.triggers ?? []).includes("bet"),
          reward: minorToWire(BigInt(row.reward), decimals),
          blockedReason: row.blocked_reason,
        })),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}

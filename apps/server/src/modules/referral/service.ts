import type { CallValue } from "@banca/contract/call";
import type { referralFriendsCall, referralInfoCall } from "@banca/contract/calls/referral";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { ReferralFriendStatus } from "@banca/contract/referral-config";
import type { Database } from "#app/db/database.ts";
import { maskPlayerName } from "#app/modules/games/winner-board.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";

/** The referrer sees "not eligible" without its reason: the reason is the operator's to review. */
function statusOf(row: { rewarded: boolean; blocked: boolean; reward: string }): ReferralFriendStatus {
  if (row.blocked) return "not_eligible";
  return row.rewarded || BigInt(row.reward) > 0n ? "rewarded" : "waiting";
}

/** Invite friends for members: the member's code, the merchant's rules and the member's own friends. */
export function createReferralService(db: Database) {
  return {
    async info(
      merchant: Merchant,
      session: AuthenticatedSession,
    ): Promise<CallValue<typeof referralInfoCall>> {
      const decimals = merchant.settings.currency.decimals;
      const wire = (value: string) => minorToWire(decimalToMinor(value, decimals) ?? 0n, decimals);
      const rules = merchant.settings.referral;
      // What the member earned as a referrer: its friends' "friend" rewards are theirs.
      const [row] = await db.query<{ code: string; friends: string; reward: string }>(
        `SELECT m.referral_code AS code,
                (SELECT count(*) FROM referral_friends WHERE referrer_id = m.id)::text AS friends,
                (SELECT coalesce(sum(amount), 0) FROM referral_rewards
                  WHERE referrer_id = m.id AND trigger <> 'friend')::text AS reward
           FROM members m WHERE m.id = $1`,
        [session.memberId],
      );
      return {
        referralCode: row!.code,
        rewards: { referrer: wire(rules.rewards.referrer), friend: wire(rules.rewards.friend) },
        minFirstDeposit: wire(rules.minFirstDeposit),
        minValidBet: wire(rules.minValidBet),
        wageringMultiple: rules.wageringMultiple,
        maxRewardsPerDay: rules.maxRewardsPerDay,
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
        mobile_confirmed: boolean;
        deposit_reached: boolean;
        wagered: boolean;
        rewarded: boolean;
        blocked: boolean;
        reward: string;
      }>(
        `SELECT m.username, f.registered_at,
                (m.mobile_verified_at IS NOT NULL AND m.mobile_num <> '') AS mobile_confirmed,
                f.first_deposit IS NOT NULL AS deposit_reached,
                (f.first_deposit IS NOT NULL AND f.wagered >= greatest(f.first_deposit, $4::bigint)) AS wagered,
                f.rewarded_at IS NOT NULL AS rewarded, f.blocked_reason IS NOT NULL AS blocked,
                (SELECT coalesce(sum(amount), 0) FROM referral_rewards r
                  WHERE r.friend_id = f.friend_id AND r.trigger <> 'friend')::text AS reward
           FROM referral_friends f JOIN members m ON m.id = f.friend_id
          WHERE f.referrer_id = $1 ORDER BY f.registered_at DESC, f.friend_id DESC LIMIT $2 OFFSET $3`,
        [
          session.memberId,
          page.pageSize,
          (page.pageNo - 1) * page.pageSize,
          (decimalToMinor(merchant.settings.referral.minValidBet, decimals) ?? 0n).toString(),
        ],
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
          mobileConfirmed: row.mobile_confirmed,
          depositReached: row.deposit_reached,
          wagered: row.wagered,
          // A friend rewarded under the old rules (decision 058) shows as rewarded too.
          status: statusOf(row),
          reward: minorToWire(BigInt(row.reward), decimals),
        })),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}

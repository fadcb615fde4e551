import type { ReferralBlockedReason } from "@banca/contract/referral-config";
import type { Queryable } from "#app/db/database.ts";

/** A friend as the credit step reads it, with the friend's confirmed mobile. */
export type FriendState = {
  friend_id: string;
  referrer_id: string;
  merchant_code: string;
  first_deposit: string | null;
  wagered: string;
  blocked_reason: ReferralBlockedReason | null;
  rewarded_at: Date | null;
  mobile_confirmed: boolean;
};

const FRIEND_STATE = `SELECT f.friend_id::text, f.referrer_id::text, f.merchant_code, f.first_deposit::text,
       f.wagered::text, f.blocked_reason, f.rewarded_at,
       (m.mobile_verified_at IS NOT NULL AND m.mobile_num <> '') AS mobile_confirmed
  FROM referral_friends f JOIN members m ON m.id = f.friend_id`;

/** Whose address or device a friend shares: the referrer's, another friend's of the referrer, or none. */
export type SharedWith = { referrer: boolean; friend: boolean };

/**
 * The addresses (or devices) of a member: every one it registered or logged in from. `$n` is the
 * member list's parameter; `member_id` and `v` are the columns.
 */
const PLACES = {
  address: (members: string) =>
    `SELECT member_id, client_ip AS v FROM member_login_addresses WHERE member_id IN (${members})
     UNION SELECT id, register_ip FROM members WHERE id IN (${members}) AND register_ip <> ''`,
  device: (members: string) =>
    `SELECT member_id, device_id AS v FROM member_login_devices WHERE member_id IN (${members})
     UNION SELECT id, register_device FROM members WHERE id IN (${members}) AND register_device <> ''`,
} as const;

/** Invite friends' queries: the friends, their way to the rewards, the rewards and the cap. */
export function createReferralRepository(db: Queryable) {
  return {
    /** A new friend, nothing paid; again changes nothing. */
    async addFriend(friend: {
      friendId: string;
      referrerId: string;
      merchantCode: string;
      registerIp: string;
      registerDevice: string;
      registeredAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO referral_friends
           (friend_id, referrer_id, merchant_code, register_ip, register_device, registered_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (friend_id) DO NOTHING`,
        [
          friend.friendId,
          friend.referrerId,
          friend.merchantCode,
          friend.registerIp,
          friend.registerDevice,
          friend.registeredAt,
        ],
      );
    },

    async knownFriends(memberIds: readonly string[]): Promise<Set<string>> {
      const rows = await db.query<{ friend_id: string }>(
        "SELECT friend_id::text FROM referral_friends WHERE friend_id = ANY($1::bigint[])",
        [memberIds],
      );
      return new Set(rows.map((row) => row.friend_id));
    },

    /**
     * A deposit of the friend: added to its deposits, and the first one of at least `minimum` becomes
     * the deposit to wager (its time starts the count of bets).
     */
    async addDeposit(friendId: string, amount: bigint, minimum: bigint, at: Date): Promise<void> {
      await db.query(
        `UPDATE referral_friends SET deposited = deposited + $2,
                first_deposit = CASE WHEN first_deposit IS NULL AND $2 >= $3 AND $2 > 0 THEN $2 ELSE first_deposit END,
                first_deposit_at = CASE WHEN first_deposit IS NULL AND $2 >= $3 AND $2 > 0 THEN $4 ELSE first_deposit_at END
          WHERE friend_id = $1`,
        [friendId, amount.toString(), minimum.toString(), at],
      );
    },

    /** A valid bet of the friend; it counts toward wagering the deposit when placed after that deposit. */
    async addBet(friendId: string, amount: bigint, at: Date): Promise<void> {
      await db.query(
        `UPDATE referral_friends SET valid_bet = valid_bet + $2,
                wagered = wagered + CASE WHEN first_deposit_at IS NOT NULL AND $3 >= first_deposit_at THEN $2 ELSE 0 END
          WHERE friend_id = $1`,
        [friendId, amount.toString(), at],
      );
    },

    async friendState(friendId: string): Promise<FriendState | null> {
      const [row] = await db.query<FriendState>(`${FRIEND_STATE} WHERE f.friend_id = $1`, [friendId]);
      return row ?? null;
    },

    /**
     * Friends whose rewards wait for the daily cap, oldest first, of referrers credited fewer than
     * their merchant's cap in the day [from, to): those still capped are not even read.
     */
    async waiting(limit: number, from: Date, to: Date): Promise<FriendState[]> {
      return db.query<FriendState>(
        `${FRIEND_STATE} JOIN merchants s ON s.code = f.merchant_code
          WHERE f.qualified_at IS NOT NULL AND f.rewarded_at IS NULL AND f.blocked_reason IS NULL
            AND (SELECT count(*) FROM referral_friends c
                  WHERE c.referrer_id = f.referrer_id AND c.rewarded_at >= $2 AND c.rewarded_at < $3)
                < coalesce((s.settings -> 'referral' ->> 'maxRewardsPerDay')::int, 0)
          ORDER BY f.qualified_at, f.friend_id LIMIT $1`,
        [limit, from, to],
      );
    },

    /** Takes the referrer's friends one at a time, so eligibility and the cap hold under concurrency. */
    async lockReferrer(referrerId: string): Promise<void> {
      await db.query("SELECT id FROM members WHERE id = $1 FOR UPDATE", [referrerId]);
    },

    /** Whether the friend used an address (or a device) the referrer or another of its friends used. */
    async sharedWith(kind: "address" | "device", friendId: string, referrerId: string): Promise<SharedWith> {
      const others =
        "SELECT $2::bigint UNION SELECT friend_id FROM referral_friends WHERE referrer_id = $2 AND friend_id <> $1";
      const [row] = await db.query<{ referrer: boolean | null; friend: boolean | null }>(
        `WITH mine AS (${PLACES[kind]("$1::bigint")}), theirs AS (${PLACES[kind](others)})
         SELECT bool_or(theirs.member_id = $2) AS referrer, bool_or(theirs.member_id <> $2) AS friend
           FROM theirs JOIN mine ON mine.v = theirs.v`,
        [friendId, referrerId],
      );
      return { referrer: row?.referrer === true, friend: row?.friend === true };
    },

    async markIneligible(friendId: string, reason: ReferralBlockedReason, at: Date): Promise<void> {
      await db.query(
        "UPDATE referral_friends SET blocked_reason = $2, decided_at = $3 WHERE friend_id = $1 AND rewarded_at IS NULL",
        [friendId, reason, at],
      );
    },

    async markQualified(friendId: string, at: Date): Promise<void> {
      await db.query(
        "UPDATE referral_friends SET qualified_at = coalesce(qualified_at, $2) WHERE friend_id = $1",
        [friendId, at],
      );
    },

    /** Friends of the referrer credited in [from, to). */
    async creditedBetween(referrerId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM referral_friends
          WHERE referrer_id = $1 AND rewarded_at >= $2 AND rewarded_at < $3`,
        [referrerId, from, to],
      );
      return Number(row?.n ?? 0);
    },

    /** Marks the friend credited once; false when it already was. */
    async markRewarded(friendId: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE referral_friends SET rewarded_at = $2, decided_at = $2
          WHERE friend_id = $1 AND rewarded_at IS NULL AND blocked_reason IS NULL RETURNING friend_id`,
        [friendId, at],
      );
      return rows.length > 0;
    },

    /** One reward of one kind for one friend (the table's key); false when it exists already. */
    async claimReward(reward: {
      friendId: string;
      kind: "referrer" | "friend";
      referrerId: string;
      amount: bigint;
      at: Date;
    }): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO referral_rewards (friend_id, trigger, referrer_id, amount, paid_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING friend_id`,
        [reward.friendId, reward.kind, reward.referrerId, reward.amount.toString(), reward.at],
      );
      return rows.length > 0;
    },
  };
}

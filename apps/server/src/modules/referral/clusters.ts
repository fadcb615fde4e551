import { minorToDecimal } from "@banca/contract/money";
import type { ReferralBlockedReason } from "@banca/contract/referral-config";
import type { Database } from "#app/db/database.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

export type ReferralCluster = {
  referrer: string;
  kind: "address" | "device";
  /** The shared address, or the shared device id. */
  value: string;
  memberCount: number;
  members: {
    username: string;
    role: "referrer" | "friend";
    blockedReason: ReferralBlockedReason | null;
    rewarded: boolean;
  }[];
  /** Exact decimal: every reward paid for the cluster's friends, to the referrer and to the friends. */
  rewardsPaid: string;
};

/**
 * A referrer and its friends as groups sharing one address or one device, largest first: every
 * address and device each of them registered or logged in from (decision 078).
 */
const CLUSTERS = `
WITH grp AS (
  SELECT referrer_id, friend_id AS member_id FROM referral_friends WHERE merchant_code = $1
  UNION SELECT referrer_id, referrer_id FROM referral_friends WHERE merchant_code = $1
), places AS (
  SELECT g.referrer_id, g.member_id, 'address' AS kind, a.client_ip AS value
    FROM grp g JOIN member_login_addresses a ON a.member_id = g.member_id
  UNION SELECT g.referrer_id, g.member_id, 'address', m.register_ip
    FROM grp g JOIN members m ON m.id = g.member_id WHERE m.register_ip <> ''
  UNION SELECT g.referrer_id, g.member_id, 'device', d.device_id
    FROM grp g JOIN member_login_devices d ON d.member_id = g.member_id
  UNION SELECT g.referrer_id, g.member_id, 'device', m.register_device
    FROM grp g JOIN members m ON m.id = g.member_id WHERE m.register_device <> ''
), clusters AS (
  SELECT referrer_id, kind, value, array_agg(member_id ORDER BY member_id) AS members
    FROM places GROUP BY referrer_id, kind, value HAVING count(*) > 1
), page AS (
  SELECT referrer_id::text, kind, value, members::text[] AS members
    FROM clusters c ORDER BY cardinality(c.members) DESC, c.referrer_id, c.kind, c.value LIMIT $2 OFFSET $3
)
-- The count comes with the page, and alone (a row of nulls) for a page past the end.
SELECT page.*, (SELECT count(*) FROM clusters)::text AS total FROM (SELECT 1) AS one LEFT JOIN page ON true`;

/** The operator's review of referral clusters; each read of these personal data is audited. */
export function createReferralClusterService(db: Database) {
  return {
    async list(
      merchant: Merchant,
      page: { pageNo: number; pageSize: number },
      actor: string,
    ): Promise<{
      list: ReferralCluster[];
      pageNo: number;
      pageSize: number;
      totalCount: number;
      totalPages: number;
    }> {
      const answer = await db.query<{
        referrer_id: string | null;
        kind: "address" | "device";
        value: string;
        members: string[];
        total: string;
      }>(CLUSTERS, [merchant.code, page.pageSize, (page.pageNo - 1) * page.pageSize]);
      const total = Number(answer[0]?.total ?? 0);
      const rows = answer.flatMap((row) =>
        row.referrer_id === null ? [] : [{ ...row, referrer_id: row.referrer_id }],
      );
      const ids = [...new Set(rows.flatMap((row) => [row.referrer_id, ...row.members]))];
      const people = await db.query<{
        id: string;
        username: string;
        referrer_id: string | null;
        blocked_reason: ReferralBlockedReason | null;
        rewarded: boolean;
        paid: string;
      }>(
        `SELECT m.id::text, m.username, f.referrer_id::text, f.blocked_reason,
                (f.rewarded_at IS NOT NULL OR EXISTS (SELECT 1 FROM referral_rewards r WHERE r.friend_id = m.id)) AS rewarded,
                (SELECT coalesce(sum(amount), 0) FROM referral_rewards r WHERE r.friend_id = m.id)::text AS paid
           FROM members m LEFT JOIN referral_friends f ON f.friend_id = m.id
          WHERE m.id = ANY($1::bigint[])`,
        [ids],
      );
      const byId = new Map(people.map((person) => [person.id, person]));
      const decimals = merchant.settings.currency.decimals;
      const list = rows.map((row): ReferralCluster => {
        const friends = row.members.filter((id) => byId.get(id)?.referrer_id === row.referrer_id);
        return {
          referrer: byId.get(row.referrer_id)?.username ?? "",
          kind: row.kind,
          value: row.value,
          memberCount: row.members.length,
          members: row.members.map((id) => {
            const person = byId.get(id);
            const isFriend = friends.includes(id);
            return {
              username: person?.username ?? "",
              role: isFriend ? "friend" : "referrer",
              blockedReason: isFriend ? (person?.blocked_reason ?? null) : null,
              rewarded: isFriend && person?.rewarded === true,
            };
          }),
          rewardsPaid: minorToDecimal(
            friends.reduce((sum, id) => sum + BigInt(byId.get(id)?.paid ?? "0"), 0n),
            decimals,
          ),
        };
      });
      await recordAudit(db, {
        merchantCode: merchant.code,
        actor,
        action: "referral.clusters.read",
        targetType: "referral_clusters",
        targetId: `page:${page.pageNo}`,
        detail: { pageNo: page.pageNo, pageSize: page.pageSize, members: ids.length },
      });
      return {
        list,
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}

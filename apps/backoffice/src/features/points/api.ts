import { REDEEM_STATUSES, type RewardKind } from "@banca/contract/points";
import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export { REDEEM_STATUSES };

/** A member's redeem of points for a reward: In Process ones wait for staff. */
export type Redemption = {
  id: number;
  referenceNo: string;
  username: string;
  rewardId: number;
  rewardName: string;
  type: RewardKind;
  quantity: number;
  points: string;
  cashAmount: string;
  status: (typeof REDEEM_STATUSES)[number];
  remark: string;
  paidAccount: string;
  receivingAddress: string;
  appliedAt: string;
  decidedAt: string | null;
};

export const redemptionsQuery = (merchant: string, status: string) =>
  queryOptions({
    queryKey: [merchant, "points", "redemptions", status],
    queryFn: () =>
      adminCall<{ list: Redemption[] }>("GET", "/admin/api/points/redemptions", { query: { status } }),
    refetchInterval: 30_000,
  });

export const decideRedemption = ({
  action,
  ...body
}: {
  action: "approve" | "reject";
  id: number;
  remark: string;
}) => adminCall<Redemption>("POST", `/admin/api/points/redemptions/${action}`, { body });

/** What earns points: a valid bet of each product type, and deposits. */
export const RATIO_KEYS = ["lottery", "live", "slots", "sports", "pvp", "fish", "deposit"] as const;
export type RatioAnswer = {
  ratios: Record<(typeof RATIO_KEYS)[number], string>;
  conversion: { points: string; amount: string; minPoints: string };
};
export const setPointsRatios = (input: {
  ratios: Partial<Record<(typeof RATIO_KEYS)[number], string>>;
  conversion?: RatioAnswer["conversion"];
  reason: string;
}) => adminCall<RatioAnswer>("POST", "/admin/api/points/ratios", { body: input });

export type MissionReward = { key: string; kind: string; target: string; reward: string };
export const setMissionReward = (input: { key: string; target: string; reward: string; reason: string }) =>
  adminCall<MissionReward>("POST", "/admin/api/missions/reward", { body: input });

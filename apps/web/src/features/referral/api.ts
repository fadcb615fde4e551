import type { CallValue } from "@banca/contract/call";
import type { referralFriendsCall, referralInfoCall } from "@banca/contract/calls/referral";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";

export type ReferralInfo = CallValue<typeof referralInfoCall>;
export type ReferralFriend = CallValue<typeof referralFriendsCall>["list"][number];

/** Under the member's keys, so a logout drops them with the rest. */
const referralKeys = {
  info: () => ["member", "referral", "info"] as const,
  friends: (pageNo: number) => ["member", "referral", "friends", pageNo] as const,
};

export const FRIENDS_PAGE_SIZE = 20;

export const referralInfoQuery = () =>
  queryOptions({
    queryKey: referralKeys.info(),
    queryFn: () => callApi<typeof referralInfoCall>(ENDPOINTS.referralInfo),
    staleTime: 30_000,
  });

export const referralFriendsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: referralKeys.friends(pageNo),
    queryFn: () =>
      callApi<typeof referralFriendsCall>(ENDPOINTS.referralFriends, {
        query: { pageNo, pageSize: FRIENDS_PAGE_SIZE },
      }),
    // Rewards follow a friend's deposits and bets a few seconds later.
    staleTime: 15_000,
  });

/** The registration link a friend opens: registration reads `referralCode` from the address. */
export const referralLink = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

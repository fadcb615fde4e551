import type { listAnnouncementsCall } from "@banca/contract/calls/announcements";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { BannerGroup } from "@banca/contract/site";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const announcementsQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.announcements(language),
    queryFn: () =>
      callApi<typeof listAnnouncementsCall>(ENDPOINTS.listAnnouncements, {
        query: { types: "B,PL,PU,PR,H", platform: "W" },
      }),
    // Staff change banners and notices in the back office: a minute old at most when the player
    // comes back to the tab or moves to another page.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language));
}

export function useBanners(group: BannerGroup | null) {
  const { data, isPending } = useAnnouncements();
  return {
    banners: group ? (data?.banners.filter((banner) => banner.groupName === group) ?? []) : [],
    isPending,
  };
}

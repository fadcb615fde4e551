import type {
  memberIconCall,
  memberInfoCall,
  playerAvatarCall,
  updateLanguageCall,
  updatePlayerAvatarCall,
} from "@banca/contract/calls/member";
import type { logoutCall } from "@banca/contract/calls/session";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { Language } from "@banca/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const fetchMemberInfo = () => callApi<typeof memberInfoCall>(ENDPOINTS.memberInfo);

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.memberInfo(),
    queryFn: fetchMemberInfo,
    staleTime: 60_000,
    // A 401 ends the session at once; retrying it would only repeat the answer.
    retry: (count, error) => count < 1 && !("status" in error && error.status === 401),
  });

export const memberIconQuery = () =>
  queryOptions({
    queryKey: queryKeys.memberIcon(),
    queryFn: () => callApi<typeof memberIconCall>(ENDPOINTS.memberIcon),
    staleTime: 5 * 60_000,
  });

export const playerAvatarQuery = () =>
  queryOptions({
    queryKey: queryKeys.playerAvatar(),
    queryFn: () => callApi<typeof playerAvatarCall>(ENDPOINTS.playerAvatar),
  });

export const updatePlayerAvatar = (avatarId: number) =>
  callApi<typeof updatePlayerAvatarCall>(ENDPOINTS.updatePlayerAvatar, { body: { avatarId } });

export const logout = () => callApi<typeof logoutCall>(ENDPOINTS.logout);

export const updateLanguage = (language: Language) =>
  callApi<typeof updateLanguageCall>(ENDPOINTS.updateLanguage, { body: { language } });

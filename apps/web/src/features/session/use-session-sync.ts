import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { onLanguageChosen } from "#app/i18n/i18n.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { memberInfoQuery, updateLanguage } from "./api.ts";

/** The member info query of the session held now; idle for a visitor or a pending forced change. */
export function useMemberInfoQuery() {
  const token = useSessionStore((state) => state.token);
  const passwordChangeDue = useSessionStore((state) => state.passwordChangeDue);
  return useQuery({ ...memberInfoQuery(), enabled: Boolean(token) && !passwordChangeDue });
}

/**
 * Keeps the login state in step with the server: a kept token (or one from the start-up address)
 * loads the member and turns the login state on; a pending forced change asks for the change again;
 * a member's language choice is sent to the server too (fire and forget) and reloads the member info.
 */
export function useSessionSync() {
  const { data } = useMemberInfoQuery();

  useEffect(() => {
    if (data && useSessionStore.getState().token) useSessionStore.getState().setMember(data);
  }, [data]);

  useEffect(() => {
    const { token, passwordChangeDue } = useSessionStore.getState();
    const { modal, openModal } = useUiStore.getState();
    if (token && passwordChangeDue && modal === null) openModal("changePassword", { forced: true });
  }, []);

  useEffect(
    () =>
      onLanguageChosen((language) => {
        if (!useSessionStore.getState().member) return;
        updateLanguage(language).catch(() => {
          // The member's language on the server only steers messages sent to them later.
        });
        // The club label's name comes in the reader's language.
        void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo() });
      }),
    [],
  );
}

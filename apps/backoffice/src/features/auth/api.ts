import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, adminCall } from "#bo/lib/api.ts";

/** The staff member signed in (GET /admin/api/staff/me). */
export type Me = {
  username: string;
  role: string;
  /** null: every merchant. */
  merchants: string[] | null;
  permissions: string[];
  idleMinutes: number;
};

export type Enrolment = { secret: string; otpauthUrl: string; qrSvg: string };
export type LoginStep = { step: "totp" } | { step: "enrol"; enrolment: Enrolment };

export const meKey = ["staff", "me"] as const;

export const meQuery = queryOptions({
  queryKey: meKey,
  // No session (never logged in, idle too long): null, and the log-in shows.
  queryFn: () =>
    adminCall<Me>("GET", "/admin/api/staff/me", { merchant: false }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }),
  retry: false,
  staleTime: 60_000,
});

export const merchantsQuery = queryOptions({
  queryKey: ["staff", "merchants"],
  queryFn: () =>
    adminCall<{ list: { code: string; name: string }[] }>("GET", "/admin/api/staff/merchants", {
      merchant: false,
    }),
  staleTime: 5 * 60_000,
});

export const login = (body: { username: string; password: string }) =>
  adminCall<LoginStep>("POST", "/admin/api/staff/session/login", { body, merchant: false });

export const verifyTotp = (code: string) =>
  adminCall<{ staff: Me }>("POST", "/admin/api/staff/session/totp", { body: { code }, merchant: false });

export const confirmEnrolment = (code: string) =>
  adminCall<{ staff: Me; recoveryCodes: string[] }>("POST", "/admin/api/staff/session/enrol", {
    body: { code },
    merchant: false,
  });

/**
 * Forgets every answer of the session (the next staff member starts clean) and shows the log-in.
 * The signed-in member's query stays in the cache, emptied: the app's gate observes that query, and
 * a removed one would keep answering the old member.
 */
export function forgetSession(client: QueryClient) {
  client.setQueryData(meKey, null);
  client.removeQueries({
    predicate: (query) => !(query.queryKey[0] === meKey[0] && query.queryKey[1] === meKey[1]),
  });
}

/** Ends the session on the server, then forgets it here. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminCall<unknown>("POST", "/admin/api/staff/session/logout", { merchant: false }).catch(() => null),
    onSettled: () => forgetSession(client),
  });
}

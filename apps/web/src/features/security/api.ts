import type {
  authenticatorSetupCall,
  bindAuthenticatorCall,
  bindEmailCall,
  bindEmailCodeCall,
  bindMobileCall,
  bindMobileCodeCall,
  ownerCodeCall,
  removeAuthenticatorCall,
  securityOverviewCall,
} from "@banca/contract/calls/security";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import type { OwnerProofBody } from "./owner-proof-fields.tsx";

export const securityOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.securityOverview(),
    queryFn: () => callApi<typeof securityOverviewCall>(ENDPOINTS.securityOverview),
  });

export const sendBindMobileCode = (body: { countryDialingCode: string; mobileNum: string }) =>
  callApi<typeof bindMobileCodeCall>(ENDPOINTS.bindMobileCode, { body });

export const bindMobile = (body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  password?: string;
  ownerChannel?: "sms" | "email";
  ownerCode?: string;
}) => callApi<typeof bindMobileCall>(ENDPOINTS.bindMobile, { body, encrypted: true });

/** A code to the account's confirmed number or e-mail, which proves the owner instead of the password. */
export const sendOwnerCode = (channel: "sms" | "email") =>
  callApi<typeof ownerCodeCall>(ENDPOINTS.ownerCode, { body: { channel } });

export const sendBindEmailCode = (email: string) =>
  callApi<typeof bindEmailCodeCall>(ENDPOINTS.bindEmailCode, { body: { email } });

export const bindEmail = (body: {
  email: string;
  verificationCode: string;
  password?: string;
  ownerChannel?: "sms" | "email";
  ownerCode?: string;
}) => callApi<typeof bindEmailCall>(ENDPOINTS.bindEmail, { body, encrypted: true });

/** A new authenticator key (a query, so one opening of the dialog makes one key). */
export const authenticatorSetupQuery = () =>
  queryOptions({
    queryKey: queryKeys.authenticatorSetup(),
    queryFn: () => callApi<typeof authenticatorSetupCall>(ENDPOINTS.authenticatorSetup, { body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const bindAuthenticator = (body: OwnerProofBody & { code: string }) =>
  callApi<typeof bindAuthenticatorCall>(ENDPOINTS.bindAuthenticator, { body, encrypted: true });

export const removeAuthenticator = (body: OwnerProofBody) =>
  callApi<typeof removeAuthenticatorCall>(ENDPOINTS.removeAuthenticator, { body, encrypted: true });

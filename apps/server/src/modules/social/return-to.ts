import { SOCIAL_FRAGMENT } from "@banca/contract/calls/session";
import type { ErrorCode } from "@banca/contract/errors";
import { isSitePath } from "@banca/contract/links";

const MAX_LENGTH = 512;

/**
 * The site path a sign-in comes back to, or null when the value could lead anywhere else. Browsers
 * drop tabs and line breaks inside addresses and read "\" as "/", so "/\t/evil.example" would
 * become "//evil.example": only printable ASCII without a backslash is accepted. A fragment the
 * site had is dropped, the answer goes there.
 */
export function parseReturnTo(value: unknown): string | null {
  if (value === undefined) return "/";
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  const path = value.split("#")[0] ?? "";
  if (!/^[\x21-\x7e]*$/.test(path) || path.includes("\\") || !isSitePath(path)) return null;
  return path;
}

export const withLoginCode = (returnTo: string, code: string) =>
  `${returnTo}#${SOCIAL_FRAGMENT.code}=${encodeURIComponent(code)}`;

export const withLoginError = (returnTo: string, errorCode: ErrorCode) =>
  `${returnTo}#${SOCIAL_FRAGMENT.error}=${errorCode}`;

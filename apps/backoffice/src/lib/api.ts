import type { Envelope } from "@banca/contract/envelope";
import { currentMerchant } from "./merchant.ts";

/** A refused call: the server's stable error code (the screen branches on it) and its message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** Told when the staff session is gone (idle, ended elsewhere): the app shows the log-in again. */
let onSessionGone: () => void = () => {};
export const whenSessionGone = (handler: () => void) => {
  onSessionGone = handler;
};

function address(url: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Calls /admin/api with the staff session cookie. `X-Banca-Staff: 1` proves the request comes from
 * this app's script (a cross-site form cannot set a header), and `Merchant` names the merchant the
 * staff member picked.
 */
export async function adminCall<T>(
  method: "GET" | "POST",
  url: `/admin/api/${string}`,
  input: { query?: Query; body?: unknown; merchant?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { "X-Banca-Staff": "1", Accept: "application/json" };
  const merchant = currentMerchant();
  if (input.merchant !== false && merchant) headers.Merchant = merchant;
  if (method === "POST") headers["Content-Type"] = "application/json";
  const response = await fetch(address(url, input.query), {
    method,
    headers,
    credentials: "same-origin",
    ...(method === "POST" ? { body: JSON.stringify(input.body ?? {}) } : {}),
  });
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope?.success) {
    const code = envelope?.errorCode || `http.${response.status}`;
    if (response.status === 401 && !url.startsWith("/admin/api/staff/")) onSessionGone();
    throw new ApiError(code, envelope?.message || response.statusText, response.status);
  }
  return envelope.value;
}

/** Every page of a paged list (the CSV export of a filter), at most `limit` rows. */
export async function allPages<Row>(
  page: (pageNo: number) => Promise<{ list: Row[]; totalPages: number }>,
  limit = 5000,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const answer = await page(pageNo);
    rows.push(...answer.list);
    if (pageNo >= answer.totalPages || rows.length >= limit) return rows;
  }
}

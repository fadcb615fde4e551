// The back office as the suite's tests use it: the operator key the test server starts with
// (BOOTSTRAP_OPERATOR_KEY in playwright.config.ts) and the calls most tests need.
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const operatorHeaders = (merchant = "demo") => ({
  authorization: "Bearer e2e-operator-key-0123456789abcdef",
  merchant,
});

/** Credits a member through a back-office balance adjustment, as a manual deposit would. */
export async function fundMember(
  request: APIRequestContext,
  username: string,
  amount: string,
  { merchant = "demo", reason = "Opening balance for the test" } = {},
) {
  const funded = await request.post("/admin/api/balance/adjust", {
    headers: operatorHeaders(merchant),
    data: { username, amount, reason },
  });
  expect(funded.status()).toBe(200);
  // Above the merchant's approval threshold an adjustment waits for a second person (decision 081).
  expect((await funded.json()).value?.pending ?? false, "the adjustment waits for an approval").toBe(false);
}

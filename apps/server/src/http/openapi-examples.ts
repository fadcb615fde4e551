/**
 * Example values of success answers in `/openapi.json`, copied from answers of the demo start (a
 * player holding 123.45 in the main wallet, …). The suite holds each to its call's schema, and holds
 * the live answer of the same call to the example's shape (apps/server/test/api-documents.db.test.ts).
 */
export const PLAYER_EXAMPLES: Record<string, unknown> = {
  walletBalance: {
    sumBalance: 123.45,
    balance: [
      { accountTypeId: 1, accountTypeName: "MAIN", displayName: "", availBalance: 123.45 },
      { accountTypeId: 105, accountTypeName: "VLIVE", displayName: "Velvet Live", availBalance: 0 },
    ],
    currency: "USD",
    currencySymbol: "$",
  },
};

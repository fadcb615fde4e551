/**
 * Accounts a member owns: the wallet they play from, money held for a pending withdrawal, and the
 * points of the points mall (currency PTS, decision 056).
 */
export const MEMBER_ACCOUNT_KINDS = ["main", "withdrawal_hold", "points"] as const;

/**
 * The member's wallet at a vendor that plays from a wallet of its own (`wallet: "transfer"`), filled
 * and emptied by wallet transfers; one per vendor, named by the vendor's vassalage.
 */
export type VendorWalletKind = `vendor:${string}`;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number] | VendorWalletKind;

export const vendorWalletKind = (vassalage: string): VendorWalletKind => `vendor:${vassalage}`;

/** The vassalage of a vendor wallet's kind, or null for the member's other accounts. */
export const vendorOfKind = (kind: string): string | null =>
  kind.startsWith("vendor:") ? kind.slice("vendor:".length) : null;

/**
 * The house's side of every movement. They may go below zero (the house pays out wins before it
 * collects), and nearly every movement touches one of them, so they are "hot" (see the migration).
 */
export const HOUSE_ACCOUNT_KINDS = [
  "house",
  "vendor_clearing",
  "payment_clearing",
  "bonus_expense",
  /** Rebates paid to the uplines of bettors (decision 035). */
  "rebate_expense",
  /** Salaries and dividends of agent contracts the house pays (decision 045). */
  "salary_expense",
  "dividend_expense",
  "fee_income",
  /** The play money of free-demo (trial) accounts: never real, never paid out (decision 047). */
  "demo_chips",
  "adjustment",
  /** Points given to members (currency PTS), and the money paid for redeemed or converted points (decision 056). */
  "points_issued",
  "points_expense",
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef = { memberId: number; kind: MemberAccountKind } | { house: HouseAccountKind };

export const isMemberAccount = (ref: AccountRef): ref is { memberId: number; kind: MemberAccountKind } =>
  "memberId" in ref;

/** A stable text name of an account, for hashing a movement and for messages. */
export const accountName = (ref: AccountRef) =>
  isMemberAccount(ref) ? `member:${ref.memberId}:${ref.kind}` : `house:${ref.house}`;

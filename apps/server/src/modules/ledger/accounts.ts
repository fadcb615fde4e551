/** Accounts a member owns: the wallet they play from, and money held for a pending withdrawal. */
export const MEMBER_ACCOUNT_KINDS = ["main", "withdrawal_hold"] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/**
 * The house's side of every movement. They may go below zero (the house pays out wins before it
 * collects), and nearly every movement touches one of them, so they are "hot" (see the migration).
 */
export const HOUSE_ACCOUNT_KINDS = [
  "house",
  "vendor_clearing",
  "payment_clearing",
  "bonus_expense",
  "fee_income",
  "adjustment",
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef = { memberId: number; kind: MemberAccountKind } | { house: HouseAccountKind };

export const isMemberAccount = (ref: AccountRef): ref is { memberId: number; kind: MemberAccountKind } =>
  "memberId" in ref;

/** A stable text name of an account, for hashing a movement and for messages. */
export const accountName = (ref: AccountRef) =>
  isMemberAccount(ref) ? `member:${ref.memberId}:${ref.kind}` : `house:${ref.house}`;

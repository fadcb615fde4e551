import type { ModuleId } from "@banca/contract/whitelabel";
import type { ComponentType } from "react";
import { MissionBadge } from "#app/features/missions/mission-badge.tsx";
import type { CataloguePart } from "#app/i18n/catalogue-parts.ts";
import type { MemberInfo } from "#app/stores/session-store.ts";

/** The member centre's pages in the spec's menu order (spec part 1 §2). */
export const MEMBER_CENTRE_KEYS = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "playerRank",
  "profile",
  "verification",
  "responsibleGaming",
] as const;
export type MemberCentreKey = (typeof MEMBER_CENTRE_KEYS)[number];

export type MemberCentrePage = {
  key: MemberCentreKey;
  /** Its menu label, an i18n key: `memberCentre.pages.<key>` (all six catalogues have them). */
  labelKey: string;
  /** An icon of /media/icons. */
  icon: string;
  /** Shown only while the merchant has this module on. */
  module?: ModuleId;
  /** Shown only to members this answers true for (e.g. those with an upline). */
  shownFor?(member: MemberInfo): boolean;
  /** A count shown beside the menu entry (missions waiting for a claim). */
  Badge?: ComponentType;
  /** Text parts the page reads beyond the member centre's own (`member`), loaded with it. */
  catalogue?: CataloguePart[];
  /** The page component (its default export); loaded the first time the page opens. */
  load(): Promise<{ default: ComponentType }>;
};

/**
 * The pages built so far. A page is listed here once it works; the menu shows the listed ones in
 * the order of MEMBER_CENTRE_KEYS, so the order of this list does not matter.
 */
export const MEMBER_CENTRE_PAGES: MemberCentrePage[] = [
  {
    key: "depositv2",
    labelKey: "memberCentre.pages.depositv2",
    icon: "deposit",
    module: "DPSTBAS3",
    load: () => import("#app/features/deposit/deposit-page.tsx"),
  },
  {
    key: "transferFund",
    labelKey: "memberCentre.pages.transferFund",
    icon: "transfer",
    module: "FUNDTRANS3",
    load: () => import("#app/features/wallet/transfer-fund-page.tsx"),
  },
  {
    key: "transactionHistory",
    labelKey: "memberCentre.pages.transactionHistory",
    icon: "receipt",
    module: "MEMTRANS3",
    load: () => import("#app/features/records/transaction-history-page.tsx"),
  },
  {
    key: "personalHistoryCopy",
    labelKey: "memberCentre.pages.personalHistoryCopy",
    icon: "dice",
    load: () => import("#app/features/records/betting-record-page.tsx"),
  },
  {
    key: "personalProfit",
    labelKey: "memberCentre.pages.personalProfit",
    icon: "chart",
    load: () => import("#app/features/records/personal-profit-page.tsx"),
  },
  {
    key: "bonusDetails",
    labelKey: "memberCentre.pages.bonusDetails",
    icon: "gift",
    module: "MEMTRANS3",
    load: () => import("#app/features/records/bonus-details-page.tsx"),
  },
  {
    key: "rewardCenter",
    labelKey: "memberCentre.pages.rewardCenter",
    icon: "promotions",
    module: "REWCEN3",
    catalogue: ["promotions"],
    load: () => import("#app/features/promotions/reward-centre-page.tsx"),
  },
  {
    key: "referral",
    labelKey: "memberCentre.pages.referral",
    icon: "invite",
    module: "REFERRAL3",
    catalogue: ["loyalty"],
    load: () => import("#app/features/referral/referral-page.tsx"),
  },
  {
    key: "missionLeaderboard",
    labelKey: "memberCentre.pages.missionLeaderboard",
    icon: "trophy",
    module: "MISSIONLB3",
    Badge: MissionBadge,
    catalogue: ["loyalty"],
    load: () => import("#app/features/missions/mission-leaderboard-page.tsx"),
  },
  {
    key: "playerRank",
    labelKey: "memberCentre.pages.playerRank",
    icon: "crown",
    module: "PLAYERRANK3",
    catalogue: ["loyalty"],
    load: () => import("#app/features/rank/player-rank-page.tsx"),
  },
  {
    key: "securityCenter",
    labelKey: "memberCentre.pages.securityCenter",
    icon: "shield",
    load: () => import("#app/features/security/security-center-page.tsx"),
  },
  {
    key: "transferUpline",
    labelKey: "memberCentre.pages.transferUpline",
    icon: "upline",
    module: "AGETRANSFERUP3",
    shownFor: (member) => member.toUpline,
    load: () => import("#app/features/transfer-upline/transfer-upline-page.tsx"),
  },
  {
    key: "withdraw",
    labelKey: "memberCentre.pages.withdraw",
    icon: "card",
    load: () => import("#app/features/withdraw/withdraw-page.tsx"),
  },
  {
    key: "messageV2",
    labelKey: "memberCentre.pages.messageV2",
    icon: "mail",
    module: "INBOX3",
    catalogue: ["inbox"],
    load: () => import("#app/features/inbox/inbox-page.tsx"),
  },
  {
    key: "responsibleGaming",
    labelKey: "memberCentre.pages.responsibleGaming",
    icon: "shield",
    load: () => import("#app/features/protection/responsible-gaming-page.tsx"),
  },
  {
    key: "profile",
    labelKey: "memberCentre.pages.profile",
    icon: "user",
    load: () => import("#app/features/profile/profile-page.tsx"),
  },
  {
    key: "verification",
    labelKey: "memberCentre.pages.verification",
    icon: "check",
    load: () => import("#app/features/identity/identity-page.tsx"),
  },
];

export const hasPage = (key: MemberCentreKey) => MEMBER_CENTRE_PAGES.some((page) => page.key === key);

/** The pages this member sees, in menu order. */
export function visiblePages(
  member: MemberInfo,
  modules: Record<string, boolean>,
  pages: readonly MemberCentrePage[] = MEMBER_CENTRE_PAGES,
): MemberCentrePage[] {
  return pages
    .filter((page) => (!page.module || modules[page.module] !== false) && (page.shownFor?.(member) ?? true))
    .sort((a, b) => MEMBER_CENTRE_KEYS.indexOf(a.key) - MEMBER_CENTRE_KEYS.indexOf(b.key));
}

import type {
  MemberBetsPage,
  MemberBetsQuery,
  MemberLedgerPage,
  MemberLedgerQuery,
} from "@banca/contract/backoffice/member-history";
import { queryOptions } from "@tanstack/react-query";
import type { Page } from "#bo/features/deposits/api.ts";
import { adminCall } from "#bo/lib/api.ts";

export type MemberRow = {
  id: number;
  username: string;
  kind: "player" | "agent";
  agentLevel: number | null;
  realName: string;
  email: string;
  mobile: string;
  upline: string | null;
  clubRank: number;
  status: "active" | "blocked";
  balance: string;
  registeredAt: string;
  lastLoginAt: string | null;
};

type Seen = { value: string; firstSeenAt: string; lastSeenAt: string };
export type MemberDetail = {
  profile: {
    username: string;
    kind: string;
    nickname: string;
    realName: string;
    email: string;
    emailVerified: boolean;
    mobile: string;
    mobileVerified: boolean;
    upline: string | null;
    referredBy: string | null;
    language: string;
    registered: { at: string; ip: string; domain: string; method: string; device: string };
    lastLoginAt: string | null;
    status: "active" | "blocked";
  };
  wallets: { kind: string; currency: string; balance: string }[];
  ledger: {
    entryId: number;
    kind: string;
    wallet: string;
    amount: string;
    balanceAfter: string | null;
    at: string;
  }[];
  bets: {
    id: number;
    vendor: string;
    gameType: string;
    bet: string;
    win: string;
    state: string;
    startedAt: string;
  }[];
  sessions: {
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    clientIp: string;
    userAgent: string;
  }[];
  loginAddresses: Seen[];
  loginDevices: Seen[];
  bonus: {
    withdrawable: string;
    locked: string;
    wageringLeft: string;
    unfinished: {
      entryId: number;
      reason: string;
      amount: string;
      requiredTurnover: string;
      turnover: string;
      grantedAt: string;
    }[];
  };
  clubLevel: { rankLevel: number; labelName: string };
  prizeGroup: number | null;
  notes: { id: number; author: string; body: string; createdAt: string }[];
};

export type MemberSearch = {
  username: string;
  phone: string;
  email: string;
  realName: string;
  agent: string;
  status: string;
  registeredFrom: string;
  registeredTo: string;
  pageNo: number;
  pageSize: number;
};

export const searchMembers = (search: MemberSearch) =>
  adminCall<Page<MemberRow>>("GET", "/admin/api/members", { query: search });

export const membersQuery = (merchant: string, search: MemberSearch) =>
  queryOptions({ queryKey: [merchant, "members", "search", search], queryFn: () => searchMembers(search) });

export const memberQuery = (merchant: string, username: string) =>
  queryOptions({
    queryKey: [merchant, "members", "detail", username],
    queryFn: () => adminCall<MemberDetail>("GET", "/admin/api/members/detail", { query: { username } }),
  });

export const addNote = (body: { username: string; body: string }) =>
  adminCall<unknown>("POST", "/admin/api/members/notes", { body });
export const endSessions = (body: { username: string; reason: string }) =>
  adminCall<{ endedSessions: number }>("POST", "/admin/api/members/sessions/end", { body });
export const setBlocked = (body: { username: string; blocked: boolean; reason: string }) =>
  adminCall<unknown>("POST", "/admin/api/members/block", { body });
export const resetPassword = (body: { username: string }) =>
  adminCall<{ sentTo: string }>("POST", "/admin/api/members/password-reset", { body });

export const memberLedgerQuery = (merchant: string, query: MemberLedgerQuery) =>
  queryOptions({
    queryKey: [merchant, "members", "ledger", query],
    queryFn: () => adminCall<MemberLedgerPage>("GET", "/admin/api/members/ledger", { query }),
  });
export const memberBetsQuery = (merchant: string, query: MemberBetsQuery) =>
  queryOptions({
    queryKey: [merchant, "members", "bets", query],
    queryFn: () => adminCall<MemberBetsPage>("GET", "/admin/api/members/bets", { query }),
  });

export const setClubLevel = (body: { username: string; rankLevel: number; reason: string }) =>
  adminCall<{ username: string; rankLevel: number; labelName: string }>(
    "POST",
    "/admin/api/members/club-level",
    { body },
  );
export const setPrizeGroup = (body: { username: string; prizeGroup: number | null; reason: string }) =>
  adminCall<{ prizeGroup: number | null; bound: number | null }>("POST", "/admin/api/members/prize-group", {
    body,
  });

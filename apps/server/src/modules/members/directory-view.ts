import { minorToDecimal } from "@banca/contract/money";
import { z } from "zod";
import { decimalAmount, isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import { operatorBonusStateSchema } from "#app/modules/withdrawals/operator-view.ts";
import type { MemberListRow } from "./directory-repository.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const memberListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: z.enum(["player", "agent"]),
  agentLevel: z.number().int().nullable(),
  realName: z.string(),
  email: z.string(),
  mobile: z.string().describe("Dialing code and number, e.g. +5511987654321; empty when none"),
  upline: z.string().nullable(),
  clubRank: z.number().int().describe("0: on no level"),
  status: z.enum(["active", "blocked"]),
  balance: decimalAmount.describe("Main wallet"),
  registeredAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});
export const memberPageSchema = operatorPage(memberListItemSchema);
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const mobileOf = (row: { country_dialing_code: string; mobile_num: string }) =>
  row.mobile_num ? `+${row.country_dialing_code.replace(/^\+/, "")}${row.mobile_num}` : "";

export const memberListItem = (row: MemberListRow, decimals: number): MemberListItem => ({
  id: Number(row.id),
  username: row.username,
  kind: row.kind,
  agentLevel: row.agent_level,
  realName: row.payee_name,
  email: row.email,
  mobile: mobileOf(row),
  upline: row.upline,
  clubRank: row.club_rank ?? 0,
  status: row.blocked_at ? "blocked" : "active",
  balance: minorToDecimal(BigInt(row.balance), decimals),
  registeredAt: row.created_at.toISOString(),
  lastLoginAt: iso(row.last_login_at),
});

const seenSchema = z.object({ value: z.string(), firstSeenAt: isoTime, lastSeenAt: isoTime });
export const memberNoteSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  createdAt: isoTime,
});

export const memberDetailSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    kind: z.enum(["player", "agent"]),
    agentLevel: z.number().int().nullable(),
    nickname: z.string(),
    realName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    mobile: z.string(),
    mobileVerified: z.boolean(),
    birthday: z.string().nullable(),
    contacts: z.record(z.string(), z.string()),
    upline: z.string().nullable(),
    referredBy: z.string().nullable(),
    language: z.string(),
    registered: z.object({
      at: isoTime,
      ip: z.string(),
      domain: z.string(),
      method: z.string(),
      device: z.string(),
    }),
    firstLoginAt: isoTime.nullable(),
    lastLoginAt: isoTime.nullable(),
    status: z.enum(["active", "blocked"]),
    mustChangePassword: z.boolean(),
  }),
  wallets: z.array(z.object({ kind: z.string(), currency: z.string(), balance: decimalAmount })),
  ledger: z
    .array(
      z.object({
        entryId: z.number().int(),
        kind: z.string(),
        wallet: z.string(),
        amount: decimalAmount,
        balanceAfter: decimalAmount.nullable(),
        at: isoTime,
      }),
    )
    .describe("The newest postings on the member's wallets"),
  bets: z.array(
    z.object({
      id: z.number().int(),
      vendor: z.string(),
      gameType: z.string(),
      bet: decimalAmount,
      win: decimalAmount,
      state: z.string(),
      startedAt: isoTime,
      settledAt: isoTime.nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      createdAt: isoTime,
      lastSeenAt: isoTime,
      expiresAt: isoTime,
      clientIp: z.string(),
      userAgent: z.string(),
    }),
  ),
  loginAddresses: z.array(seenSchema),
  loginDevices: z.array(seenSchema),
  bonus: operatorBonusStateSchema,
  clubLevel: z.object({ rankLevel: z.number().int(), labelName: z.string() }),
  prizeGroup: z
    .number()
    .int()
    .nullable()
    .describe("The member's own lottery prize group; null: none of its own"),
  notes: z.array(memberNoteSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const seen = (row: { value: string; first_seen_at: Date; last_seen_at: Date }) => ({
  value: row.value,
  firstSeenAt: row.first_seen_at.toISOString(),
  lastSeenAt: row.last_seen_at.toISOString(),
});
export const note = (row: { id: string; author: string; body: string; created_at: Date }) => ({
  id: Number(row.id),
  author: row.author,
  body: row.body,
  createdAt: row.created_at.toISOString(),
});
export { iso };

import { z } from "zod";

/**
 * The member page's long lists, a page at a time (decision 090): the member's ledger lines and its
 * game rounds. The member page itself (`GET /admin/api/members/detail`) shows only the newest few.
 */

/** At most this many lines on one page. */
export const MEMBER_HISTORY_PAGE_MAX = 100;

const username = z.string().trim().min(1).max(64);
const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MEMBER_HISTORY_PAGE_MAX).default(20),
};

/** Which ledger lines: every wallet's, or one; every kind of movement, or the kinds under a prefix. */
export const memberLedgerQuerySchema = z.object({
  username,
  wallet: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,32}$/, "a wallet kind such as main or points")
    .optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.]{1,64}$/, "a movement kind or its prefix, such as bonus or deposit.approve")
    .optional()
    .describe("Movements whose kind is this or starts with it and a dot"),
  ...paging,
});
/** The paging numbers travel in the query string: coerced on the server, numbers in a client. */
type Paged<T> = Omit<T, "pageNo" | "pageSize"> & { pageNo?: number; pageSize?: number };
export type MemberLedgerQuery = Paged<z.input<typeof memberLedgerQuerySchema>>;

export const memberLedgerLineSchema = z.object({
  entryId: z.number().int(),
  kind: z.string().describe("The movement, e.g. deposit.approve, bonus.grant, adjust.credit"),
  wallet: z.string(),
  amount: z.string().describe("Exact decimal, negative for money leaving the wallet"),
  balanceAfter: z.string().nullable(),
  remark: z.string().nullable().describe("The reason an operator gave, when there is one"),
  at: z.string().describe("ISO 8601"),
});
export type MemberLedgerLine = z.infer<typeof memberLedgerLineSchema>;

export const GAME_ROUND_STATES = ["open", "settled", "cancelled"] as const;

export const memberBetsQuerySchema = z.object({
  username,
  state: z.enum(GAME_ROUND_STATES).optional(),
  ...paging,
});
export type MemberBetsQuery = Paged<z.input<typeof memberBetsQuerySchema>>;

export const memberBetLineSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  gameType: z.string(),
  bet: z.string(),
  validBet: z.string(),
  win: z.string(),
  state: z.enum(GAME_ROUND_STATES),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type MemberBetLine = z.infer<typeof memberBetLineSchema>;

const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });

export const memberLedgerPageSchema = pageOf(memberLedgerLineSchema);
export const memberBetsPageSchema = pageOf(memberBetLineSchema);
export type MemberLedgerPage = z.infer<typeof memberLedgerPageSchema>;
export type MemberBetsPage = z.infer<typeof memberBetsPageSchema>;

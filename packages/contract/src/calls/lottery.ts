import { z } from "zod";
import { defineCall } from "../call.ts";
import { LOTTERY_ENDPOINTS } from "../lottery/endpoints.ts";

/** Which menu: VN the Vietnam lottery, the others the lottery page (spec part 1 §9 prize modes). */
export const PRIZE_MODES = ["VN", "Lott", "ZY", "Elott", "SEA"] as const;

const gameCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,24}$/, "not a lottery game code");
const numeroSchema = z.string().regex(/^\d{12}$/, "an issue number is YYYYMMDD and four digits");

const gameMenuSchema = z.object({
  gameCode: z.string(),
  gameId: z.number().int().describe("The catalogue's nodeId of the game"),
  labelName: z.string(),
  defaultPlayType: z.string(),
  intervalSeconds: z.number().int(),
  gameType: z.enum(["LOTT", "ELOTT"]),
  vassalage: z.string(),
  realDraw: z
    .boolean()
    .optional()
    .describe("Settled on the official provincial result, entered and confirmed by operators (no seed)"),
  drawDays: z
    .array(z.number().int().min(0).max(6))
    .optional()
    .describe("A real draw's local weekdays (0 Sunday), when its station does not draw every day"),
});
export type LotteryGameMenu = z.infer<typeof gameMenuSchema>;

const menuGroupSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  area: z.enum(["VN", "LOTT"]),
  gameMenus: z.array(gameMenuSchema),
});

export const lotteryMenuCall = defineCall({
  id: "lotteryMenu",
  ...LOTTERY_ENDPOINTS.lotteryMenu,
  tag: "lottery",
  moduleId: "LOTT3",
  summary:
    "Lottery game groups and their games; prizeMode VN lists the Vietnam lottery, the others the lottery page",
  query: z.object({
    prizeMode: z.enum(PRIZE_MODES).optional(),
    device: z.string().max(16).optional(),
  }),
  value: z.array(menuGroupSchema),
});

export const lotteryRecentCall = defineCall({
  id: "lotteryRecent",
  ...LOTTERY_ENDPOINTS.lotteryRecent,
  tag: "lottery",
  moduleId: "LOTT3",
  auth: "member",
  summary: "The lottery games the member bet on lately, newest first",
  value: z.array(gameMenuSchema),
});

export const lotteryPopularCall = defineCall({
  id: "lotteryPopular",
  ...LOTTERY_ENDPOINTS.lotteryPopular,
  tag: "lottery",
  moduleId: "LOTT3",
  summary: "The lottery games with the most bets in the last week (spec: count 20)",
  query: z.object({
    count: z.coerce.number().int().min(1).max(50).default(20),
    prizeMode: z.enum(PRIZE_MODES).optional(),
    device: z.string().max(16).optional(),
    language: z.string().max(8).optional(),
  }),
  value: z.array(gameMenuSchema.extend({ bets: z.number().int() })),
});

const issueSchema = z.object({
  numero: z.string(),
  openTime: z.number().describe("ms since the epoch"),
  lockTime: z.number(),
  drawTime: z.number(),
  seedHash: z.string().describe("SHA-256 of the draw's seed, published before sales close"),
});

const openedQuery = z.object({ gameCode: gameCodeSchema });
const openedValue = z.object({
  gameCode: z.string(),
  numbersCount: z.number().int().describe("The number board's size (VN numbers count 100)"),
  numeros: z.array(issueSchema),
});

export const vnOpenedNumerosCall = defineCall({
  id: "vnOpenedNumeros",
  ...LOTTERY_ENDPOINTS.vnOpenedNumeros,
  tag: "lottery",
  moduleId: "LOTT3",
  auth: "member",
  summary: "Issues of a Vietnam lottery game still on sale, the current one first",
  query: openedQuery,
  value: openedValue,
});

export const lottoOpenedNumerosCall = defineCall({
  id: "lottoOpenedNumeros",
  ...LOTTERY_ENDPOINTS.lottoOpenedNumeros,
  tag: "lottery",
  moduleId: "LOTT3",
  auth: "member",
  summary: "Issues of a lottery game still on sale, the current one first (chase picks from these)",
  query: openedQuery,
  value: openedValue,
});

export const nearNumerosCall = defineCall({
  id: "nearNumeros",
  ...LOTTERY_ENDPOINTS.nearNumeros,
  tag: "lottery",
  moduleId: "LOTT3",
  summary: "The issue on sale with its remaining time, the last drawn and the next",
  query: openedQuery,
  value: z.object({
    currentNumero: z
      .object({
        numero: z.string(),
        gameId: z.number().int(),
        remainTime: z.number().describe("ms until the draw"),
        lockTime: z.number().describe("s until sales close"),
        isSale: z.boolean(),
        seedHash: z.string(),
        drawTime: z.number(),
        station: z
          .string()
          .nullable()
          .optional()
          .describe("A real draw's station (province) this issue settles on"),
      })
      .nullable(),
    previousNumero: z
      .object({ numero: z.string(), winNo: z.string().nullable(), state: z.string() })
      .nullable(),
    nextNumero: z.object({ numero: z.string() }).nullable(),
  }),
});

const resultSchema = z.union([
  z.object({ prizes: z.array(z.array(z.string())) }),
  z.object({ balls: z.array(z.number().int()) }),
]);

const drawnSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  state: z.enum(["open", "settled", "void"]),
  drawTime: z.number(),
  winNo: z.string().nullable(),
  result: resultSchema.nullable(),
  seedHash: z.string().describe("Empty for a real draw: the official result decides it, not a seed"),
  seed: z.string().nullable().describe("Revealed once the issue is drawn or void"),
  station: z.string().nullable().optional().describe("A real draw's station (province) whose table it is"),
});
export type DrawnIssue = z.infer<typeof drawnSchema>;

export const drawHistoryCall = defineCall({
  id: "drawHistory",
  ...LOTTERY_ENDPOINTS.drawHistory,
  tag: "lottery",
  moduleId: "LOTT3",
  summary: "Drawn issues of a game, newest first",
  query: z.object({
    gameCode: gameCodeSchema,
    page: z.coerce.number().int().min(1).max(1000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ content: z.array(drawnSchema), totalPages: z.number().int() }),
});

export const drawDetailCall = defineCall({
  id: "drawDetail",
  ...LOTTERY_ENDPOINTS.drawDetail,
  tag: "lottery",
  moduleId: "LOTT3",
  summary:
    "One issue with what the verifier needs: its draw kind, seed hash and, once drawn, seed and result",
  query: z.object({ gameCode: gameCodeSchema, numero: numeroSchema }),
  value: drawnSchema.extend({
    draw: z.record(z.string(), z.unknown()).describe("How the result is drawn (fair-draw.ts DrawKind)"),
  }),
});

const seriesSchema = z.object({
  gameGroupCode: z.string(),
  prizeModeId: z.number().int().describe("1 Lott, 2 ZY"),
  minSeries: z.number().int(),
  maxSeries: z.number().int(),
  maxBetSeries: z.number().int(),
  defaultSeries: z.number().int(),
});

export const lotteryGameCall = defineCall({
  id: "lotteryGame",
  ...LOTTERY_ENDPOINTS.lotteryGame,
  tag: "lottery",
  moduleId: "LOTT3",
  summary:
    "A lottery game's plays with their odds, its series bounds (for a member, within its agent chain's prize group) and stake bounds",
  auth: "optional",
  query: openedQuery,
  value: z.object({
    game: gameMenuSchema.extend({ gameGroupCode: z.string(), area: z.enum(["VN", "LOTT"]) }),
    layout: z.enum(["north", "south"]).nullable(),
    draw: z.record(z.string(), z.unknown()),
    plays: z.array(
      z.object({
        playId: z.string(),
        tab: z.string(),
        cost: z.number().int().describe("Price units one single bet costs"),
        odds: z.number().describe("What a single winning bet pays per price unit, at the default series"),
        rowOdds: z
          .record(z.string(), z.number())
          .optional()
          .describe(
            "For a play paid by several payout-table rows (a sum's values, a pick's tiers): each row's odds at the default series",
          ),
      }),
    ),
    series: seriesSchema.nullable(),
    minStake: z.number(),
    maxStake: z.number(),
    prices: z.array(z.string()).describe("Bet units a slip may use"),
  }),
});

const orderSchema = z.object({
  orderId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  playId: z.string(),
  bettingContent: z.string(),
  singles: z.number().int(),
  singleBetPrice: z.number(),
  multiple: z.number().int(),
  series: z.number().int().nullable(),
  stake: z.number(),
  rebate: z.number(),
  win: z.number(),
  state: z.enum(["open", "won", "lost", "cancelled", "void"]),
  chaseId: z.number().int().nullable(),
  createdAt: z.number(),
  cancellable: z.boolean(),
});
export type LotteryOrder = z.infer<typeof orderSchema>;

export const placeBetsCall = defineCall({
  id: "placeBets",
  ...LOTTERY_ENDPOINTS.placeBets,
  tag: "lottery",
  moduleId: "LOTT3",
  auth: "member",
  regionGuarded: true,
  summary:
    "Places a slip: each content is a play and selection on one or more issues (more than one is a chase); one request id, one placement",
  body: z.object({
    requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "8 to 64 letters, digits or dashes"),
    prizeMode: z.enum(PRIZE_MODES).optional(),
    device: z.string().max(16).optional(),
    stopOnWin: z.boolean().default(true),
    contents: z
      .array(
        z.object({
          gameCode: gameCodeSchema,
          playId: z.string().regex(/^[a-z0-9_]{1,24}$/),
          bettingContent: z.string().min(1).max(2000),
          singleBetPrice: z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, "a decimal amount"),
          series: z.number().int().optional(),
          numero: z
            .array(z.object({ numero: numeroSchema, multiple: z.number().int().min(1).max(10_000) }))
            .min(1)
            .max(30),
        }),
      )
      .min(1)
      .max(50),
  }),
  value: z.object({ orders: z.array(orderSchema), balance: z.number() }),
});

export const todayOrdersCall = defineCall({
  id: "todayOrders",
  ...LOTTERY_ENDPOINTS.todayOrders,
  tag: "lottery",
  moduleId: "LOTT3",
  auth: "member",
  summary: "The member's lottery orders of the last 24 hours, newest first",
  query: z.object({ gameCode: gameCodeSchema.optional() }),
  value: z.array(orderSchema),
});

export const cancelOrderCall = defineCall({
  id: "cancelOrder",
  ...LOTTERY_ENDPOINTS.cancelOrder,
  tag: "lottery",
  moduleId: "LOTT3",
  auth: "member",
  summary: "Cancels an open order before its issue's sales close; the stake returns to the wallet",
  body: z.object({ orderId: z.number().int().positive() }),
  value: z.object({ order: orderSchema, balance: z.number() }),
});

import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/**
 * A round of an in-house (BGS) game recomputed from its stored seeds, one draw at a time (game
 * recall, decision 094): the 32-bit words each draw read and what the game made of them, the
 * recomputed win, and whether it is the round stored and paid. The server seed shows only once its
 * pair has been rotated (a seed in use would tell its future rounds); its hash shows always.
 */
export const bgsReplaySchema = z.object({
  betId: z.number().int(),
  gameCode: z.string(),
  username: z.string(),
  currency: z.string(),
  bet: z.string().describe("Minor units"),
  createdAt: z.number().int().describe("Epoch milliseconds"),
  seeds: z.object({
    serverSeed: z.string().nullable().describe("Shown once the seed pair has been rotated"),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    firstBlock: z.string().nullable(),
  }),
  steps: z.array(
    z.object({
      /** slot: "reel" then "line"; dice: "roll"; mines: "layout" then "pick" in the order made. */
      step: z.string(),
      words: z.array(z.string()),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
  win: z.string().describe("The win recomputed, minor units"),
  stored: z.object({ outcome: z.record(z.string(), z.unknown()), win: z.string() }),
  matches: z.boolean().describe("Whether the recomputed round is the one stored and paid"),
});
export type BgsReplay = z.infer<typeof bgsReplaySchema>;

export const bgsRoundReplayCall = defineCall({
  id: "bgsRoundReplay",
  ...ENDPOINTS.bgsRoundReplay,
  tag: "records",
  summary:
    "One of the member's own in-house game rounds (a betting record of vendor BGS, round id bgs-<betId>) replayed step by step from its seeds",
  auth: "member",
  whileExcluded: true,
  query: z.object({ betId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  value: bgsReplaySchema,
});

import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

export const transferUplineCall = defineCall({
  id: "transferUpline",
  ...ENDPOINTS.transferUpline,
  tag: "wallet",
  summary:
    "Move money from the member's main wallet to the upline's (AGETRANSFERUP3), confirmed by the payment password; idempotent per requestId",
  auth: "member",
  moduleId: "AGETRANSFERUP3",
  encrypted: true,
  body: z.object({
    /** A decimal in the merchant's currency, above zero and at most the balance. */
    amount: z.string().trim().max(32),
    password: z.string().max(128),
    /** The client's id of this transfer: a retry with the same id moves the money once. */
    requestId: z.string().trim().min(8).max(64),
  }),
  value: z.object({
    id: z.number().int(),
    amount: z.number(),
    balance: z.number(),
    upline: z.string(),
    createdAt: z.number().int(),
  }),
});

export const uplineTransfersCall = defineCall({
  id: "uplineTransfers",
  ...ENDPOINTS.uplineTransfers,
  tag: "wallet",
  summary: "The member's upline and past transfers to it, newest first",
  auth: "member",
  moduleId: "AGETRANSFERUP3",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    upline: z.string(),
    list: z.array(z.object({ id: z.number().int(), amount: z.number(), createdAt: z.number().int() })),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

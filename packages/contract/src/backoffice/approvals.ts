import { z } from "zod";

/** Four-eyes approvals (decision 081): what waits for a second person, and its answer shape. */
export const APPROVAL_KINDS = ["balance.adjust", "bonus.grant"] as const;
export const APPROVAL_STATUSES = ["pending", "approving", "approved", "rejected"] as const;

/** What `balance/adjust` and `bonus/grant` answer above the merchant's threshold. */
export const pendingApprovalSchema = z.object({
  pending: z.literal(true),
  approvalId: z.number().int(),
});

export const approvalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  username: z.string(),
  amount: z.string(),
  reason: z.string(),
  requestedBy: z.string().describe("The requester's actor, e.g. staff:alice or operator:tool"),
  status: z.enum(APPROVAL_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalsQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES).default("pending"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const approvalsValueSchema = z.object({ list: z.array(approvalSchema), total: z.number().int() });
export const approveBodySchema = z.object({ id: z.number().int().positive() });
export const rejectBodySchema = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().min(3).max(500),
});

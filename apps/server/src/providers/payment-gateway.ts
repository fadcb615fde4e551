import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";

/** What we ask a gateway to collect for one deposit. */
export type CreatePaymentRequest = {
  /** Our deposit number: the gateway echoes it in its notifications. */
  orderNo: string;
  merchantName: string;
  amount: bigint;
  currency: string;
  decimals: number;
  /** The bank the player chose to pay from, when the channel offers a choice; "" otherwise. */
  bankCode: string;
  /** Where the gateway posts its signed notifications. */
  notifyUrl: string;
  /** Where the player's browser goes back to after the payment page. */
  returnUrl: string;
};

export type CreatedPayment = { gatewayReference: string; redirectUrl: string };

/** A notification whose signature and freshness were checked; its content is still the gateway's word. */
export type GatewayNotification = {
  /** The gateway's id of this event: a replay carries the same one. */
  eventId: string;
  orderNo: string;
  gatewayReference: string;
  status: "paid" | "failed" | "cancelled";
  /** Decimal text in the currency, as the gateway wrote it. */
  amount: string;
  currency: string;
};

/**
 * A payment gateway adapter. Production adapters are configuration; the sandbox one runs inside
 * this server so every step (page, payment, signed callback) can be watched and tested locally.
 */
export type PaymentGateway = {
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Checks a notification's signature and age; throws the envelope error when it is not genuine. */
  verifyNotification(input: {
    headers: Record<string, string | undefined>;
    rawBody: string;
  }): GatewayNotification;
};

export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;

/** How far a notification's timestamp may be from our clock before it counts as replayed late. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

export const SIGNATURE_HEADER = "x-payment-signature";
export const TIMESTAMP_HEADER = "x-payment-timestamp";

/** HMAC-SHA256 over "<timestamp>.<raw body>", hex: the timestamp is signed with the content. */
export function signNotification(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

const notificationSchema = z.object({
  eventId: z.string().min(1).max(100),
  orderNo: z.string().regex(/^D[0-9A-Z]{10,24}$/),
  gatewayReference: z.string().min(1).max(100),
  status: z.enum(["paid", "failed", "cancelled"]),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
  currency: z.string().length(3),
});

/**
 * Verifies a signed notification: a signature that is not ours is refused before anything else is
 * read (compared in constant time), then a timestamp outside the tolerance, then a malformed body.
 */
export function verifySignedNotification(
  secret: string,
  input: { headers: Record<string, string | undefined>; rawBody: string },
  now: Date = new Date(),
): GatewayNotification {
  const signature = input.headers[SIGNATURE_HEADER] ?? "";
  const timestampText = input.headers[TIMESTAMP_HEADER] ?? "";
  const timestamp = /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : Number.NaN;
  const expected = Buffer.from(signNotification(secret, timestamp, input.rawBody), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (Number.isNaN(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("payment.signature.invalid", "The notification's signature is not valid");
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > NOTIFICATION_TOLERANCE_SECONDS) {
    throw new AppError(
      "payment.notification.stale",
      "The notification's timestamp is too old or in the future",
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    throw new AppError("request_param_err", "The notification is not JSON");
  }
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError("request_param_err", "The notification lacks a field or has a bad one");
  return parsed.data;
}

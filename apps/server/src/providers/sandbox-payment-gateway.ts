import { randomBytes } from "node:crypto";
import { minorToDecimal } from "@banca/contract/money";
import type { Queryable } from "#app/db/database.ts";
import {
  type PaymentGateway,
  SIGNATURE_HEADER,
  signNotification,
  TIMESTAMP_HEADER,
  verifySignedNotification,
} from "./payment-gateway.ts";

export type SandboxPayment = {
  reference: string;
  orderNo: string;
  merchantName: string;
  amount: bigint;
  currency: string;
  decimals: number;
  notifyUrl: string;
  returnUrl: string;
  status: "open" | "paid" | "cancelled";
};

type PaymentRow = {
  reference: string;
  order_no: string;
  merchant_name: string;
  amount: string;
  currency: string;
  decimals: number;
  notify_url: string;
  return_url: string;
  status: SandboxPayment["status"];
};

const toPayment = (row: PaymentRow): SandboxPayment => ({
  reference: row.reference,
  orderNo: row.order_no,
  merchantName: row.merchant_name,
  amount: BigInt(row.amount),
  currency: row.currency,
  decimals: row.decimals,
  notifyUrl: row.notify_url,
  returnUrl: row.return_url,
  status: row.status,
});

/** Sends one signed notification; answers whether the merchant's server took it (2xx). */
export type NotificationDelivery = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<boolean>;

const httpDelivery: NotificationDelivery = async (url, headers, body) => {
  try {
    const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
    return response.ok;
  } catch {
    return false;
  }
};

export type SandboxPaymentGateway = PaymentGateway & {
  find(reference: string): Promise<SandboxPayment | null>;
  /**
   * The payer's decision on the hosted page. The first decision sticks; asking again sends the
   * same notification again (a gateway retries until the merchant says it got it).
   */
  settle(
    reference: string,
    decision: "paid" | "cancelled",
  ): Promise<{ payment: SandboxPayment; delivered: boolean } | null>;
};

/**
 * A payment gateway that runs inside this server (SANDBOX_PAYMENTS=true): it keeps the payments it
 * is asked to take, shows the hosted page at /sandbox/pay/<reference>, and tells our callback the
 * outcome over real HTTP with the same HMAC signature a production gateway would use.
 */
export function createSandboxPaymentGateway(options: {
  db: Queryable;
  secret: string;
  publicUrl: string;
  deliver?: NotificationDelivery;
}): SandboxPaymentGateway {
  const { db, secret, publicUrl } = options;
  const deliver = options.deliver ?? httpDelivery;

  async function find(reference: string): Promise<SandboxPayment | null> {
    const rows = await db.query<PaymentRow>(
      "SELECT reference, order_no, merchant_name, amount::text, currency, decimals, notify_url, return_url, status FROM sandbox_gateway_payments WHERE reference = $1",
      [reference],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async function notify(payment: SandboxPayment): Promise<boolean> {
    if (payment.status === "open") return false;
    const body = JSON.stringify({
      eventId: `${payment.reference}:${payment.status}`,
      orderNo: payment.orderNo,
      gatewayReference: payment.reference,
      status: payment.status,
      amount: minorToDecimal(payment.amount, payment.decimals),
      currency: payment.currency,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    return deliver(
      payment.notifyUrl,
      {
        "content-type": "application/json",
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signNotification(secret, timestamp, body),
      },
      body,
    );
  }

  return {
    name: "sandbox",

    async createPayment(request) {
      // One payment per deposit: asking again for the same deposit answers the same page.
      const rows = await db.query<{ reference: string }>(
        `INSERT INTO sandbox_gateway_payments (reference, order_no, merchant_name, amount, currency, decimals, notify_url, return_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (order_no) DO UPDATE SET order_no = EXCLUDED.order_no
         RETURNING reference`,
        [
          `SBX${randomBytes(9).toString("hex").toUpperCase()}`,
          request.orderNo,
          request.merchantName,
          request.amount.toString(),
          request.currency,
          request.decimals,
          request.notifyUrl,
          request.returnUrl,
        ],
      );
      const reference = rows[0]!.reference;
      return { gatewayReference: reference, redirectUrl: `${publicUrl}/sandbox/pay/${reference}` };
    },

    verifyNotification: (input) => verifySignedNotification(secret, input),

    find,

    async settle(reference, decision) {
      await db.query(
        "UPDATE sandbox_gateway_payments SET status = $2 WHERE reference = $1 AND status = 'open'",
        [reference, decision],
      );
      const payment = await find(reference);
      if (!payment) return null;
      return { payment, delivered: await notify(payment) };
    },
  };
}

import { randomBytes } from "node:crypto";
import type { AppConfig } from "#app/config/env.ts";
import type { Queryable } from "#app/db/database.ts";
import type { PaymentGateway } from "#app/providers/payment-gateway.ts";
import {
  createSandboxPaymentGateway,
  type NotificationDelivery,
  type SandboxPaymentGateway,
} from "#app/providers/sandbox-payment-gateway.ts";

export type GatewayConfig = Partial<
  Pick<AppConfig, "SANDBOX_PAYMENTS" | "SANDBOX_PAYMENT_SECRET" | "PUBLIC_URL" | "PORT">
>;

/** The address players and gateways reach this server at. */
export const publicBaseUrl = (config: GatewayConfig) =>
  config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 8080}`;

/**
 * The payment gateways this server runs. Only the sandbox exists so far, and only with
 * SANDBOX_PAYMENTS=true; its secret is SANDBOX_PAYMENT_SECRET, or a fresh one per process (both
 * ends of the sandbox live in this process, so they always agree).
 */
export function createPaymentGateways(
  db: Queryable,
  config: GatewayConfig,
  deliver?: NotificationDelivery,
): { gateways: Map<string, PaymentGateway>; sandbox: SandboxPaymentGateway | null } {
  const gateways = new Map<string, PaymentGateway>();
  if (!config.SANDBOX_PAYMENTS) return { gateways, sandbox: null };
  const sandbox = createSandboxPaymentGateway({
    db,
    secret: config.SANDBOX_PAYMENT_SECRET ?? randomBytes(32).toString("hex"),
    publicUrl: publicBaseUrl(config),
    ...(deliver ? { deliver } : {}),
  });
  gateways.set(sandbox.name, sandbox);
  return { gateways, sandbox };
}

import {
  cancelDepositCall,
  createDepositCall,
  depositChannelsCall,
  depositRecordsCall,
} from "@banca/contract/calls/deposit";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { ok } from "#app/http/envelope.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { sandboxPaymentRoutes } from "#app/providers/sandbox-payment-gateway-page.ts";
import { channelsValue } from "./channels.ts";
import { createDepositDecisions } from "./decisions.ts";
import { createPaymentGateways, type GatewayConfig, publicBaseUrl } from "./gateways.ts";
import { createNotificationHandler } from "./notifications.ts";
import { createDepositService } from "./service.ts";

export const NOTIFY_PATH = "/wps/v2/transaction/deposit/notify";

/** The player's deposit calls, the gateways' notification callback, and the sandbox gateway's page. */
export function depositRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; config: GatewayConfig },
) {
  const { gateways, sandbox } = createPaymentGateways(deps.db, deps.config);
  const base = publicBaseUrl(deps.config);
  const deposits = createDepositService(
    deps.db,
    gateways,
    {
      notifyUrl: (gateway) => `${base}${NOTIFY_PATH}/${gateway}`,
      returnUrl: `${base}/`,
    },
    app.log,
  );
  const handleNotification = createNotificationHandler(
    deps.db,
    gateways,
    createDepositDecisions(deps.db, createLedgerService(deps.db)),
  );

  registerCall(app, deps, depositChannelsCall, async ({ merchant, session, language }) => {
    requireRealAccount(session!);
    return channelsValue(merchant, language, deposits.channels(merchant));
  });

  registerCall(app, deps, createDepositCall, async ({ merchant, session, language, body }) => {
    requireRealAccount(session!);
    return { record: await deposits.create(merchant, session!.memberId, language, body) };
  });

  registerCall(app, deps, depositRecordsCall, async ({ merchant, session, language, query }) => {
    requireRealAccount(session!);
    return deposits.records(merchant, session!.memberId, language, query);
  });

  registerCall(app, deps, cancelDepositCall, async ({ merchant, session, language, body }) => {
    requireRealAccount(session!);
    return { record: await deposits.cancel(merchant, session!.memberId, language, body.orderNo) };
  });

  // Gateways sign the exact bytes they send, so this route reads the body as text.
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { gateway: string }; Body: string }>(`${NOTIFY_PATH}/:gateway`, async (request) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      const rawBody = typeof request.body === "string" ? request.body : "";
      return ok({ outcome: await handleNotification(request.params.gateway, { headers, rawBody }) });
    });
  });

  if (sandbox) sandboxPaymentRoutes(app, sandbox);
}

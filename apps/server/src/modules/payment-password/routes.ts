import {
  changePaymentPasswordCall,
  paymentPasswordStatusCall,
  setPaymentPasswordCall,
} from "@banca/contract/calls/payment-password";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createPaymentPasswordService } from "./service.ts";

export function paymentPasswordRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const paymentPasswords = createPaymentPasswordService(deps.db);
  registerCall(app, deps, paymentPasswordStatusCall, async ({ session }) =>
    paymentPasswords.status(session!),
  );
  registerCall(app, deps, setPaymentPasswordCall, async ({ request, session, merchant, body, language }) => {
    await paymentPasswords.set(session!, merchant, body, { clientIp: request.ip, language });
    return null;
  });
  registerCall(
    app,
    deps,
    changePaymentPasswordCall,
    async ({ request, session, merchant, body, language }) => {
      await paymentPasswords.change(session!, merchant, body, { clientIp: request.ip, language });
      return null;
    },
  );
}

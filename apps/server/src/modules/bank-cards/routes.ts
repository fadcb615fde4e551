import { bankCardsCall, bindBankCardCall, removeBankCardCall } from "@banca/contract/calls/bank-cards";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createBankCardService, toWireCard } from "./service.ts";

export function bankCardRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const bankCards = createBankCardService(deps.db);
  registerCall(app, deps, bankCardsCall, async ({ merchant, session }) => bankCards.list(merchant, session!));
  registerCall(app, deps, bindBankCardCall, async ({ merchant, session, body, language, request }) => ({
    card: toWireCard(await bankCards.bind(merchant, session!, body, { clientIp: request.ip, language })),
  }));
  registerCall(app, deps, removeBankCardCall, async ({ merchant, session, body }) => {
    await bankCards.remove(merchant, session!, body);
    return null;
  });
}

import { walletBalanceCall } from "@banca/contract/calls/wallet";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { createWalletService } from "./service.ts";

export function walletRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const wallets = createWalletService(createLedgerService(deps.db));
  registerCall(app, deps, walletBalanceCall, async ({ merchant, session }) =>
    wallets.balances(merchant, session!.memberId),
  );
}

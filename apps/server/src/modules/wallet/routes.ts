import {
  consolidatedFundsCall,
  merchantWalletCall,
  walletBalanceCall,
  walletTransferCall,
} from "@banca/contract/calls/wallet";
import { autoTransferSettingCall, setAutoTransferCall } from "@banca/contract/calls/wallet-auto-transfer";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { contractFlags } from "#app/modules/agent-contracts/flags.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { createAutoTransferService } from "./auto-transfer.ts";
import { createWalletService } from "./service.ts";
import { createWalletTransferService } from "./transfer.ts";

export function walletRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const ledger = createLedgerService(deps.db);
  const wallets = createWalletService(deps.db, ledger);
  const transfers = createWalletTransferService(deps.db, ledger);
  const autoTransfer = createAutoTransferService(deps.db, ledger);
  registerCall(app, deps, walletBalanceCall, async ({ merchant, session }) =>
    wallets.balances(merchant, session!.memberId),
  );
  registerCall(app, deps, merchantWalletCall, async ({ merchant }) => wallets.merchantWallet(merchant));
  registerCall(app, deps, walletTransferCall, async ({ merchant, session, body }) => {
    requireRealAccount(session!);
    return transfers.transfer(merchant, session!.memberId, body);
  });
  registerCall(app, deps, autoTransferSettingCall, async ({ merchant, session }) => ({
    autoTransfer: await autoTransfer.setting(merchant, session!.memberId),
  }));
  registerCall(app, deps, setAutoTransferCall, async ({ merchant, session, body }) => {
    requireRealAccount(session!);
    return { autoTransfer: await autoTransfer.setSetting(merchant, session!.memberId, body.autoTransfer) };
  });
  registerCall(app, deps, consolidatedFundsCall, async ({ merchant, session }) =>
    contractFlags(deps.db, merchant, session!.memberId),
  );
}

import {
  confirmWithdrawalCall,
  removeWithdrawProofCall,
  withdrawalsCall,
  withdrawCall,
  withdrawCodeCall,
  withdrawProofCall,
  withdrawSettingsCall,
} from "@banca/contract/calls/withdrawals";
import { minorToWire } from "@banca/contract/money";
import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { bankCardRoutes } from "#app/modules/bank-cards/routes.ts";
import { paymentPasswordRoutes } from "#app/modules/payment-password/routes.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import { withdrawalAdminRoutes } from "./admin-routes.ts";
import { createProofService } from "./proofs.ts";
import { toWireRecord } from "./record.ts";
import { createWithdrawalService } from "./service.ts";

// Proof images travel as raw bytes; a little over the 5 MB limit is read, so an image just over it
// gets the clear `upload.too.large` instead of a generic refusal.
const PROOF_BODY_LIMIT = PROOF_LIMITS.maxBytes + 64 * 1024;

/** Payment password, bank cards, withdrawals and their confirmation, and the back office's side. */
export async function withdrawalRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; verification: VerificationService },
  adminDeps: AdminDeps,
) {
  paymentPasswordRoutes(app, deps);
  bankCardRoutes(app, deps);
  withdrawalAdminRoutes(app, adminDeps);
  const withdrawals = createWithdrawalService(deps.db, deps.verification);
  const proofs = createProofService(deps.db);

  registerCall(app, deps, withdrawSettingsCall, async ({ merchant, session }) =>
    withdrawals.settings(merchant, session!),
  );
  registerCall(app, deps, withdrawCodeCall, async ({ merchant, language, session, request }) =>
    withdrawals.sendCode(merchant, session!, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, withdrawCall, async ({ merchant, session, body }) => {
    const { row, balance } = await withdrawals.request(merchant, session!, body);
    const { decimals } = merchant.settings.currency;
    return { record: toWireRecord(row, decimals), balance: minorToWire(balance, decimals) };
  });
  registerCall(app, deps, withdrawalsCall, async ({ merchant, session, query }) => {
    const { list, totalCount } = await withdrawals.list(session!, query.status, query);
    return {
      list: list.map((row) => toWireRecord(row, merchant.settings.currency.decimals)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / query.pageSize),
    };
  });
  registerCall(app, deps, confirmWithdrawalCall, async ({ merchant, session, body }) => ({
    record: toWireRecord(
      await withdrawals.confirm(merchant, session!, body),
      merchant.settings.currency.decimals,
    ),
  }));
  registerCall(app, deps, removeWithdrawProofCall, async ({ merchant, session, query }) => {
    await proofs.remove(merchant, session!, query.proofId);
    return null;
  });
  // Any content type reaches the upload as bytes: the image's type is read from its first bytes.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: PROOF_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    registerCall(scope, deps, withdrawProofCall, async ({ request, merchant, session, query }) =>
      proofs.upload(merchant, session!, query.withdrawalId, request.body),
    );
  });
}

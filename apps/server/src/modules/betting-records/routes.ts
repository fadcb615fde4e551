import { bettingRecordsCall, personalProfitCall } from "@banca/contract/calls/betting-records";
import { bgsRoundReplayCall } from "@banca/contract/calls/bgs-replay";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createReplayService } from "#app/modules/bgs/replay-service.ts";
import { createBettingRecordsService } from "./service.ts";

/**
 * The member centre's betting record and profit and loss. Trial accounts may call both: they may
 * play the in-house games (decision 019), and their own rounds are theirs to see.
 */
export function bettingRecordsRoutes(app: FastifyInstance, deps: CallDeps & { db: Queryable }) {
  const records = createBettingRecordsService(deps.db);
  registerCall(app, deps, bettingRecordsCall, async ({ merchant, language, session, query }) =>
    records.rounds(merchant, language, session!.memberId, query),
  );
  registerCall(app, deps, personalProfitCall, async ({ merchant, session, query }) =>
    records.profit(merchant, session!.memberId, query),
  );
  // Game recall from the record: one of the member's own in-house rounds, another's answers as missing.
  const replays = createReplayService(deps.db);
  registerCall(app, deps, bgsRoundReplayCall, async ({ merchant, session, query }) =>
    replays.replay(merchant.code, String(query.betId), Number(session!.memberId)),
  );
}

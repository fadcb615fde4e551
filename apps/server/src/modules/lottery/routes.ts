import {
  cancelOrderCall,
  drawDetailCall,
  drawHistoryCall,
  lotteryGameCall,
  lotteryMenuCall,
  lotteryPopularCall,
  lotteryRecentCall,
  lottoOpenedNumerosCall,
  nearNumerosCall,
  placeBetsCall,
  todayOrdersCall,
  vnOpenedNumerosCall,
} from "@banca/contract/calls/lottery";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createLotteryBets } from "./bets.ts";
import { createLotteryReads } from "./service.ts";

/** The site's lottery calls: menus, issues, draws and their proof, and the member's orders. */
export function lotteryRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const reads = createLotteryReads(deps.db);
  const bets = createLotteryBets(deps.db);
  registerCall(app, deps, lotteryMenuCall, ({ merchant, language, query }) =>
    reads.menu(merchant, language, query.prizeMode),
  );
  registerCall(app, deps, lotteryRecentCall, ({ merchant, language, session }) =>
    reads.recent(merchant, session!.memberId, language),
  );
  registerCall(app, deps, lotteryPopularCall, ({ merchant, language, query }) =>
    reads.popular(merchant, language, query.count, query.prizeMode),
  );
  registerCall(app, deps, vnOpenedNumerosCall, ({ merchant, query }) =>
    reads.opened(merchant, query.gameCode, "VN"),
  );
  registerCall(app, deps, lottoOpenedNumerosCall, ({ merchant, query }) =>
    reads.opened(merchant, query.gameCode, "LOTT"),
  );
  registerCall(app, deps, nearNumerosCall, ({ merchant, query }) => reads.near(merchant, query.gameCode));
  registerCall(app, deps, drawHistoryCall, ({ merchant, query }) =>
    reads.history(merchant, query.gameCode, query.page, query.size),
  );
  registerCall(app, deps, drawDetailCall, ({ merchant, query }) =>
    reads.detail(merchant, query.gameCode, query.numero),
  );
  registerCall(app, deps, lotteryGameCall, ({ merchant, language, query, session }) =>
    reads.game(merchant, query.gameCode, language, session?.memberId ?? null),
  );
  registerCall(app, deps, placeBetsCall, ({ merchant, language, session, body }) =>
    bets.place(merchant, session!, language, body),
  );
  registerCall(app, deps, todayOrdersCall, ({ merchant, language, session, query }) =>
    bets.today(merchant, session!, language, query.gameCode),
  );
  registerCall(app, deps, cancelOrderCall, ({ merchant, language, session, body }) =>
    bets.cancel(merchant, session!, language, body.orderId),
  );
}

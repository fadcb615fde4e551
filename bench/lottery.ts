// The lottery on PostgreSQL (decision 053): bet placement over real HTTP from concurrent players
// (bets per second and latency), then the settlement of one SSC draw holding a million bets by the
// production code (`settleIssue`, in one transaction as the settle job runs it). The million bets
// are written by SQL in one go (placing them over HTTP would take an hour); their stakes are not
// posted, the settlement only reads the bets and pays the winners.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/banca_bench npx tsx bench/lottery.ts
//          [--seconds 10] [--clients 20] [--bets 1000000] [--members 10000]
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { createLedgerService } from "@banca/server/modules/ledger/service.ts";
import { createLotteryGamesRepository } from "@banca/server/modules/lottery/games-repository.ts";
import { ensureIssues } from "@banca/server/modules/lottery/issues.ts";
import { settleIssue } from "@banca/server/modules/lottery/settlement.ts";
import { createSessionRepository } from "@banca/server/modules/sessions/repository.ts";
import { createSessionService } from "@banca/server/modules/sessions/service.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";
import { countingDatabase } from "./support/counting-database.ts";
import { drive } from "./support/drive.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    clients: { type: "string", default: "20" },
    bets: { type: "string", default: "1000000" },
    members: { type: "string", default: "10000" },
  },
});
const log = (line: string) => console.log(line);
const db = await openBenchDatabase();
try {
  const game = (await createLotteryGamesRepository(db).byCode("demo", "SSC1"))!;
  const now = new Date();
  await db.transaction((tx) => ensureIssues(tx, game, now));

  // 1. Placement over HTTP: each client a player of its own with a session, one slip per call.
  const { app, base } = await startBenchServer(db);
  const sessions = createSessionService(createSessionRepository(db));
  const ledger = createLedgerService(db);
  const tokens: string[] = [];
  for (let client = 0; client < Number(args.clients); client++) {
    const [row] = await db.query<{ id: string }>(
      "INSERT INTO members (merchant_code, username, password_hash, referral_code) VALUES ('demo', $1, '!', $1) RETURNING id::text",
      [`lotbench${client}`],
    );
    const memberId = Number(row!.id);
    await ledger.post({
      merchantCode: "demo",
      currency: "USD",
      kind: "deposit",
      idempotencyKey: `lottery-bench-${memberId}`,
      postings: [
        { account: { memberId, kind: "main" }, amount: 1_000_000_000n },
        { account: { house: "payment_clearing" }, amount: -1_000_000_000n },
      ],
    });
    tokens.push(
      await sessions.open(
        { id: memberId, merchantCode: "demo" },
        { clientIp: "10.9.0.1", userAgent: "bench" },
      ),
    );
  }
  const [next] = await db.query<{ numero: string }>(
    "SELECT numero FROM lottery_issues WHERE game_id = $1 AND lock_at > now() + interval '1 minute' ORDER BY draw_at LIMIT 1",
    [game.id],
  );
  let failures = 0;
  const placed = await drive(
    { seconds: Number(args.seconds), clients: Number(args.clients) },
    async (client, round) => {
      const response = await fetch(`${base}${LOTTERY_ENDPOINTS.placeBets.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: tokens[client]!, merchant: "demo" },
        body: JSON.stringify({
          requestId: randomUUID(),
          contents: [
            {
              gameCode: "SSC1",
              playId: "position",
              bettingContent: `${round % 10}||||`,
              singleBetPrice: "1",
              numero: [{ numero: next!.numero, multiple: 1 }],
            },
          ],
        }),
      });
      if (response.status !== 200) failures += 1;
      await response.arrayBuffer();
    },
  );
  await app.close();
  log(
    `placement over HTTP, ${args.clients} clients, ${args.seconds} s: ${placed.perSecond.toFixed(0)} bets/s, ` +
      `p50 ${placed.p50.toFixed(1)} ms, p95 ${placed.p95.toFixed(1)} ms, p99 ${placed.p99.toFixed(1)} ms, ${failures} failed`,
  );

  // 2. One draw with a million bets from `members` players: plays and selections mixed.
  const bets = Number(args.bets);
  const members = Number(args.members);
  let started = performance.now();
  await db.query(
    `INSERT INTO members (merchant_code, username, password_hash, referral_code)
     SELECT 'demo', 'lotm' || i, '!', 'lotm' || i FROM generate_series(1, $1::int) i`,
    [members],
  );
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance)
     SELECT 'demo', id, 'main', 'USD', 0 FROM members WHERE username LIKE 'lotm%'`,
  );
  const [issue] = await db.query<{ id: string }>(
    "SELECT id::text FROM lottery_issues WHERE game_id = $1 AND numero <> $2 ORDER BY draw_at LIMIT 1",
    [game.id, next!.numero],
  );
  await db.query(
    `CREATE TEMP TABLE bench_members AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM members WHERE username LIKE 'lotm%'`,
  );
  // One round per player and draw, as placement makes them.
  await db.query(
    `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency, bet)
     SELECT 'demo', 'TCG_SEA', 'lottery:' || $1 || ':' || m.id, m.id, $2, 'ELOTT', 'USD', 200 * ceil(($3::int - m.n) / $4::numeric)
       FROM bench_members m WHERE m.n < $3`,
    [issue!.id, game.gameId, bets, members],
  );
  await db.query(
    `INSERT INTO lottery_bets (merchant_code, member_id, issue_id, round_id, request_key, play, content, singles,
                               price, multiple, series, stake, rebate, house_account, currency)
     SELECT 'demo', m.id, $1::bigint, r.id, 'bench:' || i,
            CASE WHEN i % 4 = 0 THEN 'position' WHEN i % 4 = 1 THEN 'sum' WHEN i % 4 = 2 THEN 'dragon_tiger' ELSE 'star2' END,
            CASE WHEN i % 4 = 0 THEN repeat('|', (i / 4) % 5) || ((i / 20) % 10)::text || repeat('|', 4 - (i / 4) % 5)
                 WHEN i % 4 = 1 THEN (ARRAY['B', 'S', 'O', 'E'])[1 + (i / 4) % 4]
                 WHEN i % 4 = 2 THEN (ARRAY['D', 'T', 'X'])[1 + (i / 4) % 3]
                 ELSE 'last;' || ((i / 4) % 10)::text || '|' || ((i / 40) % 10)::text END,
            1, 100, 2, 1800, 200, 15, 'house', 'USD'
       FROM generate_series(0, $2::int - 1) i
       JOIN bench_members m ON m.n = i % $3
       JOIN game_rounds r ON r.vendor_round_id = 'lottery:' || $1::text || ':' || m.id`,
    [issue!.id, bets, members],
  );
  await db.query("ANALYZE lottery_bets; ANALYZE game_rounds; ANALYZE ledger_accounts");
  log(
    `${bets.toLocaleString("en")} bets of ${members.toLocaleString("en")} players written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  const counting = countingDatabase(db);
  const outcome = await counting.db.transaction((tx) =>
    settleIssue(tx, Number(issue!.id), new Date(Date.now() + 3600_000)),
  );
  const seconds = (performance.now() - started) / 1000;
  const [paid] = await db.query<{ won: string; entries: string }>(
    `SELECT (SELECT count(*) FROM lottery_bets WHERE issue_id = $1 AND state = 'won')::text AS won,
            (SELECT count(*) FROM journal_entries WHERE kind = 'lottery.payout')::text AS entries`,
    [issue!.id],
  );
  log(
    `settlement of one draw: ${outcome} ${bets.toLocaleString("en")} bets in ${seconds.toFixed(1)} s ` +
      `(${Math.round(bets / seconds).toLocaleString("en")} bets/s), ${Number(paid!.won).toLocaleString("en")} won, ` +
      `${Number(paid!.entries).toLocaleString("en")} payout entries`,
  );
  if (process.env.PROFILE) {
    const top = [...counting.counts.statements]
      .sort(([, a], [, b]) => b.milliseconds - a.milliseconds)
      .slice(0, 10);
    for (const [name, { count, milliseconds }] of top)
      log(`  ${count} × ${(milliseconds / 1000).toFixed(2)} s  ${name.slice(0, 120)}`);
  }
} finally {
  await db.drop();
}

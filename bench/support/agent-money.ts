import type { Database } from "@banca/server/db/database.ts";
import type { DatasetSize } from "./agent-dataset.ts";

type Log = (line: string) => void;

async function step(log: Log, name: string, work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  log(`  ${name}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/**
 * The team's money as ledger entries, so the reports' own triggers (migration 0033) turn them into
 * report events, money lines and first deposits exactly as they do in production: a main wallet and
 * a withdrawal hold per generated member (the wallet's balance drawn at random: bets and wins are
 * not posted, as the reports take them from the rounds), one deposit per 30 rounds over the
 * period, and one withdrawal (hold, then pay an hour later) per four deposits. Members are weighted
 * as the bettors are. Each movement is one statement for all of its entries and postings.
 */
export async function buildMoney(db: Database, size: DatasetSize, log: Log) {
  const deposits = Math.max(1, Math.round(size.bets / 30));
  const withdrawals = Math.max(1, Math.round(deposits / 4));
  await step(log, "wallets", async () => {
    await db.exec(`INSERT INTO ledger_accounts (merchant_code, kind, currency, hot, allow_negative)
      SELECT 'demo', kind, 'USD', true, true FROM unnest(ARRAY['payment_clearing']) kind
      ON CONFLICT DO NOTHING`);
    await db.exec(`INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance)
      SELECT 'demo', b.member_id, k.kind,  'USD',
             CASE WHEN k.kind = 'main' THEN 100 * floor(5000 * power(bench_rand(b.member_id, 31), 4))::bigint ELSE 0 END
        FROM (SELECT member_id FROM bench_agents UNION ALL SELECT member_id FROM bench_players) b
       CROSS JOIN unnest(ARRAY['main', 'withdrawal_hold']) k (kind)`);
  });
  // One source row per movement: member, wallet, hold, amount and time.
  const movements = (count: number, salt: number) => `
    SELECT k, a.id AS main_id, h.id AS hold_id, a.member_id,
           1000 * (1 + floor(100 * power(bench_rand(k, ${salt + 1}), 3)))::bigint AS amount,
           now() - interval '1 day' * $1::int * bench_rand(k, ${salt + 2}) - interval '1 hour' AS at
      FROM generate_series(0, ${count} - 1) k
      JOIN bench_players p ON p.n = floor((SELECT count(*) FROM bench_players) * power(bench_rand(k, ${salt}), 2))::int
      JOIN ledger_accounts a ON a.member_id = p.member_id AND a.kind = 'main'
      JOIN ledger_accounts h ON h.member_id = p.member_id AND h.kind = 'withdrawal_hold'`;
  const post = (name: string, count: number, salt: number, entries: string, postings: string) =>
    step(log, `${count} ${name}`, () =>
      db.query(
        `WITH src AS (${movements(count, salt)}),
         house AS (SELECT id FROM ledger_accounts WHERE merchant_code = 'demo' AND member_id IS NULL
                      AND kind = 'payment_clearing' AND currency = 'USD'),
         entries AS (
           INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, created_at)
           ${entries}
           RETURNING id, kind, idempotency_key, created_at)
         INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
         ${postings}`,
        [size.days],
      ),
    );
  await post(
    "deposits",
    deposits,
    40,
    `SELECT 'demo', 'deposit', 'bench:deposit:' || k, '', at FROM src ORDER BY at`,
    `SELECT e.id, x.account_id, x.amount, x.balance_after, e.created_at
       FROM src JOIN entries e ON e.idempotency_key = 'bench:deposit:' || src.k
       CROSS JOIN LATERAL (VALUES (src.main_id, src.amount, src.amount),
                                  ((SELECT id FROM house), -src.amount, NULL)) x (account_id, amount, balance_after)
      ORDER BY src.at, x.amount DESC`,
  );
  await post(
    "withdrawals",
    withdrawals,
    50,
    `SELECT 'demo', kind, 'bench:' || kind || ':' || k, '', at + CASE WHEN kind = 'withdrawal.pay' THEN interval '1 hour' ELSE interval '0' END
       FROM src CROSS JOIN unnest(ARRAY['withdrawal.hold', 'withdrawal.pay']) kind ORDER BY 5`,
    `SELECT e.id, x.account_id, x.amount, x.balance_after, e.created_at
       FROM src CROSS JOIN unnest(ARRAY['withdrawal.hold', 'withdrawal.pay']) kd (kind)
       JOIN entries e ON e.idempotency_key = 'bench:' || kd.kind || ':' || src.k
       CROSS JOIN LATERAL (
         SELECT * FROM (VALUES
           ('withdrawal.hold', src.main_id, -src.amount, 0::bigint),
           ('withdrawal.hold', src.hold_id, src.amount, src.amount),
           ('withdrawal.pay', src.hold_id, -src.amount, 0::bigint),
           ('withdrawal.pay', (SELECT id FROM house), src.amount, NULL)) v (kind, account_id, amount, balance_after)
          WHERE v.kind = e.kind) x
      ORDER BY e.id, x.amount`,
  );
  // Sessions of the last 60 days; which of them are online is set at each run (see markOnline).
  await step(log, "sessions", () =>
    db.query(
      `INSERT INTO sessions (token_hash, member_id, merchant_code, created_at, last_seen_at, expires_at, client_ip)
       SELECT 'bench:' || b.member_id, b.member_id, 'demo', now() - interval '1 day' * $1::int * bench_rand(b.member_id, 61),
              now() - interval '1 day' * $1::int * bench_rand(b.member_id, 61) + interval '20 minutes',
              now() + interval '30 days', '10.3.0.1'
         FROM (SELECT member_id FROM bench_agents UNION ALL SELECT member_id FROM bench_players) b
        WHERE bench_rand(b.member_id, 60) < 0.5`,
      [size.days],
    ),
  );
}

/** About 1.5 % of the team seen in the last five minutes, as at a busy hour. */
export async function markOnline(db: Database) {
  await db.exec(`UPDATE sessions SET last_seen_at = now() - interval '4 minutes' * bench_rand(member_id, 62)
    WHERE token_hash LIKE 'bench:%' AND bench_rand(member_id, 63) < 0.03`);
}

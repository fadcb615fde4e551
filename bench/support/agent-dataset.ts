import { productOfGameType } from "@banca/contract/agent-products";
import { GAME_TYPES } from "@banca/contract/site";
import type { Database } from "@banca/server/db/database.ts";

/**
 * The agent benchmark's dataset, built with set-based SQL (generate_series, INSERT ... SELECT) so
 * that 100,000 members and 10,000,000 rounds take minutes: a top agent over a tree of sub-agents
 * (fan-out 8, about 5 % of the team, up to five levels below the top) with players under agents of
 * every level, mostly the deepest; settled game rounds over the last `days` days in playing sessions
 * (one member, one day, about 11 rounds, mostly one game). Pseudo-random but deterministic: every
 * choice is a hash of the row number and a salt, so two builds of one size are the same data.
 */
export type DatasetSize = { members: number; bets: number; days: number };

/** Bump when the generated data changes shape: a kept dataset of another version is rebuilt. */
export const DATASET_VERSION = 1;
export const TOP_AGENT = "benchtop";
const FAN_OUT = 8;
/** Rounds of one playing session (one member, one day). */
const SESSION_ROUNDS = 11;
const ROUNDS_PER_STATEMENT = 1_000_000;
/** Share of each product type in the rounds, as on a typical slots-led site. */
const PRODUCT_WEIGHTS: Record<string, number> = {
  slots: 50,
  live: 20,
  sports: 14,
  lottery: 6,
  fish: 6,
  pvp: 4,
};

export const agentCountOf = (size: DatasetSize) => Math.max(2, Math.round(size.members * 0.05));

type Log = (line: string) => void;

/** Seconds a step took, logged as it ends. */
async function step<T>(log: Log, name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`  ${name}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** The bench's bookkeeping: which stage was built, for which size and version, in how long. */
export async function stagesBuilt(db: Database): Promise<Map<string, { key: string; seconds: number }>> {
  await db.exec(`CREATE TABLE IF NOT EXISTS bench_dataset (
    stage text PRIMARY KEY, key text NOT NULL, seconds numeric NOT NULL, built_at timestamptz NOT NULL DEFAULT now())`);
  const rows = await db.query<{ stage: string; key: string; seconds: string }>(
    "SELECT stage, key, seconds::text FROM bench_dataset",
  );
  return new Map(rows.map((row) => [row.stage, { key: row.key, seconds: Number(row.seconds) }]));
}

export async function markStage(db: Database, stage: string, key: string, seconds: number) {
  await db.query(
    `INSERT INTO bench_dataset (stage, key, seconds) VALUES ($1, $2, $3)
     ON CONFLICT (stage) DO UPDATE SET key = EXCLUDED.key, seconds = EXCLUDED.seconds, built_at = now()`,
    [stage, key, seconds],
  );
}

/** A deterministic uniform number in [0, 1) per (row, salt), inlined by the planner. */
const RANDOM_FUNCTION = `CREATE OR REPLACE FUNCTION bench_rand(i bigint, salt int) RETURNS float8
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (hashint8(i * 1000003 + salt)::float8 + 2147483648) / 4294967296 $$`;

const SYLLABLES = [
  "ka",
  "mi",
  "lu",
  "ro",
  "sa",
  "ne",
  "ti",
  "po",
  "da",
  "vi",
  "ze",
  "ba",
  "fu",
  "go",
  "ha",
  "je",
  "ko",
  "la",
  "mo",
  "nu",
  "ri",
  "so",
  "ta",
  "wu",
];
/** A username of two to three syllables and the row number: searchable fragments, unique names. */
const nameSql = (row: string, salt: number) => {
  const pick = (extra: number) =>
    `(ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(",")}])[1 + floor(bench_rand(${row}, ${salt + extra}) * ${SYLLABLES.length})::int]`;
  return `${pick(0)} || ${pick(1)} || CASE WHEN bench_rand(${row}, ${salt + 2}) < 0.5 THEN ${pick(3)} ELSE '' END || ${row}`;
};

/**
 * Members, the closure table and rebate rates. Agents are numbered in heap order (the upline of
 * agent n is agent (n - 1) / 8, agent 0 is the top agent); players hang under a random agent,
 * weighted towards the higher numbers (the deepest agents), 2 % directly under the top agent.
 */
export async function buildMembers(db: Database, size: DatasetSize, log: Log) {
  const agents = agentCountOf(size);
  const players = size.members - agents;
  await db.exec(RANDOM_FUNCTION);
  await db.exec(`DROP TABLE IF EXISTS bench_agents, bench_players;
    CREATE TABLE bench_agents (n int PRIMARY KEY, member_id bigint NOT NULL);
    CREATE TABLE bench_players (n int PRIMARY KEY, member_id bigint NOT NULL);`);
  // Level by level, each member inserted with its upline as a registration does, so the tree's
  // insert trigger (migration 0035) writes its closure rows as in production.
  await step(log, `${agents} agents`, async () => {
    for (let first = 0, width = 1; first < agents; first += width, width *= FAN_OUT) {
      await db.query(
        `WITH added AS (
           INSERT INTO members (merchant_code, username, password_hash, kind, agent_level, referral_code,
                                affiliate_code, upline_id, referred_by, language, register_ip, created_at,
                                first_login_at, last_login_at)
           SELECT 'demo', CASE WHEN i = 0 THEN '${TOP_AGENT}' ELSE 'ag' || ${nameSql("i", 10)} END, '!',
                  'agent', 1, 'ba' || i, 'ba' || i, up.member_id, up.member_id, 'en', '10.1.0.1',
                  now() - interval '1 day' * (400 + 300 * bench_rand(i, 1)),
                  now() - interval '1 day' * 390, now() - interval '1 day' * 20 * bench_rand(i, 2)
             FROM generate_series($1::int, least($2::int, $1::int + $3::int) - 1) i
             LEFT JOIN bench_agents up ON i > 0 AND up.n = (i - 1) / ${FAN_OUT}
            ORDER BY i
           RETURNING id, referral_code)
         INSERT INTO bench_agents (n, member_id) SELECT substr(referral_code, 3)::int, id FROM added`,
        [first, agents, width],
      );
    }
  });
  await step(log, `${players} players`, () =>
    db.query(
      `WITH added AS (
         INSERT INTO members (merchant_code, username, password_hash, referral_code, upline_id, referred_by,
                              language, register_ip, created_at, first_login_at, last_login_at)
         SELECT 'demo', ${nameSql("i", 20)}, '!', 'bp' || i, up.member_id, up.member_id, 'en', '10.2.0.1',
                now() - interval '1 day' * 400 * power(bench_rand(i, 1), 0.7),
                now() - interval '1 day' * 400 * power(bench_rand(i, 1), 0.7),
                now() - interval '1 day' * 60 * power(bench_rand(i, 2), 2)
           FROM generate_series(0, $1::int - 1) i
           JOIN bench_agents up ON up.n = CASE WHEN bench_rand(i, 3) < 0.02 THEN 0
                                               ELSE floor($2::int * sqrt(bench_rand(i, 4)))::int END
          ORDER BY i
         RETURNING id, referral_code)
       INSERT INTO bench_players (n, member_id) SELECT substr(referral_code, 3)::int, id FROM added`,
      [players, agents],
    ),
  );
  // Without the tree's insert trigger (before migration 0035), the closure rows exactly as
  // migration 0032 backfills them.
  const [top] = await db.query<{ id: string; rows: number }>(
    `SELECT member_id::text AS id, (SELECT count(*)::int FROM member_tree WHERE descendant_id = member_id) AS rows
       FROM bench_agents WHERE n = 0`,
  );
  if (top!.rows === 0) {
    await step(log, "member_tree", () =>
      db.query(
        `WITH RECURSIVE chain (ancestor_id, descendant_id, depth) AS (
           SELECT member_id, member_id, 0 FROM (SELECT member_id FROM bench_agents UNION ALL SELECT member_id FROM bench_players) b
           UNION ALL
           SELECT m.upline_id, c.descendant_id, c.depth + 1
             FROM chain c JOIN members m ON m.id = c.ancestor_id
            WHERE m.upline_id IS NOT NULL
         )
         INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM chain`,
      ),
    );
  }
  // Agents: the top's rate less 0.15 % per level; players: their upline's less 0.20 % (never below 0).
  await step(log, "rebate_rates", () =>
    db.query(
      `WITH base (product_type, rate_bp) AS (
         VALUES ('slots', 200), ('live', 120), ('sports', 150), ('lottery', 180), ('fish', 150), ('pvp', 100)),
       depth AS (
         SELECT t.descendant_id AS member_id, t.depth, m.kind
           FROM member_tree t JOIN members m ON m.id = t.descendant_id
          WHERE t.ancestor_id = (SELECT member_id FROM bench_agents WHERE n = 0))
       INSERT INTO rebate_rates (member_id, product_type, rate_bp)
       SELECT d.member_id, b.product_type,
              greatest(0, b.rate_bp - 15 * CASE WHEN d.kind = 'agent' THEN d.depth ELSE d.depth - 1 END
                                    - CASE WHEN d.kind = 'agent' THEN 0 ELSE 20 END)
         FROM depth d CROSS JOIN base b`,
    ),
  );
}

/**
 * Games to bet on, weighted by product type: row n of bench_games is one game, each product's
 * games repeated in proportion to its weight (a product the catalogue lacks is left out).
 */
async function buildGamePicks(db: Database) {
  const typeProducts = GAME_TYPES.map((type) => `('${type}', '${productOfGameType(type)}')`).join(", ");
  const weights = Object.entries(PRODUCT_WEIGHTS)
    .map(([product, weight]) => `('${product}', ${weight})`)
    .join(", ");
  await db.exec(`DROP TABLE IF EXISTS bench_games;
    CREATE TABLE bench_games (n int PRIMARY KEY, game_id bigint NOT NULL, vassalage text NOT NULL, game_type text NOT NULL);
    WITH type_product (game_type, product) AS (VALUES ${typeProducts}),
    weight (product, weight) AS (VALUES ${weights}),
    candidates AS (
      SELECT g.id, g.vassalage, g.game_type, tp.product,
             row_number() OVER (PARTITION BY tp.product ORDER BY g.id) - 1 AS k
        FROM games g JOIN type_product tp ON tp.game_type = g.game_type
       WHERE g.merchant_code = 'demo' AND g.enabled AND g.is_game = 'GAME'),
    picked AS (SELECT * FROM candidates WHERE k < 20),
    counted AS (SELECT product, count(*) AS games FROM picked GROUP BY product),
    slots AS (
      SELECT c.product, c.games, s AS slot
        FROM counted c JOIN weight w ON w.product = c.product
        CROSS JOIN generate_series(0, w.weight * 20 - 1) s)
    INSERT INTO bench_games (n, game_id, vassalage, game_type)
    SELECT row_number() OVER (ORDER BY s.product, s.slot) - 1, p.id, p.vassalage, p.game_type
      FROM slots s JOIN picked p ON p.product = s.product AND p.k = s.slot % s.games;`);
}

/**
 * Settled rounds in playing sessions: round i belongs to session i / 11, which chooses the player
 * (weighted: a few play much, many play little), the day and the hour; 80 % of its rounds are on
 * the session's game, the rest on any game. Stakes from 1.00 to 51.00 (mostly small); 45 % of the
 * rounds win, paying 0.2 to 4.07 times the stake (about 96 % return). One statement per million
 * rounds, with game_rounds' secondary indexes dropped during the load and created again after
 * (the same definitions, read from the catalogue).
 */
export async function buildRounds(db: Database, size: DatasetSize, log: Log) {
  await buildGamePicks(db);
  const [{ games, players } = { games: 0, players: 0 }] = await db.query<{ games: number; players: number }>(
    "SELECT (SELECT count(*)::int FROM bench_games) AS games, (SELECT count(*)::int FROM bench_players) AS players",
  );
  if (games === 0) throw new Error("the demo catalogue has no games to bet on");
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = 'game_rounds' AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  for (const index of indexes) await db.exec(`DROP INDEX "${index.name}"`);
  // The per-row settlement trigger (outbox event and rebate queue) is off during the load; the
  // outbox is then fed in bulk below by migration 0033's own backfill statement, and the history
  // earns no rebates, as with that backfill.
  await db.exec("ALTER TABLE game_rounds DISABLE TRIGGER USER");
  for (let from = 0; from < size.bets; from += ROUNDS_PER_STATEMENT) {
    const to = Math.min(size.bets, from + ROUNDS_PER_STATEMENT);
    await step(log, `rounds ${from.toLocaleString("en")} to ${to.toLocaleString("en")}`, () =>
      db.query(
        `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type,
                                  currency, bet, valid_bet, win, state, started_at, settled_at, updated_at)
         SELECT 'demo', g.vassalage, 'bench-' || lpad(r.i::text, 10, '0'), p.member_id, g.game_id, g.game_type, 'USD', r.bet, r.bet,
                CASE WHEN r.wins THEN (r.bet * (0.2 + 3.87 * bench_rand(r.i, 7)))::bigint ELSE 0 END,
                'settled', r.at, r.at + interval '30 seconds', r.at + interval '30 seconds'
           FROM (
             SELECT i,
                    floor($3::int * power(bench_rand(i / ${SESSION_ROUNDS}, 1), 2))::int AS player,
                    CASE WHEN bench_rand(i, 4) < 0.2 THEN floor($4::int * bench_rand(i, 5))::int
                         ELSE floor($4::int * bench_rand(i / ${SESSION_ROUNDS}, 3))::int END AS game,
                    100 * (1 + floor(50 * power(bench_rand(i, 6), 3)))::bigint AS bet,
                    bench_rand(i, 8) < 0.45 AS wins,
                    least(now() - interval '1 minute',
                          now() - interval '1 day' * (floor($5::int * bench_rand(i / ${SESSION_ROUNDS}, 2))
                                                      + bench_rand(i / ${SESSION_ROUNDS}, 9))
                                + interval '40 seconds' * (i % ${SESSION_ROUNDS})) AS at
               FROM generate_series($1::bigint, $2::bigint - 1) i
           ) r
           JOIN bench_players p ON p.n = r.player
           JOIN bench_games g ON g.n = r.game`,
        [from, to, players, games, size.days],
      ),
    );
  }
  await db.exec("ALTER TABLE game_rounds ENABLE TRIGGER USER");
  for (const index of indexes) {
    await step(log, `index ${index.name}`, () =>
      db.exec(`SET maintenance_work_mem = '1GB'; ${index.definition}; RESET maintenance_work_mem`),
    );
  }
  await step(log, "analyze game_rounds", () => db.exec("VACUUM ANALYZE game_rounds"));
  await step(log, "bet events into the report outbox", () =>
    db.exec(`INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, valid_bet, win)
      SELECT merchant_code, member_id, 'bet', coalesce(settled_at, updated_at), report_product_of(game_type), bet,
             valid_bet, win
        FROM game_rounds WHERE state = 'settled' AND vendor_round_id LIKE 'bench-%' ORDER BY id`),
  );
}

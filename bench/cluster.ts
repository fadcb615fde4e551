// Many instances, proven: three servers on one PostgreSQL database and Redis, behind HAProxy, under
// players, vendors, an agent and a chat, while one instance is SIGKILLed and restarted and then every
// instance is restarted in turn. Nothing that was answered may be lost: every request gets its answer
// (through the balancer's retry, or the vendor's own), every balance is what its owner was told, every
// queued job runs once, the chat delivers every message, and the ledger holds.
//
//   npm run cluster -w @banca/bench [-- --seconds 90 --players 8 --vendors 8 --replica]
//
// Needs the local PostgreSQL service (DATABASE_URL names its server, default
// postgres://postgres@127.0.0.1:5432/postgres), Redis (REDIS_URL, default redis://127.0.0.1:6379)
// and HAProxy (Debian package `haproxy`). --replica also makes a streaming standby with pg_basebackup
// and sends the heavy reads to it (READ_DATABASE_URL); the primary must accept replication
// connections from 127.0.0.1.
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { type Database, openDatabase } from "@banca/server/db/database.ts";
import pg from "pg";
import { createOperator } from "./support/abuse-client.ts";
import {
  counted,
  type Expected,
  type LoadContext,
  newTally,
  runAgent,
  runChat,
  runPlayer,
  runVendor,
  vendorPlayers,
} from "./support/cluster-load.ts";
import {
  createBenchDatabase,
  createInstance,
  DEMO_OPERATOR_KEY,
  freePort,
  METRICS_TOKEN,
  startHaproxy,
  startReplica,
} from "./support/cluster-processes.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "90" },
    players: { type: "string", default: "8" },
    vendors: { type: "string", default: "8" },
    replica: { type: "boolean", default: false },
  },
});
const seconds = Number(args.seconds);
const QUEUED_JOBS = 120;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

async function reachable(url: string) {
  const { hostname, port } = new URL(url);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", () => reject(new Error(`Redis does not answer at ${url} (start redis-server)`)));
  });
}

/** The largest replica lag instance 1 reported while the load ran (its /metrics, once a second). */
function watchReplicaLag(base: string) {
  let largest = 0;
  let readings = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const text = await (
          await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).text();
        const found = /^banca_db_replica_lag_seconds (\S+)/m.exec(text);
        if (found) {
          readings += 1;
          largest = Math.max(largest, Number(found[1]));
        }
      } catch {}
      await sleep(1000);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { largest, readings };
  };
}

/** Rows the replica's database handed out so far: the reads it served. */
async function replicaRowsRead(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ read: string }>(
    "SELECT (tup_returned + tup_fetched)::text AS read FROM pg_stat_database WHERE datname = $1",
    [name],
  );
  await client.end();
  return Number(rows[0]?.read ?? 0);
}

/** What the member's own deposits, bets and wins moved in the ledger, in cents. */
async function playedMoney(db: Database, member: Expected["member"]) {
  const [row] = await db.query<{ cents: string | null }>(
    `SELECT sum(p.amount)::text AS cents
       FROM postings p
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'main'
       JOIN journal_entries e ON e.id = p.entry_id AND e.kind IN ('deposit', 'bet', 'win', 'bet.rollback')
      WHERE a.member_id = (SELECT id FROM members WHERE merchant_code = 'demo' AND ${"id" in member ? "id = $1::bigint" : "username = $1"})`,
    ["id" in member ? member.id : member.username],
  );
  return Number(row?.cents ?? 0);
}

/**
 * What the rolls answered "settled automatically" came to, once the recovery sweep (every half
 * minute, for bets a minute old) has settled or refunded them; their references find them.
 */
async function settledLaterCents(db: Database, owner: Expected) {
  if (owner.settledLater.length === 0) return 0;
  for (let wait = 0; wait < 180; wait++) {
    const rows = await db.query<{ state: string; net: string }>(
      `SELECT state, (win - bet)::text AS net FROM bgs_bets
        WHERE request_ref = ANY($1::text[]) AND member_id = (SELECT id FROM members WHERE merchant_code = 'demo' AND username = $2)`,
      [owner.settledLater, "username" in owner.member ? owner.member.username : ""],
    );
    if (rows.every((row) => row.state !== "placing")) {
      return rows.reduce((sum, row) => sum + (row.state === "settled" ? Number(row.net) : 0), 0);
    }
    await sleep(1000);
  }
  throw new Error(`${owner.who}: bets answered "settled automatically" were still placing 3 minutes later`);
}

async function queueJobs(db: Database) {
  // Due one after another across the run, so some are in hand when an instance dies or stops.
  await db.query(
    `INSERT INTO jobs (name, run_key, run_at)
     SELECT 'ledger.check', 'cluster-' || i, now() + (i * $2::float8 / $1::int) * interval '1 second'
       FROM generate_series(1, $1::int) AS i`,
    [QUEUED_JOBS, seconds],
  );
}

async function jobsOutcome(db: Database) {
  // A job leased by the instance that was killed waits out its lease (60 s) before another takes it.
  for (let wait = 0; wait < 100; wait++) {
    const [row] = await db.query<{ done: number; failed: number; waiting: number }>(
      `SELECT count(*) FILTER (WHERE state = 'done')::int AS done,
              count(*) FILTER (WHERE state = 'failed')::int AS failed,
              count(*) FILTER (WHERE state = 'pending')::int AS waiting
         FROM jobs WHERE run_key LIKE 'cluster-%'`,
    );
    if (row!.waiting === 0) return row!;
    await sleep(1000);
  }
  throw new Error("queued jobs still waiting 100 s after the load");
}

const database = await createBenchDatabase(serverUrl);
let replica: Awaited<ReturnType<typeof startReplica>> | null = null;
const cleanups: (() => Promise<unknown>)[] = [];
let exitCode = 1;
try {
  await reachable(redisUrl);
  if (args.replica) {
    replica = await startReplica(serverUrl, await freePort());
    cleanups.push(() => replica!.stop());
    log("streaming replica started (pg_basebackup)");
  }
  const readUrl = replica?.urlOf(database.url);
  const settings = { databaseUrl: database.url, readDatabaseUrl: readUrl, redisUrl };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const servers = ports.map((port, at) => createInstance(at + 1, port, settings));
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
  // The first start migrates and seeds the demo merchant; the others find it done.
  await servers[0]!.start();
  await Promise.all(servers.slice(1).map((server) => server.start()));
  const balancer = await startHaproxy(await freePort(), servers);
  cleanups.push(() => balancer.stop());
  log(
    `3 instances on ${ports.join(", ")} behind HAProxy at ${balancer.base}${replica ? ", reads on the replica" : ""}`,
  );

  const db = await openDatabase({ url: database.url });
  cleanups.push(() => db.close());
  await queueJobs(db);
  const vendorSetup = await vendorPlayers(db, Number(args.vendors));
  const replicaReadBefore = readUrl ? await replicaRowsRead(readUrl, database.name) : 0;
  const stopLagWatch = readUrl ? watchReplicaLag(servers[0]!.base) : null;

  let over = false;
  const workers = Number(args.players) + Number(args.vendors) + 2;
  let waiting = workers;
  let go!: () => void;
  const allReady = new Promise<void>((resolve) => {
    go = resolve;
  });
  const ctx: LoadContext = {
    base: balancer.base,
    operator: createOperator(balancer.base, DEMO_OPERATOR_KEY),
    over: () => over,
    ready: () => {
      waiting -= 1;
      if (waiting === 0) go();
      return allReady;
    },
    tally: newTally(),
  };
  const players = Array.from({ length: Number(args.players) }, (_, index) => runPlayer(ctx, index));
  const vendors = vendorSetup.players.map((player, index) =>
    runVendor(ctx, vendorSetup.secret, player, index),
  );
  const agent = runAgent(ctx);
  const chat = runChat(ctx, servers[0]!.base, servers[1]!.base, DEMO_OPERATOR_KEY);
  // A worker that fails to prepare stops the bench here rather than waiting for it forever.
  await Promise.race([allReady, Promise.all([...players, ...vendors, agent, chat])]);
  log(`load: ${args.players} players, ${args.vendors} vendor sessions, an agent, a chat, for ${seconds} s`);

  // The chaos, while the load runs: a crash, then a rolling restart.
  const loadEnds = sleep(seconds * 1000);
  const stopCodes: (number | null)[] = [];
  await sleep(seconds * 250);
  log("SIGKILL instance 3");
  await servers[2]!.kill();
  await servers[2]!.start();
  log("instance 3 back");
  await sleep(seconds * 200);
  for (const server of servers) {
    log(`rolling restart: SIGTERM instance ${server.index}`);
    stopCodes.push(await server.stop());
    await server.start();
  }
  log("rolling restart done");
  await loadEnds;
  over = true;
  const expected: Expected[] = await Promise.all([...players, ...vendors]);
  const reports = await agent;
  const chatResult = await chat;
  const lag = await stopLagWatch?.();
  log("load over; checking");

  let wrongBalances = 0;
  let uncertain = 0;
  for (const owner of expected) {
    if (!owner.certain) {
      uncertain += 1;
      continue;
    }
    owner.cents += await settledLaterCents(db, owner);
    const balance = await playedMoney(db, owner.member);
    if (balance !== owner.cents) {
      wrongBalances += 1;
      console.log(`  ${owner.who}: the ledger moved ${balance}, the owner was told ${owner.cents} (cents)`);
    }
  }
  const jobs = await jobsOutcome(db);
  const ledger = await counted(ctx.tally, "ledger check", () =>
    ctx.operator<{ ok: boolean; entries: number }>("GET", "/admin/api/ledger/check"),
  );
  const ledgerHolds = ledger !== null && "value" in ledger && ledger.value.ok;
  const lost = ctx.tally.lost + wrongBalances + uncertain;

  console.log("");
  console.log(`requests through HAProxy and straight to instances: ${ctx.tally.requests}`);
  console.log(
    `refused in the envelope (answers, by code): ${JSON.stringify(Object.fromEntries(ctx.tally.refusals))}`,
  );
  for (const example of ctx.tally.examples) console.log(`  lost: ${example}`);
  console.log(
    `balances checked against the ledger: ${expected.length - uncertain} of ${expected.length}, ${wrongBalances} wrong; ${expected.reduce((sum, owner) => sum + owner.settledLater.length, 0)} rolls settled by the recovery sweep after the wallet's late answer`,
  );
  console.log(`graceful stops' exit codes in the rolling restart: ${stopCodes.join(", ")}`);
  console.log(`queued jobs: ${jobs.done} done, ${jobs.failed} failed, of ${QUEUED_JOBS}`);
  console.log(`agent reports answered: ${reports}`);
  if (readUrl) {
    const served = (await replicaRowsRead(readUrl, database.name)) - replicaReadBefore;
    console.log(
      `replica: ${served} rows read from it during the run; lag reported by /metrics: ${lag!.readings} readings, largest ${lag!.largest.toFixed(3)} s`,
    );
  }
  const jobsOnce = jobs.done === QUEUED_JOBS && jobs.failed === 0;
  const gracefulZero = stopCodes.every((code) => code === 0);
  console.log(
    `cluster: 3 instances, ${ctx.tally.requests} requests, ${lost} lost, chat ${chatResult.delivered}/${chatResult.sent} delivered, jobs exactly once: ${jobsOnce ? "yes" : "no"}, ledger: ${ledgerHolds ? "holds" : "broken"}`,
  );
  exitCode =
    lost === 0 && jobsOnce && ledgerHolds && gracefulZero && chatResult.delivered === chatResult.sent ? 0 : 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await database.drop().catch(() => {});
}
process.exit(exitCode);

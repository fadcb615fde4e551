// Seamless-wallet throughput on PostgreSQL: vendors' bets (a signed debit and a signed credit over
// real HTTP) from many concurrent vendor clients, beside the ledger's raw SQL ceiling of the same
// money movements, in the same run: the two take turns in stretches of 2 s, so both see the same
// machine. The vendor clients run in a child process of their own
// (support/vendor-clients.ts), as real vendors do: the server's process only serves. Each turn
// ends with the same clients against the HTTP floor (support/http-floor.ts: signature, JSON and
// envelope, no wallet), so the summary tells how close to the ceiling any HTTP wallet could come.
// Usage: DATABASE_URL=postgres://user@127.0.0.1:5432/db npx tsx bench/seamless.ts [seconds] [clients]
//          [--pace bets/s|half] [--players n] [--quiet seconds] [--before migration] [--before-tree dir]
//          [--rounds n]
// Without --pace, each vendor client bets again as soon as it is answered: the wallet's throughput.
// With it, players together bet at that pace, each spinning once a second and never fewer than
// `clients` of them (--players n sets their number instead): the answer times a vendor sees at that
// load. Each player waits for its bet's answer before its next, so fifty players at thousands of
// bets a second would each spin every few milliseconds and queue behind their own slow answers, a
// queue no vendor's players make. `--pace half` runs the ceiling first and paces the players at half
// its rate, all of it before the players' stretch. The clients first warm the server up for 2 s,
// unmeasured; --quiet leaves that many seconds without a call before the first measured stretch, as
// before a rush.
// --before 0076 sets up a second database migrated only up to that migration (the schema as it was
// before it) beside this tree's, each with a server of its own, and measures them in turns
// (--rounds, 2 by default), so both see the same machine; the summary sets them side by side.
// --before-tree DIR does the same with another checkout's migrations and server code (e.g. a
// `git worktree` of the commit before a change; it resolves its packages through its own
// node_modules, a link to this tree's will do): a change of code, not of schema, side by side.
import { availableParallelism } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Database } from "@banca/server/db/database.ts";
import type { GroupCounts } from "@banca/server/db/statement-groups.ts";
import { checkLedger } from "@banca/server/modules/ledger/invariants.ts";
import { createLedgerService } from "@banca/server/modules/ledger/service.ts";
import { issueLaunchToken } from "@banca/server/modules/seamless/launch-token.ts";
import { seamlessGroupCounts } from "@banca/server/modules/seamless/repository.ts";
import { unsafeDatabaseSettings } from "@banca/server/ops/database-settings.ts";
import { vendorSecret } from "@banca/server/providers/vendors/seamless-client.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";
import { countingDatabase, type SqlCounts } from "./support/counting-database.ts";
import { type Drive, summarize } from "./support/drive.ts";
import { startHttpFloor } from "./support/http-floor.ts";
import { joinProfiles, type ProcessProfile, processProfile } from "./support/process-profile.ts";
import { prepareRawLedgerCeiling } from "./support/raw-ceiling.ts";
import { forkStretchClients } from "./support/stretch-clients.ts";
import type { VendorClientsTask } from "./support/vendor-clients.ts";

const { positionals, values: options } = parseArgs({
  allowPositionals: true,
  options: {
    pace: { type: "string" },
    players: { type: "string" },
    quiet: { type: "string" },
    before: { type: "string" },
    "before-tree": { type: "string" },
    rounds: { type: "string" },
  },
});
const seconds = Number(positionals[0] ?? 10);
const clients = Number(positionals[1] ?? 50);
const halfPace = options.pace === "half";
const fixedPace = options.pace && !halfPace ? Number(options.pace) : undefined;
const fixedPlayers = options.players ? Number(options.players) : undefined;
const quietSeconds = options.quiet ? Number(options.quiet) : undefined;
const beforeTree = options["before-tree"] ? path.resolve(options["before-tree"]) : undefined;
const comparing = Boolean(options.before || beforeTree);
const rounds = Number(options.rounds ?? (comparing ? 2 : 1));
const VENDOR = "ORCL";
/** The targets of the seamless p99: against the ceiling's own p99 unpaced, and at half its rate. */
const P99_OVER_CEILING = 1.5;
const P99_AT_HALF_MS = 50;
/** A paced player's time between spins: a brisk slot player's, on autoplay. */
const SPIN_SECONDS = 1;
/**
 * The ceiling and the wallet take turns in stretches of about this long, so that both see the same
 * machine: a shared machine's speed drifts from one minute to the next, and a turn's ratio with it.
 */
const STRETCH_SECONDS = 2;
// At half the ceiling's rate the ceiling runs first, to set the pace; the wallet then runs at once.
const stretchesPerTurn = halfPace ? 1 : Math.max(1, Math.round(seconds / STRETCH_SECONDS));
const stretchSeconds = seconds / stretchesPerTurn;

/** The players who share a paced turn's `pace`: --players, or one a spin's time, at least `clients`. */
const playersAt = (pace: number) => fixedPlayers ?? Math.max(clients, Math.ceil(pace * SPIN_SECONDS));

type Side = Awaited<ReturnType<typeof openSide>>;
/** What one turn measured on one side. */
type Turn = {
  seamless: Drive;
  raw: Drive;
  pace: number | undefined;
  /** The players who shared the pace (`clients` unpaced). */
  players: number;
  sql: SqlCounts;
  /** Debits and credits grouped into one statement (decision 110; zero for a tree without groups). */
  groups: GroupCounts;
  server: ProcessProfile;
  clientsCpuSeconds: number;
  ceiling: ProcessProfile;
  /** The same vendor clients, unpaced, against the HTTP floor (support/http-floor.ts). */
  floor: { drive: Drive; server: ProcessProfile; clientsCpuSeconds: number };
  /** Bets a second of each pair of stretches when the two took turns: how far the machine moved. */
  pairs: { seamless: number; raw: number }[];
};

const sides: Side[] = [];
const turns = new Map<Side, Turn[]>();
try {
  if (options.before)
    sides.push(await openSide(`schema before ${options.before}`, { before: options.before }));
  if (beforeTree) sides.push(await openSide(`tree ${path.basename(beforeTree)}`, { tree: beforeTree }));
  sides.push(await openSide(options.before ? "this tree's schema" : beforeTree ? "this tree" : "", {}));
  for (const side of sides) turns.set(side, []);
  console.log(
    `${clients} concurrent vendor clients in another process, ${seconds} s each${stretchesPerTurn > 1 ? `, taking turns with the ceiling in ${stretchesPerTurn} stretches` : ""}; one bet = a debit and a credit`,
  );
  if (fixedPace || halfPace) {
    const rate = fixedPace ? `${fixedPace} bets/s` : "half the ceiling's rate of the same turn";
    const by = fixedPlayers
      ? `${fixedPlayers} players`
      : `players each spinning once every ${SPIN_SECONDS} s`;
    console.log(`the vendor clients paced at ${rate}, by ${by}; the ceiling unpaced`);
  }
  if (quietSeconds)
    console.log(`${quietSeconds} s without a call between the warm-up and the first measured stretch`);
  const analyzeBetweenTurns = (await unsafeDatabaseSettings(sides[0]!.db)).some(
    (unsafe) => unsafe.name === "autovacuum",
  );
  if (analyzeBetweenTurns)
    console.log(
      "autovacuum is off on this server: every turn after the first starts with ANALYZE, as autovacuum would have run by then",
    );
  for (let round = 1; round <= rounds; round++) {
    for (const side of sides) {
      // Plans made on a fresh schema's empty tables walk them as they grow until statistics are taken
      // again; taken before the first turn, they would say "empty" (docs/PERFORMANCE.md, "From a
      // fresh clone, with statistics as autovacuum keeps them").
      if (analyzeBetweenTurns && round > 1) await side.db.exec("ANALYZE");
      const measured = await measure(side, `t${round}`);
      turns.get(side)!.push(measured);
      printTurn(sides.length > 1 ? `${side.name}, turn ${round}` : "", measured);
    }
  }
  if (sides.length > 1 || rounds > 1) printSummary();
  for (const side of sides) {
    await side.ledger.rollUpHotAccounts();
    const check = await checkLedger(side.db);
    const [settled] = await side.db.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM game_rounds WHERE state = 'settled'",
    );
    console.log(
      `${side.name ? `${side.name}: ` : ""}settled rounds: ${settled!.count}; invariants after the run: ${check.ok ? "hold" : "BROKEN"} (${check.entries} entries)`,
    );
  }
} finally {
  for (const side of sides) {
    await side.app.close();
    await side.db.drop();
  }
}

/**
 * A database of its own (migrated before `before`, or by `tree`'s migrations, or fully), its server
 * (`tree`'s, or this tree's) and a funded member for each client (paced turns add players).
 */
async function openSide(name: string, from: { before?: string; tree?: string }) {
  const db = await openBenchDatabase(from);
  // The app's own statements are counted, to tell the round trips and time in SQL of each call.
  const counting = countingDatabase(db);
  const { app, base: baseUrl } = await startBenchServer(counting.db, from.tree);
  const [game] = await db.query<{ id: string }>(
    "SELECT id::text FROM games WHERE merchant_code = 'demo' AND vassalage = $1 AND is_game = 'GAME' LIMIT 1",
    [VENDOR],
  );
  const ledger = createLedgerService(db);
  const memberIds: number[] = [];
  await addPlayers(db, ledger, memberIds, clients);
  // The backends of this side's database: its server's pool and its ceiling's share it (the other
  // side, when there is one, has a database of its own).
  const backends = async () =>
    (
      await db.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
    ).map((row) => row.pid);
  return {
    name,
    db,
    counting,
    app,
    baseUrl,
    ledger,
    memberIds,
    gameId: Number(game!.id),
    secret: await vendorSecret(db, "demo", VENDOR),
    backends,
  };
}

/** Funded members up to `count` in all, named by their place (bench-0, bench-1, …). */
async function addPlayers(
  db: Database,
  ledger: ReturnType<typeof createLedgerService>,
  memberIds: number[],
  count: number,
): Promise<void> {
  for (let player = memberIds.length; player < count; player++) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, password_hash, referral_code)
       VALUES ('demo', $1, '!', $1) RETURNING id::text`,
      [`bench-${player}`],
    );
    const memberId = Number(row!.id);
    await ledger.post({
      merchantCode: "demo",
      currency: "USD",
      kind: "deposit",
      idempotencyKey: `fund-${memberId}`,
      postings: [
        { account: { memberId, kind: "main" }, amount: 1_000_000_000n },
        { account: { house: "payment_clearing" }, amount: -1_000_000_000n },
      ],
    });
    memberIds.push(memberId);
  }
}

/**
 * One turn on `side`: the vendor clients over HTTP and the raw ceiling, each measured apart. Unpaced
 * or at a fixed pace the two take turns in stretches of about STRETCH_SECONDS, so that both see the
 * same machine; at half the ceiling's rate, the ceiling runs first to set the pace.
 */
async function measure(side: Side, turn: string): Promise<Turn> {
  const ceiling = await prepareRawLedgerCeiling(side.db, side.memberIds);
  const ceilingProfile = processProfile("raw-ceiling", side.backends);
  const ceilingLatencies: number[] = [];
  const ceilingProfiles: ProcessProfile[] = [];
  const ceilingStretch = async (length: number, name: string) => {
    await ceilingProfile.start();
    const latencies = await ceiling({ seconds: length, clients, stretch: name });
    ceilingProfiles.push(await ceilingProfile.stop());
    ceilingLatencies.push(...latencies);
    return latencies.length / length;
  };
  const pace = halfPace ? (await ceilingStretch(seconds, turn)) / 2 : fixedPace;
  const players = pace === undefined ? clients : playersAt(pace);
  await addPlayers(side.db, side.ledger, side.memberIds, players);
  // Each turn exchanges launch tokens of its own: a launch token opens one session.
  const launchTokens: string[] = [];
  for (const memberId of side.memberIds.slice(0, players)) {
    launchTokens.push(
      await issueLaunchToken(side.db, {
        merchantCode: "demo",
        vassalage: VENDOR,
        memberId,
        gameId: side.gameId,
        language: "en",
      }),
    );
  }
  const vendors = await startVendorClients({
    baseUrl: side.baseUrl,
    vendor: VENDOR,
    secret: side.secret,
    launchTokens,
    betsPerSecond: pace,
    quietSeconds,
    stretch: turn,
  });
  const serverProfile = processProfile("seamless-server", side.backends);
  const seamlessLatencies: number[] = [];
  const serverProfiles: ProcessProfile[] = [];
  let clientsCpuSeconds = 0;
  const pairs: Turn["pairs"] = [];
  Object.assign(side.counting.counts, { roundTrips: 0, milliseconds: 0, statements: new Map() });
  const groupsBefore = seamlessGroupCounts(side.counting.db);
  // The wallet's stretch comes first in each pair, so a --quiet spell ends with the wallet's calls.
  try {
    for (let part = 0; part < stretchesPerTurn; part++) {
      const name = `${turn}-${part}`;
      await serverProfile.start();
      const driven = await vendors.stretch(stretchSeconds, name);
      serverProfiles.push(await serverProfile.stop());
      seamlessLatencies.push(...driven.latencies);
      clientsCpuSeconds += driven.cpuSeconds;
      if (halfPace) continue;
      const raw = await ceilingStretch(stretchSeconds, name);
      pairs.push({ seamless: driven.latencies.length / stretchSeconds, raw });
    }
  } finally {
    // A stretch that failed must not leave the clients' process holding this one open.
    vendors.done();
  }
  // The ceiling's statements and the checks' do not go through the app's counted database.
  const sql = { ...side.counting.counts };
  const groupsAfter = seamlessGroupCounts(side.counting.db);
  const groups = {
    statements: groupsAfter.statements - groupsBefore.statements,
    calls: groupsAfter.calls - groupsBefore.calls,
    groupsRunAgain: groupsAfter.groupsRunAgain - groupsBefore.groupsRunAgain,
  };
  return {
    seamless: summarize(seamlessLatencies, seconds),
    raw: summarize(ceilingLatencies, seconds),
    pace,
    players,
    sql,
    groups,
    server: joinProfiles(serverProfiles),
    clientsCpuSeconds,
    ceiling: joinProfiles(ceilingProfiles),
    floor: await measureFloor(side, turn),
    pairs,
  };
}

/** The vendor clients, unpaced, against a wallet that only checks and answers (support/http-floor.ts). */
async function measureFloor(side: Side, turn: string): Promise<Turn["floor"]> {
  const floor = await startHttpFloor(side.secret);
  try {
    const vendors = await startVendorClients({
      baseUrl: floor.base,
      vendor: VENDOR,
      secret: side.secret,
      launchTokens: side.memberIds.slice(0, clients).map((memberId) => `launch-${memberId}`),
      stretch: `${turn}-floor`,
    });
    const profile = processProfile("http-floor");
    await profile.start();
    const driven = await vendors.stretch(seconds, `${turn}-floor`).finally(() => vendors.done());
    const server = await profile.stop();
    return {
      drive: summarize(driven.latencies, seconds),
      server,
      clientsCpuSeconds: driven.cpuSeconds,
    };
  } finally {
    await floor.close();
  }
}

/**
 * CPU ms per bet of the ceiling (its bench process and PostgreSQL), of the HTTP floor (its server and
 * the vendor clients), and the share of the ceiling's rate an HTTP wallet doing the ceiling's SQL
 * could reach on CPU-bound cores: the ceiling's CPU over the sum of both. Null without /proc.
 */
function floorShare(s: Turn) {
  const ceilingCpu =
    s.ceiling.postgresCpuSeconds === null ? null : s.ceiling.cpuSeconds + s.ceiling.postgresCpuSeconds;
  const ceiling = perBet(ceilingCpu, s.raw);
  const http = perBet(s.floor.server.cpuSeconds + s.floor.clientsCpuSeconds, s.floor.drive);
  return { ceiling, http, share: ceiling === null || http === null ? null : ceiling / (ceiling + http) };
}

/** CPU milliseconds per bet of `cpuSeconds` over the bets of `r` (null without /proc). */
function perBet(cpuSeconds: number | null, r: Drive): number | null {
  return cpuSeconds === null ? null : (cpuSeconds * 1000) / (r.perSecond * seconds);
}
function ms(value: number | null): string {
  return value === null ? "?" : value.toFixed(2);
}
/** `seconds` as a share of the profiled stretch's wall time (null without /proc). */
function share(seconds: number | null, profile: ProcessProfile): string {
  return seconds === null ? "?" : `${((seconds / profile.wallSeconds) * 100).toFixed(0)}%`;
}
/** The machine's cores left idle on average over the profiled stretch (null without /proc). */
function idleCores(profile: ProcessProfile): string {
  return profile.machineIdleSeconds === null
    ? "?"
    : (profile.machineIdleSeconds / profile.wallSeconds).toFixed(2);
}

function printTurn(title: string, s: Turn) {
  if (title) console.log(`\n== ${title}`);
  const line = (name: string, r: Drive) =>
    `${name}: ${r.perSecond.toFixed(0)} bets/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`;
  console.log(line("raw SQL ceiling          ", s.raw));
  console.log(line("seamless wallet over HTTP", s.seamless));
  if (s.pace === undefined)
    console.log(`seamless / raw throughput: ${((s.seamless.perSecond / s.raw.perSecond) * 100).toFixed(0)}%`);
  if (s.pairs.length > 1)
    console.log(
      `stretch by stretch, bets/s of the wallet / the ceiling: ${s.pairs.map((pair) => `${pair.seamless.toFixed(0)} / ${pair.raw.toFixed(0)} (${((pair.seamless / pair.raw) * 100).toFixed(0)}%)`).join(", ")}`,
    );
  const calls = s.seamless.perSecond * seconds * 2;
  console.log(
    `per call (debit or credit): ${(s.sql.roundTrips / calls).toFixed(1)} SQL round trips, ${(s.sql.milliseconds / calls).toFixed(1)} ms in SQL`,
  );
  if (s.groups.statements > 0)
    console.log(
      `debits and credits grouped: ${(s.groups.calls / s.groups.statements).toFixed(1)} calls a statement, ${s.groups.groupsRunAgain} groups run again call by call`,
    );
  for (const [name, statement] of [...s.sql.statements].sort(
    (a, b) => b[1].milliseconds - a[1].milliseconds,
  )) {
    console.log(
      `  ${(statement.count / calls).toFixed(2)} × ${(statement.milliseconds / statement.count).toFixed(1)} ms  ${name}`,
    );
  }
  // CPU per bet does not depend on how much of the machine others take: where the bets' time goes.
  console.log(
    `CPU ms per bet: seamless: server ${ms(perBet(s.server.cpuSeconds, s.seamless))}, vendor clients ${ms(perBet(s.clientsCpuSeconds, s.seamless))}, PostgreSQL ${ms(perBet(s.server.postgresCpuSeconds, s.seamless))}; raw ceiling: bench ${ms(perBet(s.ceiling.cpuSeconds, s.raw))}, PostgreSQL ${ms(perBet(s.ceiling.postgresCpuSeconds, s.raw))}`,
  );
  console.log(
    `server process while serving: event loop busy ${(s.server.eventLoopBusy * 100).toFixed(0)}%, its thread on a core ${share(s.server.mainThreadCpuSeconds, s.server)} and waiting for one ${share(s.server.mainThreadWaitSeconds, s.server)}, ${s.server.cpuCores.toFixed(2)} cores of CPU${s.server.profileFile ? `; CPU profile ${s.server.profileFile}` : ""}`,
  );
  // Cores nobody used while bets were in flight: a stretch that leaves some is bound by waiting
  // (a statement, a socket, a thread that lost its core), not by the machine's CPU.
  console.log(
    `cores idle on average, of ${availableParallelism()}: during the ceiling ${idleCores(s.ceiling)}, during the seamless wallet ${idleCores(s.server)}`,
  );
  const floor = floorShare(s);
  console.log(
    `HTTP floor (signature, JSON, envelope; no wallet): ${s.floor.drive.perSecond.toFixed(0)} bets/s; CPU ms per bet: server ${ms(perBet(s.floor.server.cpuSeconds, s.floor.drive))}, vendor clients ${ms(perBet(s.floor.clientsCpuSeconds, s.floor.drive))}`,
  );
  if (floor.share !== null)
    console.log(
      `an HTTP wallet doing the ceiling's SQL (${ms(floor.ceiling)} + ${ms(floor.http)} CPU ms per bet) could reach at most ${(floor.share * 100).toFixed(0)}% of the ceiling on these cores`,
    );
  console.log(latencyTarget(s));
}

/** The latency target this turn measures, with its verdict. */
function latencyTarget(s: Turn): string {
  const verdict = (met: boolean) => (met ? "pass" : "FAIL");
  if (s.pace === undefined) {
    const limit = s.raw.p99 * P99_OVER_CEILING;
    return `target, ${clients} unpaced clients: seamless p99 ${s.seamless.p99.toFixed(1)} ms ≤ ${P99_OVER_CEILING} × the ceiling's p99 (${limit.toFixed(1)} ms): ${verdict(s.seamless.p99 <= limit)}`;
  }
  const share = (s.pace / s.raw.perSecond) * 100;
  if (share > 50.5)
    return `paced at ${share.toFixed(0)}% of the ceiling's rate (${s.raw.perSecond.toFixed(0)} bets/s): above half, no target`;
  return `target, paced at ${s.pace.toFixed(0)} bets/s by ${s.players} players (${share.toFixed(0)}% of the ceiling's ${s.raw.perSecond.toFixed(0)}): seamless p99 ${s.seamless.p99.toFixed(1)} ms ≤ ${P99_AT_HALF_MS} ms: ${verdict(s.seamless.p99 <= P99_AT_HALF_MS)}`;
}

/** Each side's turns side by side: CPU per call (the robust figure), throughput, the targets. */
function printSummary() {
  console.log("\n== summary (per call = a debit or a credit; figures of each turn, in order)");
  const list = (values: (number | null)[], digits = 2) =>
    values.map((value) => (value === null ? "?" : value.toFixed(digits))).join(", ");
  for (const side of sides) {
    const all = turns.get(side)!;
    const perCall = (cpu: (s: Turn) => number | null, drive: (s: Turn) => Drive) =>
      all.map((s) => {
        const bet = perBet(cpu(s), drive(s));
        return bet === null ? null : bet / 2;
      });
    console.log(`${side.name || "this tree"}:`);
    console.log(
      `  PostgreSQL CPU ms per call: seamless ${list(
        perCall(
          (s) => s.server.postgresCpuSeconds,
          (s) => s.seamless,
        ),
      )}; raw ceiling ${list(
        perCall(
          (s) => s.ceiling.postgresCpuSeconds,
          (s) => s.raw,
        ),
      )}`,
    );
    const allCpu = (s: Turn) =>
      s.server.postgresCpuSeconds === null
        ? null
        : s.server.cpuSeconds + s.clientsCpuSeconds + s.server.postgresCpuSeconds;
    console.log(
      `  all CPU ms per call (server, vendor clients, PostgreSQL): seamless ${list(perCall(allCpu, (s) => s.seamless))}`,
    );
    console.log(
      `  bets/s: seamless ${list(
        all.map((s) => s.seamless.perSecond),
        0,
      )}; raw ceiling ${list(
        all.map((s) => s.raw.perSecond),
        0,
      )}`,
    );
    if (all.every((s) => s.pace === undefined))
      console.log(
        `  seamless ÷ raw: ${all.map((s) => `${((s.seamless.perSecond / s.raw.perSecond) * 100).toFixed(0)}%`).join(", ")}`,
      );
    console.log(
      `  the most an HTTP wallet doing the ceiling's SQL could reach (the HTTP floor beside the ceiling): ${all
        .map((s) => floorShare(s).share)
        .map((share) => (share === null ? "?" : `${(share * 100).toFixed(0)}%`))
        .join(", ")}`,
    );
    for (const s of all) console.log(`  ${latencyTarget(s)}`);
  }
}

/** The vendor clients in a process of their own, once their sessions are open and the server is warm. */
function startVendorClients(task: VendorClientsTask) {
  return forkStretchClients(new URL("./support/vendor-clients.ts", import.meta.url), task);
}

// Seamless-wallet throughput on PostgreSQL: vendors' bets (a signed debit and a signed credit over
// real HTTP) from many concurrent vendor clients, beside the ledger's raw SQL ceiling of the same
// money movements, in the same run. The vendor clients run in a child process of their own
// (support/vendor-clients.ts), as real vendors do: the server's process only serves.
// Usage: DATABASE_URL=postgres://user@127.0.0.1:5432/db npx tsx bench/seamless.ts [seconds] [clients]
//          [--pace bets/s] [--quiet seconds]
// Without --pace, each vendor client bets again as soon as it is answered: the wallet's throughput.
// With it, the clients together bet at that pace, as players spinning at their own speed: the
// answer times a vendor sees at that load. The clients first warm the server up for 2 s, unmeasured;
// --quiet leaves that many seconds without a call before the measured stretch, as before a rush.
import { fork } from "node:child_process";
import { parseArgs } from "node:util";
import { checkLedger } from "@banca/server/modules/ledger/invariants.ts";
import { createLedgerService } from "@banca/server/modules/ledger/service.ts";
import { issueLaunchToken } from "@banca/server/modules/seamless/launch-token.ts";
import { vendorSecret } from "@banca/server/providers/vendors/seamless-client.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";
import { countingDatabase, type SqlCounts } from "./support/counting-database.ts";
import type { Drive } from "./support/drive.ts";
import { type ProcessProfile, processProfile } from "./support/process-profile.ts";
import { rawLedgerCeiling } from "./support/raw-ceiling.ts";
import type { VendorClientsResult, VendorClientsTask } from "./support/vendor-clients.ts";

const { positionals, values: options } = parseArgs({
  allowPositionals: true,
  options: { pace: { type: "string" }, quiet: { type: "string" } },
});
const seconds = Number(positionals[0] ?? 10);
const clients = Number(positionals[1] ?? 50);
const betsPerSecond = options.pace ? Number(options.pace) : undefined;
const quietSeconds = options.quiet ? Number(options.quiet) : undefined;
const VENDOR = "ORCL";
const db = await openBenchDatabase();
// The app's own statements are counted, to tell the round trips and time in SQL of each call.
const counting = countingDatabase(db);
const { app, base: baseUrl } = await startBenchServer(counting.db);
try {
  const [game] = await db.query<{ id: string }>(
    "SELECT id::text FROM games WHERE merchant_code = 'demo' AND vassalage = $1 AND is_game = 'GAME' LIMIT 1",
    [VENDOR],
  );
  const ledger = createLedgerService(db);
  const members: { memberId: number; launchToken: string }[] = [];
  for (let client = 0; client < clients; client++) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, password_hash, referral_code)
       VALUES ('demo', $1, '!', $1) RETURNING id::text`,
      [`bench-${client}`],
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
    const launchToken = await issueLaunchToken(db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId,
      gameId: Number(game!.id),
      language: "en",
    });
    members.push({ memberId, launchToken });
  }

  // The seamless API: signature, timestamp, idempotency claim, round, ledger movement, over HTTP,
  // called by vendor clients in another process.
  // The backends of this benchmark's database (the server's pool and the ceiling's share it).
  const backends = async () =>
    (
      await db.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
    ).map((row) => row.pid);
  const server = processProfile("seamless-server", backends);
  const {
    drive: seamless,
    server: serverProfile,
    clientsCpuSeconds,
  } = await runVendorClients(
    {
      baseUrl,
      vendor: VENDOR,
      secret: await vendorSecret(db, "demo", VENDOR),
      launchTokens: members.map((member) => member.launchToken),
      seconds,
      betsPerSecond,
      quietSeconds,
    },
    counting.counts,
    server,
  );
  const sql = { ...counting.counts };
  // Later statements (the ceiling's, the checks') do not go through the app's counted database.

  // The ceiling: the same ledger rows written by hand-tuned SQL, one statement per movement, no checks.
  const ceiling = processProfile("raw-ceiling", backends);
  await ceiling.start();
  const raw = await rawLedgerCeiling(
    db,
    members.map((member) => member.memberId),
    { seconds, clients },
  );
  const ceilingProfile = await ceiling.stop();

  await ledger.rollUpHotAccounts();
  const check = await checkLedger(db);
  const [rounds] = await db.query<{ count: string }>(
    "SELECT count(*)::text AS count FROM game_rounds WHERE state = 'settled'",
  );
  console.log(
    `${clients} concurrent vendor clients in another process, ${seconds} s each; one bet = a debit and a credit`,
  );
  if (betsPerSecond)
    console.log(`the vendor clients paced at ${betsPerSecond} bets/s together; the ceiling unpaced`);
  if (quietSeconds)
    console.log(`${quietSeconds} s without a call between the warm-up and the measured stretch`);
  const line = (name: string, r: Drive) =>
    `${name}: ${r.perSecond.toFixed(0)} bets/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`;
  console.log(line("raw SQL ceiling          ", raw));
  console.log(line("seamless wallet over HTTP", seamless));
  if (!betsPerSecond)
    console.log(`seamless / raw throughput: ${((seamless.perSecond / raw.perSecond) * 100).toFixed(0)}%`);
  const calls = seamless.perSecond * seconds * 2;
  console.log(
    `per call (debit or credit): ${(sql.roundTrips / calls).toFixed(1)} SQL round trips, ${(sql.milliseconds / calls).toFixed(1)} ms in SQL`,
  );
  for (const [name, statement] of [...sql.statements].sort((a, b) => b[1].milliseconds - a[1].milliseconds)) {
    console.log(
      `  ${(statement.count / calls).toFixed(2)} × ${(statement.milliseconds / statement.count).toFixed(1)} ms  ${name}`,
    );
  }
  // CPU per bet does not depend on how much of the machine others take: where the bets' time goes.
  const perBet = (cpuSeconds: number | null, r: Drive) =>
    cpuSeconds === null ? "?" : ((cpuSeconds * 1000) / (r.perSecond * seconds)).toFixed(2);
  console.log(
    `CPU ms per bet: seamless: server ${perBet(serverProfile.cpuSeconds, seamless)}, vendor clients ${perBet(clientsCpuSeconds, seamless)}, PostgreSQL ${perBet(serverProfile.postgresCpuSeconds, seamless)}; raw ceiling: bench ${perBet(ceilingProfile.cpuSeconds, raw)}, PostgreSQL ${perBet(ceilingProfile.postgresCpuSeconds, raw)}`,
  );
  console.log(
    `server process while serving: event loop busy ${(serverProfile.eventLoopBusy * 100).toFixed(0)}%, ${serverProfile.cpuCores.toFixed(2)} cores of CPU${serverProfile.profileFile ? `; CPU profile ${serverProfile.profileFile}` : ""}`,
  );
  console.log(
    `settled rounds: ${rounds!.count}; invariants after the run: ${check.ok ? "hold" : "BROKEN"} (${check.entries} entries)`,
  );
} finally {
  await app.close();
  await db.drop();
}

/**
 * Runs the vendor clients in a child process; the SQL counts and the server process's profile start
 * when they start driving and stop when they are done.
 */
function runVendorClients(
  task: VendorClientsTask,
  counts: SqlCounts,
  server: ReturnType<typeof processProfile>,
): Promise<{ drive: Drive; server: ProcessProfile; clientsCpuSeconds: number }> {
  // The parent's --cpu-prof (if any) is not the child's business: it profiles the server alone.
  const child = fork(new URL("./support/vendor-clients.ts", import.meta.url), {
    execArgv: process.execArgv.filter((arg) => !arg.startsWith("--cpu-prof")),
  });
  let finished = false;
  return new Promise((resolve, reject) => {
    child.on("message", (result: VendorClientsResult) => {
      if ("started" in result) {
        Object.assign(counts, { roundTrips: 0, milliseconds: 0, statements: new Map() });
        void server.start();
      } else if ("drive" in result) {
        finished = true;
        const { drive, cpuSeconds } = result;
        server
          .stop()
          .then((profile) => resolve({ drive, server: profile, clientsCpuSeconds: cpuSeconds }), reject);
      } else reject(new Error(result.error));
    });
    child.once("exit", (code) => {
      if (!finished) reject(new Error(`the vendor clients exited with code ${code}`));
    });
    child.send(task);
  });
}

import { availableParallelism } from "node:os";
import { type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { ARGON2_PARAMETERS, hashPassword } from "@banca/server/modules/members/password.ts";
import argon2 from "argon2";
import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";
import { countingDatabase } from "./support/counting-database.ts";
import { driveLatencies, summarize } from "./support/drive.ts";
import type { LoginClientsTask } from "./support/login-clients.ts";
import { joinProfiles, type ProcessProfile, processProfile } from "./support/process-profile.ts";
import { forkStretchClients } from "./support/stretch-clients.ts";

/**
 * Logins from the clients' process (support/login-clients.ts), as players log in from elsewhere:
 * their HTTP client would otherwise run on the server's event loop and count in its CPU and in every
 * login's time. The clients seal their logins before the clock starts, as each player's device
 * seals its own, then drive one stretch of logins each time they are asked.
 */
const startLoginClients = (task: LoginClientsTask) =>
  forkStretchClients(new URL("./support/login-clients.ts", import.meta.url), task);

// The raw verifies and the logins take turns in stretches of about this long, so that both see the
// same machine: a verify's own cost drifts by several milliseconds from one minute to the next here.
const STRETCH_SECONDS = 2;

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 8);
const db = await openBenchDatabase();
try {
  // The app's statements are counted, to tell the SQL round trips of one login.
  const counting = countingDatabase(db);
  const { app, base } = await startBenchServer(counting.db);

  // Registration and login are encrypted calls: each request is sealed as the site seals it.
  const key = ((await (await fetch(`${base}${ENDPOINTS.sessionKey.path}`)).json()) as { value: SessionKey })
    .value;
  const post = async (endpoint: { method: "PUT" | "POST"; path: string }, body: unknown) => {
    const sealed = await sealRequest(key, endpoint, body, Date.now());
    return fetch(`${base}${endpoint.path}`, {
      method: endpoint.method,
      headers: { "content-type": "application/json", ...sealed.headers },
      body: JSON.stringify(sealed.body),
    });
  };
  const password = "Bench2026";
  const users = Array.from({ length: concurrency }, (_, index) => `bench${index}user`);
  for (const username of users) {
    const response = await post(ENDPOINTS.register, {
      username,
      password,
      confirmPassword: password,
      paymentPassword: "123789",
      agreement: true,
    });
    if (!response.ok) throw new Error(`registration failed: ${await response.text()}`);
  }

  // CPU per verify and per login (this process, the server; and this database's
  // PostgreSQL backends), which a busy machine moves much less than it moves throughput.
  const backends = async () =>
    (
      await db.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
    ).map((row) => row.pid);
  const rawProfile = processProfile("raw-verify", backends);
  const loginProfile = processProfile("login", backends);

  const hash = await hashPassword(password);
  const clients = await startLoginClients({ base, users, password, seconds });
  Object.assign(counting.counts, { roundTrips: 0, milliseconds: 0, statements: new Map() });
  const stretches = Math.max(1, Math.round(seconds / STRETCH_SECONDS));
  const stretchSeconds = seconds / stretches;
  const rawLatencies: number[] = [];
  const loginLatencies: number[] = [];
  const rawProfiles: ProcessProfile[] = [];
  const loginProfiles: ProcessProfile[] = [];
  let clientsCpuSeconds = 0;
  // Each stretch lasts until its last call in flight has ended: rates are per second of that.
  let rawSeconds = 0;
  let loginSeconds = 0;
  const since = (start: number) => (performance.now() - start) / 1000;
  for (let stretch = 0; stretch < stretches; stretch++) {
    await rawProfile.start();
    const rawStart = performance.now();
    const verified = await driveLatencies({ seconds: stretchSeconds, clients: concurrency }, async () => {
      await argon2.verify(hash, password);
    });
    rawSeconds += since(rawStart);
    rawProfiles.push(await rawProfile.stop());
    await loginProfile.start();
    const loginStart = performance.now();
    const loggedIn = await clients.stretch(stretchSeconds, `logins-${stretch}`);
    loginSeconds += since(loginStart);
    loginProfiles.push(await loginProfile.stop());
    rawLatencies.push(...verified);
    loginLatencies.push(...loggedIn.latencies);
    clientsCpuSeconds += loggedIn.cpuSeconds;
  }
  clients.done();
  const raw = summarize(rawLatencies, rawSeconds);
  const logins = summarize(loginLatencies, loginSeconds);
  const sql = { ...counting.counts };
  await app.close();

  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
  console.log(
    `argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}; ${concurrency} clients, ${seconds} s each in ${stretches} turns`,
  );
  console.log(
    `raw argon2id verify : ${raw.perSecond.toFixed(1)}/s  p50 ${raw.p50.toFixed(1)} ms  p99 ${raw.p99.toFixed(1)} ms`,
  );
  console.log(
    `login over HTTP     : ${logins.perSecond.toFixed(1)}/s  p50 ${logins.p50.toFixed(1)} ms  p99 ${logins.p99.toFixed(1)} ms`,
  );
  const count = loginLatencies.length;
  console.log(
    `per login: ${(sql.roundTrips / count).toFixed(1)} SQL round trips, ${(sql.milliseconds / count).toFixed(1)} ms in SQL`,
  );
  for (const [name, statement] of [...sql.statements].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${(statement.count / count).toFixed(2)} × ${name}`);
  }
  const perCall = (cpuSeconds: number | null, calls: number) =>
    cpuSeconds === null ? "?" : ((cpuSeconds * 1000) / calls).toFixed(2);
  const verifies = rawLatencies.length;
  const rawTotal = joinProfiles(rawProfiles);
  const loginTotal = joinProfiles(loginProfiles);
  console.log(
    `CPU ms per raw verify: process ${perCall(rawTotal.cpuSeconds, verifies)}; per login: server ${perCall(loginTotal.cpuSeconds, count)} (its event loop ${perCall(loginTotal.mainThreadCpuSeconds, count)}), PostgreSQL ${perCall(loginTotal.postgresCpuSeconds, count)}, clients ${perCall(clientsCpuSeconds, count)}`,
  );
  // Cores idle while calls were in flight: work that waited for something other than a core.
  const idleCores = (profile: ProcessProfile, wallSeconds: number) => {
    const { machineIdleSeconds: idle, machineDiskWaitSeconds: diskWait } = profile;
    if (idle === null || diskWait === null) return "?";
    return `${(idle / wallSeconds).toFixed(2)} (waiting for the disk ${(diskWait / wallSeconds).toFixed(2)})`;
  };
  console.log(
    `cores idle on average, of ${availableParallelism()}: during the raw verifies ${idleCores(rawTotal, rawSeconds)}, during the logins ${idleCores(loginTotal, loginSeconds)}`,
  );
  console.log(`login / raw throughput: ${((logins.perSecond / raw.perSecond) * 100).toFixed(0)}%`);
} finally {
  await db.drop();
}

import { fork } from "node:child_process";
import { type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { ARGON2_PARAMETERS, hashPassword } from "@banca/server/modules/members/password.ts";
import argon2 from "argon2";
import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";
import { countingDatabase } from "./support/counting-database.ts";
import { type Drive, drive } from "./support/drive.ts";
import type { LoginClientsResult, LoginClientsTask } from "./support/login-clients.ts";
import { processProfile } from "./support/process-profile.ts";

/**
 * Logins from the clients' process (support/login-clients.ts), as players log in from elsewhere:
 * their HTTP client would otherwise run on the server's event loop and count in its CPU and in every
 * login's time. The clients seal their logins before the clock starts, as each player's device
 * seals its own.
 */
function loginClients(task: LoginClientsTask): Promise<{ drive: Drive; cpuSeconds: number }> {
  const child = fork(new URL("./support/login-clients.ts", import.meta.url), {
    execArgv: process.execArgv.filter((arg) => !arg.startsWith("--cpu-prof")),
  });
  return new Promise((resolve, reject) => {
    child.once("message", (result: LoginClientsResult) =>
      "drive" in result ? resolve(result) : reject(new Error(result.error)),
    );
    child.once("exit", (code) => reject(new Error(`the login clients exited with code ${code}`)));
    child.send(task);
  });
}

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
  await rawProfile.start();
  const raw = await drive({ seconds, clients: concurrency }, async () => {
    await argon2.verify(hash, password);
  });
  const rawCpu = await rawProfile.stop();
  Object.assign(counting.counts, { roundTrips: 0, milliseconds: 0, statements: new Map() });
  await loginProfile.start();
  const { drive: logins, cpuSeconds: clientsCpuSeconds } = await loginClients({
    base,
    users,
    password,
    seconds,
  });
  const loginCpu = await loginProfile.stop();
  const sql = { ...counting.counts };
  await app.close();

  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
  console.log(
    `argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}; ${concurrency} clients, ${seconds} s each`,
  );
  console.log(
    `raw argon2id verify : ${raw.perSecond.toFixed(1)}/s  p50 ${raw.p50.toFixed(1)} ms  p99 ${raw.p99.toFixed(1)} ms`,
  );
  console.log(
    `login over HTTP     : ${logins.perSecond.toFixed(1)}/s  p50 ${logins.p50.toFixed(1)} ms  p99 ${logins.p99.toFixed(1)} ms`,
  );
  const count = logins.perSecond * seconds;
  console.log(
    `per login: ${(sql.roundTrips / count).toFixed(1)} SQL round trips, ${(sql.milliseconds / count).toFixed(1)} ms in SQL`,
  );
  for (const [name, statement] of [...sql.statements].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${(statement.count / count).toFixed(2)} × ${name}`);
  }
  const perCall = (cpuSeconds: number | null, calls: number) =>
    cpuSeconds === null ? "?" : ((cpuSeconds * 1000) / calls).toFixed(2);
  const verifies = raw.perSecond * seconds;
  console.log(
    `CPU ms per raw verify: process ${perCall(rawCpu.cpuSeconds, verifies)}; per login: server ${perCall(loginCpu.cpuSeconds, count)} (its event loop ${perCall(loginCpu.mainThreadCpuSeconds, count)}), PostgreSQL ${perCall(loginCpu.postgresCpuSeconds, count)}, clients ${perCall(clientsCpuSeconds, count)}`,
  );
  console.log(`login / raw throughput: ${((logins.perSecond / raw.perSecond) * 100).toFixed(0)}%`);
} finally {
  await db.drop();
}

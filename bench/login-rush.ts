import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { type EncryptedRequest, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { openEncryptedRequest } from "@banca/server/http/encryption/decrypt-request.ts";
import { createEncryptionKeyStore } from "@banca/server/http/encryption/key-store.ts";
import { hashPassword, verifyPassword } from "@banca/server/modules/members/password.ts";
import { openBenchDatabase } from "./support/bench-database.ts";

/**
 * What a rush of logins costs everything else the server does. The argon2id verifies run on libuv's
 * thread pool, where Node also opens files and compresses; this times, while a number of verifies
 * are in flight through the server's own `verifyPassword`, how long opening a sealed request,
 * compressing a lobby answer and reading a file take, one at a time, 20 ms apart. Also the CPU of
 * opening one sealed request.
 *
 *   DATABASE_URL=… npx tsx bench/login-rush.ts [verifies in flight] [sealed requests]
 */
const verifiesInFlight = Number(process.argv[2] ?? 8);
const requests = Number(process.argv[3] ?? 2000);
const SAMPLES = 60;

const db = await openBenchDatabase();
try {
  const store = createEncryptionKeyStore(db);
  const key = await store.currentKey();
  const endpoint = ENDPOINTS.login;
  const sealed: EncryptedRequest[] = [];
  for (let index = 0; index < requests; index++) {
    const body = { username: `player${index}`, password: "Bench2026", type: "username" };
    sealed.push(await sealRequest(key, endpoint, body, Date.now()));
  }
  const open = (index: number) =>
    openEncryptedRequest(store, endpoint, sealed[index]!.headers.Encryption, sealed[index]!.body);
  // Opening reads nothing from the request's nonce, so a request may be opened again; the first
  // open reads the server key and keeps it.
  await open(0);

  const cpuStart = process.cpuUsage();
  for (let index = 0; index < requests; index++) await open(index);
  const cpu = process.cpuUsage(cpuStart);
  console.log(`CPU per opened request: ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} ms`);

  const lobbyAnswer = Buffer.from(
    JSON.stringify(Array.from({ length: 600 }, (_, id) => ({ id, name: `Game ${id}`, vendor: "demo" }))),
  );
  const tasks: Record<string, (index: number) => Promise<unknown>> = {
    "open a sealed request": open,
    [`gzip a ${Math.round(lobbyAnswer.length / 1024)} KB lobby answer`]: () => promisify(gzip)(lobbyAnswer),
    "read a file": () => readFile(new URL(import.meta.url)),
  };

  const hash = await hashPassword("Bench2026");
  let rushing = true;
  let verified = 0;
  const rush = Array.from({ length: verifiesInFlight }, async () => {
    while (rushing) {
      await verifyPassword(hash, "Bench2026");
      verified++;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rushStart = performance.now();
  const verifiedAtStart = verified;
  for (const [name, task] of Object.entries(tasks)) {
    const times: number[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      const start = performance.now();
      await task(index);
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.floor((times.length - 1) * share)]!.toFixed(2);
    console.log(`${name} during ${verifiesInFlight} verifies: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  }
  const perSecond = (verified - verifiedAtStart) / ((performance.now() - rushStart) / 1000);
  rushing = false;
  await Promise.all(rush);
  console.log(`verifies meanwhile: ${perSecond.toFixed(1)} per s`);
} finally {
  await db.drop();
}

import { type EncryptedRequest, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { openEncryptedRequest } from "@banca/server/http/encryption/decrypt-request.ts";
import { createEncryptionKeyStore } from "@banca/server/http/encryption/key-store.ts";
import { hashPassword, verifyPassword } from "@banca/server/modules/members/password.ts";
import { openBenchDatabase } from "./support/bench-database.ts";

/**
 * What opening an encrypted call's body costs the server: CPU per opened request, and how long one
 * takes while a rush of logins keeps argon2id verifies running (the work that shares the thread
 * pool, and the two cores, with it).
 *
 *   DATABASE_URL=… npx tsx bench/encrypted-open.ts [requests] [verifies in flight]
 */
const requests = Number(process.argv[2] ?? 2000);
const verifiesInFlight = Number(process.argv[3] ?? 8);
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
  await open(0); // the server key, read and kept

  const cpuStart = process.cpuUsage();
  for (let index = 0; index < requests; index++) await open(index);
  const cpu = process.cpuUsage(cpuStart);
  console.log(`CPU per opened request: ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} ms`);

  // One request at a time, 20 ms apart, while the verifies keep the pool busy.
  const hash = await hashPassword("Bench2026");
  let rushing = true;
  const rush = Array.from({ length: verifiesInFlight }, async () => {
    while (rushing) await verifyPassword(hash, "Bench2026");
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const times: number[] = [];
  for (let index = 0; index < Math.min(100, requests); index++) {
    const start = performance.now();
    await open(index);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  rushing = false;
  await Promise.all(rush);
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(2);
  console.log(
    `opening one request during ${verifiesInFlight} verifies in flight: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${times.length} requests)`,
  );
} finally {
  await db.drop();
}

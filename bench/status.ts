// `GET /wps/system/status` (the call every page load makes first) against a bare Fastify server that
// answers the same JSON from a constant, with autocannon at 50 connections, in alternating slices so
// both see the same load. The ratio is what the server's own work per call costs (merchant, region,
// envelope, headers, serialization) on top of HTTP itself.
// Usage: DATABASE_URL=postgres://user@127.0.0.1:5432/db npx tsx bench/status.ts [seconds] [connections]
import { fork } from "node:child_process";
import { ENDPOINTS } from "@banca/contract/endpoints";
import Fastify from "fastify";
import type { LoadResult, LoadTask } from "./support/autocannon-run.ts";

type Load = Exclude<LoadResult, { error: string }>;

import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
// The site's language header; compression is measured apart (a browser accepts it, a bare answer has none).
const headers = { language: "en" };
const compressed = { ...headers, "accept-encoding": "gzip, deflate, br" };
const db = await openBenchDatabase();
const { app, base } = await startBenchServer(db);
const bare = Fastify();
try {
  const path = ENDPOINTS.systemStatus.path;
  const response = await fetch(`${base}${path}`, { headers });
  const answer = (await response.json()) as { success: boolean };
  if (!answer.success) throw new Error(`system status failed: ${JSON.stringify(answer)}`);
  // The same answer, serialized on each request as Fastify does for a route without a schema.
  bare.get(path, async () => answer);
  const bareBase = await bare.listen({ port: 0, host: "127.0.0.1" });

  const run = (url: string, slice: number, sent: Record<string, string> = headers) =>
    new Promise<Load>((resolve, reject) => {
      const child = fork(new URL("./support/autocannon-run.ts", import.meta.url));
      child.once("message", (result: LoadResult) =>
        "error" in result ? reject(new Error(result.error)) : resolve(result),
      );
      child.once("exit", (code) => reject(new Error(`autocannon's process exited with code ${code}`)));
      child.send({ url, connections, seconds: slice, headers: sent } satisfies LoadTask);
    });
  // Warm both up (JIT, caches), then alternate: bare, app, bare, app.
  await run(`${bareBase}${path}`, 2);
  await run(`${base}${path}`, 2);
  const totals: { bare: Load[]; app: Load[]; compressed: Load[] } = { bare: [], app: [], compressed: [] };
  for (let slice = 0; slice < 2; slice++) {
    totals.bare.push(await run(`${bareBase}${path}`, seconds / 2));
    totals.app.push(await run(`${base}${path}`, seconds / 2));
    totals.compressed.push(await run(`${base}${path}`, seconds / 2, compressed));
  }
  const sum = (results: Load[]) => ({
    perSecond: results.reduce((total, r) => total + r.requestsPerSecond, 0) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    failed: results.reduce((total, r) => total + r.non2xx + r.errors, 0),
  });
  const bareSum = sum(totals.bare);
  const appSum = sum(totals.app);
  const size = Buffer.byteLength(JSON.stringify(answer));
  console.log(
    `GET ${path}, ${connections} connections (autocannon), ${seconds} s each in alternating slices; answer ${size} bytes of JSON`,
  );
  const line = (name: string, r: typeof bareSum) =>
    `${name}: ${r.perSecond.toFixed(0)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.failed ? `  ${r.failed} failed` : ""}`;
  console.log(line("bare Fastify, same JSON", bareSum));
  console.log(line("Banca server          ", appSum));
  console.log(line("Banca server, brotli  ", sum(totals.compressed)));
  console.log(`server / bare: ${((appSum.perSecond / bareSum.perSecond) * 100).toFixed(0)}%`);
} finally {
  await bare.close();
  await app.close();
  await db.drop();
}

import { fork } from "node:child_process";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { openBenchDatabase } from "./support/bench-database.ts";
import { startBenchServer } from "./support/bench-server.ts";
import type { LobbyClientsResult, LobbyClientsTask } from "./support/lobby-clients.ts";

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 8);
const db = await openBenchDatabase();
try {
  const { app, base } = await startBenchServer(db);
  const [{ games } = { games: 0 }] = await db.query<{ games: number }>(
    "SELECT count(*)::int AS games FROM games",
  );
  // As autovacuum would after the seed: statistics, and the visibility map index-only counts need.
  await db.exec("VACUUM ANALYZE games");

  const list = (query: Record<string, string>) =>
    `${ENDPOINTS.gameList.path}?${new URLSearchParams({ clientType: "3", platform: "flash,html5-desktop", ...query })}`;
  const searches = ["dragon", "gold", "fortune", "mega", "lucky", "queen", "rush", "nile"];
  const classifies = ["video", "megaways", "classic", "jackpot"];
  const vendors = ["NOVA", "AURA", "PIXL", "KOI"];
  // Parts of real names (4 to 6 letters at varying offsets), a different one each round: searches
  // the lobby's cache has not seen, so they measure the trigram index itself.
  const names = (
    await db.query<{ name: string }>(
      "SELECT names->>'en' AS name FROM games WHERE game_type = 'RNG' ORDER BY id",
    )
  ).map((row) => row.name.toLowerCase());
  const partOf = (round: number) => {
    const name = names[(round * 7919) % names.length]!;
    const length = 4 + (round % 3);
    const start = (round * 31) % Math.max(1, name.length - length);
    return name.slice(start, start + length).trim() || "gold";
  };
  const scenarios: Record<string, (round: number) => string> = {
    "RNG, All tab, page 1": () => list({ gameType: "RNG", pageNo: "1" }),
    "RNG, All tab, pages 1-60": (round) => list({ gameType: "RNG", pageNo: String((round % 60) + 1) }),
    "vendor tab": (round) => list({ gameType: "RNG", vassalage: vendors[round % 4]! }),
    "vendor + classify": (round) =>
      list({ gameType: "RNG", vassalage: vendors[round % 4]!, gameClassify: classifies[(round >> 2) % 4]! }),
    "name search": (round) => list({ gameType: "RNG", gameName: searches[round % searches.length]! }),
    "name search, a new part each": (round) => list({ gameType: "RNG", gameName: partOf(round) }),
    "popular (hot) 20": () => `${ENDPOINTS.hotGames.path}?isPlatform=2`,
    // The same server's cheapest call, in the same run: what any call costs on this machine now.
    "ceiling: system status": () => ENDPOINTS.systemStatus.path,
  };
  // Each scenario's calls written out for the clients' process (a function cannot cross to it).
  const ROUNDS = 4000;
  const pathsOf = (path: (round: number) => string) =>
    Array.from({ length: ROUNDS }, (_, round) => path(round));
  const lobby = Object.entries(scenarios).filter(([name]) => !name.startsWith("ceiling"));
  const mixed = Array.from({ length: ROUNDS }, (_, round) => lobby[round % lobby.length]![1](round));
  const runs: [string, string[]][] = [
    ...Object.entries(scenarios).map(([name, path]): [string, string[]] => [name, pathsOf(path)]),
    ["mixed", mixed],
  ];

  const clients = fork(new URL("./support/lobby-clients.ts", import.meta.url));
  const drive = (paths: string[], seconds: number) =>
    new Promise<Exclude<LobbyClientsResult, { error: string }>>((resolve, reject) => {
      clients.once("message", (result: LobbyClientsResult) => {
        if ("error" in result) reject(new Error(result.error));
        else if (result.non2xx + result.errors > 0)
          reject(new Error(`${result.non2xx} answers not 2xx, ${result.errors} errors`));
        else resolve(result);
      });
      clients.send({
        base,
        paths,
        connections: concurrency,
        seconds,
        headers: { Language: "en" },
      } satisfies LobbyClientsTask);
    });

  console.log(
    `${games} games; ${concurrency} connections (autocannon, a process of its own), ${seconds} s per scenario, PostgreSQL (${db.kind})`,
  );
  // Two seconds of every shape first, not reported: the server's first calls compile its code.
  await drive(mixed, 2);
  for (const [name, paths] of runs) {
    const result = await drive(paths, seconds);
    console.log(
      `${name.padEnd(30)}: ${result.perSecond.toFixed(0).padStart(5)}/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
    );
  }
  clients.disconnect();
  await app.close();
} finally {
  await db.drop();
}

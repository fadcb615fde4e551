// The players' side of bench/lobby.ts, in a process of its own as players are: autocannon drives
// the lobby calls it is given (each connection takes them in turn) and the figures go back over
// IPC. A fetch loop could not tell the server's time apart: in this machine's runs it topped out at
// 1,200–1,600 calls a second even for the cheapest call, so every percentile was the client's.
import autocannon from "autocannon";

export type LobbyClientsTask = {
  base: string;
  /** Paths with their queries, in order. */
  paths: string[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
};
export type LobbyClientsResult =
  | { perSecond: number; p50: number; p99: number; non2xx: number; errors: number }
  | { error: string };

process.on("message", async (task: LobbyClientsTask) => {
  try {
    const result = await autocannon({
      url: task.base,
      connections: task.connections,
      duration: task.seconds,
      headers: task.headers,
      requests: task.paths.map((path) => ({ method: "GET" as const, path })),
    });
    process.send!({
      perSecond: result.requests.total / task.seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    } satisfies LobbyClientsResult);
  } catch (error) {
    process.send!({ error: String((error as Error).stack ?? error) } satisfies LobbyClientsResult);
  }
});

// The load side of bench/status.ts, in a process of its own so that it takes no time from the
// servers' event loop: runs autocannon against one URL and sends back its figures over IPC.
import autocannon from "autocannon";

export type LoadTask = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
};
export type LoadResult =
  | { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number }
  | { error: string };

process.once("message", async (task: LoadTask) => {
  try {
    const result = await autocannon({
      url: task.url,
      connections: task.connections,
      duration: task.seconds,
      ...(task.headers ? { headers: task.headers } : {}),
    });
    process.send!({
      requestsPerSecond: result.requests.total / task.seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    } satisfies LoadResult);
  } catch (error) {
    process.send!({ error: String((error as Error).stack ?? error) } satisfies LoadResult);
  }
  process.disconnect();
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export type Drive = { perSecond: number; p50: number; p95: number; p99: number };

/**
 * Runs `work` from `clients` concurrent loops for `seconds`; throughput and latency percentiles in
 * milliseconds. `round` counts each client's own calls.
 */
export async function drive(
  options: { seconds: number; clients: number },
  work: (client: number, round: number) => Promise<void>,
): Promise<Drive> {
  return summarize(await driveLatencies(options, work), options.seconds);
}

/** `drive`'s runs without the summary: each call's time in milliseconds, to join stretches. */
export async function driveLatencies(
  options: { seconds: number; clients: number },
  work: (client: number, round: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let round = 0; performance.now() < end; round++) {
        const start = performance.now();
        await work(client, round);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

/** Throughput and percentiles of calls that took `latencies` over `seconds` in all. */
export function summarize(latencies: number[], seconds: number): Drive {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

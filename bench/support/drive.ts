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

/**
 * `drive` at a set pace: each of `clients` loops starts a call every `clients / perSecond` seconds
 * (the loops offset from each other), whether or not the previous one took long. A call's time runs
 * from when it was due, so one that had to wait for its client's previous call counts that wait, as
 * the player whose spin it was would see it.
 */
export async function drivePaced(
  options: { seconds: number; clients: number; perSecond: number },
  work: (client: number, round: number) => Promise<void>,
): Promise<Drive> {
  const latencies: number[] = [];
  const interval = (options.clients / options.perSecond) * 1000;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      const first = start + (interval * client) / options.clients;
      // Calls still due when the time is up are not started: past capacity, the backlog would grow.
      for (let round = 0; first + round * interval < end && performance.now() < end; round++) {
        const due = first + round * interval;
        const early = due - performance.now();
        if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
        await work(client, round);
        latencies.push(performance.now() - due);
      }
    }),
  );
  return summarize(latencies, options.seconds);
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

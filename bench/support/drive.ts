import { setTimeout as sleep } from "node:timers/promises";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export type Drive = { perSecond: number; p50: number; p95: number; p99: number };

/**
 * How `clients` concurrent loops call for `seconds`. Without `perSecond`, each loop calls again as
 * soon as it is answered. With it, the loops together start that many calls a second, each loop one
 * every `clients / perSecond` seconds (the loops offset from each other) however long the previous
 * took, and a call's time runs from when it was due: a call that waited for its loop's previous one
 * counts that wait, as the player whose spin it was would see it.
 */
export type DriveOptions = { seconds: number; clients: number; perSecond?: number };

/**
 * Runs `work` from `clients` concurrent loops for `seconds`; throughput and latency percentiles in
 * milliseconds. `round` counts each client's own calls.
 */
export async function drive(
  options: DriveOptions,
  work: (client: number, round: number) => Promise<void>,
): Promise<Drive> {
  return summarize(await driveLatencies(options, work), options.seconds);
}

/** `drive`'s runs without the summary: each call's time in milliseconds, to join stretches. */
export async function driveLatencies(
  options: DriveOptions,
  work: (client: number, round: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const interval = options.perSecond ? (options.clients / options.perSecond) * 1000 : 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      // Calls due once the time is up are not started: past capacity, a paced backlog would grow.
      for (let round = 0; performance.now() < end; round++) {
        let due = performance.now();
        if (interval) {
          due = start + interval * (round + client / options.clients);
          if (due >= end) break;
          if (due > performance.now()) await sleep(due - performance.now());
        }
        await work(client, round);
        latencies.push(performance.now() - due);
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

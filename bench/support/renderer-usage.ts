import { readdirSync, readFileSync } from "node:fs";
import { readStatFields, TICKS_PER_SECOND } from "./proc-stat.ts";

/** CPU and fresh memory of a browser's renderer processes over a stretch (a page's load). */
export type RendererUsage = { userSeconds: number; kernelSeconds: number; pageFaults: number };

type Counters = { faults: number; user: number; kernel: number };

const SAMPLE_EVERY_MS = 100;

const statFields = (pid: number) => readStatFields(`/proc/${pid}/stat`);

/** minflt, utime and stime: the 10th, 14th and 15th fields of the line. */
function counters(pid: number): Counters | undefined {
  const fields = statFields(pid);
  return fields && { faults: Number(fields[7]), user: Number(fields[11]), kernel: Number(fields[12]) };
}

/**
 * The renderer processes below a browser (Chromium starts them through its zygote). Each process
 * is looked at once: its parent and its command line do not change.
 */
function rendererFinder(browserPid: number) {
  const parents = new Map<number, number>();
  const renderers = new Set<number>();
  const below = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) {
      if (at === browserPid) return true;
    }
    return false;
  };
  return () => {
    let names: string[] = [];
    try {
      names = readdirSync("/proc");
    } catch {
      // not Linux: nothing to report
    }
    for (const name of names) {
      const pid = Number(name);
      if (!Number.isInteger(pid) || parents.has(pid)) continue;
      const fields = statFields(pid);
      if (!fields) continue;
      parents.set(pid, Number(fields[1]));
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer") && below(pid)) {
          renderers.add(pid);
        }
      } catch {
        // gone between the listing and the read
      }
    }
    return renderers;
  };
}

/**
 * Samples the renderers every 100 ms from `start` to `stop`, so that one started and ended inside
 * the stretch (a tab Lighthouse opens and closes) still counts, up to its last 100 ms. Linux only:
 * elsewhere it reports nothing.
 */
export function rendererUsage(browserPid: number) {
  const renderers = rendererFinder(browserPid);
  const first = new Map<number, Counters>();
  const last = new Map<number, Counters>();
  let timer: NodeJS.Timeout | undefined;
  const sample = (isStart: boolean) => {
    for (const pid of renderers()) {
      const values = counters(pid);
      if (!values) continue;
      // A renderer already running at the start counts from its values then; a new one from zero.
      if (!first.has(pid)) first.set(pid, isStart ? values : { faults: 0, user: 0, kernel: 0 });
      last.set(pid, values);
    }
  };
  return {
    start() {
      first.clear();
      last.clear();
      sample(true);
      timer = setInterval(() => sample(false), SAMPLE_EVERY_MS);
    },
    stop(): RendererUsage | undefined {
      clearInterval(timer);
      sample(false);
      if (last.size === 0) return undefined;
      const usage = { userSeconds: 0, kernelSeconds: 0, pageFaults: 0 };
      for (const [pid, end] of last) {
        const begin = first.get(pid)!;
        usage.userSeconds += (end.user - begin.user) / TICKS_PER_SECOND;
        usage.kernelSeconds += (end.kernel - begin.kernel) / TICKS_PER_SECOND;
        usage.pageFaults += end.faults - begin.faults;
      }
      return usage;
    },
  };
}

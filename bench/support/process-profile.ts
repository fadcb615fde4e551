import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { cpuSecondsOf, fieldsAfterName, readStatFields, TICKS_PER_SECOND } from "./proc-stat.ts";

export type ProcessProfile = {
  /** Share of the wall time this process's event loop was busy (1 = it never waited for work). */
  eventLoopBusy: number;
  /** CPU time of this process (user + system) per wall second, in cores. */
  cpuCores: number;
  /** The stretch's length. */
  wallSeconds: number;
  /** CPU seconds of this process, and of PostgreSQL's processes (null without /proc), in the stretch. */
  cpuSeconds: number;
  postgresCpuSeconds: number | null;
  /** CPU seconds of this process's main thread (its event loop; null without /proc), in the stretch. */
  mainThreadCpuSeconds: number | null;
  /**
   * Seconds the main thread was ready to run but waited for a core (the scheduler's run-queue delay;
   * null without /proc/<pid>/schedstat), in the stretch.
   */
  mainThreadWaitSeconds: number | null;
  /**
   * CPU seconds of the machine's cores that nothing used in the stretch, and of those, the seconds
   * a process waited for the disk then (null without /proc).
   */
  machineIdleSeconds: number | null;
  machineDiskWaitSeconds: number | null;
  /** Where the CPU profile was written, when one was asked for. */
  profileFile: string | null;
};

/**
 * Measures this process (the server's, in a benchmark) between `start` and `stop`: how busy its
 * event loop was, how much CPU it used, and, with BENCH_PROFILE=<folder>, a V8 CPU profile of that
 * stretch only (open it in Chrome's DevTools or summarise it), so set-up and other phases stay out.
 */
export function processProfile(
  name: string,
  /** The PostgreSQL backends serving the benchmark (their pids), so other users' work is left out. */
  backends?: () => Promise<number[]>,
) {
  const folder = process.env.BENCH_PROFILE;
  let session: Session | null = null;
  let loopStart = performance.eventLoopUtilization();
  let cpuStart = process.cpuUsage();
  let wallStart = performance.now();
  let postgresStart = new Map<number, number>();
  let mainThreadStart: number | null = null;
  let waitStart: number | null = null;
  let machineStart: IdleCpu | null = null;
  return {
    async start() {
      if (folder) {
        session = new Session();
        session.connect();
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 200 });
        await session.post("Profiler.start");
      }
      postgresStart = postgresCpuByPid();
      mainThreadStart = mainThreadCpu();
      waitStart = mainThreadWait();
      machineStart = machineIdleCpu();
      loopStart = performance.eventLoopUtilization();
      cpuStart = process.cpuUsage();
      wallStart = performance.now();
    },
    async stop(): Promise<ProcessProfile> {
      const loop = performance.eventLoopUtilization(loopStart);
      const cpu = process.cpuUsage(cpuStart);
      const wall = performance.now() - wallStart;
      const postgresEnd = postgresCpuByPid();
      const mainThreadEnd = mainThreadCpu();
      const waitEnd = mainThreadWait();
      const machineEnd = machineIdleCpu();
      let postgresCpuSeconds: number | null = null;
      if (backends && postgresEnd.size > 0) {
        postgresCpuSeconds = 0;
        // A backend that started during the stretch counts from zero.
        for (const pid of await backends())
          postgresCpuSeconds += (postgresEnd.get(pid) ?? 0) - (postgresStart.get(pid) ?? 0);
      }
      let profileFile: string | null = null;
      if (session && folder) {
        const { profile } = await session.post("Profiler.stop");
        profileFile = path.join(folder, `${name}-${Date.now()}.cpuprofile`);
        await mkdir(folder, { recursive: true });
        await writeFile(profileFile, JSON.stringify(profile));
        session.disconnect();
      }
      return {
        eventLoopBusy: loop.utilization,
        cpuCores: (cpu.user + cpu.system) / 1000 / wall,
        wallSeconds: wall / 1000,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        postgresCpuSeconds,
        mainThreadCpuSeconds:
          mainThreadStart === null || mainThreadEnd === null ? null : mainThreadEnd - mainThreadStart,
        mainThreadWaitSeconds: waitStart === null || waitEnd === null ? null : waitEnd - waitStart,
        machineIdleSeconds: machineStart && machineEnd ? machineEnd.idle - machineStart.idle : null,
        machineDiskWaitSeconds:
          machineStart && machineEnd ? machineEnd.diskWait - machineStart.diskWait : null,
        profileFile,
      };
    },
  };
}

/**
 * Several stretches' profiles of one process as one: seconds add up, shares are of the stretches'
 * wall time together. A figure unknown (null) in any stretch is unknown in all.
 */
export function joinProfiles(profiles: readonly ProcessProfile[]): ProcessProfile {
  const sum = (figure: (profile: ProcessProfile) => number | null): number | null => {
    let total = 0;
    for (const profile of profiles) {
      const value = figure(profile);
      if (value === null) return null;
      total += value;
    }
    return total;
  };
  const wallSeconds = sum((profile) => profile.wallSeconds) ?? 0;
  const cpuSeconds = sum((profile) => profile.cpuSeconds) ?? 0;
  const busySeconds = sum((profile) => profile.eventLoopBusy * profile.wallSeconds) ?? 0;
  return {
    eventLoopBusy: wallSeconds > 0 ? busySeconds / wallSeconds : 0,
    cpuCores: wallSeconds > 0 ? cpuSeconds / wallSeconds : 0,
    wallSeconds,
    cpuSeconds,
    postgresCpuSeconds: sum((profile) => profile.postgresCpuSeconds),
    mainThreadCpuSeconds: sum((profile) => profile.mainThreadCpuSeconds),
    mainThreadWaitSeconds: sum((profile) => profile.mainThreadWaitSeconds),
    machineIdleSeconds: sum((profile) => profile.machineIdleSeconds),
    machineDiskWaitSeconds: sum((profile) => profile.machineDiskWaitSeconds),
    profileFile: profiles.flatMap((profile) => profile.profileFile ?? []).join(", ") || null,
  };
}

/** CPU seconds this process's main thread has used so far (its task's stat), or null without /proc. */
function mainThreadCpu(): number | null {
  const fields = readStatFields(`/proc/self/task/${process.pid}/stat`);
  return fields ? cpuSecondsOf(fields) : null;
}

/** Seconds this process's main thread has waited on the run queue so far, or null without schedstat. */
function mainThreadWait(): number | null {
  try {
    // time on a core (ns), time waiting for one (ns), time slices
    const fields = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8").split(" ");
    return Number(fields[1]) / 1e9;
  } catch {
    return null;
  }
}

type IdleCpu = { idle: number; diskWait: number };

/**
 * CPU seconds the machine's cores have been idle so far, all cores together, and of those the
 * seconds a process waited for the disk (/proc/stat's idle and iowait); null without /proc.
 */
function machineIdleCpu(): IdleCpu | null {
  try {
    // cpu user nice system idle iowait ...
    const fields = readFileSync("/proc/stat", "utf8").trimStart().split(/\s+/, 6);
    const diskWait = Number(fields[5]) / TICKS_PER_SECOND;
    return { idle: Number(fields[4]) / TICKS_PER_SECOND + diskWait, diskWait };
  } catch {
    return null;
  }
}

/**
 * CPU seconds each PostgreSQL process has used so far, by pid, from /proc (read at once, so the
 * reading takes no time of its own under load); empty where there is no /proc.
 */
export function postgresCpuByPid(): Map<number, number> {
  const cpu = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return cpu;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue;
    }
    // pid (comm) state ppid ...
    const close = stat.lastIndexOf(")");
    if (close < 0 || !stat.slice(0, close).includes("(postgres")) continue;
    cpu.set(Number(pid), cpuSecondsOf(fieldsAfterName(stat)));
  }
  return cpu;
}

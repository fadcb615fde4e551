// Clients that drive a benchmark's calls from a process of their own, as players and vendors call
// from elsewhere (their HTTP client would otherwise run on the server's event loop and count in its
// CPU and in every call's time), one stretch at a time when the benchmark asks, so the benchmark can
// let its raw ceiling take turns with them. The parent forks the module with `forkStretchClients`;
// the module answers with `serveStretches`. They talk over IPC only.
import { fork } from "node:child_process";

/** `name` names the stretch's calls: each stretch's must differ from every other's on the database. */
type StretchMessage = { stretch: { seconds: number; name: string } } | { done: true };
/** `ready` once the clients are set up; `cpuSeconds`: the clients' own CPU while they drove a stretch. */
type StretchResult = { ready: true } | { latencies: number[]; cpuSeconds: number } | { error: string };

export type StretchClients = {
  /** Drives one stretch: each call's time in milliseconds, and the clients' CPU seconds meanwhile. */
  stretch(seconds: number, name: string): Promise<{ latencies: number[]; cpuSeconds: number }>;
  done(): void;
};

/** Forks `module` with `task` and waits until its clients are ready to drive. */
export async function forkStretchClients<Task>(module: URL, task: Task): Promise<StretchClients> {
  // The parent's --cpu-prof (if any) is not the child's business: it profiles the server alone.
  const child = fork(module, { execArgv: process.execArgv.filter((arg) => !arg.startsWith("--cpu-prof")) });
  const answer = () =>
    new Promise<StretchResult>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`the clients of ${module.pathname} exited with code ${code}`));
      child.once("exit", exited);
      child.once("message", (result: StretchResult) => {
        child.off("exit", exited);
        if ("error" in result) reject(new Error(result.error));
        else resolve(result);
      });
    });
  const ready = answer();
  child.send(task as object);
  await ready;
  return {
    async stretch(seconds, name) {
      const driven = answer();
      child.send({ stretch: { seconds, name } } satisfies StretchMessage);
      const result = await driven;
      if (!("latencies" in result)) throw new Error("the clients answered out of turn");
      return result;
    },
    done() {
      // Clients that failed may have gone already.
      if (child.connected) child.send({ done: true } satisfies StretchMessage);
    },
  };
}

/**
 * The forked module's side: `prepare` sets the clients up from the parent's task and gives the
 * function that drives one stretch; every stretch the parent asks for is then driven and answered.
 */
export function serveStretches<Task>(
  prepare: (task: Task) => Promise<(seconds: number, name: string) => Promise<number[]>>,
): void {
  const send = (result: StretchResult) => process.send!(result);
  process.once("message", async (task: Task) => {
    try {
      const drive = await prepare(task);
      process.on("message", async (message: StretchMessage) => {
        if ("done" in message) {
          process.disconnect();
          return;
        }
        try {
          const cpuStart = process.cpuUsage();
          const latencies = await drive(message.stretch.seconds, message.stretch.name);
          const cpu = process.cpuUsage(cpuStart);
          send({ latencies, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
        } catch (error) {
          send({ error: String((error as Error).stack ?? error) });
        }
      });
      send({ ready: true });
    } catch (error) {
      send({ error: String((error as Error).stack ?? error) });
      process.disconnect();
    }
  });
}

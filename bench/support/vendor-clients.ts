// The vendors' side of bench/seamless.ts, in a process of its own as real vendors are: it exchanges
// the launch tokens for sessions, then drives signed debits and credits over HTTP and sends back
// the figures. Started by bench/seamless.ts with `fork`; it talks to its parent over IPC only.

import { setTimeout as sleep } from "node:timers/promises";
import { createSeamlessClient } from "@banca/server/providers/vendors/seamless-client.ts";
import { type Drive, drive } from "./drive.ts";

export type VendorClientsTask = {
  baseUrl: string;
  vendor: string;
  secret: string;
  launchTokens: string[];
  seconds: number;
  /** Bets a second from all the clients together; without it each client bets again as soon as it is answered. */
  betsPerSecond?: number;
  /** Seconds without a call between the warm-up and the measured stretch, as a quiet spell before a rush. */
  quietSeconds?: number;
  /** Names this stretch's rounds, so several stretches can bet on one database. */
  stretch: string;
};
/** `started` comes once the sessions are open, just before the clients start driving. */
/** `cpuSeconds`: the clients' own CPU (user + system) while they drove. */
export type VendorClientsResult =
  | { started: true }
  | { drive: Drive; cpuSeconds: number }
  | { error: string };

const WARM_UP_SECONDS = 2;

process.once("message", async (task: VendorClientsTask) => {
  try {
    const vendor = createSeamlessClient({ baseUrl: task.baseUrl, vendor: task.vendor, secret: task.secret });
    const sessions: string[] = [];
    for (const launchToken of task.launchTokens)
      sessions.push((await vendor.session(launchToken)).sessionToken);
    const bets = (stretch: string) => async (client: number, round: number) => {
      const sessionToken = sessions[client]!;
      const roundId = `${stretch}-${client}-${round}`;
      await vendor.debit({ sessionToken, transactionId: `${roundId}-bet`, roundId, amount: "1.00" });
      await vendor.credit({ sessionToken, transactionId: `${roundId}-win`, roundId, amount: "0.50" });
    };
    const run = (seconds: number, stretch: string) =>
      drive({ seconds, clients: sessions.length, perSecond: task.betsPerSecond }, bets(stretch));
    // Unmeasured first: a server that has just started compiles its code and prepares its statements
    // on each pooled connection with its first calls, once in its life.
    await run(WARM_UP_SECONDS, `${task.stretch}-warm-up`);
    if (task.quietSeconds) await sleep(task.quietSeconds * 1000);
    process.send!({ started: true } satisfies VendorClientsResult);
    const cpuStart = process.cpuUsage();
    const result = await run(task.seconds, task.stretch);
    const cpu = process.cpuUsage(cpuStart);
    process.send!({ drive: result, cpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies VendorClientsResult);
  } catch (error) {
    process.send!({ error: String((error as Error).stack ?? error) } satisfies VendorClientsResult);
  }
  process.disconnect();
});

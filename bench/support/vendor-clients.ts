// The vendors' side of bench/seamless.ts, in a process of its own as real vendors are: it exchanges
// the launch tokens for sessions and warms the server up, then drives signed debits and credits over
// HTTP for each stretch bench/seamless.ts asks for (support/stretch-clients.ts).

import { setTimeout as sleep } from "node:timers/promises";
import { createSeamlessClient } from "@banca/server/providers/vendors/seamless-client.ts";
import { driveLatencies } from "./drive.ts";
import { serveStretches } from "./stretch-clients.ts";

export type VendorClientsTask = {
  baseUrl: string;
  vendor: string;
  secret: string;
  launchTokens: string[];
  /** Bets a second from all the clients together; without it each client bets again as soon as it is answered. */
  betsPerSecond?: number;
  /** Seconds without a call between the warm-up and the first stretch, as a quiet spell before a rush. */
  quietSeconds?: number;
  /** Names the warm-up's rounds, so several turns can bet on one database. */
  stretch: string;
};

const WARM_UP_SECONDS = 2;

serveStretches(async (task: VendorClientsTask) => {
  const vendor = createSeamlessClient({ baseUrl: task.baseUrl, vendor: task.vendor, secret: task.secret });
  const sessions: string[] = [];
  for (const launchToken of task.launchTokens)
    sessions.push((await vendor.session(launchToken)).sessionToken);
  const run = (seconds: number, stretch: string) =>
    driveLatencies(
      { seconds, clients: sessions.length, perSecond: task.betsPerSecond },
      async (client, round) => {
        const sessionToken = sessions[client]!;
        const roundId = `${stretch}-${client}-${round}`;
        await vendor.debit({ sessionToken, transactionId: `${roundId}-bet`, roundId, amount: "1.00" });
        await vendor.credit({ sessionToken, transactionId: `${roundId}-win`, roundId, amount: "0.50" });
      },
    );
  // Unmeasured first: a server that has just started compiles its code and prepares its statements
  // on each pooled connection with its first calls, once in its life.
  await run(WARM_UP_SECONDS, `${task.stretch}-warm-up`);
  if (task.quietSeconds) await sleep(task.quietSeconds * 1000);
  return run;
});

// The vendors' side of bench/seamless.ts, in a process of its own as real vendors are: it exchanges
// the launch tokens for sessions, then drives signed debits and credits over HTTP and sends back
// the figures. Started by bench/seamless.ts with `fork`; it talks to its parent over IPC only.
import { createSeamlessClient } from "@banca/server/providers/vendors/seamless-client.ts";
import { type Drive, drive } from "./drive.ts";

export type VendorClientsTask = {
  baseUrl: string;
  vendor: string;
  secret: string;
  launchTokens: string[];
  seconds: number;
};
/** `started` comes once the sessions are open, just before the clients start driving. */
/** `cpuSeconds`: the clients' own CPU (user + system) while they drove. */
export type VendorClientsResult =
  | { started: true }
  | { drive: Drive; cpuSeconds: number }
  | { error: string };

process.once("message", async (task: VendorClientsTask) => {
  try {
    const vendor = createSeamlessClient({ baseUrl: task.baseUrl, vendor: task.vendor, secret: task.secret });
    const sessions: string[] = [];
    for (const launchToken of task.launchTokens)
      sessions.push((await vendor.session(launchToken)).sessionToken);
    process.send!({ started: true } satisfies VendorClientsResult);
    const cpuStart = process.cpuUsage();
    const result = await drive({ seconds: task.seconds, clients: sessions.length }, async (client, round) => {
      const sessionToken = sessions[client]!;
      const roundId = `r-${client}-${round}`;
      await vendor.debit({ sessionToken, transactionId: `${roundId}-bet`, roundId, amount: "1.00" });
      await vendor.credit({ sessionToken, transactionId: `${roundId}-win`, roundId, amount: "0.50" });
    });
    const cpu = process.cpuUsage(cpuStart);
    process.send!({ drive: result, cpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies VendorClientsResult);
  } catch (error) {
    process.send!({ error: String((error as Error).stack ?? error) } satisfies VendorClientsResult);
  }
  process.disconnect();
});

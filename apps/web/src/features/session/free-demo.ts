import type { freeplayLoginCall } from "@banca/contract/calls/session";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { callApi } from "#app/lib/api-client.ts";

/**
 * Free demo play (FREEPLAY3): a new trial account with its session, then the usual login steps.
 * The login steps load with the first use: most visitors never take a demo.
 */
export async function startFreeDemo(): Promise<void> {
  const value = await callApi<typeof freeplayLoginCall>(ENDPOINTS.freeplayLogin);
  const { completeLogin } = await import("./complete-login.ts");
  await completeLogin(value, { method: "freeplay" });
}

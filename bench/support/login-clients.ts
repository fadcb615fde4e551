// The players' side of bench/login.ts, in a process of its own as players are: it seals each login
// as the site does (the calls are encrypted) and drives them over HTTP, so that the sealing and the
// HTTP client take no time from the server's event loop. Started by bench/login.ts with `fork`.
import { type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { type Drive, drive } from "./drive.ts";

export type LoginClientsTask = { base: string; users: string[]; password: string; seconds: number };
/** `cpuSeconds`: the clients' own CPU (user + system) while they drove. */
export type LoginClientsResult = { drive: Drive; cpuSeconds: number } | { error: string };

process.once("message", async (task: LoginClientsTask) => {
  try {
    const key = (
      (await (await fetch(`${task.base}${ENDPOINTS.sessionKey.path}`)).json()) as { value: SessionKey }
    ).value;
    const cpuStart = process.cpuUsage();
    const result = await drive({ seconds: task.seconds, clients: task.users.length }, async (client) => {
      const sealed = await sealRequest(
        key,
        ENDPOINTS.login,
        { username: task.users[client], password: task.password, type: "username" },
        Date.now(),
      );
      const response = await fetch(`${task.base}${ENDPOINTS.login.path}`, {
        method: ENDPOINTS.login.method,
        headers: { "content-type": "application/json", ...sealed.headers },
        body: JSON.stringify(sealed.body),
      });
      const body = (await response.json()) as { success: boolean; errorCode: string; message: string };
      if (!body.success)
        throw new Error(`login failed during the benchmark: ${body.errorCode} ${body.message}`);
    });
    const cpu = process.cpuUsage(cpuStart);
    process.send!({ drive: result, cpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies LoginClientsResult);
  } catch (error) {
    process.send!({ error: String((error as Error).stack ?? error) } satisfies LoginClientsResult);
  }
  process.disconnect();
});

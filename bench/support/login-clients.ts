// The players' side of bench/login.ts, in a process of its own as players are. Each player's device
// seals its own login (the calls are encrypted), so the clients seal every login they will send
// before the clock starts, and in the timed stretch only send them over kept-alive connections:
// sealing on these same two cores would take CPU from the server that a player's phone spends.
// Started by bench/login.ts with `fork`.
import { ENCRYPTION_MAX_SKEW_MS, type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { postJson } from "@banca/server/providers/vendors/post-json.ts";
import { type Drive, drive } from "./drive.ts";

export type LoginClientsTask = { base: string; users: string[]; password: string; seconds: number };
/** `cpuSeconds`: the clients' own CPU (user + system) while they drove. */
export type LoginClientsResult = { drive: Drive; cpuSeconds: number } | { error: string };

/** More logins a second than a verify-bound server on a few cores can answer, so the timed stretch never runs out. */
const MOST_LOGINS_PER_SECOND = 200;

type SealedLogin = { headers: Record<string, string>; body: string };

process.once("message", async (task: LoginClientsTask) => {
  try {
    // A sealed login is fresh for ENCRYPTION_MAX_SKEW_MS; sealing takes a few seconds before the clock starts.
    if (task.seconds * 1000 > ENCRYPTION_MAX_SKEW_MS / 2)
      throw new Error(
        `logins sealed ahead stay fresh ${ENCRYPTION_MAX_SKEW_MS / 1000} s: drive at most ${ENCRYPTION_MAX_SKEW_MS / 2000} s`,
      );
    const key = (
      (await (await fetch(`${task.base}${ENDPOINTS.sessionKey.path}`)).json()) as { value: SessionKey }
    ).value;
    const perClient = Math.ceil((MOST_LOGINS_PER_SECOND * task.seconds) / task.users.length);
    const sealed: SealedLogin[][] = [];
    for (const username of task.users) {
      const logins: SealedLogin[] = [];
      for (let index = 0; index < perClient; index++) {
        const login = await sealRequest(
          key,
          ENDPOINTS.login,
          { username, password: task.password, type: "username" },
          Date.now(),
        );
        logins.push({ headers: login.headers, body: JSON.stringify(login.body) });
      }
      sealed.push(logins);
    }
    const url = `${task.base}${ENDPOINTS.login.path}`;
    const cpuStart = process.cpuUsage();
    const result = await drive(
      { seconds: task.seconds, clients: task.users.length },
      async (client, round) => {
        const login = sealed[client]![round];
        if (!login) throw new Error(`client ${client} sent all ${perClient} logins it sealed`);
        const answer = await postJson(url, login.headers, login.body);
        const body = JSON.parse(answer.body) as { success: boolean; errorCode: string; message: string };
        if (!body.success)
          throw new Error(`login failed during the benchmark: ${body.errorCode} ${body.message}`);
      },
    );
    const cpu = process.cpuUsage(cpuStart);
    process.send!({ drive: result, cpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies LoginClientsResult);
  } catch (error) {
    process.send!({ error: String((error as Error).stack ?? error) } satisfies LoginClientsResult);
  }
  process.disconnect();
});

// The players' side of bench/login.ts, in a process of its own as players are. Each player's device
// seals its own login (the calls are encrypted), so the clients seal every login they will send
// before the clock starts, and in the timed stretches only send them over kept-alive connections:
// sealing on these same two cores would take CPU from the server that a player's phone spends.
// bench/login.ts forks it and asks for each stretch (support/stretch-clients.ts).
import { ENCRYPTION_MAX_SKEW_MS, type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { postJson } from "@banca/server/providers/vendors/post-json.ts";
import { driveLatencies } from "./drive.ts";
import { serveStretches } from "./stretch-clients.ts";

/** `seconds`: all the stretches together. */
export type LoginClientsTask = { base: string; users: string[]; password: string; seconds: number };

/** More logins a second than a verify-bound server on a few cores can answer, so the stretches never run out. */
const MOST_LOGINS_PER_SECOND = 200;

type SealedLogin = { headers: Record<string, string>; body: string };

async function sealLogins(task: LoginClientsTask): Promise<SealedLogin[][]> {
  // A sealed login is fresh for ENCRYPTION_MAX_SKEW_MS; sealing takes a few seconds before the clock
  // starts, and the raw verifies' stretches come between the logins' ones.
  if (task.seconds * 2 * 1000 > ENCRYPTION_MAX_SKEW_MS / 2) {
    throw new Error(
      `logins sealed ahead stay fresh ${ENCRYPTION_MAX_SKEW_MS / 1000} s: drive at most ${ENCRYPTION_MAX_SKEW_MS / 4000} s`,
    );
  }
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
  return sealed;
}

serveStretches(async (task: LoginClientsTask) => {
  const sealed = await sealLogins(task);
  // Each client goes on where its last stretch stopped: a sealed login is accepted once.
  const sent = sealed.map(() => 0);
  const url = `${task.base}${ENDPOINTS.login.path}`;
  return (seconds) =>
    driveLatencies({ seconds, clients: task.users.length }, async (client) => {
      const login = sealed[client]![sent[client]!++];
      if (!login) throw new Error(`client ${client} sent all the logins it sealed`);
      const answer = await postJson(url, login.headers, login.body);
      const body = JSON.parse(answer.body) as { success: boolean; errorCode: string; message: string };
      if (!body.success)
        throw new Error(`login failed during the benchmark: ${body.errorCode} ${body.message}`);
    });
});

// What the cluster bench drives through HAProxy while it kills and restarts instances: players
// (deposits and dice bets), vendors (seamless debits and credits, retried as vendors retry), an agent
// (team reports) and a chat between a player on one instance and customer service on another. Each
// keeps the balance it was told, so the end can compare it with the ledger's.
import { setTimeout as sleep } from "node:timers/promises";
import { agentTeamOverviewCall } from "@banca/contract/calls/agent-reports";
import { chatSendCall } from "@banca/contract/calls/chat";
import { createDepositCall } from "@banca/contract/calls/deposit";
import { CHAT_SOCKET_PATH } from "@banca/contract/chat";
import type { Database } from "@banca/server/db/database.ts";
import { createLedgerService } from "@banca/server/modules/ledger/service.ts";
import { issueLaunchToken } from "@banca/server/modules/seamless/launch-token.ts";
import {
  createSeamlessClient,
  SeamlessCallError,
  vendorSecret,
} from "@banca/server/providers/vendors/seamless-client.ts";
import { WebSocket } from "ws";
import { type Account, deposit, login, money, register } from "./abuse-account.ts";
import { CallRefused, createClient, type Operator } from "./abuse-client.ts";
import { noPlay, ORDINARY, openDice } from "./abuse-dice.ts";

/** Every request the load sent, and those that got no answer (or a server fault) in the end. */
export type Tally = { requests: number; lost: number; refusals: Map<string, number>; examples: string[] };
export const newTally = (): Tally => ({ requests: 0, lost: 0, refusals: new Map(), examples: [] });

/** How one request ended: answered with a value, refused in the envelope (an answer too), or lost. */
export type Outcome<T> = { value: T } | { refused: string } | null;

/**
 * Sends one request: a refusal in the envelope is an answer (counted by its code); no answer, the
 * balancer's own error page, or a server fault (5xx) is a lost request, answered as null.
 */
export async function counted<T>(tally: Tally, what: string, send: () => Promise<T>): Promise<Outcome<T>> {
  tally.requests += 1;
  try {
    return { value: await send() };
  } catch (error) {
    if (error instanceof CallRefused && error.status < 500) {
      const key = `${what}: ${error.errorCode}`;
      tally.refusals.set(key, (tally.refusals.get(key) ?? 0) + 1);
      return { refused: error.errorCode };
    }
    tally.lost += 1;
    if (tally.examples.length < 10)
      tally.examples.push(`${what}: ${String((error as Error).message ?? error)}`);
    return null;
  }
}

/**
 * What the workers share. Each prepares (registers, deposits, opens its game) and then calls
 * `ready`, which resolves once every worker is ready: the crash and the restarts come only in the
 * measured stretch that follows.
 */
export type LoadContext = {
  base: string;
  operator: Operator;
  over: () => boolean;
  ready: () => Promise<void>;
  tally: Tally;
};

/**
 * The money a member's own play moved (deposits, bets, wins), as the answers told it, and whether
 * every movement behind it was answered. The platform's own credits (rebates) are not in it.
 */
export type Expected = {
  who: string;
  member: { id: number } | { username: string };
  cents: number;
  certain: boolean;
  /**
   * Rolls answered "this bet will be settled automatically" (the wallet did not answer in time):
   * their outcome is the recovery sweep's to pay, found by their reference once it has.
   */
  settledLater: string[];
};

const STAKE = 10;
const CLIENT_TRIES = 20;

/** A request that got no answer at all (no envelope): what a client may send again when it is safe. */
const unanswered = (error: unknown) => !(error instanceof CallRefused);

/** Sends again, after a pause, a request whose answer never came; the request must be safe to repeat. */
async function untilAnswered<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!unanswered(error) || attempt >= CLIENT_TRIES) throw error;
      await sleep(500);
    }
  }
}

/**
 * A bank transfer the player reports and the operator approves, each sent again until answered:
 * the report carries its requestId (the server finds the first), and an approval sent twice finds
 * the deposit decided.
 */
async function depositOnce(account: Account, operator: Operator, cents: number) {
  const requestId = crypto.randomUUID();
  const body = {
    requestId,
    channelId: "bank-transfer",
    amount: money(cents),
    bankCode: "CHASE",
    depositorName: "Cluster Bench",
  };
  const { record } = await untilAnswered(() =>
    account.client.call<{ record: { orderNo: string } }>(createDepositCall, { body }),
  );
  await untilAnswered(() =>
    operator("POST", "/admin/api/deposits/approve", { orderNo: record.orderNo }).catch((error: unknown) => {
      // The approval sent again after its answer was lost finds the deposit already approved.
      if (error instanceof CallRefused && error.errorCode === "deposit.state") return null;
      throw error;
    }),
  );
}
const DEPOSIT = 2_000;

/** A player who registers, deposits, then bets on the dice and deposits again now and then. */
export async function runPlayer(ctx: LoadContext, index: number): Promise<Expected> {
  const client = createClient({ base: ctx.base, address: `10.77.${index}.1`, cookies: new Map() });
  const account = await register(client, {}, "cl");
  await deposit(account, ctx.operator, 10_000);
  const expected: Expected = {
    who: account.username,
    member: { username: account.username },
    cents: 10_000,
    certain: true,
    settledLater: [],
  };
  const dice = await openDice(account);
  const play = noPlay();
  await ctx.ready();
  for (let round = 1; !ctx.over(); round++) {
    const reference = `${account.username}-${round}`;
    const roll = await counted(ctx.tally, "dice roll", () => dice.roll(STAKE, ORDINARY, play, reference));
    if (roll === null) expected.certain = false;
    else if ("value" in roll) expected.cents += roll.value - STAKE;
    else if (roll.refused === "function.not.available") expected.settledLater.push(reference);
    if (round % 25 === 0) {
      // Two requests: the player's transfer, then the operator's approval.
      ctx.tally.requests += 1;
      const paid = await counted(ctx.tally, "deposit", () => depositOnce(account, ctx.operator, DEPOSIT));
      if (paid === null) expected.certain = false;
      else if ("value" in paid) expected.cents += DEPOSIT;
    }
  }
  return expected;
}

const VENDOR = "ORCL";
const VENDOR_TRIES = 6;

/** Funded members of the demo vendor with their launch tokens, made directly in the database. */
export async function vendorPlayers(db: Database, count: number) {
  const [game] = await db.query<{ id: string }>(
    "SELECT id::text FROM games WHERE merchant_code = 'demo' AND vassalage = $1 AND is_game = 'GAME' LIMIT 1",
    [VENDOR],
  );
  if (!game) throw new Error(`the demo merchant has no ${VENDOR} game`);
  const ledger = createLedgerService(db);
  const players: { memberId: number; launchToken: string; funded: number }[] = [];
  for (let index = 0; index < count; index++) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, password_hash, referral_code)
       VALUES ('demo', $1, '!', $1) RETURNING id::text`,
      [`clv${Date.now().toString(36)}${index}`],
    );
    const memberId = Number(row!.id);
    const funded = 1_000_000;
    await ledger.post({
      merchantCode: "demo",
      currency: "USD",
      kind: "deposit",
      idempotencyKey: `cluster-fund-${memberId}`,
      postings: [
        { account: { memberId, kind: "main" }, amount: BigInt(funded) },
        { account: { house: "payment_clearing" }, amount: BigInt(-funded) },
      ],
    });
    const launchToken = await issueLaunchToken(db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId,
      gameId: Number(game.id),
      language: "en",
    });
    players.push({ memberId, launchToken, funded });
  }
  return { players, secret: await vendorSecret(db, "demo", VENDOR) };
}

/** A vendor's game server: a debit and a credit per round, each retried with its own id until answered. */
export async function runVendor(
  ctx: LoadContext,
  secret: string,
  player: { memberId: number; launchToken: string; funded: number },
  index: number,
): Promise<Expected> {
  const vendor = createSeamlessClient({ baseUrl: ctx.base, vendor: VENDOR, secret });
  const session = await vendor.session(player.launchToken);
  await ctx.ready();
  const expected: Expected = {
    who: `vendor member ${player.memberId}`,
    member: { id: player.memberId },
    cents: player.funded,
    certain: true,
    settledLater: [],
  };
  // A vendor retries a call that got no answer with the same transaction id: the wallet answers it once.
  const retried = (what: string, call: () => Promise<unknown>) =>
    counted(ctx.tally, what, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await call();
        } catch (error) {
          const fault = !(error instanceof SeamlessCallError) || error.status >= 500;
          if (!fault || attempt >= VENDOR_TRIES) throw error;
          await sleep(200 * attempt);
        }
      }
    });
  for (let round = 0; !ctx.over(); round++) {
    const roundId = `cl${index}-${round}`;
    const sessionToken = session.sessionToken;
    const debited = await retried("seamless debit", () =>
      vendor.debit({ sessionToken, transactionId: `${roundId}-bet`, roundId, amount: "1.00" }),
    );
    if (debited === null) {
      expected.certain = false;
      continue;
    }
    if ("refused" in debited) continue;
    expected.cents -= 100;
    const credited = await retried("seamless credit", () =>
      vendor.credit({ sessionToken, transactionId: `${roundId}-win`, roundId, amount: "0.50" }),
    );
    if (credited === null) expected.certain = false;
    else if ("value" in credited) expected.cents += 50;
  }
  return expected;
}

/** The demo agent reading its team overview again and again (the replica's work when there is one). */
export async function runAgent(ctx: LoadContext): Promise<number> {
  const client = createClient({ base: ctx.base, address: "10.78.0.1", cookies: new Map() });
  await login(client, "demoagent", "Agent2026");
  await ctx.ready();
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  let answered = 0;
  while (!ctx.over()) {
    const report = await counted(ctx.tally, "agent report", () =>
      client.call(agentTeamOverviewCall, { query: { fromDate: monthAgo, toDate: today } }),
    );
    if (report && "value" in report) answered += 1;
    await sleep(100);
  }
  return answered;
}

/** Half a second apart: three minutes outlast an instance's restart on a busy machine. */
const DESK_TRIES = 360;

export type ChatResult = { sent: number; delivered: number };

/**
 * A player's chat open on one instance (its socket straight to it), customer service answering from
 * another (the operator key, straight to that one). Each answer the desk acknowledged must reach the
 * player's chat, pushed or, after a reconnect, read back from what it missed; each message the player
 * sent must be in the desk's history.
 */
export async function runChat(
  ctx: LoadContext,
  playerInstance: string,
  deskInstance: string,
  operatorKey: string,
): Promise<ChatResult> {
  const client = createClient({ base: ctx.base, address: "10.79.0.1", cookies: new Map() });
  await register(client, {}, "cc");
  const token = client.token!;
  const seen = new Set<number>();
  let lastId = 0;
  let open = true;

  // The site's socket: hello with the token and the last id it has, reconnecting whenever it closes.
  const socketLoop = (async () => {
    while (open) {
      await new Promise<void>((resolve) => {
        const socket = new WebSocket(`${playerInstance.replace("http", "ws")}${CHAT_SOCKET_PATH}`);
        socket.on("open", () =>
          socket.send(JSON.stringify({ type: "hello", token, merchant: "demo", afterId: lastId })),
        );
        socket.on("message", (data) => {
          const event = JSON.parse(data.toString()) as {
            type: string;
            message?: { id: number; from: string };
          };
          if (event.type === "message" && event.message?.from === "operator") {
            seen.add(event.message.id);
            lastId = Math.max(lastId, event.message.id);
          }
        });
        socket.on("error", () => {});
        socket.on("close", () => resolve());
        const stop = setInterval(() => {
          if (!open) {
            clearInterval(stop);
            socket.close();
          }
        }, 200);
        socket.once("close", () => clearInterval(stop));
      });
      if (open) await sleep(300);
    }
  })();

  // The desk's own tool talks to one instance: while it restarts, the tool retries with the same
  // clientRef (the server sends a retried answer once), as the back office does after a network error.
  const desk = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${deskInstance}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${operatorKey}`,
            Merchant: "demo",
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (attempt >= DESK_TRIES) throw error;
        await sleep(500);
        continue;
      }
      const envelope = (await response.json()) as {
        success: boolean;
        value: T;
        errorCode: string;
        message: string;
      };
      if (!envelope.success) throw new CallRefused(envelope.errorCode, envelope.message, response.status);
      return envelope.value;
    }
  };

  const first = await client.call<{ conversation: { id: number } }>(chatSendCall, {
    body: { text: "Hello, is anyone there?", clientRef: `hello-${Date.now()}` },
  });
  const conversationId = first.conversation.id;
  await desk("POST", "/admin/api/chat/conversations/take", { conversationId });
  await ctx.ready();
  const answered = new Set<number>();
  const asked = new Set<number>();
  for (let turn = 0; !ctx.over(); turn++) {
    const mine = await counted(ctx.tally, "chat send", () =>
      client.call<{ message: { id: number } }>(chatSendCall, {
        body: { text: `Question ${turn}`, clientRef: `question-${conversationId}-${turn}` },
      }),
    );
    if (mine && "value" in mine) asked.add(mine.value.message.id);
    const answer = await counted(ctx.tally, "chat answer", () =>
      desk<{ id: number }>("POST", "/admin/api/chat/conversations/answer", {
        conversationId,
        text: `Answer ${turn}`,
        clientRef: `answer-${turn}-${conversationId}`,
      }),
    );
    if (answer && "value" in answer) answered.add(answer.value.id);
    // Within the chat's own limit on a member's messages (20 a minute by default).
    await sleep(3200);
  }
  // What was acknowledged has a few seconds to arrive, as the site would wait.
  for (let wait = 0; wait < 50 && [...answered].some((id) => !seen.has(id)); wait++) await sleep(200);
  open = false;
  await socketLoop;
  const history = await desk<{ messages: { id: number; from: string }[] }>(
    "GET",
    `/admin/api/chat/conversations/history?conversationId=${conversationId}`,
  );
  const inDesk = new Set(
    history.messages.filter((message) => message.from === "member").map((message) => message.id),
  );
  return {
    sent: answered.size + asked.size,
    delivered:
      [...answered].filter((id) => seen.has(id)).length + [...asked].filter((id) => inDesk.has(id)).length,
  };
}

import { Agent, errors, request } from "undici";

// The seamless wallet is called for every spin, by the in-house games on this same server as much as
// by vendors, so the POST it rides on should cost next to nothing. `fetch` spends about five times the
// CPU of `node:http` on such a small call (its streams and the WHATWG objects around each one), and
// undici's own `request`, under that same `fetch`, less than `node:http` on both ends of the
// connection (decision 123). Connections are kept alive, with a deadline as a vendor's client has.

const DEADLINE_MS = 10_000;
const agent = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: DEADLINE_MS } });

/** What undici throws when a connection, an answer's start or its rest does not come in time. */
const timedOut = (error: unknown) =>
  error instanceof errors.ConnectTimeoutError ||
  error instanceof errors.HeadersTimeoutError ||
  error instanceof errors.BodyTimeoutError;

export type PostAnswer = { status: number; body: string };
export type PostJson = typeof postJson;

/** POSTs `body` to `url` and reads the whole answer as text; rejects on a network failure or after `timeoutMs`. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DEADLINE_MS,
): Promise<PostAnswer> {
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:")
    throw new Error(`cannot POST to ${target.protocol} addresses`);
  try {
    const answer = await request(target, {
      method: "POST",
      dispatcher: agent,
      headers: { ...headers, "content-type": "application/json" },
      body,
      // No answer begun, or an answer that stops coming, for this long: the deadline (a connection's
      // own is the agent's, the default deadline).
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return { status: answer.statusCode, body: await answer.body.text() };
  } catch (error) {
    if (timedOut(error)) throw new Error(`no answer from ${target.host} in ${timeoutMs} ms`);
    throw error;
  }
}

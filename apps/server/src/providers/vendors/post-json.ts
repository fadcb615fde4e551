import http from "node:http";
import https from "node:https";

// The seamless wallet is called for every spin, by the in-house games on this same server as much as
// by vendors, so the POST it rides on should cost next to nothing. `fetch` spends about five times the
// CPU of `node:http` on such a small call (its streams and the WHATWG objects around each one); this
// is `node:http` on kept-alive connections, with a deadline as a vendor's client has.

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

export type PostAnswer = { status: number; body: string };
export type PostJson = typeof postJson;

/** POSTs `body` to `url` and reads the whole answer as text; rejects on a network failure or after `timeoutMs`. */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = 10_000,
): Promise<PostAnswer> {
  const target = new URL(url);
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new Error(`cannot POST to ${target.protocol} addresses`));
  const transport = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: "POST",
        agent,
        timeout: timeoutMs,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () =>
      request.destroy(new Error(`no answer from ${target.host} in ${timeoutMs} ms`)),
    );
    request.on("error", reject);
    request.end(body);
  });
}

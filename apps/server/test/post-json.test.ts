import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "#app/providers/vendors/post-json.ts";
import { createSeamlessClient, SeamlessCallError } from "#app/providers/vendors/seamless-client.ts";

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => resolve(text));
  });

describe("the seamless client's POST", () => {
  let server: Server;
  let base: string;
  const seen: { headers: IncomingMessage["headers"]; body: string; socket: unknown }[] = [];

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await readBody(request);
      seen.push({ headers: request.headers, body, socket: request.socket });
      if (request.url === "/silent") return; // never answers
      if (request.url === "/seamless/v1/debit") {
        response.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>");
        return;
      }
      response.writeHead(201, { "content-type": "application/json" }).end(`{"echo":${body}}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("sends the JSON with its headers and length, and reads the whole answer on kept-alive connections", async () => {
    seen.length = 0;
    const body = JSON.stringify({ amount: "1.00", note: "ünïcode" });
    const answers = [];
    for (let call = 0; call < 4; call++)
      answers.push(await postJson(`${base}/echo`, { "x-vendor": "ORCL" }, body));
    for (const answer of answers) expect(answer).toEqual({ status: 201, body: `{"echo":${body}}` });
    expect(seen[0]!.headers).toMatchObject({
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      "x-vendor": "ORCL",
    });
    expect(seen[0]!.body).toBe(body);
    // A call may go out before the last one's connection is free again, so two calls in a row can
    // use two connections; kept alive, four calls open no more than that.
    expect(new Set(seen.map((call) => call.socket)).size).toBeLessThanOrEqual(2);
  });

  it("gives up on a server that does not answer by its deadline", async () => {
    await expect(postJson(`${base}/silent`, {}, "{}", 150)).rejects.toThrow(/no answer .* in 150 ms/);
  });

  it("refuses an address it cannot POST to", async () => {
    await expect(postJson("ftp://127.0.0.1/x", {}, "{}")).rejects.toThrow(/cannot POST to ftp:/);
  });

  it("turns an answer that is not the wallet's JSON into a refusal with the HTTP status", async () => {
    const client = createSeamlessClient({ baseUrl: base, vendor: "ORCL", secret: "s" });
    const refusal = await client
      .debit({ sessionToken: "t", transactionId: "x", roundId: "r", amount: "1.00" })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SeamlessCallError);
    expect(refusal).toMatchObject({ code: "INTERNAL_ERROR", status: 502 });
  });
});

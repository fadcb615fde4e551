import { assertFresh, assertSigned } from "@banca/server/modules/seamless/signature.ts";
import { SEAMLESS_PREFIX } from "@banca/server/providers/vendors/seamless-client.ts";
import Fastify from "fastify";

/**
 * The floor under any seamless wallet served over HTTP on these cores: a Fastify server that does
 * only what no wallet can skip (read the vendor's call, check its timestamp and signature, parse its
 * JSON, answer in the vendors' envelope) and nothing a wallet adds (no session, no database, no
 * hooks). The vendor clients drive it as they drive the wallet, so its CPU per bet beside the raw
 * ceiling's tells how close to the ceiling an HTTP wallet can come here at all.
 */
export async function startHttpFloor(secret: string) {
  const app = Fastify();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const balance = { balance: "1000.00", currency: "USD" };
  const transaction = (body: Record<string, unknown>) => ({
    ...balance,
    transactionId: body.transactionId,
    replayed: false,
  });
  const answers = {
    session: (body: Record<string, unknown>) => ({
      ...balance,
      sessionToken: `floor-${String(body.launchToken)}`,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      memberId: 1,
      username: "floor",
      gameId: 1,
      gameCode: "floor",
      gameType: "SLOT",
      language: "en",
    }),
    debit: transaction,
    credit: transaction,
  };
  for (const [operation, answer] of Object.entries(answers)) {
    app.post(`${SEAMLESS_PREFIX}/${operation}`, async (request) => {
      const timestamp = header(request.headers["x-timestamp"]);
      assertFresh(timestamp);
      const rawBody = request.body as string;
      assertSigned(secret, timestamp!, rawBody, header(request.headers["x-signature"]));
      return { status: "OK", ...answer(JSON.parse(rawBody) as Record<string, unknown>) };
    });
  }
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return { base, close: () => app.close() };
}

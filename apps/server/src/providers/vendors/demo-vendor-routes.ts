import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { createValidBetRules } from "#app/modules/merchants/valid-bet-rules.ts";
import { sourcePath } from "#app/server-dir.ts";
import { DEMO_VASSALAGE, DEMO_VENDOR_PATH } from "./demo-vendor.ts";
import { demoGameOf } from "./demo-vendor-catalogue.ts";
import { acceptsChoice, demoSetup, playDemoRound, UnknownSelection } from "./demo-vendor-games/index.ts";
import { demoValidBet } from "./demo-vendor-games/valid-bet.ts";
import {
  createSeamlessClient,
  findVendorSecret,
  SeamlessCallError,
  type SeamlessClient,
} from "./seamless-client.ts";

const ASSETS = sourcePath("providers", "vendors", "demo-vendor-assets");
const asset = (name: string) => readFileSync(path.join(ASSETS, name), "utf8");
/** The page's scripts and styles, served by name (nothing else in the folder is reachable). */
const FILES: Record<string, string> = {
  "demo-vendor.js": "text/javascript",
  "demo-vendor-text.js": "text/javascript",
  "demo-vendor-draw.js": "text/javascript",
  "demo-vendor-tables.js": "text/javascript",
  "demo-vendor-arcade.js": "text/javascript",
  "demo-vendor.css": "text/css",
  "demo-vendor-games.css": "text/css",
};

/** The largest stake the tables take, in minor units: a high-roller PVP room's top chip fits. */
const MAX_STAKE_MINOR = 2_500_000n;

// The page names the operator (whose secret with the demo vendor signs), never the vendor: the demo
// vendor is always itself. A `vendor` field sent by an older page is ignored.
const base = z.object({
  operator: z.string().regex(/^[a-z0-9_-]{1,32}$/i),
});
const sessionBody = base.extend({ launchToken: z.string().min(10).max(200) });
const playBody = base.extend({
  sessionToken: z.string().min(10).max(200),
  stake: z.string().max(20),
  choice: z.string().max(80).default(""),
});

/**
 * The address of this server as its own process reaches it: the vendor's backend calls the
 * seamless-wallet API over real HTTP, exactly as a vendor elsewhere would.
 */
function selfUrl(request: FastifyRequest): string {
  const address = request.socket.localAddress ?? "127.0.0.1";
  const host = address.startsWith("::ffff:")
    ? address.slice(7)
    : address.includes(":")
      ? `[${address}]`
      : address;
  return `http://${host}:${request.socket.localPort}`;
}

function vendorError(reply: FastifyReply, error: unknown) {
  if (error instanceof SeamlessCallError) {
    return reply
      .status(error.status >= 500 ? 502 : 400)
      .send({ ok: false, code: error.code, message: error.message });
  }
  if (error instanceof z.ZodError)
    return reply.status(400).send({ ok: false, code: "BAD_REQUEST", message: "Invalid request" });
  throw error;
}

/** The demo vendor's pages and backend, served under /vendors/demo (in the demo start only). */
export function demoVendorRoutes(
  app: FastifyInstance,
  deps: { db: Database; validBetRuleTtlMs?: number | undefined },
) {
  const page = asset("play.html");
  const rules = createValidBetRules(deps.db, deps.validBetRuleTtlMs);

  /** The demo vendor's signed client for an operator: its own code, its own secret, nothing else. */
  async function clientFor(request: FastifyRequest, operator: string): Promise<SeamlessClient> {
    const secret = await findVendorSecret(deps.db, operator, DEMO_VASSALAGE);
    if (!secret)
      throw new SeamlessCallError("UNKNOWN_OPERATOR", "This operator does not offer these games", 400);
    return createSeamlessClient({ baseUrl: selfUrl(request), vendor: DEMO_VASSALAGE, secret });
  }

  // The theme and language are set on the page itself, so it is drawn in the site's theme from the
  // first paint (a script could only switch it after a dark flash).
  app.get<{ Querystring: { theme?: string; lang?: string } }>(
    `${DEMO_VENDOR_PATH}/play`,
    async (request, reply) => {
      const theme = request.query.theme === "light" ? "light" : "dark";
      const lang = /^[a-z]{2}$/.test(request.query.lang ?? "") ? request.query.lang : "en";
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(page.replace('<html lang="en">', `<html lang="${lang}" data-theme="${theme}">`));
    },
  );
  for (const [name, type] of Object.entries(FILES)) {
    const text = asset(name);
    app.get(`${DEMO_VENDOR_PATH}/${name}`, async (_request, reply) =>
      reply.type(`${type}; charset=utf-8`).send(text),
    );
  }

  app.post(`${DEMO_VENDOR_PATH}/api/session`, async (request, reply) => {
    try {
      const body = sessionBody.parse(request.body);
      const client = await clientFor(request, body.operator);
      const session = await client.session(body.launchToken);
      // The game is the one the launch token was issued for, as the wallet answers it.
      const game = await demoGameOf(deps.db, body.operator, session.gameId, session.language);
      return {
        ok: true,
        sessionToken: session.sessionToken,
        username: session.username,
        balance: session.balance,
        currency: session.currency,
        kind: game.play,
        game: { code: game.code, name: game.name, type: game.gameType, classify: game.classify },
        ...demoSetup(game),
      };
    } catch (error) {
      return vendorError(reply, error);
    }
  });

  app.post(`${DEMO_VENDOR_PATH}/api/play`, async (request, reply) => {
    try {
      const body = playBody.parse(request.body);
      const client = await clientFor(request, body.operator);
      const session = await client.balance(body.sessionToken);
      const decimals = session.balance.split(".")[1]?.length ?? 0;
      const stake = decimalToMinor(body.stake, decimals);
      if (stake === null || stake <= 0n || stake > MAX_STAKE_MINOR) {
        return reply
          .status(400)
          .send({ ok: false, code: "BAD_STAKE", message: "Choose a stake from the table" });
      }
      // The game played is the session's, whatever the page says: a page cannot switch tables.
      const game = await demoGameOf(deps.db, body.operator, session.gameId, "en");
      if (!acceptsChoice(game, body.choice))
        return reply.status(400).send({ ok: false, code: "BAD_CHOICE", message: "Choose a bet" });
      // The round is decided before any money moves: a selection that is no longer offered (a match
      // of another day) is refused here, with nothing debited.
      const outcome = playDemoRound(game, body.choice);
      const roundId = randomUUID();
      const amount = minorToDecimal(stake, decimals);
      const debit = { sessionToken: body.sessionToken, transactionId: `${roundId}:bet`, roundId, amount };
      await client.debit(debit).catch(async (error: unknown) => {
        // A debit whose fate is unknown (no answer, a 5xx) is cancelled: if it did land it is
        // refunded, and if it arrives later it finds the rollback and is refused.
        if (!(error instanceof SeamlessCallError) || error.status >= 500) await rollBack(client, debit);
        throw error;
      });
      const payout = (stake * outcome.payoutPermille) / 1000n;
      const validBet = demoValidBet(
        game.play,
        [{ choice: body.choice, stake }],
        await rules.of(body.operator),
      );
      const credit = {
        sessionToken: body.sessionToken,
        transactionId: `${roundId}:result`,
        roundId,
        amount: minorToDecimal(payout, decimals),
        validBet: minorToDecimal(validBet, decimals),
      };
      // A lost answer is retried with the same transaction id: the wallet pays once. A credit that
      // still does not go through rolls the stake back, so no round is left open with the stake taken.
      const settled = await client
        .credit(credit)
        .catch(() => client.credit(credit))
        .catch(async (error: unknown) => {
          await rollBack(client, debit);
          throw error;
        });
      return {
        ok: true,
        roundId,
        stake: amount,
        payout: credit.amount,
        balance: settled.balance,
        kind: game.play,
        outcome: outcome.detail,
      };
    } catch (error) {
      if (error instanceof UnknownSelection) {
        return reply
          .status(400)
          .send({ ok: false, code: "BAD_CHOICE", message: "This match is no longer open for bets" });
      }
      return vendorError(reply, error);
    }
  });
}

/**
 * Cancels a debit whose round could not be settled; retried once. A round the wallet already settled
 * (the credit did get through after all) answers ROUND_SETTLED, and then nothing is owed either way.
 */
async function rollBack(
  client: SeamlessClient,
  debit: { sessionToken: string; transactionId: string; roundId: string },
) {
  const rollback = {
    sessionToken: debit.sessionToken,
    transactionId: `${debit.roundId}:rollback`,
    debitTransactionId: debit.transactionId,
    roundId: debit.roundId,
  };
  await client
    .rollback(rollback)
    .catch(() => client.rollback(rollback))
    .catch(() => undefined);
}

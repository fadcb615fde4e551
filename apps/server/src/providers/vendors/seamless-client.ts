import { createHmac, randomBytes } from "node:crypto";
import type { Queryable } from "#app/db/database.ts";
import { type PostJson, postJson } from "./post-json.ts";

// A vendor's side of the seamless-wallet API (docs/decisions/019-vendors-and-seamless-wallet.md):
// every call is a POST of JSON, signed with the vendor's secret over "<timestamp>.<raw body>".

export const SEAMLESS_PREFIX = "/seamless/v1";

/** The signature's input: the timestamp header, a dot, and the exact bytes of the body. */
export const signedText = (timestamp: string, rawBody: string) => `${timestamp}.${rawBody}`;

export function seamlessSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(signedText(timestamp, rawBody)).digest("hex");
}

export type SeamlessBalance = { balance: string; currency: string };
export type SeamlessSession = SeamlessBalance & {
  sessionToken: string;
  expiresAt: string;
  memberId: number;
  username: string;
  gameId: number;
  gameCode: string;
  gameType: string;
  language: string;
};
export type SeamlessTransaction = SeamlessBalance & {
  transactionId: string;
  /** True when this answer repeats the first answer to the same transaction id. */
  replayed: boolean;
};

/** A refusal of the wallet, with its stable code (see the decision record for the list). */
export class SeamlessCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "SeamlessCallError";
  }
}

export type SeamlessClientOptions = {
  /** The platform's address, e.g. http://127.0.0.1:8080 (the API lives under /seamless/v1). */
  baseUrl: string;
  /** The vendor's vassalage code. */
  vendor: string;
  secret: string;
  /** Milliseconds since the epoch; tests move it to try stale requests. */
  now?: () => number;
  /** How the POST travels; HTTP by default (the in-house games of a stopping server go in process). */
  post?: PostJson;
};

type Answer<T> = ({ status: "OK" } & T) | { status: "ERROR"; code: string; message: string } | null;

function parseAnswer<T>(body: string): Answer<T> {
  try {
    return JSON.parse(body) as Answer<T>;
  } catch {
    return null;
  }
}

export function createSeamlessClient({
  baseUrl,
  vendor,
  secret,
  now = Date.now,
  post = postJson,
}: SeamlessClientOptions) {
  const root = baseUrl.replace(/\/+$/, "");
  async function call<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(now());
    const response = await post(
      `${root}${SEAMLESS_PREFIX}/${operation}`,
      {
        "x-vendor": vendor,
        "x-timestamp": timestamp,
        "x-signature": seamlessSignature(secret, timestamp, rawBody),
      },
      rawBody,
    );
    const answer = parseAnswer<T>(response.body);
    if (answer?.status !== "OK") {
      const failed = answer as { code?: string; message?: string } | null;
      throw new SeamlessCallError(
        failed?.code ?? "INTERNAL_ERROR",
        failed?.message ?? `seamless ${operation} answered HTTP ${response.status}`,
        response.status,
      );
    }
    return answer;
  }
  return {
    /** Exchanges the one-time launch token (from the game address) for the player's session. */
    session: (launchToken: string) => call<SeamlessSession>("session", { launchToken }),
    /** The wallet's balance, with the game the session was opened for. */
    balance: (sessionToken: string) =>
      call<SeamlessBalance & { gameId: number; gameCode: string; gameType: string }>("balance", {
        sessionToken,
      }),
    /** A bet: takes `amount` (a decimal in the session's currency) from the player. */
    debit: (input: {
      sessionToken: string;
      transactionId: string;
      roundId: string;
      amount: string;
      validBet?: string;
    }) => call<SeamlessTransaction>("debit", input),
    /** The result of a round: pays `amount` (zero for a loss) and closes the round. */
    credit: (input: {
      sessionToken: string;
      transactionId: string;
      roundId: string;
      amount: string;
      validBet?: string;
    }) => call<SeamlessTransaction>("credit", input),
    /** Cancels a debit (refunds it); an unknown debit is remembered so that it is refused later. */
    rollback: (input: {
      sessionToken: string;
      transactionId: string;
      debitTransactionId: string;
      roundId: string;
    }) => call<SeamlessTransaction>("rollback", input),
  };
}
export type SeamlessClient = ReturnType<typeof createSeamlessClient>;

/**
 * The HMAC secret a merchant shares with a vendor, or null when there is none. Only the platform and
 * the vendor's backend read it; no player-facing call ever answers it. Secrets are made when merchants
 * are seeded (at every start, see `createVendorSecrets`), never on a request.
 */
export async function findVendorSecret(
  db: Queryable,
  merchantCode: string,
  vassalage: string,
): Promise<string | null> {
  const [row] = await db.query<{ secret: string }>(
    "SELECT secret FROM vendor_credentials WHERE merchant_code = $1 AND vassalage = $2",
    [merchantCode, vassalage],
  );
  return row?.secret ?? null;
}

/** The secret a merchant shares with a vendor; a vendor without one is a set-up error. */
export async function vendorSecret(db: Queryable, merchantCode: string, vassalage: string): Promise<string> {
  const secret = await findVendorSecret(db, merchantCode, vassalage);
  if (!secret) throw new Error(`no credentials for vendor ${vassalage} of ${merchantCode}`);
  return secret;
}

/**
 * Gives each of the merchant's vendors a 256-bit secret of its own where it has none yet; existing
 * secrets stay. Run when merchants are seeded (every start), so no request ever creates one: a
 * request naming a vendor without a secret is refused instead.
 */
export async function createVendorSecrets(
  db: Queryable,
  merchantCode: string,
  vassalages: readonly string[],
): Promise<void> {
  for (const vassalage of new Set(vassalages)) {
    await db.query(
      `INSERT INTO vendor_credentials (merchant_code, vassalage, secret) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_code, vassalage) DO NOTHING`,
      [merchantCode, vassalage, randomBytes(32).toString("hex")],
    );
  }
}

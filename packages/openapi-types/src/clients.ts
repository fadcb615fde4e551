import createClient, { type Middleware } from "openapi-fetch";
import type { paths as OperatorPaths } from "../generated/operator.ts";
import type { paths as PlayerPaths } from "../generated/player.ts";
import type { paths as VendorPaths } from "../generated/vendor.ts";

/**
 * Clients of the three documents, written as an integrator would: openapi-fetch typed with the types
 * openapi-typescript generated from each. `check` sees every answer (to hold it to its document).
 */
export type Options = { baseUrl: string; middleware?: Middleware };

function withMiddleware<T extends { use: (middleware: Middleware) => void }>(client: T, options: Options): T {
  if (options.middleware) client.use(options.middleware);
  return client;
}

export const playerClient = (options: Options) =>
  withMiddleware(createClient<PlayerPaths>({ baseUrl: options.baseUrl }), options);
export const vendorClient = (options: Options) =>
  withMiddleware(createClient<VendorPaths>({ baseUrl: options.baseUrl }), options);
export const operatorClient = (options: Options) =>
  withMiddleware(createClient<OperatorPaths>({ baseUrl: options.baseUrl }), options);

/** Logs in with a sealed body (`seal` makes it for the call's path) and reads the wallet's balance. */
export async function playerReadsBalance(
  options: Options,
  login: { username: string; password: string },
  seal: (body: object) => Promise<{ body: { value: string }; headers: Record<string, string> }>,
) {
  const client = playerClient(options);
  const sealed = await seal({ username: login.username, password: login.password, type: "username" });
  const loggedIn = await client.POST("/wps/session/login", {
    body: sealed.body,
    params: { header: { Encryption: sealed.headers.Encryption ?? "" } },
  });
  const token: string | undefined = loggedIn.data?.value.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(loggedIn.error)}`);
  const balance = await client.GET("/wps/v2/wallets/balance", { headers: { Authorization: token } });
  return { token, balance: balance.data?.value, error: balance.error };
}

/** A round as a vendor plays it: open the session, bet, pay; each call signed by `sign`. */
export async function vendorRound(
  options: Options,
  round: { launchToken: string; roundId: string; bet: string; win: string },
  sign: (rawBody: string) => Record<string, string>,
) {
  const client = vendorClient(options);
  // The signature covers the exact bytes sent, so the body is serialized once, here.
  const signed = <B extends object>(body: B) => {
    const raw = JSON.stringify(body);
    return { body, bodySerializer: () => raw, headers: sign(raw) };
  };
  const session = await client.POST("/seamless/v1/session", signed({ launchToken: round.launchToken }));
  const sessionToken: string | undefined = session.data?.sessionToken;
  if (!sessionToken) throw new Error(`session refused: ${JSON.stringify(session.error)}`);
  const ids = { sessionToken, roundId: round.roundId };
  const debit = await client.POST(
    "/seamless/v1/debit",
    signed({ ...ids, transactionId: `${round.roundId}-bet`, amount: round.bet }),
  );
  const credit = await client.POST(
    "/seamless/v1/credit",
    signed({ ...ids, transactionId: `${round.roundId}-win`, amount: round.win }),
  );
  const repeated = await client.POST(
    "/seamless/v1/debit",
    signed({ ...ids, transactionId: `${round.roundId}-bet`, amount: round.bet }),
  );
  return { session: session.data, debit: debit.data, credit: credit.data, repeatedDebit: repeated.data };
}

/** The withdrawals waiting for an operator's decision. */
export async function pendingWithdrawals(options: Options, key: string, merchant: string) {
  const client = operatorClient(options);
  const { data, error } = await client.GET("/admin/api/withdrawals", {
    params: { query: { status: "pending" }, header: { Merchant: merchant } },
    headers: { Authorization: `Bearer ${key}` },
  });
  if (!data) throw new Error(`listing refused: ${JSON.stringify(error)}`);
  return data.value;
}

/** The ledger's invariants and the merchant's latest audit records, as a monitoring tool reads them. */
export async function ledgerAndAudit(options: Options, key: string, merchant: string) {
  const client = operatorClient(options);
  const auth = { params: { header: { Merchant: merchant } }, headers: { Authorization: `Bearer ${key}` } };
  const ledger = await client.GET("/admin/api/ledger/check", auth);
  const audit = await client.GET("/admin/api/audit", {
    ...auth,
    params: { ...auth.params, query: { limit: 20 } },
  });
  if (!ledger.data || !audit.data) throw new Error(`refused: ${JSON.stringify(ledger.error ?? audit.error)}`);
  return { ok: ledger.data.value.ok, actions: audit.data.value.list.map((record) => record.action) };
}

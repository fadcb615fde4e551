import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { generateTypes } from "@banca/openapi-types/generate";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Middleware } from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "#app/config/env.ts";
import { API_DOCUMENTS } from "#app/http/openapi.ts";
import { PLAYER_EXAMPLES } from "#app/http/openapi-examples.ts";
import { OPERATOR_EXAMPLES } from "#app/modules/admin/openapi-examples.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import { seamlessSignature, vendorSecret } from "#app/providers/vendors/seamless-client.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Document = { paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>> };
const NAMES = {
  "/openapi.json": "player",
  "/openapi/vendor.json": "vendor",
  "/openapi/operator.json": "operator",
} as const;
/**
 * Warnings of the recommended rules that stay, each for a reason (decision 048): the two social
 * sign-in navigations answer only with redirects (no 2XX), and the provider's callback never
 * answers an error status (its errors go back in the redirect). The chat's socket answers its
 * upgrade with 101 (no 2XX).
 */
const EXPLAINED_WARNINGS = {
  player: [
    "operation-2xx-response /wps/session/social/{provider}/start",
    "operation-2xx-response /wps/session/social/{provider}/callback",
    "operation-4xx-response /wps/session/social/{provider}/callback",
    "operation-2xx-response /wps/chat/socket",
  ],
  vendor: [],
  operator: [],
};
const PACKAGE = path.join(REPO_ROOT, "packages/openapi-types");
type Options = { baseUrl: string; middleware?: Middleware };
/**
 * The typed clients of packages/openapi-types/src/clients.ts. They compile only against the types
 * generated here, so they are loaded once those exist; their typing is proven by `tsc` below.
 */
type Clients = {
  playerReadsBalance(
    options: Options,
    login: { username: string; password: string },
    seal: (body: object) => Promise<{ body: { value: string }; headers: Record<string, string> }>,
  ): Promise<{ token: string; balance: unknown; error: unknown }>;
  vendorRound(
    options: Options,
    round: { launchToken: string; roundId: string; bet: string; win: string },
    sign: (rawBody: string) => Record<string, string>,
  ): Promise<Record<"session" | "debit" | "credit" | "repeatedDebit", { balance: string } | undefined>>;
  pendingWithdrawals(
    options: Options,
    key: string,
    merchant: string,
  ): Promise<{ list: Array<{ memberId: number; amount: string; status: string }> }>;
  ledgerAndAudit(
    options: Options,
    key: string,
    merchant: string,
  ): Promise<{ ok: boolean; actions: string[] }>;
};
const PASSWORD = "Secure2026";

/** Holds every answer to the schema its document gives for its status; an answer that drifts throws. */
function answerChecker(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document as object, "doc");
  const pointerPart = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");
  return async (method: string, schemaPath: string, status: number, body: unknown) => {
    const operation = document.paths[schemaPath]?.[method.toLowerCase()];
    const response = operation?.responses[String(status)];
    if (!response)
      throw new Error(`${method} ${schemaPath} answered ${status}, which its document does not list`);
    const at = response.$ref
      ? `doc${response.$ref}`
      : `doc#/paths/${pointerPart(schemaPath)}/${method.toLowerCase()}/responses/${status}`;
    const validate = ajv.getSchema(`${at}/content/application~1json/schema`);
    if (!validate) throw new Error(`no schema at ${at}`);
    if (!validate(body)) {
      throw new Error(
        `${method} ${schemaPath} (${status}) drifts from its document: ${ajv.errorsText(validate.errors)}`,
      );
    }
  };
}

const checking = (check: ReturnType<typeof answerChecker>): Middleware => ({
  async onResponse({ request, response, schemaPath }) {
    await check(request.method, schemaPath, response.status, await response.clone().json());
  },
});

describe(`the API documents on ${databaseKind}`, () => {
  const t = useTestApp();
  let baseUrl = "";
  const documents = {} as Record<"player" | "vendor" | "operator", Document>;
  let clients: Clients;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const { url } of API_DOCUMENTS) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.status).toBe(200);
      documents[NAMES[url]] = (await response.json()) as Document;
    }
    await mkdir(path.join(PACKAGE, "generated"), { recursive: true });
    for (const [name, document] of Object.entries(documents)) {
      await writeFile(path.join(PACKAGE, "generated", `${name}.ts`), await generateTypes(document));
    }
    const clientsModule: string = path.join(PACKAGE, "src/clients.ts");
    clients = (await import(clientsModule)) as Clients;
  });

  it("are valid OpenAPI 3.1 with no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    for (const [name, document] of Object.entries(documents) as Array<[keyof typeof documents, Document]>) {
      const problems = await lintFromString({
        source: JSON.stringify(document),
        absoluteRef: `${name}.json`,
        config,
      });
      const errors = problems.filter((problem) => problem.severity === "error");
      expect(
        errors.map((problem) => `${problem.ruleId}: ${problem.message}`),
        name,
      ).toEqual([]);
      const warnings = problems
        .filter((problem) => problem.severity === "warn")
        .map(
          (problem) =>
            `${problem.ruleId} ${problem.location[0]?.pointer?.split("/")[2]?.replace(/~1/g, "/") ?? ""}`,
        );
      expect(warnings.sort(), name).toEqual([...EXPLAINED_WARNINGS[name]].sort());
    }
  });

  it("generate TypeScript types that a typed client compiles against", async () => {
    const tsc = path.join(REPO_ROOT, "node_modules/.bin/tsc");
    await expect(
      promisify(execFile)(tsc, ["-p", path.join(PACKAGE, "tsconfig.json")]),
    ).resolves.toBeDefined();
  });

  it("a player logs in and reads the balance through the generated client", async () => {
    const { register } = memberCalls(t, "198.18.91");
    const username = `doc${Date.now().toString(36)}`;
    const { id } = await register(username, PASSWORD);
    await depositToMain(t.db, { merchantCode: "demo", memberId: id, amount: 12_345n, key: `docs:${id}` });
    const key = (
      (await (await fetch(`${baseUrl}${ENDPOINTS.sessionKey.path}`)).json()) as { value: SessionKey }
    ).value;
    const player = await clients.playerReadsBalance(
      { baseUrl, middleware: checking(answerChecker(documents.player)) },
      { username, password: PASSWORD },
      (body) => sealRequest(key, ENDPOINTS.login, body, Date.now()),
    );
    expect(player.error).toBeUndefined();
    // The document's example was copied from this very answer (the demo's other vendor wallets aside).
    const example = PLAYER_EXAMPLES.walletBalance as { balance: object[] };
    expect(player.balance).toMatchObject({ ...example, balance: expect.arrayContaining(example.balance) });
  });

  it("a signed vendor round settles through the generated client, and a repeat answers the first", async () => {
    const vendor = "ORCL";
    const [game] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'docs-table', 'LIVE', '{"en": "Docs table"}', 'docs table')
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
      [vendor],
    );
    const { register } = memberCalls(t, "198.18.92");
    const { id } = await register(`vnd${Date.now().toString(36)}`, PASSWORD);
    await depositToMain(t.db, { merchantCode: "demo", memberId: id, amount: 10_000n, key: `docs:${id}` });
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: vendor,
      memberId: id,
      gameId: Number(game!.id),
      language: "en",
    });
    const secret = await vendorSecret(t.db, "demo", vendor);
    const round = await clients.vendorRound(
      { baseUrl, middleware: checking(answerChecker(documents.vendor)) },
      { launchToken, roundId: `docs-${id}`, bet: "2.50", win: "5.00" },
      (raw) => {
        const timestamp = String(Date.now());
        return {
          "x-vendor": vendor,
          "x-timestamp": timestamp,
          "x-signature": seamlessSignature(secret, timestamp, raw),
        };
      },
    );
    expect(round.session?.balance).toBe("100.00");
    expect(round.debit).toMatchObject({ balance: "97.50", replayed: false });
    expect(round.credit).toMatchObject({ balance: "102.50", replayed: false });
    expect(round.repeatedDebit).toMatchObject({ balance: "97.50", replayed: true });
  });

  /** A player with a withdrawal waiting for the operator (asked as the site asks, sealed). */
  async function pendingWithdrawal(ipPrefix: string) {
    const { register, call } = memberCalls(t, ipPrefix);
    const { id, token } = await register(`wd${ipPrefix.slice(-2)}${Date.now().toString(36)}`, PASSWORD);
    await depositToMain(t.db, { merchantCode: "demo", memberId: id, amount: 100_000n, key: `docs:${id}` });
    const bound = await call("PUT", ENDPOINTS.bindBankCard.path, {
      token,
      body: {
        loginPassword: PASSWORD,
        type: "bank",
        providerCode: "CHASE",
        accountNumber: `4${id}`.padEnd(12, "7"),
        holderName: "Maria Santos",
      },
    });
    const bankCardId = bound.json().value.card.id;
    const asked = await call("POST", ENDPOINTS.withdraw.path, {
      token,
      body: { password: "482913", amount: "50", bankCardId },
      sealed: true,
    });
    expect(asked.json(), asked.body).toMatchObject({ success: true });
    return { memberId: id, withdrawalId: Number(asked.json().value.record.id) };
  }

  it("an operator lists pending withdrawals through the generated client", async () => {
    const { memberId: id } = await pendingWithdrawal("198.18.93");
    const listed = await clients.pendingWithdrawals(
      { baseUrl, middleware: checking(answerChecker(documents.operator)) },
      await operatorKey(t.db),
      "demo",
    );
    expect(
      listed.list.map((withdrawal) => [withdrawal.memberId, withdrawal.amount, withdrawal.status]),
    ).toContainEqual([id, "50.00", "pending"]);
  });

  it("an operator's monitoring reads the ledger check and the audit log through the generated client", async () => {
    const key = await operatorKey(t.db);
    const { withdrawalId } = await pendingWithdrawal("198.18.94");
    const approved = await operatorCalls(t, key)("POST", "/admin/api/withdrawals/approve", {
      id: withdrawalId,
    });
    expect(approved.json(), approved.body).toMatchObject({ success: true });
    const read = await clients.ledgerAndAudit(
      { baseUrl, middleware: checking(answerChecker(documents.operator)) },
      key,
      "demo",
    );
    expect(read.ok).toBe(true);
    expect(read.actions).toContain("withdrawal.approve");
  });

  it("are all offered at /docs", async () => {
    const initializer = await (await fetch(`${baseUrl}/docs/static/swagger-initializer.js`)).text();
    for (const { url } of API_DOCUMENTS) expect(initializer).toContain(`"${url}"`);
  });

  it("give player examples that their calls' schemas accept", async () => {
    const check = answerChecker(documents.player);
    for (const id of Object.keys(PLAYER_EXAMPLES)) {
      const endpoint = ENDPOINTS[id as keyof typeof ENDPOINTS];
      const operation = documents.player.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as unknown as {
        responses: Record<string, { content: Record<string, { example: unknown }> }>;
      };
      const example = operation.responses["200"]?.content["application/json"]?.example;
      expect(example, id).toMatchObject({ success: true, value: PLAYER_EXAMPLES[id] });
      await check(endpoint.method, endpoint.path, 200, example);
    }
  });

  it("give operator examples that their routes' schemas accept, shaped as the live answers", async () => {
    const check = answerChecker(documents.operator);
    const call = operatorCalls(t, await operatorKey(t.db));
    // The demo start's agent team (and its contracts) is not in this database: one contract is.
    const set = await call("POST", "/admin/api/agent-contracts/top", {
      kind: "dailySalary",
      username: "demoagent",
      terms: { minBetPerMember: "5", tiers: [{ minTeamValidBet: "20", minActiveMembers: 1, rateBp: 30 }] },
    });
    expect(set.json(), set.body).toMatchObject({ success: true });
    type Listed = { list: Record<string, unknown>[] };
    for (const [route, value] of Object.entries(OPERATOR_EXAMPLES)) {
      const [method, url] = route.split(" ") as ["GET", string];
      const operation = documents.operator.paths[url]?.[method.toLowerCase()] as unknown as {
        responses: Record<string, { content: Record<string, { example: unknown }> }>;
      };
      const example = operation.responses["200"]?.content["application/json"]?.example;
      expect(example, route).toMatchObject({ success: true, value });
      await check(method, url, 200, example);
      // The demo's own answer today has the fields the example shows, and no other.
      const live = (await call(method, url)).json() as { value: Listed };
      const fields = (listed: Listed) => Object.keys(listed.list[0] ?? {}).sort();
      expect(fields(live.value), route).toEqual(fields(value as Listed));
    }
  });

  it("give vendor examples that their own schemas accept", async () => {
    const check = answerChecker(documents.vendor);
    type Operation = { responses: Record<string, { content?: Record<string, { example?: unknown }> }> };
    for (const [schemaPath, item] of Object.entries(documents.vendor.paths)) {
      const operation = item.post as unknown as Operation;
      for (const [status, response] of Object.entries(operation.responses)) {
        const example = response.content?.["application/json"]?.example;
        expect(example, `${schemaPath} ${status}`).toBeDefined();
        await check("POST", schemaPath, Number(status), example);
      }
    }
  });

  it("an answer that drifts from its document fails the check", async () => {
    const check = answerChecker(documents.vendor);
    const answer = { status: "OK", balance: "97.50", currency: "USD", transactionId: "t-1", replayed: false };
    await expect(check("POST", "/seamless/v1/debit", 200, answer)).resolves.toBeUndefined();
    await expect(check("POST", "/seamless/v1/debit", 200, { ...answer, balance: 97.5 })).rejects.toThrow(
      /drifts/,
    );
    await expect(
      check("POST", "/seamless/v1/debit", 200, { ...answer, replayed: undefined }),
    ).rejects.toThrow(/drifts/);
    await expect(check("POST", "/seamless/v1/debit", 418, answer)).rejects.toThrow(/does not list/);
    const player = answerChecker(documents.player);
    await expect(
      player("GET", ENDPOINTS.walletBalance.path, 401, {
        success: false,
        message: "",
        value: null,
        errorCode: "no.such.code",
      }),
    ).rejects.toThrow(/drifts/);
  });
});

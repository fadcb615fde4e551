import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { allJobs } from "#app/jobs.ts";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import { crc16 } from "#app/modules/deposits/emv-qr.ts";
import { MAX_PENDING_DEPOSITS } from "#app/modules/deposits/service.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from "#app/providers/payment-gateway.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { buildTestApp, demoConfig } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

const SECRET = "deposit-test-secret-0123456789abcdef0123456789";
const PASSWORD = "Sunny2026";

function switchedOff(nodes: ModuleNode[], modIds: string[]): ModuleNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: modIds.includes(node.modId) ? "0" : node.enabled,
    childrenNodes: switchedOff(node.childrenNodes ?? [], modIds),
  }));
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

describe(`deposits on ${databaseKind}`, () => {
  const demo = demoConfig();
  const closed: MerchantConfig = {
    ...demo,
    code: "closed",
    name: "Closed brand",
    domains: ["closed.example"],
    demoAccounts: [],
    whitelabel: switchedOff(demo.whitelabel, ["DPSTBAS3"]),
  };
  // The sandbox gateway calls back over real HTTP, so this application listens on a port.
  const t = {} as { db: Awaited<ReturnType<typeof openTestDatabase>>; app: FastifyInstance; base: string };
  beforeAll(async () => {
    t.db = await openTestDatabase();
    await seedMerchants(t.db, [demo, closed]);
    const port = await freePort();
    t.base = `http://127.0.0.1:${port}`;
    t.app = await buildTestApp(t.db, {
      SANDBOX_PAYMENTS: true,
      SANDBOX_PAYMENT_SECRET: SECRET,
      PUBLIC_URL: t.base,
      PORT: port,
    });
    await t.app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.app.close();
    await t.db.drop();
  });

  const { call, register, bankTransfer } = memberCalls(t, "198.18.40");
  const admin = async () => operatorCalls(t, await operatorKey(t.db));

  const player = async () => {
    const { token } = await register(`dep${randomUUID().slice(0, 8)}`, PASSWORD);
    return token;
  };
  const create = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.createDeposit.path, { token, body: { requestId: randomUUID(), ...body } });
  const balance = async (token: string) =>
    (await call("GET", ENDPOINTS.walletBalance.path, { token })).json().value.sumBalance as number;
  const count = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]?.n);
  const ledgerIsSound = async () => expect((await checkLedger(t.db)).ok).toBe(true);

  it("lists the merchant's channels grouped by payment type, with limits, quick amounts and banks", async () => {
    const token = await player();
    const response = await call("GET", ENDPOINTS.depositChannels.path, { token, language: "en" });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ currency: "USD", currencySymbol: "$", decimals: 2 });
    expect(value.paymentTypes.map((group: { paymentType: string }) => group.paymentType)).toEqual([
      "bank_transfer",
      "qr",
      "gateway",
    ]);
    const bank = value.paymentTypes[0].channels[0];
    expect(bank).toMatchObject({
      channelId: "bank-transfer",
      name: "Bank transfer",
      vendor: "MANUAL",
      minAmount: 10,
      maxAmount: 50_000,
    });
    expect(bank.quickAmounts).toEqual([50, 100, 500, 1000, 5000]);
    expect(bank.banks[0]).toMatchObject({ bankCode: "CHASE", accountName: "Banca Demo Payments LLC" });
    expect(value.paymentTypes[2].channels[0]).toMatchObject({
      channelId: "sandbox-pay",
      vendor: "SANDBOXPAY",
    });
  });

  it("refuses visitors, trial accounts and merchants with deposits switched off", async () => {
    expect((await call("GET", ENDPOINTS.depositChannels.path)).statusCode).toBe(401);
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path)).json().value.token as string;
    const refused = await bankTransfer(trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("trial.account");
    const closedPlayer = await register(`cls${randomUUID().slice(0, 8)}`, PASSWORD, "closed");
    const off = await call("GET", ENDPOINTS.depositChannels.path, {
      token: closedPlayer.token,
      merchant: "closed",
    });
    expect(off.json().errorCode).toBe("function.not.available");
  });

  it("answers bad input with a clear error and writes nothing", async () => {
    const token = await player();
    const before = { deposits: await count("deposits"), entries: await count("journal_entries") };
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ channelId: "nope", amount: "100" }, "deposit.channel.unavailable"],
      [{ channelId: "bank-transfer", amount: "abc", depositorName: "Ana" }, "request_param_err", "amount"],
      [{ channelId: "bank-transfer", amount: "-5", depositorName: "Ana" }, "request_param_err", "amount"],
      [
        { channelId: "bank-transfer", amount: "100.125", bankCode: "CHASE", depositorName: "Ana" },
        "request_param_err",
        "decimal",
      ],
      [
        { channelId: "bank-transfer", amount: "9.99", bankCode: "CHASE", depositorName: "Ana" },
        "deposit.amount.min",
        "10.00",
      ],
      [
        { channelId: "bank-transfer", amount: "50000.01", bankCode: "CHASE", depositorName: "Ana" },
        "deposit.amount.max",
      ],
      [{ channelId: "bank-transfer", amount: "100", depositorName: "Ana" }, "deposit.bank.invalid"],
      [
        { channelId: "bank-transfer", amount: "100", bankCode: "HSBC", depositorName: "Ana" },
        "deposit.bank.invalid",
      ],
      [{ channelId: "bank-transfer", amount: "100", bankCode: "CHASE" }, "deposit.depositor.required"],
      [{ channelId: "BANK TRANSFER", amount: "100" }, "request_param_err", "channelId"],
      [{ channelId: "qr-pay", amount: "100", requestId: "short" }, "request_param_err", "requestId"],
    ];
    for (const [body, code, words] of cases) {
      const response = await create(token, body);
      expect(response.json().errorCode, JSON.stringify(body)).toBe(code);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      if (words) expect(response.json().message).toContain(words);
    }
    const badRecords = await call("GET", `${ENDPOINTS.depositRecords.path}?status=paid`, { token });
    expect(badRecords.json().errorCode).toBe("request_param_err");
    const backwards = await call(
      "GET",
      `${ENDPOINTS.depositRecords.path}?startDate=2026-02-02&endDate=2026-02-01`,
      {
        token,
      },
    );
    expect(backwards.json().errorCode).toBe("request_param_err");
    const badCancel = await call("POST", ENDPOINTS.cancelDeposit.path, {
      token,
      body: { orderNo: "D000000NOPE00" },
    });
    expect(badCancel.json().errorCode).toBe("deposit.not.found");
    expect({ deposits: await count("deposits"), entries: await count("journal_entries") }).toEqual(before);
    expect(await balance(token)).toBe(0);
    await ledgerIsSound();
  });

  it("creates a bank-transfer deposit once per request id and lists it in the records", async () => {
    const token = await player();
    const requestId = randomUUID();
    const body = {
      requestId,
      channelId: "bank-transfer",
      amount: "250.5",
      bankCode: "BOFA",
      depositorName: "Ana Souza",
      transferReference: "TRX-99812",
    };
    const first = await call("POST", ENDPOINTS.createDeposit.path, { token, body, language: "pt" });
    expect(first.statusCode).toBe(200);
    const record = first.json().value.record;
    expect(record).toMatchObject({
      channelName: "Transferência bancária",
      paymentType: "bank_transfer",
      amount: 250.5,
      status: "pending",
      bankName: "Bank of America",
      depositorName: "Ana Souza",
      transferReference: "TRX-99812",
      qrCode: null,
      redirectUrl: null,
    });
    expect(record.orderNo).toMatch(/^D\d{6}[0-9A-Z]{10}$/);
    const again = await call("POST", ENDPOINTS.createDeposit.path, { token, body });
    expect(again.json().value.record.orderNo).toBe(record.orderNo);
    const changed = await call("POST", ENDPOINTS.createDeposit.path, {
      token,
      body: { ...body, amount: "300" },
    });
    expect(changed.json().errorCode).toBe("idempotency.conflict");

    const records = (await call("GET", `${ENDPOINTS.depositRecords.path}?status=pending`, { token })).json()
      .value;
    expect(records).toMatchObject({ totalCount: 1, totalPages: 1, pageNo: 1 });
    expect(records.list[0].orderNo).toBe(record.orderNo);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call("GET", `${ENDPOINTS.depositRecords.path}?startDate=${today}&endDate=${today}`, {
      token,
    });
    expect(dated.json().value.totalCount).toBe(1);
    const past = await call(
      "GET",
      `${ENDPOINTS.depositRecords.path}?startDate=2020-01-01&endDate=2020-01-31`,
      { token },
    );
    expect(past.json().value.totalCount).toBe(0);
    // Another player sees none of it.
    const stranger = await player();
    expect(
      (await call("GET", ENDPOINTS.depositRecords.path, { token: stranger })).json().value.totalCount,
    ).toBe(0);
  });

  it("credits exactly once when two operators approve the same deposit at the same time", async () => {
    const token = await player();
    const { orderNo } = (await bankTransfer(token, "120.00")).json().value.record;
    const [one, two] = [await admin(), await admin()];
    const answers = await Promise.all([
      one("POST", "/admin/api/deposits/approve", { orderNo }),
      two("POST", "/admin/api/deposits/approve", { orderNo }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().errorCode).toBe("deposit.state");
    expect(await balance(token)).toBe(120);
    const entries = await t.db.query("SELECT id FROM journal_entries WHERE idempotency_key = $1", [
      `deposit:${orderNo}`,
    ]);
    expect(entries).toHaveLength(1);
    const audit = await readAudit(t.db, {
      merchantCode: "demo",
      targetType: "deposit",
      targetId: orderNo,
      limit: 10,
    });
    expect(audit.map((entry) => entry.action)).toEqual(["deposit.approve"]);
    expect(audit[0]!.actor).toMatch(/^operator:/);
    const record = (await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list[0];
    expect(record).toMatchObject({ orderNo, status: "approved" });
    await ledgerIsSound();
  });

  it("rejects with a reason the player reads, and a rejected deposit cannot be approved or cancelled", async () => {
    const token = await player();
    const { orderNo } = (await bankTransfer(token, "80")).json().value.record;
    const operator = await admin();
    const short = await operator("POST", "/admin/api/deposits/reject", { orderNo, reason: "no" });
    expect(short.json().errorCode).toBe("request_param_err");
    const rejected = await operator("POST", "/admin/api/deposits/reject", {
      orderNo,
      reason: "No transfer received",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: "rejected", remark: "No transfer received" });
    expect((await operator("POST", "/admin/api/deposits/approve", { orderNo })).json().errorCode).toBe(
      "deposit.state",
    );
    const cancel = await call("POST", ENDPOINTS.cancelDeposit.path, { token, body: { orderNo } });
    expect(cancel.json().errorCode).toBe("deposit.state");
    const record = (await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list[0];
    expect(record).toMatchObject({ status: "rejected", remark: "No transfer received" });
    expect(await balance(token)).toBe(0);
    const listed = await operator("GET", "/admin/api/deposits?status=rejected");
    expect(listed.json().value.list.some((row: { orderNo: string }) => row.orderNo === orderNo)).toBe(true);
    // The same page as the desk's CSV export.
    const csv = await operator("GET", "/admin/api/deposits?status=rejected&format=csv");
    expect([csv.statusCode, csv.headers["content-type"]]).toEqual([200, "text/csv; charset=utf-8"]);
    const [header, ...rows] = csv.body.trimEnd().split("\r\n");
    expect(header).toMatch(/^orderNo,username,paymentType,vendor,amount,currency,status,/);
    expect(rows.find((row) => row.startsWith(`${orderNo},`))).toMatch(/,rejected,/);
    await ledgerIsSound();
  });

  it("lets the player cancel a pending deposit, which an operator may still approve when the money came", async () => {
    const token = await player();
    const { orderNo } = (await bankTransfer(token, "40")).json().value.record;
    const cancelled = await call("POST", ENDPOINTS.cancelDeposit.path, { token, body: { orderNo } });
    expect(cancelled.json().value.record.status).toBe("cancelled");
    expect((await (await admin())("POST", "/admin/api/deposits/approve", { orderNo })).statusCode).toBe(200);
    expect(await balance(token)).toBe(40);
    await ledgerIsSound();
  });

  it("answers a QR deposit with an EMV payload carrying the amount and the deposit number", async () => {
    const token = await player();
    const response = await create(token, { channelId: "qr-pay", amount: "75.5" });
    const record = response.json().value.record;
    expect(record.paymentType).toBe("qr");
    const payload: string = record.qrCode;
    expect(payload.startsWith("000201010212")).toBe(true);
    expect(payload).toContain("540575.50");
    expect(payload).toContain("5303840");
    expect(payload).toContain(record.orderNo);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(record.expiresAt - record.createdAt).toBe(30 * 60_000);
  });

  it("expires a deposit left unpaid, once, through the durable job", async () => {
    const token = await player();
    const { orderNo } = (await create(token, { channelId: "qr-pay", amount: "20" })).json().value.record;
    const runner = createJobRunner(t.db, allJobs(t.db, { demo: false }));
    await runner.runDue(new Date(Date.now() + 31 * 60_000));
    await runner.runDue(new Date(Date.now() + 32 * 60_000));
    const record = (await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list[0];
    expect(record).toMatchObject({ orderNo, status: "expired", qrCode: null });
    const audit = await readAudit(t.db, {
      merchantCode: "demo",
      targetType: "deposit",
      targetId: orderNo,
      limit: 10,
    });
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([["system", "deposit.expire"]]);
  });

  it(`allows at most ${MAX_PENDING_DEPOSITS} deposits waiting at a time`, async () => {
    const token = await player();
    for (let index = 0; index < MAX_PENDING_DEPOSITS; index++) {
      expect((await bankTransfer(token, "15")).statusCode).toBe(200);
    }
    const refused = await bankTransfer(token, "15");
    expect(refused.json().errorCode).toBe("deposit.pending.limit");
  });

  it("approves and rejects from the command line, in the audit log", async () => {
    const token = await player();
    const first = (await bankTransfer(token, "33")).json().value.record.orderNo as string;
    const second = (await bankTransfer(token, "44")).json().value.record.orderNo as string;
    const listed = await runOpsCommand(t.db, ["deposits", "list", "pending", "demo"]);
    expect(listed.join("\n")).toContain(first);
    expect(await runOpsCommand(t.db, ["deposits", "approve", first])).toEqual([
      expect.stringContaining("approved"),
    ]);
    await runOpsCommand(t.db, ["deposits", "reject", second, "Name", "does", "not", "match"]);
    await expect(runOpsCommand(t.db, ["deposits", "approve", second])).rejects.toThrow(/rejected/);
    expect(await balance(token)).toBe(33);
    const audit = await readAudit(t.db, {
      merchantCode: "demo",
      targetType: "deposit",
      targetId: second,
      limit: 5,
    });
    expect(audit[0]).toMatchObject({
      action: "deposit.reject",
      detail: expect.objectContaining({ reason: "Name does not match" }),
    });
    expect(audit[0]!.actor).toMatch(/^cli:/);
    await ledgerIsSound();
  });

  describe("through the sandbox payment gateway", () => {
    const notify = (rawBody: string, options: { secret?: string; timestamp?: number } = {}) => {
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      return t.app.inject({
        method: "POST",
        url: "/wps/v2/transaction/deposit/notify/sandbox",
        headers: {
          "content-type": "application/json",
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signNotification(options.secret ?? SECRET, timestamp, rawBody),
        },
        payload: rawBody,
      });
    };
    const gatewayDeposit = async (token: string, amount: string) => {
      const record = (await create(token, { channelId: "sandbox-pay", amount })).json().value.record;
      const reference = (record.redirectUrl as string).split("/").pop()!;
      return { record, reference };
    };
    const event = (orderNo: string, reference: string, amount: string, status = "paid") =>
      JSON.stringify({
        eventId: `${reference}:${status}`,
        orderNo,
        gatewayReference: reference,
        status,
        amount,
        currency: "USD",
      });

    it("pays on the hosted page, whose signed callback over HTTP credits the wallet once", async () => {
      const token = await player();
      const { record, reference } = await gatewayDeposit(token, "64.00");
      expect(record.redirectUrl).toBe(`${t.base}/sandbox/pay/${reference}`);
      const page = await fetch(record.redirectUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("USD 64.00");
      const paid = await fetch(`${record.redirectUrl}/pay`, { method: "POST" });
      expect(paid.status).toBe(200);
      expect(await paid.text()).toContain("Payment successful");
      expect(await balance(token)).toBe(64);
      // The payer presses Pay again: the same notification again, nothing more.
      expect((await fetch(`${record.redirectUrl}/pay`, { method: "POST" })).status).toBe(200);
      expect(await balance(token)).toBe(64);
      const listed = (await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list[0];
      expect(listed).toMatchObject({ status: "approved", redirectUrl: null });
      await ledgerIsSound();
    });

    it("takes a duplicated notification once, also when both copies arrive together", async () => {
      const token = await player();
      const { record, reference } = await gatewayDeposit(token, "90");
      const body = event(record.orderNo, reference, "90.00");
      const answers = await Promise.all([notify(body), notify(body), notify(body)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.json().value.outcome).sort()).toEqual([
        "approved",
        "duplicate",
        "duplicate",
      ]);
      expect(await balance(token)).toBe(90);
      await ledgerIsSound();
    });

    it("refuses a bad signature, a stale timestamp and a different amount, crediting nothing", async () => {
      const token = await player();
      const { record, reference } = await gatewayDeposit(token, "55");
      const body = event(record.orderNo, reference, "55.00");
      const forged = await notify(body, { secret: "someone-else-entirely-0123456789abcdef" });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().errorCode).toBe("payment.signature.invalid");
      const tampered = await t.app.inject({
        method: "POST",
        url: "/wps/v2/transaction/deposit/notify/sandbox",
        headers: { "content-type": "application/json", [TIMESTAMP_HEADER]: "1", [SIGNATURE_HEADER]: "00" },
        payload: body,
      });
      expect(tampered.json().errorCode).toBe("payment.signature.invalid");
      const stale = await notify(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().errorCode).toBe("payment.notification.stale");
      const mismatch = await notify(event(record.orderNo, `${reference}x`, "5500.00"));
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errorCode).toBe("payment.amount.mismatch");
      expect(await balance(token)).toBe(0);
      const listed = (await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list[0];
      expect(listed.status).toBe("pending");
      // The genuine notification still goes through afterwards.
      expect((await notify(body)).json().value.outcome).toBe("approved");
      expect(await balance(token)).toBe(55);
      await ledgerIsSound();
    });

    it("marks the deposit cancelled when the payer cancels, and still credits a late payment", async () => {
      const token = await player();
      const { record, reference } = await gatewayDeposit(token, "30");
      const cancelled = await fetch(`${record.redirectUrl}/cancel`, { method: "POST" });
      expect(await cancelled.text()).toContain("Payment cancelled");
      expect((await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list[0].status).toBe(
        "cancelled",
      );
      expect((await notify(event(record.orderNo, reference, "30.00"))).json().value.outcome).toBe("approved");
      expect(await balance(token)).toBe(30);
      await ledgerIsSound();
    });

    it("answers a gateway failure with a generic code and keeps the gateway's own words from the player", async () => {
      const token = await player();
      // The gateway breaks with a message naming its internals, as a real one's client errors do.
      const internal = "connect ECONNREFUSED 10.20.30.40:8443 merchant-key=sk_live_51H";
      await t.db.exec(`
        CREATE FUNCTION sandbox_outage() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION '${internal}'; END $$;
        CREATE TRIGGER sandbox_outage BEFORE INSERT ON sandbox_gateway_payments
          FOR EACH ROW EXECUTE FUNCTION sandbox_outage();`);
      try {
        const answer = await create(token, { channelId: "sandbox-pay", amount: "40" });
        expect([answer.statusCode, answer.json().errorCode]).toEqual([400, "deposit.channel.unavailable"]);
        expect(answer.body).not.toContain("ECONNREFUSED");
        expect(answer.body).not.toContain("10.20.30.40");
        expect(answer.body).not.toContain("sk_live");
        const records = (await call("GET", ENDPOINTS.depositRecords.path, { token })).json().value.list;
        expect(records[0]).toMatchObject({ status: "failed" });
        expect(JSON.stringify(records)).not.toContain("ECONNREFUSED");
      } finally {
        await t.db.exec(`DROP TRIGGER sandbox_outage ON sandbox_gateway_payments;
          DROP FUNCTION sandbox_outage();`);
      }
    });
  });
});

import { randomUUID } from "node:crypto";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import { describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const switchOff = (nodes: ModuleNode[], modId: string): ModuleNode[] =>
  nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? "0" : node.enabled,
    childrenNodes: switchOff(node.childrenNodes ?? [], modId),
  }));

/** A brand whose vendors all play from the main wallet, with fund transfers switched off. */
function singleWalletBrand(demo: MerchantConfig): MerchantConfig {
  return {
    ...demo,
    code: "solo",
    domains: ["solo.example"],
    demoAccounts: [],
    vendors: demo.vendors.map((vendor) => ({ ...vendor, wallet: "seamless" as const })),
    whitelabel: switchOff(demo.whitelabel, "FUNDTRANS3"),
  };
}

describe(`wallet transfers on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, singleWalletBrand(demo)] }));

  async function memberWithMoney(username: string, cents: bigint, merchantCode = "demo") {
    const memberId = await insertMember(t.db, merchantCode, username);
    if (cents > 0n) {
      await depositToMain(t.db, {
        merchantCode,
        memberId,
        amount: cents,
        key: `wallet-transfer-test:${username}`,
      });
    }
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id: memberId, merchantCode },
      { clientIp: "198.51.100.11", userAgent: "" },
    );
    return { memberId, token };
  }

  const call = (token: string, method: "GET" | "POST", url: string, body?: unknown, merchant = "demo") =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: token,
        merchant,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const transfer = (token: string, body: Record<string, unknown>, merchant = "demo") =>
    call(token, "POST", "/wps/relay/GCS_walletTransfer", { requestId: randomUUID(), ...body }, merchant);
  const balances = async (token: string) => {
    const value = (await call(token, "GET", "/wps/v2/wallets/balance")).json().value;
    return {
      sum: value.sumBalance as number,
      wallets: Object.fromEntries(
        (value.balance as { accountTypeName: string; availBalance: number }[]).map((wallet) => [
          wallet.accountTypeName,
          wallet.availBalance,
        ]),
      ),
    };
  };
  const entryCount = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM journal_entries"))[0]!.n);

  it("names the transfer vendors, and isSingle for a brand without any", async () => {
    const { token } = await memberWithMoney("wt-look", 0n);
    const wallet = (await call(token, "GET", "/wps/relay/GCS_merchantWallet")).json().value;
    expect(wallet).toEqual({
      isSingle: false,
      wallets: [
        { vassalage: "VLIVE", displayName: "Velvet Live", gameType: "LIVE" },
        { vassalage: "SPRT", displayName: "Stadium Sports", gameType: "SPORTS" },
      ],
    });
    expect(await balances(token)).toEqual({ sum: 0, wallets: { MAIN: 0, VLIVE: 0, SPRT: 0 } });
    const solo = await memberWithMoney("wt-solo", 1_000n, "solo");
    const single = (await call(solo.token, "GET", "/wps/relay/GCS_merchantWallet", undefined, "solo")).json();
    expect(single.value).toEqual({ isSingle: true, wallets: [] });
    const off = await transfer(solo.token, { from: "MAIN", to: "VLIVE", amount: "1" }, "solo");
    expect([off.statusCode, off.json().errorCode]).toEqual([400, "function.not.available"]);
    const flags = (await call(token, "GET", "/wps/member/info/funds/consolidated")).json().value;
    const none = { pendingRequest: false, activeContract: false };
    expect(flags).toEqual({ dailySalary: none, hourlySalary: none, realTimeSalary: none, dividend: none });
  });

  it("moves exact amounts both ways, all in and all back, and lists the vendor wallets", async () => {
    const { token } = await memberWithMoney("wt-exact", 10_000n);
    const first = await transfer(token, { from: "MAIN", to: "VLIVE", amount: "25.50" });
    expect(first.json().value).toEqual({
      amount: 25.5,
      balances: [
        { wallet: "MAIN", balance: 74.5 },
        { wallet: "VLIVE", balance: 25.5 },
      ],
    });
    await transfer(token, { from: "VLIVE", to: "MAIN", amount: "0.50" });
    expect(await balances(token)).toEqual({ sum: 100, wallets: { MAIN: 75, VLIVE: 25, SPRT: 0 } });
    // Without an amount: all of it.
    expect((await transfer(token, { from: "MAIN", to: "SPRT" })).json().value.amount).toBe(75);
    expect(await balances(token)).toEqual({ sum: 100, wallets: { MAIN: 0, VLIVE: 25, SPRT: 75 } });
    const back = (await transfer(token, { from: "ALL", to: "MAIN" })).json().value;
    expect(back.amount).toBe(100);
    expect(await balances(token)).toEqual({ sum: 100, wallets: { MAIN: 100, VLIVE: 0, SPRT: 0 } });
    // Nothing left to bring back: nothing moves, nothing is written.
    const before = await entryCount();
    expect((await transfer(token, { from: "ALL", to: "MAIN" })).json().value.amount).toBe(0);
    expect(await entryCount()).toBe(before);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("answers a retried request id with the first result, and refuses it for another transfer", async () => {
    const { token } = await memberWithMoney("wt-retry", 5_000n);
    const requestId = randomUUID();
    const once = await transfer(token, { requestId, from: "MAIN", to: "VLIVE" });
    const before = await entryCount();
    const again = await transfer(token, { requestId, from: "MAIN", to: "VLIVE" });
    expect(again.json().value).toEqual(once.json().value);
    expect(once.json().value.amount).toBe(50);
    expect(await entryCount()).toBe(before);
    const other = await transfer(token, { requestId, from: "MAIN", to: "VLIVE", amount: "1" });
    expect([other.statusCode, other.json().errorCode]).toEqual([409, "idempotency.conflict"]);
    // The same id from another member is their own request.
    const stranger = await memberWithMoney("wt-retry-2", 100n);
    expect(
      (await transfer(stranger.token, { requestId, from: "MAIN", to: "VLIVE" })).json().value.amount,
    ).toBe(1);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("refuses bad transfers with a clear error and writes nothing", async () => {
    const { token } = await memberWithMoney("wt-bad", 1_000n);
    const before = await entryCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: "MAIN", to: "NOVA", amount: "1" }, 400, "wallet.unavailable"],
      [{ from: "MAIN", to: "NOPE", amount: "1" }, 400, "wallet.unavailable"],
      [{ from: "KOI", to: "MAIN", amount: "1" }, 400, "wallet.unavailable"],
      [{ from: "MAIN", to: "VLIVE", amount: "10.01" }, 400, "insufficient.balance"],
      [{ from: "VLIVE", to: "MAIN", amount: "1" }, 400, "insufficient.balance"],
      [{ from: "MAIN", to: "VLIVE", amount: "1.005" }, 400, "request_param_err"],
      [{ from: "MAIN", to: "VLIVE", amount: "0" }, 400, "request_param_err"],
      [{ from: "MAIN", to: "VLIVE", amount: "-1" }, 400, "request_param_err"],
      [{ from: "MAIN", to: "VLIVE", amount: 1 }, 400, "request_param_err"],
      [{ from: "MAIN", to: "MAIN", amount: "1" }, 400, "request_param_err"],
      [{ from: "VLIVE", to: "SPRT", amount: "1" }, 400, "request_param_err"],
      [{ from: "ALL", to: "MAIN", amount: "1" }, 400, "request_param_err"],
      [{ from: "MAIN", to: "VLIVE", requestId: "short" }, 400, "request_param_err"],
    ];
    for (const [body, status, code] of cases) {
      const answer = await transfer(token, body);
      expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await entryCount()).toBe(before);
    expect(await balances(token)).toEqual({ sum: 10, wallets: { MAIN: 10, VLIVE: 0, SPRT: 0 } });
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/wps/relay/GCS_walletTransfer",
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const trial = await memberWithMoney("wt-trial", 100n);
    await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [trial.memberId]);
    const refused = await transfer(trial.token, { from: "MAIN", to: "VLIVE", amount: "1" });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "trial.account"]);
  });

  it("never overdraws either wallet under concurrent transfers both ways", async () => {
    const { token } = await memberWithMoney("wt-race", 10_000n);
    await transfer(token, { from: "MAIN", to: "VLIVE", amount: "30" });
    const requests = Array.from({ length: 24 }, (_, index) =>
      index % 2 === 0
        ? transfer(token, { from: "MAIN", to: "VLIVE", amount: "20" })
        : index % 3 === 0
          ? transfer(token, { from: "ALL", to: "MAIN" })
          : transfer(token, { from: "VLIVE", to: "MAIN", amount: "20" }),
    );
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      expect([200, 400]).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().errorCode).toBe("insufficient.balance");
    }
    const after = await balances(token);
    expect(after.sum).toBe(100);
    expect(after.wallets.MAIN).toBeGreaterThanOrEqual(0);
    expect(after.wallets.VLIVE).toBeGreaterThanOrEqual(0);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

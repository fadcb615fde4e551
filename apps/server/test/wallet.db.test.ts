import { describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { verifyPassword } from "#app/modules/members/password.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`wallet balance on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, { ...demo, code: "other", domains: ["other.example"] }] }));

  async function memberWithToken(username: string, merchantCode = "demo") {
    const memberId = await insertMember(t.db, merchantCode, username);
    const sessions = createSessionService(createSessionRepository(t.db));
    const token = await sessions.open(
      { id: memberId, merchantCode },
      { clientIp: "198.51.100.7", userAgent: "" },
    );
    return { memberId, token };
  }
  const balance = (token: string, merchant = "demo") =>
    t.app.inject({
      method: "GET",
      url: "/wps/v2/wallets/balance",
      headers: { authorization: token, merchant },
    });

  it("answers zero for a new member and the ledger's balance as decimals after a deposit", async () => {
    const { memberId, token } = await memberWithToken("wallet-new");
    const empty = await balance(token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().value).toEqual({
      sumBalance: 0,
      balance: [
        { accountTypeId: 1, accountTypeName: "MAIN", displayName: "", availBalance: 0 },
        {
          accountTypeId: expect.any(Number),
          accountTypeName: "VLIVE",
          displayName: "Velvet Live",
          availBalance: 0,
        },
        {
          accountTypeId: expect.any(Number),
          accountTypeName: "SPRT",
          displayName: "Stadium Sports",
          availBalance: 0,
        },
      ],
      currency: "USD",
      currencySymbol: "$",
    });
    await depositToMain(t.db, { merchantCode: "demo", memberId, amount: 123_456n, key: "wallet-test-1" });
    expect((await balance(token)).json().value.sumBalance).toBe(1_234.56);
  });

  it("needs a session of the same merchant", async () => {
    expect((await t.app.inject({ method: "GET", url: "/wps/v2/wallets/balance" })).statusCode).toBe(401);
    const { token } = await memberWithToken("wallet-other", "other");
    const crossed = await balance(token, "demo");
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().errorCode).toBe("user.or.token.invalid");
  });

  it("seeds the demo merchant's players with their passwords and opening balances", async () => {
    const player = await createMemberRepository(t.db).findByUsername("demo", "demoplayer");
    expect(player).not.toBeNull();
    expect(await verifyPassword(player!.passwordHash, "Demo2026")).toBe(true);
    const ledger = createLedgerService(t.db);
    expect(await ledger.balance("demo", { memberId: player!.id, kind: "main" }, "USD")).toBe(100_000n);
    // Accounts belong to their merchant: the other brand has its own demo player.
    const other = await createMemberRepository(t.db).findByUsername("other", "demoplayer");
    expect(other?.id).not.toBe(player!.id);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";

type Stored = { template: string; params: Record<string, string>; reference: string; sent_by: string };

describe(`inbox messages about money on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.91");
  const { call, register } = calls;
  const player = () => register(`nf${randomUUID().slice(0, 8)}`, PASSWORD);
  const admin = async () => operatorCalls(t, await operatorKey(t.db));
  const inboxOf = (memberId: number) =>
    t.db.query<Stored>(
      "SELECT template, params, reference, sent_by FROM member_messages WHERE member_id = $1 ORDER BY id",
      [memberId],
    );
  const unread = async (token: string) =>
    (await call("GET", ENDPOINTS.unreadCount.path, { token })).json().value.unreadCount as number;

  const bankTransfer = async (token: string, amount: string) => {
    const answer = await calls.bankTransfer(token, amount);
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value.record.orderNo as string;
  };

  it("tells the member once that a deposit was credited, however often it is approved", async () => {
    const { id, token } = await player();
    const orderNo = await bankTransfer(token, "120.00");
    const [one, two] = [await admin(), await admin()];
    const answers = await Promise.all([
      one("POST", "/admin/api/deposits/approve", { orderNo }),
      two("POST", "/admin/api/deposits/approve", { orderNo }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await one("POST", "/admin/api/deposits/approve", { orderNo })).statusCode).toBe(409);
    expect(await inboxOf(id)).toEqual([
      {
        template: "depositCredited",
        params: { reference: orderNo, amount: "12000", currency: "USD" },
        reference: `deposit:${orderNo}:credited`,
        sent_by: expect.stringMatching(/^operator:/),
      },
    ]);
    // The same message sent again (a replayed approval) finds the first one.
    const replay = await t.db.transaction((tx) =>
      sendMemberMessage(tx, {
        merchantCode: "demo",
        memberId: id,
        template: "depositCredited",
        params: { reference: orderNo, amount: "12000", currency: "USD" },
        reference: `deposit:${orderNo}:credited`,
      }),
    );
    expect(replay).toMatchObject({ replayed: true });
    expect(await inboxOf(id)).toHaveLength(1);
    expect(await unread(token)).toBe(1);
  });

  it("tells the member once that a deposit was rejected, with the operator's reason", async () => {
    const { id, token } = await player();
    const orderNo = await bankTransfer(token, "80");
    const operator = await admin();
    const reject = () =>
      operator("POST", "/admin/api/deposits/reject", { orderNo, reason: "No transfer received" });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).json().errorCode).toBe("deposit.state");
    expect(await inboxOf(id)).toEqual([
      {
        template: "depositRejected",
        params: { reference: orderNo, amount: "8000", currency: "USD", reason: "No transfer received" },
        reference: `deposit:${orderNo}:rejected`,
        sent_by: expect.stringMatching(/^operator:/),
      },
    ]);
  });

  describe("withdrawals", () => {
    async function withdrawal(amount: string) {
      const member = await player();
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: member.id,
        amount: 500_00n,
        key: `test-deposit:${member.id}`,
      });
      const card = await call("PUT", ENDPOINTS.bindBankCard.path, {
        token: member.token,
        body: {
          type: "bank",
          providerCode: "CHASE",
          accountNumber: "123456789012",
          holderName: "Ana Souza",
          loginPassword: PASSWORD,
        },
        sealed: true,
      });
      expect(card.json(), card.body).toMatchObject({ success: true });
      const asked = await call("POST", ENDPOINTS.withdraw.path, {
        token: member.token,
        body: { password: "482913", amount, bankCardId: card.json().value.card.id },
        sealed: true,
      });
      expect(asked.json(), asked.body).toMatchObject({ success: true });
      return { member, id: asked.json().value.record.id as number, fee: asked.json().value.record.fee };
    }

    it("tells the member once that a withdrawal was rejected", async () => {
      const { member, id } = await withdrawal("100");
      const ops = await admin();
      const reject = () =>
        ops("POST", "/admin/api/withdrawals/reject", { id, reason: "Name does not match" });
      expect((await reject()).statusCode).toBe(200);
      expect((await reject()).json().errorCode).toBe("withdrawal.state");
      const orderNo = `W${String(id).padStart(10, "0")}`;
      expect(await inboxOf(member.id)).toEqual([
        {
          template: "withdrawalRejected",
          params: { reference: orderNo, amount: "10000", currency: "USD", reason: "Name does not match" },
          reference: `withdrawal:${id}:rejected`,
          sent_by: expect.stringMatching(/^operator:/),
        },
      ]);
    });

    it("tells the member once that a withdrawal was paid, with the amount that leaves after the fee", async () => {
      const { member, id } = await withdrawal("200");
      const ops = await admin();
      expect((await ops("POST", "/admin/api/withdrawals/approve", { id })).statusCode).toBe(200);
      expect(await inboxOf(member.id)).toEqual([]);
      const answers = await Promise.all([
        ops("POST", "/admin/api/withdrawals/pay", { id }),
        ops("POST", "/admin/api/withdrawals/pay", { id }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.db.query<{ amount: string; fee: string }>(
        "SELECT amount::text, fee::text FROM withdrawals WHERE id = $1",
        [id],
      );
      const payout = (BigInt(row!.amount) - BigInt(row!.fee)).toString();
      expect(await inboxOf(member.id)).toEqual([
        {
          template: "withdrawalPaid",
          params: { reference: `W${String(id).padStart(10, "0")}`, amount: payout, currency: "USD" },
          reference: `withdrawal:${id}:paid`,
          sent_by: expect.stringMatching(/^operator:/),
        },
      ]);
      expect(await unread(member.token)).toBe(1);
      await expectLedgerSound(t.db);
    });
  });

  it("tells the member once of a bonus, however often the grant is replayed", async () => {
    const { id, token } = await player();
    const grant = () =>
      t.db.transaction((tx) =>
        createBonusService(t.db).grantBonus(tx, {
          merchantCode: "demo",
          memberId: id,
          amount: 25_50n,
          reason: "Weekend reload",
          reference: `promotion:test:${id}`,
          source: "promotion",
        }),
      );
    expect((await grant()).replayed).toBe(false);
    expect((await grant()).replayed).toBe(true);
    expect(await inboxOf(id)).toEqual([
      {
        template: "bonusGranted",
        params: { amount: "2550", currency: "USD", reason: "Weekend reload" },
        reference: `bonus:promotion:test:${id}`,
        sent_by: "system",
      },
    ]);
    const list = (await call("GET", ENDPOINTS.messageList.path, { token })).json().value.list;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        kind: "system",
        template: "bonusGranted",
        params: { amount: "2550", currency: "USD", reason: "Weekend reload" },
        time: expect.any(Number),
        read: false,
        broadcast: false,
      },
    ]);
  });

  it("sends within the caller's transaction, checks what it sends, and skips trial accounts", async () => {
    const { id } = await player();
    const message = {
      merchantCode: "demo",
      memberId: id,
      template: "depositCredited" as const,
      params: { reference: "D1", amount: "100", currency: "USD" },
      reference: "test:rolled-back",
    };
    // A change that fails after sending takes its message with it.
    await expect(
      t.db.transaction(async (tx) => {
        await sendMemberMessage(tx, message);
        throw new Error("the credit failed");
      }),
    ).rejects.toThrow("the credit failed");
    expect(await inboxOf(id)).toEqual([]);

    const send = (change: Record<string, unknown>) =>
      t.db.transaction((tx: Queryable) =>
        sendMemberMessage(tx, { ...message, ...change } as Parameters<typeof sendMemberMessage>[1]),
      );
    const bad: [Record<string, unknown>, string][] = [
      [{ template: "lottery" }, "request_param_err"],
      [{ params: { reference: "D1", amount: "100" } }, "request_param_err"],
      [{ params: { ...message.params, brand: "x" } }, "request_param_err"],
      [{ params: { ...message.params, reference: "x".repeat(501) } }, "request_param_err"],
      [{ params: { ...message.params, amount: 100 } }, "request_param_err"],
      [{ reference: " " }, "request_param_err"],
      [{ reference: "r".repeat(161) }, "request_param_err"],
      [{ memberId: 987_654_321 }, "member.not.found"],
      [{ merchantCode: "elsewhere" }, "member.not.found"],
    ];
    for (const [change, code] of bad) {
      await expect(send(change), JSON.stringify(change).slice(0, 80)).rejects.toMatchObject({ code });
    }
    expect(await inboxOf(id)).toEqual([]);

    const trial = await insertMember(t.db, "demo", `nftrial${randomUUID().slice(0, 6)}`);
    await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [trial]);
    expect(await send({ memberId: trial, reference: "test:trial" })).toBeNull();
    expect(await inboxOf(trial)).toEqual([]);
  });
});

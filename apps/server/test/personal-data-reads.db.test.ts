import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { ADMIN_ROUTES } from "#app/modules/admin/admin-route.ts";
import { PERSONAL_DATA_READ } from "#app/modules/audit/personal-data-reads.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Secret2026";

type AuditRow = { actor: string; target_type: string; target_id: string; detail: Record<string, unknown> };

describe(`operators' reads of members' personal data on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.64");

  const reads = async () =>
    t.db.query<AuditRow>(
      "SELECT actor, target_type, target_id, detail FROM audit_log WHERE action = $1 ORDER BY id",
      [PERSONAL_DATA_READ],
    );

  /** A member with a bound bank account and a withdrawal waiting for the desk. */
  async function withdrawingMember(name: string) {
    const member = await calls.register(`${name}${randomUUID().slice(0, 5)}`, PASSWORD);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: member.id,
      amount: 100_000n,
      key: randomUUID(),
    });
    const card = await calls.call("PUT", ENDPOINTS.bindBankCard.path, {
      token: member.token,
      sealed: true,
      body: {
        type: "bank",
        providerCode: "CHASE",
        accountNumber: `4830${String(Date.now()).slice(-8)}`,
        holderName: "Ana Souza",
        loginPassword: PASSWORD,
      },
    });
    expect(card.json(), card.body).toMatchObject({ success: true });
    const asked = await calls.call("POST", ENDPOINTS.withdraw.path, {
      token: member.token,
      sealed: true,
      body: { password: "482913", amount: "20", bankCardId: card.json().value.card.id },
    });
    expect(asked.json(), asked.body).toMatchObject({ success: true });
    return member;
  }

  it("audits every call that shows a member's personal data: one row per call, naming the member or the filter", async () => {
    const ana = await withdrawingMember("pdana");
    await withdrawingMember("pdbia");
    const key = await operatorKey(t.db);
    const operator = operatorCalls(t, key);
    const [{ name }] = (await t.db.query<{ name: string }>(
      "SELECT o.name FROM operators o ORDER BY o.id DESC LIMIT 1",
    )) as [{ name: string }];
    const before = (await reads()).length;

    // A list of many members: one row for the call, with its filter, however many members it shows.
    const list = await operator("GET", "/admin/api/withdrawals?status=pending&pageSize=100");
    expect(list.statusCode).toBe(200);
    const shown = list.json().value.list.length;
    expect(shown).toBeGreaterThanOrEqual(2);
    let rows = (await reads()).slice(before);
    expect(rows).toEqual([
      {
        actor: `operator:${name}`,
        target_type: "member-list",
        target_id: "GET /admin/api/withdrawals",
        detail: {
          call: "GET /admin/api/withdrawals",
          shows: "bank cards and accounts: numbers and holder names",
          filter: { status: "pending", pageNo: 1, pageSize: 100 },
          rows: shown,
        },
      },
    ]);

    // One member's withdrawal: the row names the member.
    const id = list.json().value.list.find((item: { username: string }) => item.username === ana.userName).id;
    expect((await operator("GET", `/admin/api/withdrawals/detail?id=${id}`)).statusCode).toBe(200);
    rows = (await reads()).slice(before + 1);
    expect(rows.map((row) => [row.target_type, row.target_id, row.detail.call, row.detail.id])).toEqual([
      ["member", String(ana.id), "GET /admin/api/withdrawals/detail", ana.id],
    ]);

    // The other lists that show names, accounts and addresses.
    for (const url of ["/admin/api/deposits?status=pending", "/admin/api/points/redemptions"]) {
      expect((await operator("GET", url)).statusCode).toBe(200);
    }
    rows = (await reads()).slice(before + 2);
    expect(rows.map((row) => [row.target_type, row.detail.call, row.detail.filter])).toEqual([
      ["member-list", "GET /admin/api/deposits", expect.objectContaining({ status: "pending" })],
      ["member-list", "GET /admin/api/points/redemptions", {}],
    ]);

    // A member's chat, read at the desk: the row names the member.
    const sent = await calls.call("POST", ENDPOINTS.chatSend.path, {
      token: ana.token,
      body: { text: "my card ends 1234", clientRef: randomUUID().replaceAll("-", "") },
    });
    const conversationId = sent.json().value.conversation.id;
    const history = await operator(
      "GET",
      `/admin/api/chat/conversations/history?conversationId=${conversationId}`,
    );
    expect(history.statusCode).toBe(200);
    rows = (await reads()).slice(before + 4);
    expect(rows.map((row) => [row.target_type, row.target_id, row.detail.call])).toEqual([
      ["member", ana.userName, "GET /admin/api/chat/conversations/history"],
    ]);

    // A refused read shows nothing and records nothing.
    expect((await operator("GET", "/admin/api/withdrawals/detail?id=999999999")).statusCode).not.toBe(200);
    expect((await operator("GET", "/admin/api/withdrawals/detail?id=abc")).statusCode).toBe(400);
    expect((await reads()).length).toBe(before + 5);
  });

  it("marks exactly the back-office calls whose answers show personal data", () => {
    const marked = [...ADMIN_ROUTES].filter(([, route]) => route.personalData).map(([call]) => call);
    expect(marked.sort()).toEqual(
      [
        "GET /admin/api/chat/attachment",
        "GET /admin/api/chat/conversations/history",
        "GET /admin/api/deposits",
        "GET /admin/api/members",
        "GET /admin/api/members/detail",
        "GET /admin/api/points/redemptions",
        "GET /admin/api/promotions/applications/detail",
        "GET /admin/api/withdrawals",
        "GET /admin/api/withdrawals/detail",
      ].sort(),
    );
  });
});

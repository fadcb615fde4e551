import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Secure2026";

describe(`the member's profile on ${databaseKind}`, () => {
  const demo = demoConfig();
  const telegramSite = {
    ...demo,
    code: "chatty",
    domains: ["chatty.example"],
    registerRules: {
      ...demo.registerRules,
      telegram: {
        enabled: true,
        required: false,
        acceptedPattern: "",
        patternId: 9,
        minLength: 5,
        maxLength: 32,
      },
      line: {
        enabled: true,
        required: false,
        acceptedPattern: "",
        patternId: 9,
        minLength: 4,
        maxLength: 20,
      },
    },
  };
  const t = useTestApp(() => ({ merchants: [demo, telegramSite] }));
  const { call, register, nextIp } = memberCalls(t, "198.18.62");
  let serial = 0;
  const freshUser = (merchant?: string) =>
    register(`prof${Date.now().toString(36)}${++serial}`, PASSWORD, merchant);

  const read = (token: string, merchant?: string) =>
    call("GET", ENDPOINTS.memberProfile.path, { token, ...(merchant ? { merchant } : {}) });
  const update = (token: string, body: Record<string, unknown>, merchant?: string) =>
    call("POST", ENDPOINTS.updateMemberProfile.path, { token, body, ...(merchant ? { merchant } : {}) });
  const row = async (id: number) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT nickname, payee_name, coalesce(to_char(birthday, 'YYYY-MM-DD'), '') AS birthday, contacts
           FROM members WHERE id = $1`,
        [id],
      )
    )[0];

  it("shows an empty profile with the handles the merchant enables", async () => {
    const member = await freshUser();
    const answer = await read(member.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toEqual({
      account: member.userName,
      nickname: "",
      payeeName: "",
      birthday: "",
      contacts: { whatsapp: "" },
      locked: [],
    });
    expect((await call("GET", ENDPOINTS.memberProfile.path)).statusCode).toBe(401);
  });

  it("saves the fields given, trimmed, and locks the real name and the birthday once set", async () => {
    const member = await freshUser();
    const saved = await update(member.token, {
      nickname: "  Lucky Maria ",
      payeeName: "Maria Silva",
      birthday: "1990-05-17",
      whatsapp: "5511987654321",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual({
      account: member.userName,
      nickname: "Lucky Maria",
      payeeName: "Maria Silva",
      birthday: "1990-05-17",
      contacts: { whatsapp: "5511987654321" },
      locked: ["payeeName", "birthday"],
    });
    const info = (await call("GET", ENDPOINTS.memberInfo.path, { token: member.token })).json().value;
    expect(info.nickname).toBe("Lucky Maria");

    const renamed = await update(member.token, { nickname: "Someone", payeeName: "Other Name" });
    expect(renamed.json().errorCode).toBe("profile.field.locked");
    const redated = await update(member.token, { birthday: "1991-01-01" });
    expect(redated.json().errorCode).toBe("profile.field.locked");
    expect(await row(member.id)).toMatchObject({
      nickname: "Lucky Maria",
      payee_name: "Maria Silva",
      birthday: "1990-05-17",
    });
    // Sending the same locked value again (the whole form) is fine; other fields still change.
    const resent = await update(member.token, {
      payeeName: "Maria Silva",
      birthday: "1990-05-17",
      whatsapp: "5511900000000",
    });
    expect(resent.statusCode).toBe(200);
    expect((await row(member.id))?.contacts).toEqual({ whatsapp: "5511900000000" });
  });

  it("checks every field with the merchant's rules and writes nothing when one is refused", async () => {
    const member = await freshUser();
    const cases: Array<[Record<string, string>, string, string?]> = [
      [{ nickname: "Fine", whatsapp: "abc" }, "request_param_err", "whatsapp"],
      [{ payeeName: "M4ria" }, "request_param_err", "payeeName"],
      [{ birthday: "1990-02-30" }, "request_param_err", "birthday"],
      [{ birthday: "17/05/1990" }, "request_param_err", "birthday"],
      [{ nickname: "x".repeat(21) }, "request_param_err", "nickname"],
      [{ nickname: "Fine", line: "myline" }, "request_param_err"],
    ];
    for (const [body, code, field] of cases) {
      const answer = await update(member.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errorCode).toBe(code);
      if (field) expect(Object.keys(answer.json().value.fields)).toEqual([field]);
    }
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const underage = await update(member.token, { birthday: young.toISOString().slice(0, 10) });
    expect(underage.json().errorCode).toBe("profile.underage");
    expect(await row(member.id)).toEqual({ nickname: "", payee_name: "", birthday: "", contacts: {} });
    // An empty value of a field the merchant does not offer is no request at all.
    expect((await update(member.token, { line: "" })).statusCode).toBe(200);
  });

  it("turns 18 on the 18th birthday", async () => {
    const member = await freshUser();
    const today = new Date().toISOString().slice(0, 10);
    const birthday = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    // 29 February has no 18th anniversary in most years; any other day does.
    if (!birthday.endsWith("02-29")) {
      expect((await update(member.token, { birthday })).statusCode).toBe(200);
    }
  });

  it("shows and checks the handles a merchant turns on", async () => {
    const member = await freshUser("chatty");
    const answer = await read(member.token, "chatty");
    expect(answer.json().value.contacts).toEqual({ line: "", whatsapp: "", telegram: "" });
    const refused = await update(member.token, { line: "has space" }, "chatty");
    expect(refused.json().errorCode).toBe("request_param_err");
    expect(Object.keys(refused.json().value.fields)).toEqual(["line"]);
    const saved = await update(member.token, { telegram: "@lucky_maria", line: "maria.l" }, "chatty");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.contacts).toEqual({ line: "maria.l", whatsapp: "", telegram: "@lucky_maria" });
  });

  it("refuses trial accounts", async () => {
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: nextIp() })).json().value;
    expect((await read(trial.token)).json().errorCode).toBe("trial.account");
    expect((await update(trial.token, { nickname: "Guest" })).json().errorCode).toBe("trial.account");
    expect((await row(trial.id))?.nickname).toBe("");
  });
});

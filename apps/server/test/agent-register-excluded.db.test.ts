import { registerDownlineCall } from "@banca/contract/calls/agent-team";
import { selfExcludeCall } from "@banca/contract/calls/protection";
import { beforeAll, describe, expect, it } from "vitest";
import {
  seedSmallMerchants,
  smallMerchant,
  TEAM_PASSWORD,
  teamMember,
  tokenOf,
} from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { memberCalls } from "./support/member-calls.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and checked by the assertions
type Envelope = { success: boolean; errorCode: string; value: any };

/**
 * An agent cannot open an account for a person who is in a time-out or self-exclusion on its
 * merchant (decision 094): whatever it gives of them that names an excluded member — the mobile
 * number, the e-mail, the ID number, the real name with the birthday — refuses the account, and
 * nothing is written. The same details of a member not excluded, or of another merchant, open it.
 */
describe(`an agent registering an excluded person on ${databaseKind}`, () => {
  const t = useTestApp();
  const { nextIp } = memberCalls(t, "198.18.94");
  let agentToken = "";
  let serial = 0;
  const username = () => `exreg${Date.now() % 100_000}${++serial}`.slice(0, 16);

  const register = async (body: Record<string, unknown>, token = agentToken) => {
    const response = await sendCall(t.app, registerDownlineCall, {
      body: { username: username(), password: "Open2026pw", ...body },
      token,
      ip: nextIp(),
    });
    return { status: response.statusCode, ...(response.json() as Envelope) };
  };

  /** A member with these details who excluded itself through the site, as a player does. */
  const excludedMember = async (merchant: string, details: Record<string, string | null>) => {
    const id = await teamMember(t.db, { merchant, username: username() });
    await t.db.query(
      `UPDATE members SET country_dialing_code = $2, mobile_num = $3, email = $4, payee_name = $5,
              birthday = $6::date, contacts = jsonb_build_object('idNumber', $7::text) WHERE id = $1`,
      [
        id,
        details.dialingCode ?? "",
        details.mobileNum ?? "",
        details.email ?? "",
        details.payeeName ?? "",
        details.birthday ?? null,
        details.idNumber ?? "",
      ],
    );
    const token = await tokenOf(t.db, merchant, id);
    const excluded = await sendCall(t.app, selfExcludeCall, {
      body: { kind: "self_exclusion", duration: 6, password: TEAM_PASSWORD },
      token,
      ip: nextIp(),
      merchant,
    });
    expect(excluded.json(), excluded.body).toMatchObject({ success: true });
    return id;
  };

  beforeAll(async () => {
    await seedSmallMerchants(t.db, [smallMerchant("other")]);
    const agent = await teamMember(t.db, { username: username(), kind: "agent", rates: { slots: 100 } });
    agentToken = await tokenOf(t.db, "demo", agent);
    await excludedMember("demo", {
      dialingCode: "63",
      mobileNum: "9171234567",
      email: "Excluded.Person@example.com",
      payeeName: "Maria Santos",
      birthday: "1990-04-12",
      idNumber: "AB 123 456",
    });
    // The same person's details on another merchant: that exclusion does not reach the demo's agents.
    await excludedMember("other", { mobileNum: "9990001111", email: "elsewhere@example.com" });
  });

  it.each([
    ["the mobile number", { countryDialingCode: "+63", mobileNum: "9171234567" }],
    ["the mobile number without a dialing code", { mobileNum: "9171234567" }],
    ["the e-mail in another letter case", { email: "excluded.person@EXAMPLE.com" }],
    ["the ID number written without spaces", { idNumber: "ab123456" }],
    ["the real name and birthday", { payeeName: "maria santos", birthday: "1990-04-12" }],
  ])("refuses an account for an excluded person found by %s, and writes nothing", async (_, person) => {
    const before = await tableChecksum(t.db);
    const answer = await register(person);
    expect([answer.status, answer.errorCode], JSON.stringify(answer)).toEqual([
      403,
      "agent.register.excluded",
    ]);
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
  });

  it("opens the account when the details name no excluded member of this merchant, and stores them", async () => {
    const details = {
      countryDialingCode: "+63",
      mobileNum: "9170000001",
      email: "someone.else@example.com",
      payeeName: "Maria Santos",
      birthday: "1991-04-12",
      idNumber: "ZZ 999",
    };
    const answer = await register(details);
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    const [row] = await t.db.query<Record<string, string>>(
      `SELECT country_dialing_code, mobile_num, email, payee_name, birthday::text AS birthday,
              contacts->>'idNumber' AS id_number FROM members WHERE id = $1`,
      [answer.value.id],
    );
    expect(row).toEqual({
      country_dialing_code: "63",
      mobile_num: "9170000001",
      email: "someone.else@example.com",
      payee_name: "Maria Santos",
      birthday: "1991-04-12",
      id_number: "ZZ 999",
    });
    // Another merchant's excluded member does not stop this one.
    expect(await register({ email: "elsewhere@example.com" })).toMatchObject({ success: true });
  });

  it("refuses a mobile number another account holds, a day off the calendar, and an under-age birthday", async () => {
    expect(await register({ mobileNum: "9170000001" })).toMatchObject({ errorCode: "mobile.taken" });
    expect(await register({ birthday: "1990-02-30" })).toMatchObject({ errorCode: "request_param_err" });
    const today = new Date().toISOString().slice(0, 10);
    expect(await register({ payeeName: "Kid", birthday: today })).toMatchObject({
      errorCode: "profile.underage",
    });
  });

  it("still opens an account with no details of the person, as before", async () => {
    expect(await register({})).toMatchObject({ success: true, value: { kind: "player" } });
  });
});

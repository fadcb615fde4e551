import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

/** A merchant like the demo with some modules switched, without its game catalogue (quick to seed). */
const lite = (code: string, modules: Record<string, "1" | "0">) => ({
  ...withModules(demoConfig(), code, modules),
  vendors: [],
  gameCatalogue: { generatedGames: 0 },
  demoAccounts: [],
});

const PASSWORD = "Secure2026";
const HOSTILE =
  '<p>Rates <b>rise</b> &amp; fall <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">here</a> <a href="https://banca.example/terms">terms</a></p>';

type Agent = { token: string; merchant: string };

describe(`announcements addressed to agents on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register, nextIp } = memberCalls(t, "198.18.72");
  let serial = 0;
  let operator: ReturnType<typeof operatorCalls>;
  let otherOperator: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    await seedMerchants(t.db, [lite("quiet", { AGENTANNOUNCE3: "0" }), lite("other", {})]);
    operator = operatorCalls(t, await operatorKey(t.db, "demo"));
    otherOperator = operatorCalls(t, await operatorKey(t.db, "other"), "other");
  });

  async function member(kind: "agent" | "player", merchant = "demo"): Promise<Agent> {
    const { id, token } = await register(
      `an${kind[0]}${Date.now().toString(36)}${++serial}`,
      PASSWORD,
      merchant,
    );
    if (kind === "agent")
      await t.db.query("UPDATE members SET kind = 'agent', agent_level = 1 WHERE id = $1", [id]);
    return { token, merchant };
  }

  const list = (agent: Agent, query = "", language = "en") =>
    call("GET", `${ENDPOINTS.agentAnnouncements.path}${query}`, {
      token: agent.token,
      merchant: agent.merchant,
      language,
    });
  const detail = (agent: Agent, id: number, language = "en") =>
    call("GET", `${ENDPOINTS.agentAnnouncementDetail.path}?id=${id}`, {
      token: agent.token,
      merchant: agent.merchant,
      language,
    });
  const create = async (body: Record<string, unknown>, as = operator) => {
    const answer = await as("POST", "/admin/api/agent-announcements/create", body);
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value.id as number;
  };
  const clear = () => t.db.query("DELETE FROM announcements WHERE type = 'AG'");

  it("lists the published ones newest first, 9 a page, with plain-text excerpts", async () => {
    await clear();
    const agent = await member("agent");
    const day = 86_400_000;
    const start = Date.now() - 30 * day;
    for (let index = 0; index < 12; index++) {
      await create({
        title: { en: `Notice ${index}`, pt: `Aviso ${index}` },
        content: { en: index === 11 ? HOSTILE : `<p>Body ${index}</p>` },
        publishedAt: start + index * day,
      });
    }
    await create({
      title: { en: "Tomorrow" },
      content: { en: "<p>later</p>" },
      publishedAt: Date.now() + day,
    });
    await create({ title: { en: "Hidden" }, content: { en: "<p>off</p>" }, enabled: false });

    const first = (await list(agent)).json().value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9, totalCount: 12, totalPages: 2 });
    expect(first.list.map((row: { title: string }) => row.title)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Notice ${index}`),
    );
    expect(first.list[0].excerpt).toBe("Rates rise & fall here terms");
    expect(first.list[1]).toMatchObject({ excerpt: "Body 10", timestamp: start + 10 * day });
    const second = (await list(agent, "?pageNo=2")).json().value;
    expect(second.list.map((row: { title: string }) => row.title)).toEqual([
      "Notice 2",
      "Notice 1",
      "Notice 0",
    ]);
    // The reader's language, else the merchant's default.
    const inPortuguese = (await list(agent, "?pageNo=2", "pt")).json().value;
    expect(inPortuguese.list.map((row: { title: string }) => row.title)).toEqual([
      "Aviso 2",
      "Aviso 1",
      "Aviso 0",
    ]);
    expect((await list(agent, "?pageSize=0")).json().errorCode).toBe("request_param_err");
  });

  it("shows one in detail with its HTML cleaned, and nothing unpublished, switched off or not for agents", async () => {
    await clear();
    const agent = await member("agent");
    const id = await create({ title: { en: "Rates" }, content: { en: HOSTILE } });
    const [stored] = await t.db.query<{ content: { en: string } }>(
      "SELECT content FROM announcements WHERE id = $1",
      [id],
    );
    expect(stored!.content.en).not.toMatch(/<script|onerror|javascript:/i);
    const shown = (await detail(agent, id)).json().value;
    expect(shown).toMatchObject({ id, title: "Rates" });
    expect(shown.content).toContain('<a href="https://banca.example/terms">terms</a>');
    expect(shown.content).not.toMatch(/<script|onerror|javascript:/i);

    // A row written by hand (not through the back office) is cleaned when it is read.
    const [raw] = await t.db.query<{ id: number }>(
      `INSERT INTO announcements (merchant_code, type, title, content, published_at)
       VALUES ('demo', 'AG', '{"en":"Raw"}', $1, now()) RETURNING id`,
      [JSON.stringify({ en: HOSTILE })],
    );
    expect((await detail(agent, raw!.id)).json().value.content).not.toMatch(/<script|onerror|javascript:/i);

    const future = await create({
      title: { en: "Later" },
      content: { en: "x" },
      publishedAt: Date.now() + 3_600_000,
    });
    const off = await create({ title: { en: "Off" }, content: { en: "x" }, enabled: false });
    const [player] = await t.db.query<{ id: number }>(
      "SELECT id FROM announcements WHERE merchant_code = 'demo' AND type = 'PL' LIMIT 1",
    );
    const otherId = await create({ title: { en: "Theirs" }, content: { en: "x" } }, otherOperator);
    for (const hidden of [future, off, player!.id, otherId, 2_000_000_000]) {
      const answer = await detail(agent, hidden);
      expect([answer.statusCode, answer.json().errorCode], String(hidden)).toEqual([
        404,
        "announcement.not.found",
      ]);
    }
    // Players' notices never carry them.
    const notices = (
      await call("GET", `${ENDPOINTS.listAnnouncements.path}?types=PL,PU,PR,H`, { language: "en" })
    ).json().value;
    const titles = [...notices.player, ...notices.popup, ...notices.promotion, ...notices.headline].map(
      (notice: { title: string }) => notice.title,
    );
    expect(titles).not.toContain("Rates");
    expect((await call("GET", `${ENDPOINTS.listAnnouncements.path}?types=AG`)).json().errorCode).toBe(
      "request_param_err",
    );
  });

  it("is for agents only, and only where the merchant has agent announcements on", async () => {
    await clear();
    const id = await create({ title: { en: "For agents" }, content: { en: "<p>x</p>" } });
    const player = await member("player");
    for (const answer of [await list(player), await detail(player, id)]) {
      expect([answer.statusCode, answer.json().errorCode]).toEqual([403, "agent.only"]);
    }
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: nextIp() })).json().value;
    expect((await list({ token: trial.token, merchant: "demo" })).json().errorCode).toBe("agent.only");
    expect((await list({ token: "", merchant: "demo" })).statusCode).toBe(401);
    const quiet = await member("agent", "quiet");
    expect((await list(quiet)).json().errorCode).toBe("function.not.available");
    // Another merchant's agent sees its own merchant's announcements only.
    const elsewhere = await member("agent", "other");
    expect(
      (await list(elsewhere)).json().value.list.map((row: { title: string }) => row.title),
    ).not.toContain("For agents");
  });

  it("lets operators edit and delete them, audited, within their own merchant", async () => {
    await clear();
    const agent = await member("agent");
    const id = await create({ title: { en: "Draft" }, content: { en: "<p>v1</p>" } });
    const updated = await operator("POST", "/admin/api/agent-announcements/update", {
      id,
      title: { en: "Final" },
      content: { en: '<p onclick="x()">v2</p>' },
    });
    expect(updated.json()).toMatchObject({ success: true, value: { id } });
    expect((await detail(agent, id)).json().value).toMatchObject({ title: "Final", content: "<p>v2</p>" });
    const all = (await operator("GET", "/admin/api/agent-announcements")).json().value.list;
    expect(all).toMatchObject([{ id, title: { en: "Final" }, content: { en: "<p>v2</p>" }, enabled: true }]);

    await operator("POST", "/admin/api/agent-announcements/update", { id, enabled: false });
    expect((await detail(agent, id)).json().errorCode).toBe("announcement.not.found");
    // An operator of another merchant cannot touch it; its own merchant has no such id.
    const foreign = operatorCalls(t, await operatorKey(t.db, "other"), "demo");
    expect((await foreign("POST", "/admin/api/agent-announcements/delete", { id })).json().errorCode).toBe(
      "operator.forbidden",
    );
    expect(
      (await otherOperator("POST", "/admin/api/agent-announcements/delete", { id })).json().errorCode,
    ).toBe("announcement.not.found");
    const deleted = await operator("POST", "/admin/api/agent-announcements/delete", { id });
    expect(deleted.json()).toMatchObject({ success: true });
    expect((await operator("GET", "/admin/api/agent-announcements")).json().value.list).toEqual([]);
    expect((await operator("POST", "/admin/api/agent-announcements/delete", { id })).statusCode).toBe(404);

    const audit = await t.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE target_type = 'announcement' AND target_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "agent.announcement.create",
      "agent.announcement.update",
      "agent.announcement.update",
      "agent.announcement.delete",
    ]);
    expect(audit.every((row) => row.actor.startsWith("operator:"))).toBe(true);
  });

  it("refuses bad announcements and changes nothing", async () => {
    await clear();
    const before = await t.db.query("SELECT id FROM announcements WHERE type = 'AG'");
    for (const body of [
      { title: {}, content: { en: "x" } },
      { title: { en: "" }, content: { en: "x" } },
      { title: { xx: "t" }, content: { en: "x" } },
      { title: { en: "t" }, content: { en: "x" }, extra: 1 },
      { title: { en: "t".repeat(201) }, content: { en: "x" } },
      { title: { en: "t" }, content: { en: "x" }, publishedAt: -1 },
      { title: { en: "t" } },
    ]) {
      const answer = await operator("POST", "/admin/api/agent-announcements/create", body);
      expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body)).toEqual([
        400,
        "request_param_err",
      ]);
    }
    const empty = await operator("POST", "/admin/api/agent-announcements/update", { id: 1 });
    expect(empty.json().errorCode).toBe("request_param_err");
    expect(await t.db.query("SELECT id FROM announcements WHERE type = 'AG'")).toEqual(before);
  });
});

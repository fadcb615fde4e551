import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`the back office's announcements on ${databaseKind}`, () => {
  const t = useTestApp();
  /** The headlines the site shows a visitor now. */
  const siteHeadlines = async () => {
    const response = await t.app.inject({
      method: ENDPOINTS.listAnnouncements.method,
      url: `${ENDPOINTS.listAnnouncements.path}?types=H`,
      headers: { merchant: "demo" },
    });
    return (response.json().value.headline as { id: number; title: string; content: string }[]) ?? [];
  };

  it("publishes sanitized HTML on the site, edits, hides and deletes it, each write audited", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const created = await call("POST", "/admin/api/announcements/create", {
      type: "H",
      title: { en: "Weekend maintenance" },
      content: { en: '<p onclick="steal()">Back at <b>06:00</b><script>alert(1)</script></p>' },
    });
    expect(created.statusCode).toBe(200);
    const announcement = created.json().value;
    expect(announcement).toMatchObject({
      type: "H",
      enabled: true,
      content: { en: "<p>Back at <b>06:00</b></p>" },
    });
    expect(await siteHeadlines()).toContainEqual(
      expect.objectContaining({
        id: announcement.id,
        title: "Weekend maintenance",
        content: "<p>Back at <b>06:00</b></p>",
      }),
    );

    const listed = (await call("GET", "/admin/api/announcements?type=H&pageSize=1")).json().value;
    expect(listed.list[0]).toEqual(announcement);
    expect(listed.pageSize).toBe(1);
    const csv = await call("GET", "/admin/api/announcements?type=H&format=csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(`${announcement.id},H,Weekend maintenance,`);

    const hidden = await call("POST", "/admin/api/announcements/update", {
      id: announcement.id,
      type: "H",
      title: { en: "Maintenance moved" },
      content: { en: "<p>Sunday</p>" },
      enabled: false,
    });
    expect(hidden.json().value).toMatchObject({ title: { en: "Maintenance moved" }, enabled: false });
    expect((await siteHeadlines()).map((h) => h.id)).not.toContain(announcement.id);

    expect(
      (await call("POST", "/admin/api/announcements/delete", { id: announcement.id })).json().value,
    ).toEqual({
      id: announcement.id,
      deleted: true,
    });
    const again = await call("POST", "/admin/api/announcements/delete", { id: announcement.id });
    expect([again.statusCode, again.json().errorCode]).toEqual([404, "announcement.not.found"]);

    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'announcement' AND target_id = $1 ORDER BY id",
      [String(announcement.id)],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "announcement.create",
      "announcement.update",
      "announcement.delete",
    ]);
  });

  it("refuses bad input in the envelope and another merchant's announcement", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const refusals: [string, unknown, number, string][] = [
      [
        "/admin/api/announcements/create",
        { type: "X", title: { en: "a" }, content: { en: "b" } },
        400,
        "request_param_err",
      ],
      [
        "/admin/api/announcements/create",
        { type: "H", title: { en: " " }, content: { en: "b" } },
        400,
        "request_param_err",
      ],
      [
        "/admin/api/announcements/create",
        { type: "H", title: { en: "a" }, content: { en: "b" }, publishedAt: "soon" },
        400,
        "request_param_err",
      ],
      [
        "/admin/api/announcements/update",
        { id: 999_999, type: "H", title: { en: "a" }, content: { en: "b" } },
        404,
        "announcement.not.found",
      ],
    ];
    for (const [url, body, status, code] of refusals) {
      const response = await call("POST", url, body);
      expect([response.statusCode, response.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
  });

  it("lists the site's notices beside agent announcements, never answering or changing those", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const agent = await call("POST", "/admin/api/agent-announcements/create", {
      title: { en: "For agents only" },
      content: { en: "<p>Commission day</p>" },
    });
    expect(agent.statusCode, agent.body).toBe(200);
    const agentId = agent.json().value.id as number;

    const listed = await call("GET", "/admin/api/announcements?pageSize=200");
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().value.list.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(agentId);
    expect(listed.json().value.totalCount).toBe(ids.length);
    const csv = await call("GET", "/admin/api/announcements?format=csv");
    expect([csv.statusCode, csv.body.includes("For agents only")]).toEqual([200, false]);

    const update = await call("POST", "/admin/api/announcements/update", {
      id: agentId,
      type: "H",
      title: { en: "Hijacked" },
      content: { en: "x" },
    });
    expect([update.statusCode, update.json().errorCode]).toEqual([404, "announcement.not.found"]);
    const remove = await call("POST", "/admin/api/announcements/delete", { id: agentId });
    expect([remove.statusCode, remove.json().errorCode]).toEqual([404, "announcement.not.found"]);
    const [row] = await t.db.query<{ type: string; title: { en: string } }>(
      "SELECT type, title FROM announcements WHERE id = $1",
      [agentId],
    );
    expect(row).toEqual({ type: "AG", title: { en: "For agents only" } });
  });
});

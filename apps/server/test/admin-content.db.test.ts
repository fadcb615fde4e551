import { CONTENT_IMAGE_MAX_BYTES } from "@banca/contract/backoffice/content";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

// A 1×1 PNG and a 1×1 lossless WebP: real pictures, as a browser would send them.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function merchants(): MerchantConfig[] {
  const demo = demoConfig();
  return [demo, { ...demo, code: "second", domains: ["second.example"], demoAccounts: [] }];
}

describe(`the back office's banners, help topics and pictures on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: merchants() }));
  const upload = (key: string, bytes: Buffer, contentType = "image/png", merchant = "demo") =>
    t.app.inject({
      method: "POST",
      url: "/admin/api/content-images",
      headers: { authorization: `Bearer ${key}`, merchant, "content-type": contentType },
      payload: bytes,
    });
  const siteBanners = async (merchant = "demo") => {
    const response = await t.app.inject({
      url: `${ENDPOINTS.listAnnouncements.path}?types=B`,
      headers: { merchant },
    });
    return response.json().value.banners as {
      bannerId: number;
      groupName: string;
      url: string;
      title: string;
    }[];
  };
  const siteHelp = async (merchant = "demo") =>
    (await t.app.inject({ url: ENDPOINTS.helpCenter.path, headers: { merchant, language: "en" } })).json()
      .value as { tag: string; title: string; content: string }[];
  const audit = async (targetType: string, id: number) =>
    (
      await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id",
        [targetType, String(id)],
      )
    ).map((row) => row.action);

  it("uploads a picture once per content, serves it publicly with a year's cache, and refuses others", async () => {
    const key = await operatorKey(t.db, "demo");
    const first = await upload(key, PNG, "application/octet-stream");
    expect(first.statusCode, first.body).toBe(200);
    const image = first.json().value;
    expect(image).toMatchObject({ contentType: "image/png", size: PNG.length });
    expect(image.url).toMatch(/^\/content-images\/\d+-[0-9a-f]{64}\.png$/);
    expect((await upload(key, PNG)).json().value).toEqual(image);
    expect(await audit("content_image", image.id)).toEqual(["content_image.upload"]);

    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const webp = (await upload(key, WEBP, "image/webp")).json().value;
    expect(webp.url).toMatch(/\.webp$/);

    // The address names the bytes: another digest or extension is not found.
    for (const wrong of [
      image.url.replace(/[0-9a-f]{64}/, "0".repeat(64)),
      image.url.replace(/\.png$/, ".jpg"),
      "/content-images/1.png",
    ]) {
      expect((await t.app.inject({ url: wrong })).statusCode, wrong).toBe(404);
    }

    const before = await tableChecksum(t.db);
    const refusals: [Buffer, string, number, string][] = [
      [SVG, "image/svg+xml", 400, "upload.type"],
      [Buffer.from("GIF89a not a picture we take"), "image/gif", 400, "upload.type"],
      [Buffer.concat([PNG, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]), "image/png", 413, "upload.too.large"],
      [Buffer.alloc(0), "image/png", 400, "upload.type"],
    ];
    for (const [bytes, type, status, code] of refusals) {
      const answer = await upload(key, bytes, type);
      expect([answer.statusCode, answer.json().errorCode], type).toEqual([status, code]);
    }
    const json = await operatorCalls(t, key)("POST", "/admin/api/content-images", { data: "x" });
    expect([json.statusCode, json.json().errorCode]).toEqual([400, "upload.type"]);
    const far = await upload(key, Buffer.concat([PNG, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES * 2)]));
    expect([far.statusCode, far.json().errorCode]).toEqual([413, "payload.too.large"]);
    // A key of the demo merchant cannot upload for another.
    expect((await upload(key, WEBP, "image/webp", "second")).statusCode).toBe(403);
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
  });

  it("adds, changes, reorders and deletes banners the site shows at once, each write audited", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const image = (await upload(await operatorKey(t.db, "demo"), PNG)).json().value;
    const group = async () =>
      (await call("GET", "/admin/api/banners?groupName=w_help")).json().value.list as {
        id: number;
        sort: number;
      }[];
    const seeded = await group();

    const created = await call("POST", "/admin/api/banners/create", {
      groupName: "w_help",
      url: image.url,
      title: { en: "Help is here" },
      linkageType: "INTERNAL",
      link: "/help?tag=deposit",
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = created.json().value;
    expect(banner).toMatchObject({
      groupName: "w_help",
      url: image.url,
      enabled: true,
      linkageType: "INTERNAL",
    });
    expect((await group()).map((row) => row.id)).toEqual([...seeded.map((row) => row.id), banner.id]);
    expect(await siteBanners()).toContainEqual(
      expect.objectContaining({
        bannerId: banner.id,
        groupName: "w_help",
        url: image.url,
        title: "Help is here",
      }),
    );
    // The help page's first picture follows the change at once (its preload and first paint).
    const ids = [banner.id, ...seeded.map((row) => row.id)];
    const reordered = await call("POST", "/admin/api/banners/reorder", { groupName: "w_help", ids });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().value.list.map((row: { id: number }) => row.id)).toEqual(ids);
    expect((await siteBanners()).filter((b) => b.groupName === "w_help")[0]?.bannerId).toBe(banner.id);

    const csv = await call("GET", "/admin/api/banners?groupName=w_help&format=csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(
      `${banner.id},w_help,0,Help is here,${image.url},INTERNAL,/help?tag=deposit,true`,
    );

    const hidden = await call("POST", "/admin/api/banners/update", {
      id: banner.id,
      groupName: "w_home",
      url: image.url,
      title: { en: "Moved home" },
      enabled: false,
    });
    expect(hidden.json().value).toMatchObject({
      groupName: "w_home",
      enabled: false,
      linkageType: "NONE",
      link: "",
    });
    expect((await siteBanners()).map((b) => b.bannerId)).not.toContain(banner.id);

    expect((await call("POST", "/admin/api/banners/delete", { id: banner.id })).json().value).toEqual({
      id: banner.id,
      deleted: true,
    });
    const again = await call("POST", "/admin/api/banners/delete", { id: banner.id });
    expect([again.statusCode, again.json().errorCode]).toEqual([404, "banner.not.found"]);
    expect(await audit("banner", banner.id)).toEqual([
      "banner.create",
      "banner.reorder",
      "banner.update",
      "banner.delete",
    ]);
  });

  it("refuses bad banners, bad orders and another merchant's banners, writing nothing", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const secondCall = operatorCalls(t, await operatorKey(t.db, "second"), "second");
    const theirs = (
      await secondCall("POST", "/admin/api/banners/create", { groupName: "w_home", url: "/x.png", title: {} })
    ).json().value.id as number;
    const home = (await call("GET", "/admin/api/banners?groupName=w_home")).json().value.list as {
      id: number;
    }[];
    const good = { groupName: "w_home", url: "/images/a.png", title: { en: "A" } };
    const otherKey = await operatorKey(t.db, "demo");
    const before = await tableChecksum(t.db);
    const refusals: [string, unknown, number, string][] = [
      ["create", { ...good, groupName: "w_nowhere" }, 400, "request_param_err"],
      ["create", { ...good, url: "javascript:alert(1)" }, 400, "request_param_err"],
      ["create", { ...good, url: "http://plain.example/a.png" }, 400, "request_param_err"],
      ["create", { ...good, linkageType: "EXTERNAL", link: "/not-external" }, 400, "request_param_err"],
      ["create", { ...good, linkageType: "INTERNAL", link: "//evil.example" }, 400, "request_param_err"],
      ["create", { ...good, linkageType: "NONE", link: "/somewhere" }, 400, "request_param_err"],
      ["create", { ...good, title: { en: "x".repeat(201) } }, 400, "request_param_err"],
      ["create", { ...good, extra: 1 }, 400, "request_param_err"],
      ["update", { ...good, id: theirs }, 404, "banner.not.found"],
      ["delete", { id: theirs }, 404, "banner.not.found"],
      ["reorder", { groupName: "w_home", ids: home.slice(1).map((b) => b.id) }, 409, "banner.order.mismatch"],
      [
        "reorder",
        { groupName: "w_home", ids: [...home.map((b) => b.id), theirs] },
        409,
        "banner.order.mismatch",
      ],
      ["reorder", { groupName: "w_home", ids: [home[0]?.id, home[0]?.id] }, 400, "request_param_err"],
    ];
    for (const [action, body, status, code] of refusals) {
      const answer = await call("POST", `/admin/api/banners/${action}`, body);
      expect([answer.statusCode, answer.json().errorCode], `${action} ${JSON.stringify(body)}`).toEqual([
        status,
        code,
      ]);
    }
    const foreign = await call("GET", "/admin/api/banners");
    expect(foreign.json().value.list.map((b: { id: number }) => b.id)).not.toContain(theirs);
    const otherMerchant = await operatorCalls(t, otherKey, "second")("GET", "/admin/api/banners");
    expect(otherMerchant.statusCode).toBe(403);
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
  });

  it("adds, changes and deletes help topics with sanitized HTML the help centre shows", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const created = await call("POST", "/admin/api/help-topics/create", {
      tag: "bonus-rules",
      title: { en: "Bonus rules" },
      content: {
        en: '<p onclick="x()">Read <a href="javascript:alert(1)">this</a><script>alert(1)</script></p>',
      },
      sort: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const topic = created.json().value;
    expect(topic).toMatchObject({ tag: "bonus-rules", sort: 5, content: { en: "<p>Read <a>this</a></p>" } });
    expect(await siteHelp()).toContainEqual({
      tag: "bonus-rules",
      title: "Bonus rules",
      content: "<p>Read <a>this</a></p>",
    });
    const listed = (await call("GET", "/admin/api/help-topics")).json().value.list;
    expect(listed).toContainEqual(topic);
    const csv = await call("GET", "/admin/api/help-topics?format=csv");
    expect(csv.body).toContain(`${topic.id},bonus-rules,5,Bonus rules`);

    const changed = await call("POST", "/admin/api/help-topics/update", {
      id: topic.id,
      tag: "bonus-terms",
      title: { en: "Bonus terms", cn: "奖金条款" },
      content: { en: "<h3>Terms</h3><p>Wager <b>10×</b></p>" },
    });
    expect(changed.json().value).toMatchObject({ tag: "bonus-terms", sort: 0 });
    expect((await siteHelp()).map((row) => row.tag)).toContain("bonus-terms");
    expect((await siteHelp()).map((row) => row.tag)).not.toContain("bonus-rules");

    expect((await call("POST", "/admin/api/help-topics/delete", { id: topic.id })).json().value).toEqual({
      id: topic.id,
      deleted: true,
    });
    expect((await siteHelp()).map((row) => row.tag)).not.toContain("bonus-terms");
    expect(await audit("help_topic", topic.id)).toEqual([
      "help_topic.create",
      "help_topic.update",
      "help_topic.delete",
    ]);
  });

  it("refuses bad help topics, a tag already used and another merchant's topic, writing nothing", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const mine = (await call("GET", "/admin/api/help-topics")).json().value.list as {
      id: number;
      tag: string;
    }[];
    const [first, second] = mine;
    if (!first || !second) throw new Error("the demo merchant has help topics");
    const theirs = (
      await operatorCalls(t, await operatorKey(t.db, "second"), "second")("GET", "/admin/api/help-topics")
    ).json().value.list[0].id as number;
    const good = { tag: "new-topic", title: { en: "T" }, content: { en: "<p>C</p>" } };
    const before = await tableChecksum(t.db);
    const refusals: [string, unknown, number, string][] = [
      ["create", { ...good, tag: "Bad Tag" }, 400, "request_param_err"],
      ["create", { ...good, title: { en: " " } }, 400, "request_param_err"],
      ["create", { ...good, content: { en: "<script>alert(1)</script>" } }, 400, "request_param_err"],
      ["create", { ...good, content: { en: "x".repeat(50_001) } }, 400, "request_param_err"],
      ["create", { ...good, tag: first.tag }, 409, "help.topic.tag.taken"],
      ["update", { ...good, id: second.id, tag: first.tag }, 409, "help.topic.tag.taken"],
      ["update", { ...good, id: theirs }, 404, "help.topic.not.found"],
      ["delete", { id: theirs }, 404, "help.topic.not.found"],
      ["delete", { id: "1" }, 400, "request_param_err"],
    ];
    for (const [action, body, status, code] of refusals) {
      const answer = await call("POST", `/admin/api/help-topics/${action}`, body);
      expect([answer.statusCode, answer.json().errorCode], `${action} ${JSON.stringify(body)}`).toEqual([
        status,
        code,
      ]);
    }
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
  });
});

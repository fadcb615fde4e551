import { describe, expect, it } from "vitest";
import { CONTENT_IMAGE_GRACE_MS, contentImagesSweepJob } from "#app/modules/content/content-images-sweep.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
// Distinct pictures: a PNG with a byte after its end is other bytes, another address.
const png = (tail: number) => Buffer.concat([PNG, Buffer.from([tail])]);
const HOUR = 3_600_000;

describe(`unused content pictures are swept after a grace period on ${databaseKind}`, () => {
  const t = useTestApp();

  it("keeps pictures banners use, deletes the unused after the grace, once across two servers", async () => {
    const key = await operatorKey(t.db, "demo");
    const call = operatorCalls(t, key);
    const upload = async (bytes: Buffer) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/admin/api/content-images",
        headers: { authorization: `Bearer ${key}`, merchant: "demo", "content-type": "image/png" },
        payload: bytes,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as { id: number; url: string };
    };
    const kept = await upload(png(1));
    const dropped = await upload(png(2));
    const neverUsed = await upload(png(3));
    expect(new Set([kept.id, dropped.id, neverUsed.id]).size).toBe(3);
    const bannerOf = async (url: string) => {
      const created = await call("POST", "/admin/api/banners/create", {
        groupName: "w_home",
        url,
        title: { en: "A" },
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().value.id as number;
    };
    await bannerOf(kept.url);
    const droppedBanner = await bannerOf(dropped.url);
    const served = async (url: string) => (await t.app.inject({ url })).statusCode;

    // Two servers race for each hourly slot; the sweep runs once a slot.
    const servers = [
      createJobRunner(t.db, [contentImagesSweepJob]),
      createJobRunner(t.db, [contentImagesSweepJob]),
    ];
    // From the start of the next slot, so that each sweep below falls in a slot of its own.
    const start = (Math.floor(Date.now() / HOUR) + 1) * HOUR;
    const sweepAt = async (ms: number) =>
      (await Promise.all(servers.map((server) => server.runDue(new Date(start + ms))))).reduce(
        (a, b) => a + b,
        0,
      );

    expect(await sweepAt(0)).toBe(1);
    expect(await sweepAt(0)).toBe(0);
    // The banner moves to another picture: the old one is now unused too.
    expect(
      (
        await call("POST", "/admin/api/banners/update", {
          id: droppedBanner,
          groupName: "w_home",
          url: kept.url,
          title: { en: "A" },
        })
      ).statusCode,
    ).toBe(200);
    expect(await sweepAt(HOUR)).toBe(1);

    // Just inside the grace of the never-used picture: all three are still served.
    expect(await sweepAt(CONTENT_IMAGE_GRACE_MS - 1000)).toBe(1);
    for (const image of [kept, dropped, neverUsed]) expect(await served(image.url)).toBe(200);

    // Past it, the never-used picture goes; the one unused since the second sweep is put back in
    // use before its grace ends and stays.
    await call("POST", "/admin/api/banners/update", {
      id: droppedBanner,
      groupName: "w_home",
      url: dropped.url,
      title: { en: "A" },
    });
    expect(await sweepAt(CONTENT_IMAGE_GRACE_MS + HOUR / 2)).toBe(1);
    expect([await served(kept.url), await served(dropped.url), await served(neverUsed.url)]).toEqual([
      200, 200, 404,
    ]);

    // Unused again, it goes a whole grace after the sweep that found it so, and not before.
    await call("POST", "/admin/api/banners/delete", { id: droppedBanner });
    expect(await sweepAt(CONTENT_IMAGE_GRACE_MS + 2 * HOUR)).toBe(1);
    expect(await sweepAt(2 * CONTENT_IMAGE_GRACE_MS + HOUR)).toBe(1);
    expect(await served(dropped.url)).toBe(200);
    expect(await sweepAt(2 * CONTENT_IMAGE_GRACE_MS + 2 * HOUR)).toBe(1);
    expect([await served(kept.url), await served(dropped.url)]).toEqual([200, 404]);

    const audited = await t.db.query<{ target_id: string; actor: string }>(
      "SELECT target_id, actor FROM audit_log WHERE action = 'content_image.delete' ORDER BY id",
    );
    expect(audited).toEqual([
      { target_id: String(neverUsed.id), actor: "system" },
      { target_id: String(dropped.id), actor: "system" },
    ]);
  });
});

import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { PAGE_START_SCRIPT } from "@banca/contract/page-start";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstPaint } from "#app/http/first-paint.ts";
import { buildTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

/** A built site in miniature: a page, and a hashed script large enough to be worth compressing. */
function miniatureSite() {
  const dist = mkdtempSync(path.join(tmpdir(), "banca-dist-"));
  mkdirSync(path.join(dist, "assets"));
  const page = "<!doctype html><title>Banca</title><div id=root></div>";
  writeFileSync(path.join(dist, "index.html"), page);
  writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(page));
  const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `game ${index}`))};`;
  writeFileSync(path.join(dist, "assets", "main-Ab12Cd34.js"), script);
  // The build's brotli copy of a second script, made once at best quality.
  const prebuilt = `export const lobby = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `table ${index}`))};`;
  writeFileSync(path.join(dist, "assets", "lobby-Ef56Gh78.js"), prebuilt);
  const prebuiltBrotli = brotliCompressSync(prebuilt);
  writeFileSync(path.join(dist, "assets", "lobby-Ef56Gh78.js.br"), prebuiltBrotli);
  return { dist, script, prebuilt, prebuiltBrotli };
}

describe(`the site served like a product on ${databaseKind}`, () => {
  const site = miniatureSite();
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase("demo");
    app = await buildTestApp(db, { WEB_DIST_DIR: site.dist });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    rmSync(site.dist, { recursive: true, force: true });
  });

  it("sends hashed assets compressed and cached for a year, and revalidates the page", async () => {
    const script = await app.inject({
      url: "/assets/main-Ab12Cd34.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(site.script);
    expect(script.rawPayload.length).toBeLessThan(site.script.length / 3);

    const gzipped = await app.inject({
      url: "/assets/main-Ab12Cd34.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(site.script);

    for (const url of ["/", "/rng"]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("lets the page run its one inline script (the theme, the notice of a failed load) and no other", async () => {
    const policy = String((await app.inject({ url: "/" })).headers["content-security-policy"]);
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src"));
    const hash = createHash("sha256").update(PAGE_START_SCRIPT).digest("base64");
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("sends the build's pre-compressed copy byte for byte, and the plain file to clients without brotli", async () => {
    const script = await app.inject({
      url: "/assets/lobby-Ef56Gh78.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers.vary).toMatch(/accept-encoding/i);
    expect(script.rawPayload.equals(site.prebuiltBrotli)).toBe(true);

    const plain = await app.inject({ url: "/assets/lobby-Ef56Gh78.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(site.prebuilt);
  });

  it("sends a page with its first banner picture as a preload, and a page without banners without one", async () => {
    const banners = await db.query<{ group_name: string; url: string }>(
      "SELECT group_name, url FROM banners WHERE enabled ORDER BY group_name, sort, id",
    );
    const first = (group: string) => banners.find((banner) => banner.group_name === group)?.url;
    expect(first("w_home")).toBeDefined();
    expect(first("w_rng")).toBeDefined();
    for (const [url, group] of [
      ["/", "w_home"],
      ["/rng", "w_rng"],
      ["/RNG/?page=NOVA", "w_rng"],
      ["/help", "w_help"],
      ["/no-such-page", "w_home"],
    ] as const) {
      const page = await app.inject({ url });
      expect(page.headers.link, url).toBe(`<${first(group)}>; rel=preload; as=image; fetchpriority=high`);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      // Painted with the HTML in the site's frame, before (not inside) the root React renders into.
      expect(page.body, url).toContain(
        `<div class="banner"><img class="banner__image" src="${first(group)}" alt="" fetchpriority="high"></div>`,
      );
      expect(page.body.indexOf('id="first-paint"')).toBeLessThan(page.body.indexOf("id=root"));
      expect(page.body.match(/id="first-paint"/g)).toHaveLength(1);
    }
    for (const url of ["/lottery", "/helpmc", "/game"]) {
      const page = await app.inject({ url });
      expect(page.headers.link, url).toBeUndefined();
      expect(page.body, url).not.toContain("first-paint");
    }
  });

  it("paints a rebuilt page's HTML, and writes an address's ampersands as HTML", async () => {
    const file = path.join(site.dist, "index.html");
    writeFileSync(file, "<!doctype html><title>Banca, rebuilt</title><div id=root></div>");
    // A file system's clock may not tell two writes within its resolution apart.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const page = await app.inject({ url: "/" });
    expect(page.body).toContain("Banca, rebuilt");
    expect(page.body).toContain('id="first-paint"');
    expect(firstPaint("/media/b.svg?w=1&h=2")).toContain('src="/media/b.svg?w=1&amp;h=2"');
  });

  it("compresses JSON answers over 1 KB and leaves small ones and clients without it alone", async () => {
    const whitelabel = await app.inject({
      url: ENDPOINTS.whitelabel.path,
      headers: { "accept-encoding": "gzip" },
    });
    expect(whitelabel.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(whitelabel.rawPayload).toString())).toMatchObject({ success: true });

    const plain = await app.inject({ url: ENDPOINTS.whitelabel.path });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toMatchObject({ success: true });

    const small = await app.inject({ url: "/wps/no/such/call", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ errorCode: "route.not.found" });
  });
});

import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, randomCaptchaText } from "#app/modules/captcha/render.ts";
import { createCaptchaService, MAX_PER_WINDOW } from "#app/modules/captcha/service.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PNG_SIGNATURE = "89504e470d0a1a0a";

function decodeImage(image: string) {
  expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const png = Buffer.from(image.slice("data:image/png;base64,".length), "base64");
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe(`captcha on ${databaseKind}`, () => {
  const demo = demoConfig();
  const other: MerchantConfig = { ...demo, code: "other", name: "Other brand", domains: ["other.example"] };
  const t = useTestApp(() => ({ merchants: [demo, other] }));
  const { call, nextIp } = memberCalls(t, "192.0.2");
  let texts: string[] = [];
  // The service as the routes build it, but with texts the test knows.
  const service = () =>
    createCaptchaService(t.db, { randomText: () => texts.shift() ?? randomCaptchaText() });
  const count = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*) AS n FROM captchas"))[0]?.n);

  it("draws readable texts: five characters without look-alikes", () => {
    for (let index = 0; index < 200; index++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const character of text) expect(CAPTCHA_ALPHABET).toContain(character);
    }
    for (const lookAlike of ["0", "O", "1", "I", "L", "5", "S", "8", "B", "2", "Z"]) {
      expect(CAPTCHA_ALPHABET).not.toContain(lookAlike);
    }
  });

  it("answers a PNG image and an id; only a hash of the answer is kept, for five minutes", async () => {
    const response = await call("GET", ENDPOINTS.captcha.path, { ip: nextIp() });
    expect(response.statusCode).toBe(200);
    const { captchaId, image } = response.json().value;
    expect(captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const { png, width, height } = decodeImage(image);
    expect(png.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
    expect([width, height]).toEqual([300, 100]);
    const rows = await t.db.query<{ answer_hash: string; lifetime: string | number; used_at: Date | null }>(
      "SELECT answer_hash, extract(epoch FROM expires_at - created_at) AS lifetime, used_at FROM captchas WHERE id = $1",
      [captchaId],
    );
    expect(Number(rows[0]?.lifetime)).toBe(300);
    expect(rows[0]?.used_at).toBeNull();
    expect(rows[0]?.answer_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("accepts the answer in any letter case, once", async () => {
    texts = ["HK7WA"];
    const { captchaId } = await service().issue("demo", nextIp());
    expect(await service().verify("demo", captchaId, " hk7wa ")).toBe(true);
    expect(await service().verify("demo", captchaId, "HK7WA")).toBe(false);
  });

  it("spends a captcha on a wrong answer and on a missing one", async () => {
    texts = ["MN3XY", "PT9RE"];
    const wrong = await service().issue("demo", nextIp());
    expect(await service().verify("demo", wrong.captchaId, "MN3XX")).toBe(false);
    expect(await service().verify("demo", wrong.captchaId, "MN3XY")).toBe(false);
    const missing = await service().issue("demo", nextIp());
    expect(await service().verify("demo", missing.captchaId, undefined)).toBe(false);
    expect(await service().verify("demo", missing.captchaId, "PT9RE")).toBe(false);
  });

  it("refuses an expired captcha, an unknown or missing id, and another merchant's", async () => {
    texts = ["CEF47", "JKR39"];
    const expired = await service().issue("demo", nextIp());
    await t.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [
      expired.captchaId,
    ]);
    expect(await service().verify("demo", expired.captchaId, "CEF47")).toBe(false);
    expect(await service().verify("demo", "no-such-captcha", "CEF47")).toBe(false);
    expect(await service().verify("demo", undefined, "CEF47")).toBe(false);
    expect(await service().verify("demo", "x".repeat(65), "CEF47")).toBe(false);

    const demoCaptcha = await service().issue("demo", nextIp());
    expect(await service().verify("other", demoCaptcha.captchaId, "JKR39")).toBe(false);
    // Another brand's try does not reach the captcha at all: it still works where it was issued.
    expect(await service().verify("demo", demoCaptcha.captchaId, "JKR39")).toBe(true);
  });

  it("refuses a second captcha for one address within half a second", async () => {
    const ip = nextIp();
    const before = await count();
    expect((await call("GET", ENDPOINTS.captcha.path, { ip })).statusCode).toBe(200);
    const again = await call("GET", ENDPOINTS.captcha.path, { ip });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, errorCode: "too-many-requests" });
    expect(await count()).toBe(before + 1);
    // Another address is not held up.
    expect((await call("GET", ENDPOINTS.captcha.path, { ip: nextIp() })).statusCode).toBe(200);
  });

  it("serves concurrent requests of one address one at a time", async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call("GET", ENDPOINTS.captcha.path, { ip })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const issued = statuses.filter((status) => status === 200).length;
    expect(issued).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - issued);
    // Usually one is issued; on a slow machine the queue can outlast the floor and issue another, but
    // never two of one address closer than it: each request checked the one before it had committed.
    const issuedAt = await t.db.query<{ gap: string | number | null }>(
      `SELECT extract(epoch FROM created_at - lag(created_at) OVER (ORDER BY created_at)) AS gap
         FROM captchas WHERE client_ip = $1 ORDER BY created_at`,
      [ip],
    );
    expect(issuedAt).toHaveLength(issued);
    for (const { gap } of issuedAt.slice(1)) expect(Number(gap)).toBeGreaterThanOrEqual(0.5);
  });

  it(`caps one address at ${MAX_PER_WINDOW} captchas in ten minutes`, async () => {
    const ip = nextIp();
    await t.db.query(
      `INSERT INTO captchas (id, merchant_code, answer_hash, client_ip, created_at, expires_at)
       SELECT 'old-' || n, 'demo', 'x', $1, now() - interval '11 minutes', now() - interval '6 minutes'
         FROM generate_series(1, 5) AS n`,
      [ip],
    );
    await t.db.query(
      `INSERT INTO captchas (id, merchant_code, answer_hash, client_ip, created_at, expires_at)
       SELECT 'cap-' || n, 'demo', 'x', $1, now() - interval '5 seconds', now() + interval '4 minutes'
         FROM generate_series(1, $2::int - 1) AS n`,
      [ip, MAX_PER_WINDOW],
    );
    // The ones older than ten minutes do not count: this is the last one allowed ...
    expect((await call("GET", ENDPOINTS.captcha.path, { ip })).statusCode).toBe(200);
    await t.db.query(
      "UPDATE captchas SET created_at = now() - interval '5 seconds' WHERE client_ip = $1 AND created_at > now() - interval '2 seconds'",
      [ip],
    );
    const refused = await call("GET", ENDPOINTS.captcha.path, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe("too-many-requests");
    // ... and the cap is per brand: the other merchant's site still gets one.
    expect((await call("GET", ENDPOINTS.captcha.path, { ip, merchant: "other" })).statusCode).toBe(200);
  });

  it("clears captchas long past their end while issuing new ones", async () => {
    await t.db.query(
      `INSERT INTO captchas (id, merchant_code, answer_hash, client_ip, created_at, expires_at) VALUES
         ('ancient', 'demo', 'x', '192.0.2.200', now() - interval '2 hours', now() - interval '115 minutes'),
         ('recent', 'demo', 'x', '192.0.2.200', now() - interval '10 minutes', now() - interval '5 minutes')`,
    );
    await service().issue("demo", nextIp());
    const left = await t.db.query<{ id: string }>(
      "SELECT id FROM captchas WHERE id IN ('ancient', 'recent') ORDER BY id",
    );
    expect(left.map((row) => row.id)).toEqual(["recent"]);
  });

  it("refuses an unknown merchant and writes nothing", async () => {
    const before = await count();
    const response = await call("GET", ENDPOINTS.captcha.path, { ip: nextIp(), merchant: "nosuch" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe("merchant.not.found");
    expect(await count()).toBe(before);
  });
});

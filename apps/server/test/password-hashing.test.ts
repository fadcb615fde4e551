import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CONCURRENT_HASHES, hashPassword, verifyPassword } from "#app/modules/members/password.ts";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one or a missing account", async () => {
    const hash = await hashPassword("Right2026");
    expect(await verifyPassword(hash, "Right2026")).toBe(true);
    expect(await verifyPassword(hash, "Wrong2026")).toBe(false);
    expect(await verifyPassword(null, "Right2026")).toBe(false);
  });

  it("leaves libuv's pool a thread while a rush of verifies runs", async () => {
    expect(CONCURRENT_HASHES).toBeGreaterThanOrEqual(1);
    expect(CONCURRENT_HASHES).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
    const hash = await hashPassword("Rush2026");
    let verified = 0;
    const rush = Array.from({ length: 8 }, () => verifyPassword(hash, "Rush2026").then(() => verified++));
    // Compressing an answer and reading a file go through the same pool. Unbounded, the 8 verifies
    // would be queued ahead of them, and they could start only once 5 verifies had ended.
    await promisify(gzip)(Buffer.alloc(64 * 1024, "lobby "));
    await readFile(new URL(import.meta.url));
    expect(verified).toBeLessThan(4);
    await Promise.all(rush);
    expect(verified).toBe(8);
  });
});

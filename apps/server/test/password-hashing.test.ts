import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "#app/config/env.ts";
import { CONCURRENT_HASHES, hashPassword, verifyPassword } from "#app/modules/members/password.ts";

describe("password hashing", () => {
  it("hashes with OWASP's argon2id parameters unless the database suite's set-up lowers them", async () => {
    // This file runs without that set-up, as every start of the server does.
    expect(await hashPassword("Real2026")).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // Spelled in two parts so that this file is not one of the callers it looks for.
    const call = ["lowerHashingCostForTests", "("].join("");
    const callers: string[] = [];
    for (const folder of ["apps/server/src", "apps/server/test", "bench", "scripts"]) {
      for (const file of await readdir(path.join(REPO_ROOT, folder), { recursive: true })) {
        if (!/\.[cm]?[jt]s$/.test(file) || file.includes("node_modules")) continue;
        const text = await readFile(path.join(REPO_ROOT, folder, file), "utf8");
        if (text.includes(call)) callers.push(`${folder}/${file.split(path.sep).join("/")}`);
      }
    }
    expect(callers.sort()).toEqual([
      "apps/server/src/modules/members/password.ts",
      "apps/server/test/support/test-password-hashing.ts",
    ]);
  });

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

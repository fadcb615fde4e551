import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { MerchantRepository } from "#app/modules/merchants/repository.ts";
import { createMerchantService } from "#app/modules/merchants/service.ts";

const CACHE_MS = 200;

/** A repository that answers after a delay and counts what it was asked. */
function countingRepository(delayMs = 15) {
  const asked = { byCode: 0, byDomain: 0 };
  let version = 1;
  const repository = {
    async findByCode(code: string) {
      asked.byCode++;
      await sleep(delayMs);
      return code === "demo"
        ? ({ code, name: `Demo v${version}`, domains: ["demo.example"], settings: {} } as Merchant)
        : null;
    },
    async findCodeByDomain(domain: string) {
      asked.byDomain++;
      await sleep(delayMs);
      return domain === "demo.example" ? "demo" : null;
    },
  } as unknown as MerchantRepository;
  return { repository, asked, publish: () => version++ };
}

describe("merchant cache", () => {
  it("asks the database once for many concurrent requests on a cold cache", async () => {
    const { repository, asked } = countingRepository();
    const merchants = createMerchantService(repository, "demo", CACHE_MS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => merchants.resolve("demo", undefined)));
    expect(new Set(answers.map((merchant) => merchant.name))).toEqual(new Set(["Demo v1"]));
    expect(asked.byCode).toBe(1);
  });

  it("answers from the expired entry while one refresh runs, then serves the new settings", async () => {
    const { repository, asked, publish } = countingRepository();
    const merchants = createMerchantService(repository, "demo", CACHE_MS);
    await merchants.resolve("demo", undefined);
    publish();
    await sleep(CACHE_MS + 10);

    const during = await Promise.all(Array.from({ length: 50 }, () => merchants.resolve("demo", undefined)));
    expect(new Set(during.map((merchant) => merchant.name))).toEqual(new Set(["Demo v1"]));
    expect(asked.byCode).toBe(2);

    await sleep(30);
    expect((await merchants.resolve("demo", undefined)).name).toBe("Demo v2");
  });

  it("resolves a domain once per period and never asks for a code that cannot exist", async () => {
    const { repository, asked } = countingRepository();
    const merchants = createMerchantService(repository, "demo", CACHE_MS);
    await Promise.all(Array.from({ length: 20 }, () => merchants.resolve(undefined, "demo.example:8080")));
    expect(asked).toEqual({ byCode: 1, byDomain: 1 });
    await expect(merchants.resolve("NOT A CODE", undefined)).rejects.toMatchObject({
      code: "merchant.not.found",
    });
    await expect(merchants.resolve("nosuch", undefined)).rejects.toMatchObject({
      code: "merchant.not.found",
    });
    expect(asked.byCode).toBe(2);
  });

  it("forgets a merchant at once when asked (an operator's own change)", async () => {
    const { repository, asked, publish } = countingRepository();
    const merchants = createMerchantService(repository, "demo", 60_000);
    await merchants.resolve("demo", undefined);
    publish();
    merchants.forget("demo");
    expect((await merchants.resolve("demo", undefined)).name).toBe("Demo v2");
    expect(asked.byCode).toBe(2);
  });
});

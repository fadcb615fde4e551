import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "#app/db/migrate.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { demoConfig } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

describe(`migrations and seeding on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it("applies each migration once", async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
    expect(rows.map((row) => row.name)).toContain("0001_foundation.sql");
  });

  it("seeds a merchant once, also when several start-ups race", async () => {
    const config = demoConfig();
    const results = await Promise.all([
      seedMerchants(db, [config]),
      seedMerchants(db, [config]),
      seedMerchants(db, [config]),
    ]);
    expect(results.flat()).toEqual(["demo"]);
    const count = async (table: string) =>
      Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE merchant_code = 'demo'`))[0]
          ?.n,
      );
    expect(await count("banners")).toBe(config.banners.length);
    expect(await count("announcements")).toBe(config.announcements.length);
    expect(await count("help_topics")).toBe(config.helpTopics.length);
    expect(await count("vendors")).toBe(config.vendors.length);
    expect(await seedMerchants(db, [config])).toEqual([]);
  });

  it("keeps operator HTML free of scripts at write time", async () => {
    const config = demoConfig();
    const tricky = {
      ...config,
      code: "tricky",
      domains: [],
      helpTopics: [
        {
          tag: "x-topic",
          sort: 0,
          title: { pt: "Tópico", en: "Topic" },
          content: {
            en: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a></p>',
          },
        },
      ],
    };
    await seedMerchants(db, [tricky]);
    const rows = await db.query<{ content: { en: string } }>(
      "SELECT content FROM help_topics WHERE merchant_code = 'tricky'",
    );
    expect(rows[0]?.content.en).toBe("<p>Hi<a>x</a></p>");
  });
});

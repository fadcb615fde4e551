import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, REPO_ROOT } from "#app/config/env.ts";
import { loadMerchantConfigs } from "#app/seed/merchant-configs.ts";

const committed = path.join(REPO_ROOT, "config/merchants");
const demoFolder = path.join(REPO_ROOT, "config/demo");
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function folderWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "merchants-"));
  folders.push(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

describe("merchant configuration files", () => {
  it("the committed demo merchant is valid", () => {
    const [demo] = loadMerchantConfigs([committed]);
    expect(demo?.code).toBe("demo");
    expect(demo?.languages).toEqual({ default: "pt", supported: ["pt", "en", "es", "ar", "cn"] });
  });

  it("the production layout has no demo accounts; the demo start's folder adds them to the demo merchant", () => {
    expect(loadMerchantConfigs([committed]).find((config) => config.code === "demo")?.demoAccounts).toEqual(
      [],
    );
    const withDemo = loadMerchantConfigs([committed, demoFolder], { demo: true });
    expect(
      withDemo.find((config) => config.code === "demo")?.demoAccounts.map((account) => account.username),
    ).toEqual(["demoplayer", "demoagent", "luckyrio"]);
  });

  it("stops a production start on a file that would create demo accounts, naming the file, the merchant and what to do", () => {
    const own = folderWith({
      "x.json": {
        extends: "demo",
        code: "brand2",
        demoAccounts: [{ username: "tester", password: "secret1", openingBalance: "5.00" }],
      },
    });
    const load = (dirs: string[]) => () => loadMerchantConfigs([committed, ...dirs]);
    expect(load([own])).toThrow(ConfigError);
    expect(load([own])).toThrow(
      `${path.join(own, "x.json")}: merchant "brand2" would be created with demonstration accounts (tester)`,
    );
    expect(load([own])).toThrow(
      /remove "demoAccounts" from that file, or leave its folder out of MERCHANT_CONFIG_DIRS/,
    );
    // The demo start's own file, given to a production start.
    expect(load([demoFolder])).toThrow(`${path.join(demoFolder, "demo.json")}: merchant "demo"`);
    expect(() => loadMerchantConfigs([committed, own], { demo: true })).not.toThrow();
  });

  it("takes no phone route the site cannot finish: the sandbox only in the demo start, no outside provider yet", () => {
    const phone = (phoneAuth: object) =>
      folderWith({ "x.json": { extends: "demo", code: "phone-x", domains: ["x.example"], phoneAuth } });
    const sandbox = phone({ provider: "sandbox" });
    expect(() => loadMerchantConfigs([committed, sandbox])).toThrow(ConfigError);
    expect(() => loadMerchantConfigs([committed, sandbox])).toThrow(/only the demo start runs/);
    expect(loadMerchantConfigs([committed, sandbox], { demo: true }).map((config) => config.code)).toContain(
      "phone-x",
    );
    const outside = phone({ provider: "identity-toolkit", projectId: "brand-x", apiKey: "public-key" });
    expect(() => loadMerchantConfigs([committed, outside], { demo: true })).toThrow(/cannot use yet/);
  });

  it("refuses a file that supplements a merchant no folder defines", () => {
    const dir = folderWith({ "x.json": { supplements: "ghost", demoAccounts: [] } });
    expect(() => loadMerchantConfigs([committed, dir])).toThrow(`${path.join(dir, "x.json")}: "supplements"`);
  });

  it("a file can extend another merchant and replace top-level keys", () => {
    const dir = folderWith({
      "second.json": { extends: "demo", code: "second", name: "Second brand", domains: ["b.example"] },
    });
    const configs = loadMerchantConfigs([committed, dir]);
    const second = configs.find((config) => config.code === "second");
    expect(second).toMatchObject({ name: "Second brand", domains: ["b.example"] });
    expect(second?.helpTopics).toEqual(configs.find((config) => config.code === "demo")?.helpTopics);
  });

  it.each([
    ["bad JSON", { "x.json": "{nope" }, /not valid JSON/],
    [
      "a missing required key",
      { "x.json": { extends: "demo", code: "x", languages: { default: "th", supported: ["pt"] } } },
      /languages.default/,
    ],
    ["an unknown base", { "x.json": { extends: "ghost", code: "x" } }, /extends/],
    ["a duplicate code", { "x.json": { extends: "demo", code: "demo" } }, /defined twice/],
  ])("refuses %s with a message naming the file", (_name, files, message) => {
    const dir = folderWith(files);
    expect(() => loadMerchantConfigs([committed, dir])).toThrow(message);
    expect(() => loadMerchantConfigs([committed, dir])).toThrow(path.join(dir, "x.json"));
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "#app/config/env.ts";

describe("process configuration", () => {
  it("runs with no configuration at all: port 8080, embedded database under ./data, demo merchant", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DEFAULT_MERCHANT: "demo",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, "data"));
  });

  it("gives the demo start its own folder and its demo accounts' folder, production neither", () => {
    expect(loadConfig({})).toMatchObject({
      DEMO: false,
      DATA_DIR: path.join(REPO_ROOT, "data"),
      MERCHANT_CONFIG_DIRS: [path.join(REPO_ROOT, "config/merchants")],
    });
    expect(loadConfig({ DEMO: "true" })).toMatchObject({
      DEMO: true,
      DATA_DIR: path.join(REPO_ROOT, "data-demo"),
      MERCHANT_CONFIG_DIRS: [path.join(REPO_ROOT, "config/merchants"), path.join(REPO_ROOT, "config/demo")],
    });
    expect(loadConfig({ DEMO: "true", DATA_DIR: "/srv/banca" }).DATA_DIR).toBe("/srv/banca");
  });

  it.each(["SANDBOX_OUTBOX", "SANDBOX_OIDC", "SANDBOX_PAYMENTS", "SANDBOX_PHONE_AUTH"])(
    "refuses %s outside the demo start, saying where the sandboxes run",
    (name) => {
      expect(() => loadConfig({ [name]: "true" })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: "true" })).toThrow(
        new RegExp(`${name}=true: the sandboxes run only in the demo start \\(npm start, DEMO=true\\)`),
      );
      expect(loadConfig({ [name]: "true", DEMO: "true" })[name as "SANDBOX_OIDC"]).toBe(true);
    },
  );

  it("refuses the published demo operator key outside the demo start", () => {
    const demoKey = { BOOTSTRAP_OPERATOR_KEY: "demo-operator-key-0123456789" };
    expect(() => loadConfig(demoKey)).toThrow(
      /BOOTSTRAP_OPERATOR_KEY: this is the demo key printed in the README/,
    );
    expect(loadConfig({ ...demoKey, DEMO: "true" }).BOOTSTRAP_OPERATOR_KEY).toBe(
      demoKey.BOOTSTRAP_OPERATOR_KEY,
    );
    expect(loadConfig({ BOOTSTRAP_OPERATOR_KEY: "a-secret-of-our-own-0123456789" }).DEMO).toBe(false);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads PostgreSQL, flags and lists", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://user@db:5432/banca",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      PORT: "9000",
      MERCHANT_CONFIG_DIRS: `${path.join(REPO_ROOT, "config/merchants")}, ${path.join(REPO_ROOT, "e2e/fixtures/merchants")}`,
    });
    expect(config).toMatchObject({
      DATABASE_URL: "postgres://user@db:5432/banca",
      TRUST_PROXY: ["10.0.0.0/8", "127.0.0.1"],
      PORT: 9000,
    });
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(config.MERCHANT_CONFIG_DIRS).toHaveLength(2);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ READ_DATABASE_URL: "postgres://replica/banca" }, "READ_DATABASE_URL"],
    [{ DATABASE_URL: "postgres://db/banca", READ_DATABASE_URL: "replica" }, "READ_DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ DEFAULT_MERCHANT: "Not A Code" }, "DEFAULT_MERCHANT"],
    [{ MERCHANT_CONFIG_DIRS: "/no/such/folder" }, "MERCHANT_CONFIG_DIRS"],
  ])("stops with a message naming the bad setting: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}`));
  });
});

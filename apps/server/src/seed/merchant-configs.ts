import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type MerchantConfig, merchantConfigSchema } from "@banca/contract/merchant-config";
import { ConfigError } from "#app/config/env.ts";

type RawConfig = Record<string, unknown> & { extends?: string; supplements?: string };
type MerchantFile = {
  fullPath: string;
  raw: RawConfig;
  /** The file whose `demoAccounts` this merchant's raw configuration carries, if any. */
  demoAccountsFrom?: string;
};

function readJson(fullPath: string): RawConfig {
  try {
    return JSON.parse(readFileSync(fullPath, "utf8")) as RawConfig;
  } catch (error) {
    throw new Error(`${fullPath}: not valid JSON (${(error as Error).message})`);
  }
}

const listsDemoAccounts = (raw: RawConfig) => Array.isArray(raw.demoAccounts) && raw.demoAccounts.length > 0;

/** Applies each `"supplements": "<code>"` file to the merchant it names: its keys replace that merchant's. */
function applySupplements(byCode: Map<unknown, MerchantFile>, supplements: readonly MerchantFile[]) {
  for (const { fullPath, raw } of supplements) {
    const target = byCode.get(raw.supplements);
    if (!target) {
      throw new Error(`${fullPath}: "supplements" must name a merchant of the configured folders`);
    }
    const { supplements: _supplements, ...keys } = raw;
    target.raw = { ...target.raw, ...keys };
    if ("demoAccounts" in keys) target.demoAccountsFrom = listsDemoAccounts(raw) ? fullPath : undefined;
  }
}

/**
 * Reads and checks every `*.json` merchant file of the given folders; a bad file stops start-up.
 * A file may say `"extends": "<code>"` to start from another merchant's file and replace only the
 * top-level keys it lists (a second brand that differs in name, domains and a few settings). A file
 * that says `"supplements": "<code>"` adds its keys to that merchant: the demo start reads
 * config/demo, whose file gives the demo merchant its demonstration accounts.
 *
 * Demonstration accounts have passwords anyone can read, so outside the demo start (`demo` false) a
 * merchant that would get any stops start-up with a message naming the file.
 */
export function loadMerchantConfigs(
  dirs: readonly string[],
  options: { demo: boolean } = { demo: false },
): MerchantConfig[] {
  const files: MerchantFile[] = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((file) => ({ fullPath: path.join(dir, file), raw: readJson(path.join(dir, file)) })),
  );
  const merchants = files.filter((file) => file.raw.supplements === undefined);
  const byCode = new Map<unknown, MerchantFile>();
  for (const file of merchants) {
    if (byCode.has(file.raw.code))
      throw new Error(`${file.fullPath}: merchant code "${String(file.raw.code)}" is defined twice`);
    if (listsDemoAccounts(file.raw)) file.demoAccountsFrom = file.fullPath;
    byCode.set(file.raw.code, file);
  }
  applySupplements(
    byCode,
    files.filter((file) => file.raw.supplements !== undefined),
  );
  const configs: MerchantConfig[] = [];
  for (const file of merchants) {
    const own = file.raw;
    const base = own.extends === undefined ? undefined : byCode.get(own.extends);
    if (own.extends !== undefined && (!base || base.raw.extends !== undefined)) {
      throw new Error(`${file.fullPath}: "extends" must name a merchant file that extends no other`);
    }
    const { extends: _extends, ...merged } = { ...base?.raw, ...own };
    const parsed = merchantConfigSchema.safeParse(merged);
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
        .join("\n");
      throw new Error(`${file.fullPath}: invalid merchant configuration\n${detail}`);
    }
    if (!options.demo && parsed.data.demoAccounts.length > 0) {
      const source = "demoAccounts" in own ? file.demoAccountsFrom : base?.demoAccountsFrom;
      throw demoAccountsRefused(source ?? file.fullPath, parsed.data);
    }
    refuseUnservedPhoneAuth(file.fullPath, parsed.data, options.demo);
    configs.push(parsed.data);
  }
  return configs;
}

/**
 * A phone route the site cannot finish would leave a brand's players without mobile registration,
 * SMS log-in and phone resets: the sandbox answers only under the demo start, and an outside provider
 * needs the site to load the provider's reCAPTCHA and reach its address (decision 030), which it does
 * not do yet. The server's check of that provider's tokens is built and tested for when it does.
 */
function refuseUnservedPhoneAuth(fullPath: string, config: MerchantConfig, demo: boolean) {
  const { provider } = config.phoneAuth;
  if (provider === "identity-toolkit") {
    throw new ConfigError(
      `${fullPath}: merchant "${config.code}" chooses the phone-authentication provider "identity-toolkit", which the site cannot use yet (decision 030).\n` +
        '  Use "builtin" (the platform\'s own SMS codes through the SMS adapter).',
    );
  }
  if (provider === "sandbox" && !demo) {
    throw new ConfigError(
      `${fullPath}: merchant "${config.code}" sends its phone codes through the sandbox provider, which only the demo start runs.\n` +
        '  Use "builtin", or run the demo start (npm start).',
    );
  }
}

function demoAccountsRefused(fullPath: string, config: MerchantConfig): ConfigError {
  const names = config.demoAccounts.map((account) => account.username).join(", ");
  return new ConfigError(
    `${fullPath}: merchant "${config.code}" would be created with demonstration accounts (${names}) whose passwords are published.\n` +
      '  A production start creates none: remove "demoAccounts" from that file, or leave its folder out of MERCHANT_CONFIG_DIRS.\n' +
      "  To try Banca with them, run the demo start instead (npm start, DEMO=true), which keeps its own ./data-demo.",
  );
}

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type MerchantConfig, merchantConfigSchema } from "@banca/contract/merchant-config";

type RawConfig = Record<string, unknown> & { extends?: string };

function readJson(fullPath: string): RawConfig {
  try {
    return JSON.parse(readFileSync(fullPath, "utf8")) as RawConfig;
  } catch (error) {
    throw new Error(`${fullPath}: not valid JSON (${(error as Error).message})`);
  }
}

/**
 * Reads and checks every `*.json` merchant file of the given folders; a bad file stops start-up.
 * A file may say `"extends": "<code>"` to start from another merchant's file and replace only the
 * top-level keys it lists (a second brand that differs in name, domains and a few settings).
 */
export function loadMerchantConfigs(dirs: readonly string[]): MerchantConfig[] {
  const files = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((file) => ({ fullPath: path.join(dir, file), raw: readJson(path.join(dir, file)) })),
  );
  const byCode = new Map<unknown, RawConfig>();
  for (const { fullPath, raw } of files) {
    if (byCode.has(raw.code))
      throw new Error(`${fullPath}: merchant code "${String(raw.code)}" is defined twice`);
    byCode.set(raw.code, raw);
  }
  const configs: MerchantConfig[] = [];
  for (const { fullPath, raw: own } of files) {
    const base = own.extends === undefined ? {} : byCode.get(own.extends);
    if (!base || base.extends !== undefined) {
      throw new Error(`${fullPath}: "extends" must name a merchant file that extends no other`);
    }
    const { extends: _extends, ...merged } = { ...base, ...own };
    const parsed = merchantConfigSchema.safeParse(merged);
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
        .join("\n");
      throw new Error(`${fullPath}: invalid merchant configuration\n${detail}`);
    }
    configs.push(parsed.data);
  }
  return configs;
}

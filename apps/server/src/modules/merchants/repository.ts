import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import { flattenModules, type ModuleNode } from "@banca/contract/whitelabel";
import type { Queryable } from "#app/db/database.ts";
import type { Merchant, MerchantSettings } from "./merchant.ts";

type MerchantRow = {
  code: string;
  name: string;
  domains: string[];
  settings: MerchantSettings;
  whitelabel: ModuleNode[];
  register_rules: Record<string, FieldRuleConfig>;
  maintenance: boolean;
};

const COLUMNS = "code, name, domains, settings, whitelabel, register_rules, maintenance";

function toMerchant(row: MerchantRow): Merchant {
  return {
    code: row.code,
    name: row.name,
    domains: row.domains,
    settings: row.settings,
    whitelabel: row.whitelabel,
    registerRules: row.register_rules,
    maintenance: row.maintenance,
    modules: flattenModules(row.whitelabel),
  };
}

export function createMerchantRepository(db: Queryable) {
  return {
    async findByCode(code: string): Promise<Merchant | null> {
      const rows = await db.query<MerchantRow>(`SELECT ${COLUMNS} FROM merchants WHERE code = $1`, [code]);
      return rows[0] ? toMerchant(rows[0]) : null;
    },
    async findCodeByDomain(domain: string): Promise<string | null> {
      const rows = await db.query<{ code: string }>(
        "SELECT code FROM merchants WHERE $1 = ANY (domains) LIMIT 1",
        [domain],
      );
      return rows[0]?.code ?? null;
    },
    async maintenanceOf(code: string): Promise<boolean | null> {
      const rows = await db.query<{ maintenance: boolean }>(
        "SELECT maintenance FROM merchants WHERE code = $1",
        [code],
      );
      return rows[0]?.maintenance ?? null;
    },
    list: () =>
      db.query<{ code: string; name: string; maintenance: boolean }>(
        "SELECT code, name, maintenance FROM merchants ORDER BY code",
      ),
    async setWhitelabel(code: string, whitelabel: readonly ModuleNode[]): Promise<void> {
      await db.query("UPDATE merchants SET whitelabel = $2, updated_at = now() WHERE code = $1", [
        code,
        JSON.stringify(whitelabel),
      ]);
    },
    /** Replaces the rules of the fields named; the other fields' rules stay as they are. */
    async mergeRegisterRules(code: string, rules: Record<string, FieldRuleConfig>): Promise<void> {
      await db.query(
        "UPDATE merchants SET register_rules = register_rules || $2::jsonb, updated_at = now() WHERE code = $1",
        [code, JSON.stringify(rules)],
      );
    },
    async setMaintenance(code: string, maintenance: boolean): Promise<boolean> {
      const rows = await db.query(
        "UPDATE merchants SET maintenance = $2, updated_at = now() WHERE code = $1 RETURNING code",
        [code, maintenance],
      );
      return rows.length > 0;
    },
  };
}
export type MerchantRepository = ReturnType<typeof createMerchantRepository>;

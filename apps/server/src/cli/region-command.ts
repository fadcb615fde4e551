import type { Database } from "#app/db/database.ts";
import { createAllowListService } from "#app/modules/region/allow-list-service.ts";
import { cliActor } from "./balance-command.ts";

export const REGION_USAGE = `  region list <merchant>          blocked countries and the addresses let in from them
  region allow <merchant> <ip|cidr> <reason...>   let an address or network in from a blocked country
  region remove <merchant> <ip|cidr> <reason...>  take it off the allow-list`;

const USAGE_EXAMPLE = "Usage: npm run ops -- region allow demo 203.0.113.0/24 head office";

/** `region list|allow|remove`: the merchant's region allow-list, each change audited. */
export async function regionCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, merchantCode, address, ...reasonWords] = args;
  if (!merchantCode || (action !== "list" && action !== "allow" && action !== "remove")) {
    throw new Error(USAGE_EXAMPLE);
  }
  const allowList = createAllowListService(db);
  const current = await allowList.read(merchantCode);
  if (action === "list") {
    return [
      `${merchantCode}: blocked countries ${current.blockedCountries.join(", ") || "none"}`,
      ...(current.allowedAddresses.length === 0
        ? [`${merchantCode}: no allowed addresses`]
        : current.allowedAddresses.map((entry) => `allowed\t${entry}`)),
    ];
  }
  const reason = reasonWords.join(" ").trim();
  if (!address || reason.length < 3) throw new Error(USAGE_EXAMPLE);
  if (action === "remove" && !current.allowedAddresses.includes(address)) {
    throw new Error(`${address} is not on ${merchantCode}'s allow-list`);
  }
  const next =
    action === "allow"
      ? [...current.allowedAddresses, address]
      : current.allowedAddresses.filter((entry) => entry !== address);
  const result = await allowList.set(merchantCode, { allowedAddresses: next, reason, actor: cliActor() });
  return [`${merchantCode}: ${result.allowedAddresses.length} allowed addresses`];
}

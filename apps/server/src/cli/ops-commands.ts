import type { Database } from "#app/db/database.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { LEDGER_USAGE, ledgerCommand } from "./ledger-command.ts";
import { OUTBOX_USAGE, outboxCommand } from "./outbox-command.ts";

export const OPS_USAGE = `Usage: npm run ops -- <command>
  merchants                      list merchants with their maintenance flag
  maintenance on|off <merchant>  switch a merchant's maintenance page on or off
${OUTBOX_USAGE}
${LEDGER_USAGE}`;

/** Operator commands; each returns the lines to print, or throws with a message for the operator. */
export async function runOpsCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const merchants = createMerchantRepository(db);
  const [command, ...rest] = args;
  switch (command) {
    case "merchants": {
      return (await merchants.list()).map(
        (row) => `${row.code}\t${row.maintenance ? "MAINTENANCE" : "open"}\t${row.name}`,
      );
    }
    case "maintenance": {
      const [state, merchant] = rest;
      if ((state !== "on" && state !== "off") || !merchant) throw new Error(OPS_USAGE);
      const found = await merchants.setMaintenance(merchant, state === "on");
      if (!found) throw new Error(`No merchant "${merchant}"`);
      return [`${merchant}: maintenance ${state}`];
    }
    case "outbox":
      return outboxCommand(db, rest);
    case "ledger":
      return ledgerCommand(db, rest);
    default:
      throw new Error(OPS_USAGE);
  }
}

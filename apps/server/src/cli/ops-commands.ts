import type { Database } from "#app/db/database.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { BALANCE_USAGE, balanceCommand } from "./balance-command.ts";
import { BONUS_USAGE, bonusCommand } from "./bonus-command.ts";
import { CLUB_USAGE, clubCommand } from "./club-command.ts";
import { DEPOSITS_USAGE, depositsCommand } from "./deposits-command.ts";
import { LEDGER_USAGE, ledgerCommand } from "./ledger-command.ts";
import { MEMBER_USAGE, memberCommand } from "./member-command.ts";
import { MESSAGE_USAGE, messageCommand } from "./message-command.ts";
import { OPERATOR_USAGE, operatorCommand } from "./operator-command.ts";
import { OUTBOX_USAGE, outboxCommand } from "./outbox-command.ts";
import { REGION_USAGE, regionCommand } from "./region-command.ts";
import { REWARDS_USAGE, rewardsCommand } from "./rewards-command.ts";
import { STAFF_USAGE, staffCommand } from "./staff-command.ts";
import { WITHDRAWALS_USAGE, withdrawalsCommand } from "./withdrawals-command.ts";

export const OPS_USAGE = `Usage: npm run ops -- <command>
  merchants                      list merchants with their maintenance flag
  maintenance on|off <merchant>  switch a merchant's maintenance page on or off
${OUTBOX_USAGE}
${LEDGER_USAGE}
${DEPOSITS_USAGE}
${WITHDRAWALS_USAGE}
${BALANCE_USAGE}
${BONUS_USAGE}
${CLUB_USAGE}
${MEMBER_USAGE}
${MESSAGE_USAGE}
${OPERATOR_USAGE}
${REGION_USAGE}
${REWARDS_USAGE}
${STAFF_USAGE}`;

/** Operator commands; each returns the lines to print, or throws with a message for the operator. */
export async function runOpsCommand(
  db: Database,
  args: readonly string[],
  options: { publicUrl?: string | undefined } = {},
): Promise<string[]> {
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
    case "deposits":
      return depositsCommand(db, rest);
    case "withdrawals":
      return withdrawalsCommand(db, rest);
    case "balance":
      return balanceCommand(db, rest);
    case "bonus":
      return bonusCommand(db, rest);
    case "club":
      return clubCommand(db, rest);
    case "member":
      return memberCommand(db, rest);
    case "message":
      return messageCommand(db, rest);
    case "operator":
      return operatorCommand(db, rest);
    case "region":
      return regionCommand(db, rest);
    case "rewards":
      return rewardsCommand(db, rest);
    case "staff":
      return staffCommand(db, rest, options);
    default:
      throw new Error(OPS_USAGE);
  }
}

import type { Database } from "#app/db/database.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { createOperatorService } from "#app/modules/operators/service.ts";

export const OPERATOR_USAGE = `  operator add <name> [--merchant <code>]  create an operator (or renew its key); prints the key once
  operator list                  operators with their merchant and state
  operator disable <name>        revoke an operator's key`;

const usage = () => new Error(`Usage:\n${OPERATOR_USAGE}`);

/** `operator ...`: the back office's keys. */
export async function operatorCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const operators = createOperatorService(db);
  const [action, name, flag, merchantCode] = args;
  switch (action) {
    case "add": {
      if (!name || (flag !== undefined && (flag !== "--merchant" || !merchantCode))) throw usage();
      if (merchantCode && !(await createMerchantRepository(db).findByCode(merchantCode))) {
        throw new Error(`No merchant "${merchantCode}"`);
      }
      const { operator, key } = await operators.issueKey(name, merchantCode ?? null);
      return [
        `operator ${operator.name} (${operator.merchantCode ?? "all merchants"})`,
        `key: ${key}`,
        "Keep the key now: it is not shown again. Send it as 'Authorization: Bearer <key>' to /admin/api/...",
      ];
    }
    case "list": {
      const list = await operators.list();
      if (list.length === 0) return ["(no operators)"];
      return list.map(
        (operator) =>
          `${operator.name}\t${operator.merchantCode ?? "all merchants"}\t${operator.disabled ? "disabled" : "active"}`,
      );
    }
    case "disable": {
      if (!name) throw usage();
      if (!(await operators.disable(name))) throw new Error(`No active operator "${name}"`);
      return [`operator ${name} disabled`];
    }
    default:
      throw usage();
  }
}

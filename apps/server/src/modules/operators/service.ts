import { createHash, randomBytes } from "node:crypto";
import { DEMO_OPERATOR_KEY } from "#app/config/demo.ts";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createOperatorRepository, type Operator } from "./repository.ts";

export const OPERATOR_NAME = /^[a-z0-9][a-z0-9._-]{1,39}$/;
/** Keys shorter than this could be guessed; generated keys are far longer. */
export const MIN_OPERATOR_KEY_LENGTH = 24;

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

const unauthorized = () => new AppError("operator.unauthorized", "A valid operator key is required");

/**
 * `demo`: this is the demo start, where the published demo key opens the back office. Anywhere else
 * that key is refused even if a demo start left it stored.
 */
export function createOperatorService(db: Queryable, options: { demo: boolean } = { demo: false }) {
  const operators = createOperatorRepository(db);
  return {
    /** Creates an operator (or renews one's key) and answers the key, which is shown only this once. */
    async issueKey(name: string, merchantCode: string | null): Promise<{ operator: Operator; key: string }> {
      if (!OPERATOR_NAME.test(name)) throw new Error("An operator name is 2-40 of a-z, 0-9, '.', '_', '-'");
      const key = `bk_${randomBytes(32).toString("base64url")}`;
      return { operator: await operators.upsert(name, merchantCode, hashKey(key)), key };
    },

    /** Gives an operator a key chosen outside (the deployment's bootstrap key). */
    async setKey(name: string, key: string): Promise<Operator> {
      if (key.length < MIN_OPERATOR_KEY_LENGTH) {
        throw new Error(`An operator key must have at least ${MIN_OPERATOR_KEY_LENGTH} characters`);
      }
      return operators.upsert(name, null, hashKey(key));
    },

    /** The operator of an `Authorization: Bearer <key>` header. */
    async authenticate(authorization: string | undefined): Promise<Operator> {
      const key = /^Bearer (\S{1,200})$/.exec(authorization ?? "")?.[1];
      if (!key || (!options.demo && key === DEMO_OPERATOR_KEY)) throw unauthorized();
      const operator = await operators.findActiveByKeyHash(hashKey(key));
      if (!operator) throw unauthorized();
      return operator;
    },

    disable: (name: string) => operators.disable(name),
    /** Disables whoever holds this key (the demo key, at a production start); answers their names. */
    disableHoldersOf: (key: string) => operators.disableByKeyHash(hashKey(key)),
    list: () => operators.list(),
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;

import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { createOperatorService } from "#app/modules/operators/service.ts";

/** A new operator of all merchants (or of one), answering its key. */
export async function operatorKey(db: Queryable, merchantCode: string | null = null): Promise<string> {
  const name = `op-${randomUUID().slice(0, 8)}`;
  return (await createOperatorService(db).issueKey(name, merchantCode)).key;
}

/** Back-office calls as an operator's tool makes them. */
export function operatorCalls(t: { app: FastifyInstance }, key: string, merchant = "demo") {
  return (method: "GET" | "POST", url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${key}`,
        merchant,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
}

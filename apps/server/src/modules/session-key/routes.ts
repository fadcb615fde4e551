import { sessionKeyCall } from "@banca/contract/calls/session-key";
import type { FastifyInstance } from "fastify";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";

/** `GET /wps/session/key`: the public key encrypted (E) calls are sealed for. */
export function sessionKeyRoutes(app: FastifyInstance, deps: CallDeps) {
  registerCall(app, deps, sessionKeyCall, async () => deps.encryption.currentKey());
}

import type { CallDefinition } from "@banca/contract/call";
import { sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { toQueryString } from "./contract-arbitraries.ts";

export type ContractRequest = {
  query?: unknown;
  body?: unknown;
  token?: string;
  ip: string;
  merchant?: string;
  /** Send the body as it is even on an (E) call, as a client that skips the sealing would. */
  unsealed?: boolean;
};

/** Sends one call of the contract as the site would: the query in the URL, an (E) body sealed. */
export async function sendCall(
  app: FastifyInstance,
  call: CallDefinition,
  request: ContractRequest,
): Promise<LightMyRequestResponse> {
  const url = `${call.path}${toQueryString(request.query)}`;
  let payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  let sealed: Record<string, string> = {};
  if (call.encrypted && !request.unsealed && request.body !== undefined) {
    const key = (await app.inject({ url: ENDPOINTS.sessionKey.path })).json().value;
    const result = await sealRequest(key, { method: call.method, path: call.path }, request.body, Date.now());
    payload = JSON.stringify(result.body);
    sealed = result.headers;
  }
  return app.inject({
    method: call.method,
    url,
    headers: {
      "x-forwarded-for": request.ip,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
      ...(request.token ? { authorization: request.token } : {}),
      ...(request.merchant ? { merchant: request.merchant } : {}),
      ...sealed,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Whether an answer is the envelope: `{success, message, value, errorCode}` and nothing else. */
export function isEnvelope(response: LightMyRequestResponse): boolean {
  let json: unknown;
  try {
    json = response.json();
  } catch {
    return false;
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) return false;
  const envelope = json as Record<string, unknown>;
  return (
    Object.keys(envelope).sort().join() === "errorCode,message,success,value" &&
    typeof envelope.success === "boolean" &&
    typeof envelope.message === "string" &&
    typeof envelope.errorCode === "string" &&
    (envelope.success ? envelope.errorCode === "" : envelope.errorCode !== "")
  );
}

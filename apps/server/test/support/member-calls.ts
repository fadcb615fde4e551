import { randomUUID } from "node:crypto";
import { sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";

export type CallOptions = {
  body?: unknown;
  token?: string;
  ip?: string;
  merchant?: string;
  language?: string;
  /** Seal the body as the (E) calls require; on by default for them. */
  sealed?: boolean;
  /** The Cookie header the browser sends (the device cookie). */
  cookie?: string;
};

const ENCRYPTED_PATHS = new Set<string>([
  ENDPOINTS.register.path,
  ENDPOINTS.login.path,
  ENDPOINTS.changePassword.path,
  ENDPOINTS.registerMobile.path,
  ENDPOINTS.loginVerification.path,
  ENDPOINTS.resetPasswordPhone.path,
  ENDPOINTS.resetPasswordEmail.path,
  ENDPOINTS.bindMobile.path,
  ENDPOINTS.bindEmail.path,
  ENDPOINTS.bindAuthenticator.path,
  ENDPOINTS.removeAuthenticator.path,
  ENDPOINTS.setPaymentPassword.path,
  ENDPOINTS.bindBankCard.path,
]);

/**
 * HTTP calls as the site makes them, for one test file's application. `ipPrefix` keeps the
 * addresses of one file apart from those of another (per-address limits).
 */
export function memberCalls(t: { app: FastifyInstance }, ipPrefix: string) {
  let ipCounter = 0;
  const nextIp = () => `${ipPrefix}.${++ipCounter}`;

  const call = async (method: "GET" | "PUT" | "POST", url: string, options: CallOptions = {}) => {
    let payload = options.body;
    let sealedHeaders: Record<string, string> = {};
    if (payload !== undefined && (options.sealed ?? ENCRYPTED_PATHS.has(url))) {
      const key = (await t.app.inject({ url: ENDPOINTS.sessionKey.path })).json().value;
      const sealed = await sealRequest(key, { method, path: url }, payload, Date.now());
      payload = sealed.body;
      sealedHeaders = sealed.headers;
    }
    return t.app.inject({
      method,
      url,
      headers: {
        "x-forwarded-for": options.ip ?? `${ipPrefix}.250`,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.merchant ? { merchant: options.merchant } : {}),
        ...(options.language ? { language: options.language } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...sealedHeaders,
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  };

  /** Registers a player by username (no mobile number) and answers the login value. */
  const register = async (username: string, password: string, merchant?: string) => {
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password,
        confirmPassword: password,
        paymentPassword: "482913",
        registerMethod: "WEB",
        agreement: true,
      },
      ip: nextIp(),
      ...(merchant ? { merchant } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
    return response.json().value as { token: string; id: number; userName: string };
  };

  const login = (username: string, password: string, options: { ip?: string; merchant?: string } = {}) =>
    call("POST", ENDPOINTS.login.path, {
      body: { username, password, type: "username" },
      ip: options.ip ?? nextIp(),
      ...(options.merchant ? { merchant: options.merchant } : {}),
    });

  /** Asks for a deposit by bank transfer to the demo merchant's receiving account (pending until decided). */
  const bankTransfer = (token: string, amount = "250.00", extra: Record<string, unknown> = {}) =>
    call("POST", ENDPOINTS.createDeposit.path, {
      token,
      body: {
        requestId: randomUUID(),
        channelId: "bank-transfer",
        amount,
        bankCode: "CHASE",
        depositorName: "Ana Souza",
        ...extra,
      },
    });

  return { call, register, login, nextIp, bankTransfer };
}

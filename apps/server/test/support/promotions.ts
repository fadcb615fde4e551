import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { memberCalls } from "./member-calls.ts";
import { operatorCalls, operatorKey } from "./operator.ts";
import { demoConfig } from "./test-app.ts";

/** A second brand on the same installation: its promotions and applications are its own. */
export function otherMerchant(): MerchantConfig {
  return {
    ...demoConfig(),
    code: "other",
    name: "Other brand",
    domains: ["other.example"],
    demoAccounts: [],
  };
}

/** The smallest bytes a PNG sniffer accepts: the signature and an IHDR chunk. */
export function pngBytes(size = 64): Buffer {
  const head = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

export function jpegBytes(size = 64): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 3)]);
}

export const image = (bytes: Buffer) => ({ data: bytes.toString("base64") });

/** A running promotion definition of the given mode; `change` overrides any field. */
export function definition(mode: "info" | "apply" | "claim", change: Record<string, unknown> = {}) {
  return {
    category: "special",
    title: { en: `Test ${mode} ${randomUUID().slice(0, 6)}`, pt: `Teste ${mode}` },
    summary: { en: "A test promotion" },
    content: { en: "<p>Rules</p>" },
    artwork: "/media/promotions/welcome.svg",
    startsAt: "now-1d",
    endsAt: "now+30d",
    mode,
    ...(mode === "claim" ? { rule: "registered_during", bonusAmount: "10.00" } : {}),
    ...(mode === "apply" ? { bonusCap: "50.00", turnoverMultiplier: 2 } : {}),
    ...change,
  };
}

/** Calls of the promotions tests: members, the back office, and money checks. */
export function promotionTestKit(t: { app: FastifyInstance; db: Database }, ipPrefix: string) {
  const calls = memberCalls(t, ipPrefix);
  const admin = async (merchant = "demo") => operatorCalls(t, await operatorKey(t.db), merchant);

  const player = async (merchant?: string) => {
    const username = `pr${randomUUID().replaceAll("-", "").slice(0, 10)}`;
    const { token, id } = await calls.register(username, "Sunny2026", merchant);
    return { token, id, username };
  };

  const create = async (body: Record<string, unknown>, merchant = "demo") => {
    const answer = await (await admin(merchant))("POST", "/admin/api/promotions/create", body);
    if (answer.statusCode !== 200) throw new Error(`promotion not created: ${answer.body}`);
    return answer.json().value.id as number;
  };

  const detail = (id: number | string, token?: string, merchant?: string) =>
    calls.call("GET", `${ENDPOINTS.promotionDetail.path}?id=${id}`, {
      ...(token ? { token } : {}),
      ...(merchant ? { merchant } : {}),
      language: "en",
    });

  const list = (token?: string, query = "", merchant?: string) =>
    calls.call("GET", `${ENDPOINTS.promotionList.path}${query}`, {
      ...(token ? { token } : {}),
      ...(merchant ? { merchant } : {}),
      language: "en",
    });

  const claim = (token: string, promotionId: unknown) =>
    calls.call("POST", ENDPOINTS.claimPromotion.path, { token, body: { promotionId } });

  const join = (token: string, body: Record<string, unknown>) =>
    calls.call("POST", ENDPOINTS.joinPromotion.path, { token, body });

  const balance = async (token: string) =>
    (await calls.call("GET", ENDPOINTS.walletBalance.path, { token })).json().value.sumBalance as number;

  /** Deposits by bank transfer and has an operator credit it. */
  const creditedDeposit = async (token: string, amount: string) => {
    const created = await calls.bankTransfer(token, amount);
    const orderNo = created.json().value.record.orderNo as string;
    const approved = await (await admin())("POST", "/admin/api/deposits/approve", { orderNo });
    if (approved.statusCode !== 200) throw new Error(`deposit not approved: ${approved.body}`);
  };

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${sql}`, params))[0]?.n);

  return { ...calls, admin, player, create, detail, list, claim, join, balance, creditedDeposit, count };
}

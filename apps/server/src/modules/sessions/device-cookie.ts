import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "#app/db/database.ts";

const COOKIE = "banca_device";
// Browsers keep a cookie at most 400 days; each log-in renews it.
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const SECRET_NAME = "device-cookie";
const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The browser's device as the server knows it: the id, and whether this answer issues it. */
type Device = { id: string; issue: boolean };

declare module "fastify" {
  interface FastifyRequest {
    /** Set once a handler asked for the device (`deviceIdOf`); null before. */
    bancaDevice: Device | null;
  }
}

/** The device-cookie key, made once and shared by every instance through the database. */
async function loadSecret(db: Database): Promise<Buffer> {
  await db.query("INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    SECRET_NAME,
    randomBytes(32).toString("base64url"),
  ]);
  const [row] = await db.query<{ secret: string }>("SELECT secret FROM server_secrets WHERE name = $1", [
    SECRET_NAME,
  ]);
  if (!row) throw new Error("the device cookie's key could not be stored");
  return Buffer.from(row.secret, "base64url");
}

function cookieValue(request: FastifyRequest): string | undefined {
  const pair = (request.headers.cookie ?? "")
    .split(";")
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${COOKIE}=`));
  return pair?.slice(COOKIE.length + 1);
}

export type DeviceCookies = {
  /**
   * The caller's device id: the one in its signed cookie, or, when the cookie is missing or its
   * signature does not hold, a new one that the answer sets as the cookie. Never from the body.
   */
  idOf(request: FastifyRequest): string;
};

/**
 * The device cookie (decision 078): a random id the server issues in a long-lived, HMAC-signed,
 * HttpOnly cookie when a browser registers or logs in, and reads back on later ones. Invite friends
 * compares these ids; a visitor cannot choose one, and a forged or altered cookie only earns a new
 * one. Clearing cookies still makes a new device: this tells browsers apart, it is not a fingerprint.
 */
export async function installDeviceCookies(app: FastifyInstance, db: Database): Promise<DeviceCookies> {
  const secret = await loadSecret(db);
  const sign = (id: string) => createHmac("sha256", secret).update(id).digest("base64url");
  const verified = (value: string | undefined): string | null => {
    const [id, signature, ...rest] = (value ?? "").split(".");
    if (!id || !signature || rest.length > 0 || !ID_SHAPE.test(id)) return null;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  };

  app.decorateRequest("bancaDevice", null);
  // A callback hook, not an async one: every answer passes here (vendor calls included), and most
  // issue no device.
  app.addHook("onSend", (request, reply, payload, done) => {
    const device = request.bancaDevice;
    if (device?.issue) {
      const secure = request.protocol === "https" ? "; Secure" : "";
      reply.header(
        "Set-Cookie",
        `${COOKIE}=${device.id}.${sign(device.id)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
      // An answer that sets a device must never be shared by a cache.
      reply.header("Cache-Control", "no-store");
    }
    done(null, payload);
  });

  return {
    idOf(request) {
      if (request.bancaDevice) return request.bancaDevice.id;
      const known = verified(cookieValue(request));
      // A known device is issued again too, so its cookie's lifetime runs from the last visit.
      request.bancaDevice = { id: known ?? randomBytes(16).toString("base64url"), issue: true };
      return request.bancaDevice.id;
    },
  };
}

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export const BACKOFFICE_PREFIX = "/backoffice/";

/**
 * Serves the built back office (apps/backoffice) under /backoffice/, from the same process as the
 * site and its /admin/api calls: the staff cookie (Path=/admin) stays same-origin. A separate build
 * keeps its code out of the player site's bundle. Its screens route in the URL's hash, so every
 * other page path under /backoffice/ answers its index.html (sendBackofficePage), like the site's.
 */
export async function registerBackoffice(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: BACKOFFICE_PREFIX,
    index: "index.html",
    wildcard: true,
    // The site's registration owns reply.sendFile.
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      // Staff screens are never framed by another page.
      res.setHeader("X-Frame-Options", "DENY");
    },
  });
  app.get("/backoffice", (_request, reply) => reply.redirect(BACKOFFICE_PREFIX));
  return async (reply: FastifyReply) =>
    reply
      .header("Cache-Control", "no-cache")
      .type("text/html")
      .send(await readFile(index));
}

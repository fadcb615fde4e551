import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BACKOFFICE_PREFIX, registerBackoffice } from "./backoffice.ts";
import { failure } from "./envelope.ts";
import { isApiPath } from "./error-handler.ts";
import { builtPage, withFirstPaint } from "./first-paint.ts";

/** The address of the largest picture of the page at a path, asked from a host (see first-banner.ts). */
export type FirstPicture = (pathname: string, host: string | undefined) => Promise<string | null>;

/**
 * Serves the built site from the same process. Paths the site routes itself (history mode) get
 * index.html. A page with a first banner picture gets it as a preload (`Link` header) and painted
 * in its frame inside the HTML (first-paint.ts): the browser fetches and shows it with the HTML
 * instead of after the script, the catalogue and the banners' call. API paths that match no call
 * answer in the envelope instead.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  firstPicture?: FirstPicture,
  backofficeDistDir?: string,
) {
  const sendBackofficePage = backofficeDistDir ? await registerBackoffice(app, backofficeDistDir) : null;
  const built = existsSync(path.join(distDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: "index.html",
      // Files are looked up per request, so a rebuilt site is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies beside each text asset (vite.config.ts); they are sent
      // to clients that accept them, and on-the-fly compression covers the rest.
      preCompressed: true,
      // Hashed file names under /assets never change; everything else is revalidated. The plugin's
      // own Cache-Control (max-age=0) would replace this rule, so it is off.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // The same address answers brotli, gzip or plain bytes: caches must key on the encoding.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }
  const page = builtPage(path.join(distDir, "index.html"));
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const picture = await firstPicture?.(request.url.split("?")[0] ?? "/", request.hostname);
    reply.header("Cache-Control", "no-cache").type("text/html");
    if (!picture) return reply.sendFile("index.html");
    reply.header("Link", `<${picture}>; rel=preload; as=image; fetchpriority=high`);
    return reply.send(withFirstPaint(await page(), picture));
  }
  // "/" is a page like the others, with its preload (the plugin would send index.html as it is).
  if (built) app.get("/", sendPage);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(url);
    const extension = path.extname(url.split("?")[0] ?? "");
    if (wantsPage && (extension === "" || extension === ".html")) {
      if (sendBackofficePage && url.startsWith(BACKOFFICE_PREFIX)) return sendBackofficePage(reply);
      if (built) return sendPage(request, reply);
      return reply
        .status(503)
        .type("text/plain")
        .send("The site is not built yet: run `npm run build` (npm start does it for you).");
    }
    return reply
      .status(404)
      .send(failure("route.not.found", `No such call: ${request.method} ${url.split("?")[0]}`));
  });
}

import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { PAGE_START_SCRIPT } from "../../packages/contract/src/page-start.ts";
import { iconSprite } from "./icon-sprite.ts";
import { loadFailedTextsBlock } from "./load-failed-texts.ts";

const apiTarget = process.env.BANCA_API ?? "http://localhost:8080";

export default defineConfig({
  plugins: [
    react(),
    iconSprite(path.join(import.meta.dirname, "public/media/icons")),
    // The theme before the first paint, inline: a script file of its own held the paint back by a
    // round trip. The same script shows a notice if the entry fails to load, in the texts of the data
    // block below. The server's Content-Security-Policy allows this script by its hash.
    {
      name: "page-start",
      transformIndexHtml: () => [{ tag: "script", children: PAGE_START_SCRIPT, injectTo: "head-prepend" }],
    },
    loadFailedTextsBlock(path.join(import.meta.dirname, "src/i18n/locales")),
    // Brotli (best quality) and gzip copies of every text asset, made once at build time: the server
    // sends them as they are instead of compressing the same bytes on every request.
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, exclude: [/\.map$/] }),
  ],
  server: {
    port: 5173,
    proxy: { "/wps": apiTarget, "/lgw": apiTarget, "/openapi.json": apiTarget },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The entry is "main" so the route part in src/app/chunks/index.tsx can carry the name "index".
      input: { main: "index.html" },
      output: {
        // Everything the entry needs before its first paint in one file: split into the twenty-odd
        // shared pieces Rolldown makes by default, the first page waited on as many requests.
        codeSplitting: { groups: [{ name: "main", tags: ["$initial"] }] },
        // Route parts keep the names of their files in src/app/chunks (index, egame, pointMall ...).
        chunkFileNames: (chunk) => {
          const part = chunk.facadeModuleId?.match(/\/src\/app\/chunks\/(\w+)\.tsx$/)?.[1];
          return `assets/${part ?? "[name]"}-[hash].js`;
        },
      },
    },
  },
});

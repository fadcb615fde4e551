// Gzipped size of the JavaScript the home route loads before it can render, from the build's
// manifest: the entry with its static imports, the "index" route part with its static imports, and
// the default language's catalogue. Deferred pieces (QR encoder, modals) are listed apart.
// Usage: npm run build && npm run bundle-size -w @banca/bench
// (WEB_DIST_DIR=<folder> measures a build made elsewhere, as the server serves it.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 120;
const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = new Set([
  ...withStaticImports(entry),
  ...withStaticImports("src/app/chunks/index.tsx"),
  ...withStaticImports("src/i18n/locales/pt.json"),
]);
const deferred = new Set(
  Object.keys(manifest)
    .filter((key) => key.endsWith("global-modals.tsx") || key.includes("node_modules/qrcode/"))
    .flatMap((key) => [...withStaticImports(key)])
    .filter((key) => !firstLoad.has(key)),
);

function report(title, keys) {
  let total = 0;
  console.log(title);
  for (const key of keys) {
    const size = gzipKb(manifest[key].file);
    total += size;
    console.log(`  ${manifest[key].file.padEnd(42)} ${size.toFixed(1).padStart(7)} KB`);
  }
  console.log(`  ${"total".padEnd(42)} ${total.toFixed(1).padStart(7)} KB gzipped`);
  return total;
}

const first = report("JavaScript the home route loads first:", firstLoad);
report("Loaded afterwards when needed (QR codes, dialogs):", deferred);
console.log(
  `Budget ${BUDGET_KB} KB: ${first <= BUDGET_KB ? "within" : "OVER"} (${((first / BUDGET_KB) * 100).toFixed(0)}% used)`,
);
process.exit(first <= BUDGET_KB ? 0 : 1);

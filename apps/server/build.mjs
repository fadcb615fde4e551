// Builds the server into dist/ as plain JavaScript for Node (decision 049): the server's sources
// and the workspace packages it imports (the shared contract) are bundled; every other package
// stays an import that Node resolves from node_modules at run time, as installed.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = new URL("./dist/", import.meta.url).pathname;

const result = await build({
  absWorkingDir: new URL(".", import.meta.url).pathname,
  entryPoints: { main: "src/main.ts" },
  outdir,
  write: false,
  bundle: true,
  // Modules imported on demand (PostgreSQL or PGlite) stay separate chunks, loaded when asked for.
  splitting: true,
  // Every output file sits directly in dist/: src/server-dir.ts relies on it.
  chunkNames: "[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20.11",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [
    {
      name: "packages-stay-external",
      setup(builder) {
        // Bare specifiers (packages and node: built-ins) load from node_modules, except @banca/*.
        builder.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith("@banca/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// Several servers may start from this folder at once (the browser suite beside a demo): each file
// is replaced whole (written beside it, then renamed) and only when it changed, and chunks of
// earlier builds stay a day, so a server that is starting never finds a file half written or gone.
mkdirSync(outdir, { recursive: true });
const written = new Set();
for (const file of result.outputFiles) {
  written.add(path.basename(file.path));
  let same = false;
  try {
    same = Buffer.compare(readFileSync(file.path), file.contents) === 0;
  } catch {}
  if (same) continue;
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
const dayAgo = Date.now() - 86_400_000;
for (const name of readdirSync(outdir)) {
  const file = path.join(outdir, name);
  if (!written.has(name) && statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
}

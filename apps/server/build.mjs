// Builds the server into dist/ as plain JavaScript for Node (decision 049): the server's sources
// and the workspace packages it imports (the shared contract) are bundled; every other package
// stays an import that Node resolves from node_modules at run time, as installed.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const outdir = new URL("./dist/", import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: new URL(".", import.meta.url).pathname,
  entryPoints: { main: "src/main.ts" },
  outdir,
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

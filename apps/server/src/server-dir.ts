import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (`apps/server`), for the files it reads at run time (migrations,
 * page assets) and the repository's config. This module sits directly in `src/`, and the build
 * writes its bundles directly in `dist/`, so one step up is the package folder in both.
 */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A path inside the server's sources: where its non-TypeScript files live, built or not. */
export const sourcePath = (...parts: string[]) => path.join(SERVER_DIR, "src", ...parts);

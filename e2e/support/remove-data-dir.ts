import { rmSync } from "node:fs";

/** Removes the suite's embedded database once the server has stopped. */
export default function removeDataDir() {
  const dir = process.env.BANCA_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

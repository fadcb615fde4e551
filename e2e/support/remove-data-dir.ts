import { rmSync } from "node:fs";

/** Removes the suite's embedded database, and what its workers shared, once the server has stopped. */
export default function removeDataDir() {
  for (const dir of [process.env.BANCA_E2E_DATA_DIR, process.env.BANCA_E2E_SHARED_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

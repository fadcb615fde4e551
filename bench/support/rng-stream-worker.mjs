// The entry of streamInParallel's threads (rng-dieharder.ts): a worker thread starts without the
// bench's TypeScript loader, so it registers tsx first, then loads the worker itself.
import { register } from "tsx/esm/api";

register();
await import("./rng-stream-worker.ts");

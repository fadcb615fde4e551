/**
 * How fast the dieharder battery's streams are made (docs/RNG.md), in MB/s: each stream by one
 * thread (`streamChunk`, 2 s), and by a worker thread per core (`streamInParallel`, 4 s after 50
 * unmeasured chunks). With another checkout's `bench/support/rng-dieharder.ts` as argument, its
 * one-thread figures too, the two alternating, so both see the same machine:
 *
 *   npx tsx bench/rng-speed.ts [<another rng-dieharder.ts>]
 */
import path from "node:path";
import * as thisTree from "./support/rng-dieharder.ts";

type StreamModule = Pick<typeof thisTree, "newStreamSource" | "streamChunk">;
const other = process.argv[2] ? ((await import(path.resolve(process.argv[2]))) as StreamModule) : undefined;

async function oneThread(streams: StreamModule, kind: "in-house" | "lottery", milliseconds = 2000) {
  const source = streams.newStreamSource(kind);
  let bytes = 0;
  const start = performance.now();
  for (let index = 0; performance.now() - start < milliseconds; index++)
    bytes += (await streams.streamChunk(source, index)).length;
  return bytes / 1e6 / ((performance.now() - start) / 1000);
}

for (const kind of ["in-house", "lottery"] as const) {
  for (let turn = 1; turn <= 2; turn++) {
    if (other)
      console.log(
        `${kind}, one thread, ${process.argv[2]}: ${(await oneThread(other, kind)).toFixed(1)} MB/s`,
      );
    console.log(`${kind}, one thread, this tree: ${(await oneThread(thisTree, kind)).toFixed(1)} MB/s`);
  }
}
for (const kind of ["in-house", "lottery"] as const) {
  const parallel = thisTree.streamInParallel(thisTree.newStreamSource(kind));
  // The threads' start (a TypeScript loader and the games' modules each) is not the stream's speed.
  for (let chunk = 0; chunk < 50; chunk++) await parallel.next();
  let bytes = 0;
  const start = performance.now();
  while (performance.now() - start < 4000) bytes += (await parallel.next()).value!.length;
  await parallel.return(undefined);
  const rate = bytes / 1e6 / ((performance.now() - start) / 1000);
  console.log(`${kind}, a thread per core, this tree: ${rate.toFixed(1)} MB/s`);
}

// One of streamInParallel's threads (rng-dieharder.ts): makes the chunks of the stream it was
// given, by index, as the main thread asks for them, and hands their bytes over without a copy.
import { parentPort, workerData } from "node:worker_threads";
import { type StreamSource, streamChunk } from "./rng-dieharder.ts";

const source = workerData as StreamSource;
// Each chunk is made as soon as it is asked for, and handed over in the order asked: the main
// thread matches answers to requests by order. A lottery chunk ends waiting on Web Crypto (its check
// against drawStream), and the next chunk is made meanwhile.
let queue = Promise.resolve();
parentPort!.on("message", (index: number) => {
  const made = Promise.resolve(streamChunk(source, index));
  queue = queue.then(async () => {
    let chunk = await made;
    // Only a buffer of its own can be handed over (a pooled one is shared with others).
    if (chunk.byteOffset !== 0 || chunk.byteLength !== chunk.buffer.byteLength) chunk = Buffer.from(chunk);
    const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    parentPort!.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  });
});

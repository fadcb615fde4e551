/** Raised when a part of the site does not arrive in time (spec: 120 000 ms). */
export class ChunkLoadError extends Error {
  constructor(part: string) {
    super(`Loading the ${part} part of the site took too long`);
    this.name = "ChunkLoadError";
  }
}

export const CHUNK_TIMEOUT_MS = 120_000;

/** Loads a route part, failing with ChunkLoadError after the time-out instead of waiting for ever. */
export function loadChunk<T>(part: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadError(part)), timeoutMs);
    load().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error && error.name === "ChunkLoadError" ? error : new ChunkLoadError(part));
      },
    );
  });
}

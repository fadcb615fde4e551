import { intlLocale, LANGUAGES } from "@banca/contract/languages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The first format of a page loads ICU's data for its language; a worker makes it first, off the
// main thread (intl-warm-up.ts).
class RecordingWorker {
  static made: RecordingWorker[] = [];
  posted: unknown[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    RecordingWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

describe("warming up Intl on a worker", () => {
  beforeEach(() => {
    vi.resetModules();
    RecordingWorker.made = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts one worker per language, handing it the language's locale", async () => {
    vi.stubGlobal("Worker", RecordingWorker);
    const { warmUpIntl } = await import("#app/lib/intl-warm-up.ts");
    warmUpIntl("pt-BR");
    warmUpIntl("pt-BR");
    warmUpIntl("ar");
    expect(RecordingWorker.made.map((worker) => worker.posted)).toEqual([["pt-BR"], ["ar"]]);
    expect(RecordingWorker.made[0]?.url.pathname).toMatch(/\/intl-warm-up\.worker\.ts$/);
  });

  it("leaves the page as it is where no worker can start", async () => {
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("refused by the page's policy", "SecurityError");
        }
      },
    );
    const { warmUpIntl } = await import("#app/lib/intl-warm-up.ts");
    expect(() => warmUpIntl("pt-BR")).not.toThrow();
  });

  it("makes every format in each of the site's languages, then ends", async () => {
    const close = vi.fn();
    const scope: { onmessage?: (event: MessageEvent<string>) => void; close: () => void } = { close };
    vi.stubGlobal("self", scope);
    await import("#app/lib/intl-warm-up.worker.ts");
    for (const language of LANGUAGES) {
      expect(() => scope.onmessage?.({ data: intlLocale(language) } as MessageEvent<string>)).not.toThrow();
    }
    expect(close).toHaveBeenCalledTimes(LANGUAGES.length);
  });
});

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rendererUsage } from "../support/renderer-usage.ts";

/**
 * A child that touches 64 MB of fresh memory and spins until it has used 300 ms of CPU (its own
 * clock, not the wall's: on a busy machine a 300 ms wall spin got half that), then idles 300 ms so
 * a sample sees its end.
 */
const WORK = `const b = Buffer.alloc(64 << 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1;
const t = process.cpuUsage().user; while (process.cpuUsage().user - t < 300_000); setTimeout(() => {}, 300);`;

function child(...flags: string[]) {
  const process_ = spawn(process.execPath, ["-e", WORK, "--", ...flags], { stdio: "ignore" });
  return new Promise<void>((resolve) => process_.on("exit", () => resolve()));
}

describe.runIf(existsSync("/proc/self/stat"))("a browser's renderers over a stretch", () => {
  it("counts a renderer started and ended inside it, and not this process's other children", async () => {
    const usage = rendererUsage(process.pid);
    usage.start();
    await child("--type=renderer");
    const renderer = usage.stop();
    expect(renderer?.userSeconds ?? 0).toBeGreaterThanOrEqual(0.25);
    // A Node.js start alone takes a few thousand fresh pages; the 64 MB are 16,384 more, or 32 where
    // the kernel hands out huge pages to every process (transparent huge pages at "always").
    expect(renderer?.pageFaults ?? 0).toBeGreaterThan(1_000);

    usage.start();
    await child("--type=gpu-process");
    const others = usage.stop();
    expect(others).toBeUndefined();
  }, 60_000); // two node starts: seconds on a loaded machine
});

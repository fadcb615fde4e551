import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rendererUsage } from "../support/renderer-usage.ts";

/** A child that touches 64 MB of fresh memory and spins 300 ms, then idles 300 ms so a sample sees its end. */
const WORK = `const b = Buffer.alloc(64 << 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1;
const t = Date.now(); while (Date.now() - t < 300); setTimeout(() => {}, 300);`;

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
    expect(renderer?.userSeconds ?? 0).toBeGreaterThan(0.15);
    expect(renderer?.pageFaults ?? 0).toBeGreaterThan((64 << 20) / 4096);

    usage.start();
    await child("--type=gpu-process");
    const others = usage.stop();
    expect(others).toBeUndefined();
  }, 60_000); // two node starts: seconds on a loaded machine
});

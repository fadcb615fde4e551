/**
 * Lighthouse (mobile: a mid-range phone on slow 4G, simulated throttling) on the built site as
 * `npm start` serves it: the compiled server, the demo merchant, a fresh embedded database.
 *
 *   npm run build && npm run lighthouse -w @banca/bench -- [runs] [path ...]
 *
 * Each page is measured `runs` times (default 3) and the median run is reported, as Lighthouse's
 * own guidance recommends. With `COMPARE_WEB_DIST=<folder of another build>` a second server
 * serves that build and the runs alternate between the two, so both see the same machine load.
 * With `LIGHTHOUSE_REPORT_DIR=<folder>` each run's full report is saved there as JSON
 * (`<site>-<page>-<run>.json`), to read the audits behind a score. `LIGHTHOUSE_PORTS=<this>,<compared>`
 * measures servers already running on those ports instead of starting them (a fresh demo start
 * takes minutes on a busy machine). With `LIGHTHOUSE_FRESH_START=1` the first run starts the moment
 * a fresh demo start answers, with no warm-up visit: what a newcomer sees while the start's first
 * jobs still run.
 *
 * The summary names each page's Lighthouse benchmark index (the median of its runs: how fast this
 * machine ran Lighthouse's own yardstick, so figures compare across machines) and the CPU time
 * each server spent while its page was measured (its jobs and its answers, competing with Chromium).
 * Its first lines name the cost of a fresh page of memory on this machine, which that index leaves
 * out and which lengthens every task of a renderer that is still growing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageFaultMicroseconds, transparentHugePages } from "./support/page-fault-cost.ts";
import { cpuSecondsOf, readStatFields } from "./support/proc-stat.ts";
import { type RendererUsage, rendererUsage } from "./support/renderer-usage.ts";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.argv[2] ?? 3);
const pages = process.argv.slice(3).length ? process.argv.slice(3) : ["/", "/rng"];

type Site = {
  label: string;
  name: string;
  webDist?: string;
  port: number;
  dataDir: string;
  server?: ChildProcess;
};

const givenPorts = process.env.LIGHTHOUSE_PORTS?.split(",").map(Number);
const freshStart = process.env.LIGHTHOUSE_FRESH_START === "1";
if (freshStart && givenPorts)
  throw new Error("LIGHTHOUSE_FRESH_START measures servers it starts: drop LIGHTHOUSE_PORTS");

/** CPU time (user and system, in seconds) a server process has used so far; undefined off Linux. */
function cpuSeconds(site: Site): number | undefined {
  const fields = site.server?.pid ? readStatFields(`/proc/${site.server.pid}/stat`) : undefined;
  return fields && cpuSecondsOf(fields);
}

async function start(site: Site) {
  if (givenPorts) return;
  site.server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DEMO: "true",
      DATA_DIR: site.dataDir,
      PORT: String(site.port),
      HOST: "127.0.0.1",
      ...(site.webDist ? { WEB_DIST_DIR: site.webDist } : {}),
    },
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (site.server.exitCode !== null) throw new Error(`the server stopped (${site.server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${site.port}/wps/system/status`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer within 5 minutes");
}

type Run = {
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  /** The browser's renderers over the run: the page's own, and Lighthouse's blank page and yardstick. */
  renderers: RendererUsage | undefined;
};

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR)
  : undefined;
if (reportDir) mkdirSync(reportDir, { recursive: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sites: Site[] = [
  {
    label: "this build",
    name: "this",
    port: givenPorts?.[0] ?? 8199,
    dataDir: mkdtempSync(path.join(tmpdir(), "banca-lighthouse-")),
  },
];
if (process.env.COMPARE_WEB_DIST) {
  sites.push({
    label: `compared (${process.env.COMPARE_WEB_DIST})`,
    name: "compared",
    webDist: path.resolve(process.env.COMPARE_WEB_DIST),
    port: givenPorts?.[1] ?? 8200,
    dataDir: mkdtempSync(path.join(tmpdir(), "banca-lighthouse-")),
  });
}
await Promise.all(sites.map(start));
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});

const renderers = rendererUsage(chrome.pid);

const browserVersion = (
  (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  }
).Browser;

/**
 * `LIGHTHOUSE_CPU_SLOWDOWN=<n>` measures as a slower machine would: Lighthouse multiplies the page's
 * tasks by n instead of 4. A machine with benchmark index B stands for one with index 4·B/n (e.g. 7
 * on an index of 3,100 for one of about 1,800). The network stays the mobile profile's slow 4G.
 */
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0) || undefined;
const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

async function audit(url: string) {
  // On a busy machine Chromium now and then loses a trace (NO_NAVSTART): that run is taken again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(cpuSlowdown ? { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (result && !result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result?.lhr.runtimeError?.message}`);
  }
}

async function measure(url: string, saveAs?: string): Promise<Run> {
  renderers.start();
  const result = await audit(url);
  const rendererTotals = renderers.stop();
  if (reportDir && saveAs) writeFileSync(path.join(reportDir, `${saveAs}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const failing = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((audit) => audit?.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.title}`);
  return {
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    failing,
    renderers: rendererTotals,
  };
}

/**
 * "0.66 + 0.30 s, 16k (18.8 µs of kernel a page)": user and kernel CPU, and fresh pages, of the
 * renderers in a run; their kernel time is mostly those pages' faults.
 */
function describeRenderers(usage: RendererUsage | undefined) {
  if (!usage) return "not known";
  const kernelPerPage = (usage.kernelSeconds * 1e6) / Math.max(usage.pageFaults, 1);
  return `${usage.userSeconds.toFixed(2)} + ${usage.kernelSeconds.toFixed(2)} s, ${Math.round(usage.pageFaults / 1000)}k (${kernelPerPage.toFixed(1)} µs of kernel a page)`;
}

try {
  // One visit each first, not reported: a server's first answers compile its code and fill caches.
  // A fresh-start measurement skips it on purpose: those first answers are part of what it measures.
  if (!freshStart) for (const site of sites) await measure(`http://127.0.0.1:${site.port}/`);
  console.log(
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} mobile, median of ${runs} runs per page, ${browserVersion}`,
  );
  const hugePages = transparentHugePages();
  console.log(
    `This machine: ${pageFaultMicroseconds().toFixed(1)} µs a fresh 4 KiB page of memory${hugePages ? ` (transparent huge pages: ${hugePages})` : ""}`,
  );
  if (cpuSlowdown)
    console.log(
      `CPU slowdown ${cpuSlowdown}× instead of 4×: a machine of benchmark index ${4}·B/${cpuSlowdown}`,
    );
  if (freshStart)
    console.log(
      "Fresh demo start: the first run began the moment the server answered, its first jobs still running (no warm-up visit)",
    );
  console.log(
    "site | page | performance (each run) | accessibility | LCP | FCP | TBT | CLS | benchmark index | server CPU | renderers: user + kernel CPU, fresh pages (kernel a page)",
  );
  for (const page of pages) {
    const results = new Map<Site, Run[]>(sites.map((site) => [site, []]));
    const startedAt = performance.now();
    const cpuBefore = new Map(sites.map((site) => [site, cpuSeconds(site)]));
    for (let run = 0; run < runs; run++) {
      for (const site of sites)
        results
          .get(site)!
          .push(
            await measure(
              `http://127.0.0.1:${site.port}${page}`,
              `${site.name}-${page.replace(/\W+/g, "_") || "_"}-${run + 1}`,
            ),
          );
    }
    const seconds = (performance.now() - startedAt) / 1000;
    for (const [site, list] of results) {
      // The median run by performance score, with its own figures (not medians of each column apart).
      const chosen = list.find((run) => run.performance === median(list.map((each) => each.performance)))!;
      const before = cpuBefore.get(site);
      const after = cpuSeconds(site);
      const serverCpu =
        before === undefined || after === undefined
          ? "not known"
          : `${(after - before).toFixed(1)} s in ${seconds.toFixed(0)} s`;
      console.log(
        `${site.label} | ${page} | ${chosen.performance} (${list.map((run) => run.performance).join(", ")}) | ${median(list.map((run) => run.accessibility))} | ${(chosen.lcp / 1000).toFixed(2)} s | ${(chosen.fcp / 1000).toFixed(2)} s | ${Math.round(chosen.tbt)} ms | ${chosen.cls.toFixed(3)} | ${Math.round(median(list.map((run) => run.benchmarkIndex)))} | ${serverCpu} | ${describeRenderers(chosen.renderers)}`,
      );
      for (const failure of new Set(list.flatMap((run) => run.failing))) console.log(`    ${failure}`);
    }
  }
} finally {
  chrome.kill();
  for (const site of sites) {
    site.server?.kill();
    if (site.server && site.server.exitCode === null)
      await new Promise((resolve) => site.server!.once("exit", resolve));
    rmSync(site.dataDir, { recursive: true, force: true });
  }
}

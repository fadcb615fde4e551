/**
 * The RNG bench (docs/RNG.md): the random streams of the in-house games and of the lottery's seeded
 * draws, and the outcomes the games make of them, put to the tests a licence's RNG certificate asks
 * for.
 *
 *   npm run rng -w @banca/bench [-- --quick] [-- --battery [--from in-house:203[:9]]]
 *
 * 1. Outcome frequencies of every in-house game and of every seeded lottery draw: Pearson's
 *    chi-square at 99 % against the law the rules promise (uniform, or the law of a sum).
 * 2. Return to player: rounds of each in-house game, played by the games' own outcome functions
 *    (10 million each, 200,000 with --quick); the declared RTP must lie in the 99 % interval.
 * 3. The Debian `dieharder` battery reading the raw stream from stdin (`-g 200`): the whole battery
 *    (what `-a` runs, test by test) on the in-house stream and on the lottery's; with --quick, a
 *    subset of its tests on smaller samples.
 *
 * `--battery` runs part 3 alone (the full battery takes hours; the first two parts do not change
 * between its runs). `--from STREAM:TEST` goes on with a battery stopped part-way: it skips the
 * runs before test number TEST of that stream (`in-house` or `lottery`), and the in-house stream
 * altogether when it names the lottery; `STREAM:TEST:N` also skips a swept test's values below N
 * (its ntuple or lag).
 *
 * The last line is always `rng battery: N passed, N weak, N failed`; the exit code is 1 when any
 * chi-square or RTP check fails (dieharder's WEAK and FAILED are reported, and judged by a reader:
 * across ~100 p-values a few WEAK are expected of a perfect generator).
 */
import {
  type Assessment,
  type BatteryRun,
  batteryFrom,
  FULL_BATTERY,
  newStreamSource,
  runDieharder,
  streamInParallel,
  tally,
} from "./support/rng-dieharder.ts";
import { type FrequencyCheck, inHouseFrequencies, rtpSimulations } from "./support/rng-games.ts";
import { lotteryFrequencies } from "./support/rng-lottery.ts";

const quick = process.argv.includes("--quick");
const batteryOnly = process.argv.includes("--battery");
const from = /^(in-house|lottery):(\d+)(?::(\d+))?$/.exec(
  process.argv[process.argv.indexOf("--from") + 1] ?? "",
);
if (process.argv.includes("--from") && !from) {
  console.error("--from takes STREAM:TEST[:N], e.g. in-house:203, in-house:203:9 or lottery:0");
  process.exit(2);
}
/** The full battery's runs of one stream, from where `--from` says it stopped. */
const fullBatteryOf = (stream: "in-house" | "lottery"): BatteryRun[] => {
  if (!from) return FULL_BATTERY;
  if (from[1] === stream)
    return batteryFrom(Number(from[2]), from[3] === undefined ? undefined : Number(from[3]));
  return stream === "in-house" ? [] : FULL_BATTERY;
};
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)} %`;

// Quick: six of the battery's tests on the in-house stream and two on the lottery's (made at a
// few MB/s and well under one, by their own code), with fewer p-values than their defaults: dieharder
// reads about 4 MB per p-value of these tests, so about 200 MB and 30 MB in all.
const QUICK_IN_HOUSE: BatteryRun[] = [
  { test: 1, args: ["-d", "1", "-p", "5"] },
  { test: 2, args: ["-d", "2", "-p", "5"] },
  { test: 8, args: ["-d", "8", "-p", "10"] },
  { test: 15, args: ["-d", "15", "-p", "5"] },
  { test: 100, args: ["-d", "100", "-p", "5"] },
  { test: 101, args: ["-d", "101", "-p", "5"] },
];
const QUICK_LOTTERY: BatteryRun[] = [
  { test: 15, args: ["-d", "15", "-p", "3"] },
  { test: 100, args: ["-d", "100", "-p", "3"] },
];

const frequencyLine = (check: FrequencyCheck) =>
  `  ${check.passed ? "pass" : "FAIL"}  ${check.name}: χ² ${check.statistic.toFixed(1)} on ${check.degrees} df, p ${check.p.toFixed(3)} (${check.sample.toLocaleString("en")} draws)`;

console.log(`rng bench${quick ? " (--quick)" : ""}: chi-square at 99 %, RTP in its 99 % interval, dieharder`);
let failures = 0;

if (!batteryOnly) {
  console.log("\noutcome frequencies, in-house games");
  for (const check of inHouseFrequencies(quick ? 100_000 : 1_000_000)) {
    console.log(frequencyLine(check));
    if (!check.passed) failures += 1;
  }
  console.log(`\noutcome frequencies, lottery draws (${elapsed()})`);
  for (const check of await lotteryFrequencies(quick ? 10_000 : 200_000)) {
    console.log(frequencyLine(check));
    if (!check.passed) failures += 1;
  }

  const roundsPerGame = quick ? 100_000 : 10_000_000;
  console.log(`\nreturn to player, ${roundsPerGame.toLocaleString("en")} rounds per game (${elapsed()})`);
  for (const check of rtpSimulations(roundsPerGame)) {
    console.log(
      `  ${check.within ? "pass" : "FAIL"}  ${check.game}: ${percent(check.mean)} ± ${percent(check.halfWidth)} (99 %), declared ${percent(check.declared, 4)}`,
    );
    if (!check.within) failures += 1;
  }
}

const assessments: Assessment[] = [];
const battery = async (name: string, runs: BatteryRun[], source: () => AsyncIterator<Buffer>) => {
  for (const { args } of runs) {
    // A fresh seed for each run, as a fresh player or issue would have.
    const { bytes } = await runDieharder(args, source(), (row) => {
      assessments.push(row);
      console.log(`  ${name}  ${row.test.padEnd(22)} p ${row.p.toFixed(8)}  ${row.verdict}  (${elapsed()})`);
    });
    console.log(`  ${name}  dieharder ${args.join(" ")}: ${(bytes / 1e6).toFixed(0)} MB read (${elapsed()})`);
  }
};
console.log(`\ndieharder -g 200 (raw stream on stdin) (${elapsed()})`);
await battery("in-house", quick ? QUICK_IN_HOUSE : fullBatteryOf("in-house"), () =>
  streamInParallel(newStreamSource("in-house")),
);
await battery("lottery ", quick ? QUICK_LOTTERY : fullBatteryOf("lottery"), () =>
  streamInParallel(newStreamSource("lottery")),
);

if (failures > 0) console.log(`\n${failures} chi-square or RTP check(s) failed`);
console.log(`done in ${elapsed()}`);
const { passed, weak, failed } = tally(assessments);
console.log(`rng battery: ${passed} passed, ${weak} weak, ${failed} failed`);
process.exitCode = failures > 0 ? 1 : 0;

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
 *    (10 million each, 100,000 with --quick), and single bets of each seeded lottery game settled
 *    on its seeded draws by the server's own functions (1 million draws each, 10,000 with --quick);
 *    the declared return must lie in the 99 % interval.
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
 * The last line is always `rng battery: N passed, N weak, N failed`; the exit code is 1 when the
 * chi-square and return checks fail more often than a fair generator's would at the 99 % level
 * (dieharder's WEAK and FAILED are reported, and judged by a reader: across ~100 p-values a few WEAK
 * are expected of a perfect generator).
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
import {
  type FrequencyCheck,
  inHouseFrequencies,
  type RtpCheck,
  rtpSimulations,
} from "./support/rng-games.ts";
import { lotteryFrequencies } from "./support/rng-lottery.ts";
import { lotteryReturns } from "./support/rng-lottery-return.ts";
import { failuresTail, SIGNIFICANCE } from "./support/rng-statistics.ts";

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

// Quick: six of the battery's tests on the in-house stream and two on the lottery's, each with its
// default 100 p-values (about 1.3 GB and 0.16 GB of stream). Fewer p-values make dieharder's final
// KS p-value unreliable: with 5 of them, its own AES generator (`-g 205`) showed p outside
// [0.005, 0.995] in 7 of 20 runs of sts_runs, with 100 in 1 of 20 (docs/RNG.md).
const quickRun = (test: number): BatteryRun => ({ test, args: ["-d", String(test)] });
const QUICK_IN_HOUSE: BatteryRun[] = [1, 2, 8, 15, 100, 101].map(quickRun);
const QUICK_LOTTERY: BatteryRun[] = [15, 100].map(quickRun);

const frequencyLine = (check: FrequencyCheck) =>
  `  ${check.passed ? "pass" : "FAIL"}  ${check.name}: χ² ${check.statistic.toFixed(1)} on ${check.degrees} df, p ${check.p.toFixed(3)} (${check.sample.toLocaleString("en")} draws)`;

const returnLine = (check: RtpCheck) =>
  `  ${check.within ? "pass" : "FAIL"}  ${check.game}: ${percent(check.mean)} ± ${percent(check.halfWidth)} (99 %), declared ${percent(check.declared, 4)}`;

console.log(`rng bench${quick ? " (--quick)" : ""}: chi-square at 99 %, RTP in its 99 % interval, dieharder`);
let failures = 0;
let checks = 0;
/** Counts a chi-square or return check, and its failure. */
const count = (passed: boolean) => {
  checks += 1;
  if (!passed) failures += 1;
};

if (!batteryOnly) {
  console.log("\noutcome frequencies, in-house games");
  for (const check of inHouseFrequencies(quick ? 100_000 : 1_000_000)) {
    console.log(frequencyLine(check));
    count(check.passed);
  }
  console.log(`\noutcome frequencies, lottery draws (${elapsed()})`);
  for (const check of await lotteryFrequencies(quick ? 10_000 : 200_000)) {
    console.log(frequencyLine(check));
    count(check.passed);
  }

  const roundsPerGame = quick ? 100_000 : 10_000_000;
  console.log(`\nreturn to player, ${roundsPerGame.toLocaleString("en")} rounds per game (${elapsed()})`);
  for (const check of rtpSimulations(roundsPerGame)) {
    console.log(returnLine(check));
    count(check.within);
  }
  const drawsPerGame = quick ? 10_000 : 1_000_000;
  console.log(
    `\nreturn of lottery bets at the highest series, ${drawsPerGame.toLocaleString("en")} draws per game (${elapsed()})`,
  );
  for (const check of await lotteryReturns(drawsPerGame)) {
    console.log(returnLine(check));
    count(check.within);
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

// Each check fails a fair generator one time in a hundred, so a run of fifty shows a failure now
// and then; the run fails when its number of failures is itself below the 99 % level.
const failuresChance = failuresTail(checks, failures);
const judged = failuresChance >= SIGNIFICANCE;
if (checks > 0)
  console.log(
    `\n${failures} of ${checks} chi-square and return checks failed at 99 %; a fair generator fails as many or more with chance ${failuresChance.toFixed(3)}: ${judged ? "pass" : "FAIL"}`,
  );
console.log(`done in ${elapsed()}`);
const { passed, weak, failed } = tally(assessments);
console.log(`rng battery: ${passed} passed, ${weak} weak, ${failed} failed`);
process.exitCode = judged ? 0 : 1;

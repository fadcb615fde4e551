/**
 * The RNG bench (docs/RNG.md): the random streams of the in-house games and of the lottery's seeded
 * draws, and the outcomes the games make of them, put to the tests a licence's RNG certificate asks
 * for.
 *
 *   npm run rng -w @banca/bench [-- --quick]
 *
 * 1. Outcome frequencies of every in-house game and of every seeded lottery draw: Pearson's
 *    chi-square at 99 % against the law the rules promise (uniform, or the law of a sum).
 * 2. Return to player: rounds of each in-house game, played by the games' own outcome functions
 *    (10 million each, 200,000 with --quick); the declared RTP must lie in the 99 % interval.
 * 3. The Debian `dieharder` battery reading the raw stream from stdin (`-g 200`): the whole battery
 *    (`-a`) on the in-house stream; with --quick, a subset of its tests on smaller samples, and a few
 *    tests on the lottery's stream too.
 *
 * The last line is always `rng battery: N passed, N weak, N failed`; the exit code is 1 when any
 * chi-square or RTP check fails (dieharder's WEAK and FAILED are reported, and judged by a reader:
 * across ~100 p-values a few WEAK are expected of a perfect generator).
 */
import {
  type Assessment,
  inHouseStream,
  lotteryStream,
  parseAssessments,
  runDieharder,
  tally,
} from "./support/rng-dieharder.ts";
import { type FrequencyCheck, inHouseFrequencies, rtpSimulations } from "./support/rng-games.ts";
import { lotteryFrequencies } from "./support/rng-lottery.ts";

const quick = process.argv.includes("--quick");
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)} %`;

// Quick: six of the battery's tests on the in-house stream and two on the lottery's (made at a
// few MB/s and well under one, by their own code), with fewer p-values than their defaults: dieharder
// reads about 4 MB per p-value of these tests, so about 200 MB and 30 MB in all.
const QUICK_IN_HOUSE = [
  ["-d", "1", "-p", "5"],
  ["-d", "2", "-p", "5"],
  ["-d", "8", "-p", "10"],
  ["-d", "15", "-p", "5"],
  ["-d", "100", "-p", "5"],
  ["-d", "101", "-p", "5"],
];
const QUICK_LOTTERY = [
  ["-d", "15", "-p", "3"],
  ["-d", "100", "-p", "3"],
];

const frequencyLine = (check: FrequencyCheck) =>
  `  ${check.passed ? "pass" : "FAIL"}  ${check.name}: χ² ${check.statistic.toFixed(1)} on ${check.degrees} df, p ${check.p.toFixed(3)} (${check.sample.toLocaleString("en")} draws)`;

console.log(`rng bench${quick ? " (--quick)" : ""}: chi-square at 99 %, RTP in its 99 % interval, dieharder`);
let failures = 0;

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

const assessments: Assessment[] = [];
const battery = async (
  name: string,
  runs: string[][],
  source: () => Iterator<Buffer> | AsyncIterator<Buffer>,
) => {
  for (const args of runs) {
    // A fresh seed for each run, as a fresh player or issue would have.
    const { output, bytes } = await runDieharder(args, source());
    const rows = parseAssessments(output);
    assessments.push(...rows);
    for (const row of rows)
      console.log(`  ${name}  ${row.test.padEnd(22)} p ${row.p.toFixed(8)}  ${row.verdict}`);
    console.log(`  ${name}  dieharder ${args.join(" ")}: ${(bytes / 1e6).toFixed(0)} MB read (${elapsed()})`);
  }
};
console.log(`\ndieharder -g 200 (raw stream on stdin) (${elapsed()})`);
await battery("in-house", quick ? QUICK_IN_HOUSE : [["-a"]], () => inHouseStream());
await battery("lottery ", quick ? QUICK_LOTTERY : [["-a"]], () => lotteryStream("K3"));

if (failures > 0) console.log(`\n${failures} chi-square or RTP check(s) failed`);
console.log(`done in ${elapsed()}`);
const { passed, weak, failed } = tally(assessments);
console.log(`rng battery: ${passed} passed, ${weak} weak, ${failed} failed`);
process.exitCode = failures > 0 ? 1 : 0;

/**
 * The reward-abuse bench: whether the platform's rewards can be farmed, played against a fresh demo
 * start over real HTTP with the site's sealed calls (docs/SECURITY.md, "Rewards that cannot be
 * farmed").
 *
 *   npm run abuse -w @banca/bench [-- <turnover in dollars, default 1500>]
 *
 * Two strategies: near-riskless in-house dice bets through an agent's team, and referral farming
 * from two addresses with and without device ids. Money is read from the platform (the withdrawal
 * page's withdrawable balance of every account), never assumed. Each figure is given realized and
 * expected; the expected one puts the bets' expected loss (their stakes times the dice's house edge)
 * in place of what the dice happened to pay, so luck does not decide it, and is the one the last line
 * prints:
 *
 *   abuse: riskless <signed % of turnover> %, referral <signed amount per friend account>
 *
 * Positive is the player's gain (the platform paid more than the play cost). The bench starts its
 * own server (ABUSE_PORT, default 8661; PGlite in a temporary folder, or DATABASE_URL, which must
 * then be a fresh database), talks only to 127.0.0.1 and stops it when done.
 */
import { money } from "./support/abuse-account.ts";
import { createOperator } from "./support/abuse-client.ts";
import type { Play } from "./support/abuse-dice.ts";
import { type ReferralResult, runReferral } from "./support/abuse-referral.ts";
import { runRiskless } from "./support/abuse-riskless.ts";
import { DEMO_OPERATOR_KEY, startDemo } from "./support/abuse-server.ts";

const turnover = Math.round(Number(process.argv[2] ?? 1500) * 100);
if (!Number.isInteger(turnover) || turnover <= 0 || turnover > 1_000_000) {
  throw new Error("the turnover is a dollar amount above 0 and at most 10,000");
}
const port = Number(process.env.ABUSE_PORT ?? 8661);
// Bounded in time: a run that hangs stops its server and itself after 30 minutes.
let stopDemo: (() => Promise<void>) | undefined;
const watchdog = setTimeout(async () => {
  console.error("the bench ran past 30 minutes: stopping");
  await stopDemo?.();
  process.exit(2);
}, 30 * 60_000);

const signed = (value: number, digits = 2) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
const cents = (value: number) => signed(value / 100);
const playLine = (play: Play) =>
  `${play.rounds} rounds, turnover ${money(play.turnover)}, game result ${cents(play.net)}, expected ${cents(-play.expectedLoss)}`;

let mobile = 11_900_000_000 + Math.floor(Math.random() * 50_000_000);
const mobiles = () => String(mobile++);

const started = Date.now();
console.log(`starting a fresh demo start on 127.0.0.1:${port}…`);
const demo = await startDemo(port);
stopDemo = demo.stop;
try {
  const operator = createOperator(demo.base, DEMO_OPERATOR_KEY);
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const riskless = await runRiskless(demo.base, operator, { turnover, mobile: mobiles() });
  const risklessRealized = (100 * riskless.teamNet) / riskless.play.turnover;
  const risklessExpected = (100 * (riskless.rewards - riskless.play.expectedLoss)) / riskless.play.turnover;
  console.log(`riskless: ${playLine(riskless.play)}`);
  console.log(
    `riskless: deposited ${money(riskless.deposited)}, team rewards ${cents(riskless.rewards)}, team net ${cents(riskless.teamNet)}`,
  );
  console.log(
    `riskless: realized ${signed(risklessRealized, 3)} % of turnover, expected ${signed(risklessExpected, 3)} %`,
  );

  const referral: Record<string, ReferralResult> = {};
  for (const [label, withDevice, network] of [
    ["with device ids", true, 20],
    ["without device ids", false, 21],
  ] as const) {
    const result = await runReferral(demo.base, operator, { withDevice, network, mobiles });
    referral[label] = result;
    console.log(`referral ${label}: ${playLine(result.play)}`);
    console.log(
      `referral ${label}: ${result.friends} friends deposited ${money(result.deposited)}, rewards ${cents(result.rewards)}, ` +
        `realized ${cents(result.net / result.friends)} per friend, expected ${cents((result.rewards - result.play.expectedLoss) / result.friends)} per friend`,
    );
  }
  const refusals = [riskless, ...Object.values(referral)].flatMap((result) => result.refusals);
  if (refusals.length) console.log(`refused on the way: ${refusals.join("; ")}`);

  // The farmer picks the better of the two browsers: the line carries the higher expected figure.
  const referralExpected = Math.max(
    ...Object.values(referral).map((result) => (result.rewards - result.play.expectedLoss) / result.friends),
  );
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`abuse: riskless ${signed(risklessExpected)} %, referral ${cents(referralExpected)}`);
} finally {
  await demo.stop();
  clearTimeout(watchdog);
}

/**
 * The statistics of the RNG bench (docs/RNG.md): Pearson's chi-square with its exact p-value, and the
 * confidence interval of a mean. Written here rather than taken from a library: a few dozen lines of
 * textbook numerics (Numerical Recipes' incomplete gamma), checked by bench/test against known values.
 */

/** The 99 % level of every test of the bench: a test fails when p < 0.01. */
export const SIGNIFICANCE = 0.01;
/** The two-sided 99 % quantile of the standard normal. */
export const Z_99 = 2.5758293035489;

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), relative error below 1e-15 for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). */
export function upperGammaRegularized(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // The series of P(a, x), then Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Lentz's continued fraction of Q(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.min(1, front * h);
}

export type ChiSquareResult = { statistic: number; degrees: number; p: number; passed: boolean };

/**
 * Pearson's test of observed counts against expected probabilities (uniform when omitted). Under a
 * given law, neighbouring cells expected to hold fewer than five are pooled (the usual rule, and the
 * tails of a sum's law are such cells); a uniform law with such cells asks for a larger sample.
 */
export function chiSquareTest(
  observed: readonly number[],
  probabilities?: readonly number[],
): ChiSquareResult {
  if (probabilities && probabilities.length !== observed.length) throw new Error("one probability per cell");
  const total = observed.reduce((sum, count) => sum + count, 0);
  const cells: { observed: number; expected: number }[] = [];
  let pending = { observed: 0, expected: 0 };
  observed.forEach((count, i) => {
    pending.observed += count;
    pending.expected += total * (probabilities ? probabilities[i]! : 1 / observed.length);
    if (pending.expected >= 5) {
      cells.push(pending);
      pending = { observed: 0, expected: 0 };
    } else if (!probabilities) throw new Error(`cell ${i} expects fewer than 5: draw a larger sample`);
  });
  if (pending.expected > 0) {
    const last = cells.at(-1);
    if (!last) throw new Error("too small a sample for any cell");
    last.observed += pending.observed;
    last.expected += pending.expected;
  }
  const statistic = cells.reduce(
    (sum, cell) => sum + (cell.observed - cell.expected) ** 2 / cell.expected,
    0,
  );
  const degrees = cells.length - 1;
  const p = upperGammaRegularized(degrees / 2, statistic / 2);
  return { statistic, degrees, p, passed: p >= SIGNIFICANCE };
}

/** A running mean and variance (Welford), for the return of simulated rounds. */
export class RunningMean {
  count = 0;
  mean = 0;
  private squares = 0;

  add(value: number) {
    this.count += 1;
    const delta = value - this.mean;
    this.mean += delta / this.count;
    this.squares += delta * (value - this.mean);
  }

  /** The half-width of the 99 % confidence interval of the mean. */
  halfWidth99(): number {
    return this.count < 2
      ? Number.POSITIVE_INFINITY
      : Z_99 * Math.sqrt(this.squares / (this.count - 1) / this.count);
  }

  /** Whether `value` lies in the 99 % confidence interval of the mean. */
  covers(value: number): boolean {
    return Math.abs(this.mean - value) <= this.halfWidth99();
  }
}

/**
 * The chance that `trials` independent checks at the bench's level fail `failed` times or more when
 * the generator is fair: each fails with chance SIGNIFICANCE, so a run of fifty checks shows one
 * failure about four times in ten. The bench judges the run by this second-level p-value.
 */
export function failuresTail(trials: number, failed: number): number {
  let below = 0;
  let term = (1 - SIGNIFICANCE) ** trials; // P(0 failures)
  for (let k = 0; k < failed; k++) {
    below += term;
    term *= ((trials - k) / (k + 1)) * (SIGNIFICANCE / (1 - SIGNIFICANCE));
  }
  return Math.max(0, 1 - below);
}

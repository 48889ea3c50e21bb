// Timing on a shared machine (Node only: used by `dt bench`). Wall-clock time counts whatever
// else the machine runs: two identical runs differed 2.4 times on the shared 2-core machine.
// CPU time (process.cpuUsage, user + system, in microseconds) counts this process only; a
// figure is a batch of calls divided by its size, so the clock's 1 µs step and its own cost
// (about 0.6 µs a reading) stay small beside it. Figures are reported per position as the
// median, the mean and the 90th percentile, because a median alone hides the slow tail.

/** CPU microseconds used by this process so far. */
export const cpuNow = (): number => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

/** CPU microseconds per call of `f`, over `n` calls. */
export function cpuPerCall(n: number, f: () => void): number {
  const t = cpuNow();
  for (let i = 0; i < n; i++) f();
  return (cpuNow() - t) / n;
}

export interface Spread {
  median: number;
  mean: number;
  p90: number;
}

/** Three significant digits are all a benchmark can honestly claim. */
export const round3 = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(3)) : 0);

/** The median, mean and 90th percentile (nearest rank) of some samples, to three digits. */
export function spread(xs: readonly number[]): Spread {
  if (xs.length === 0) return { median: 0, mean: 0, p90: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  const median = s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const p90 = s[Math.min(s.length - 1, Math.ceil(0.9 * s.length) - 1)]!;
  return { median: round3(median), mean: round3(mean), p90: round3(p90) };
}

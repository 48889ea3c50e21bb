// L4's choice at the root: sequential halving (Karnin, Koren and Somekh 2013; at the root of a
// tree search as in Pepels, Cazenave, Winands and Lanctot 2014). The best root actions by the
// evaluation go through rounds; each round shares the iterations left among the actions still
// in, each of them tried in the same sampled worlds with the same random draws (so they are
// compared on equal terms), then keeps the better half by mean reward. The last one in, or the
// best of those left when time runs out, is the decision.
//
// With a time budget alone the rounds need a number of iterations to plan for. A fixed 1,500
// (the old plan) wasted small budgets: at 25 ms a decision took about 50 ms of CPU and never
// got past the first round, whose one world over 78 actions picked the decision alone. With
// `timePlan`, the rate is measured on the first worlds (the best few actions, which every plan
// keeps), and again at each round, since remembered playouts make later iterations cheaper.

/** What halving reads of a root edge: its iterations and their summed reward. */
export interface Arm {
  n: number;
  sum: number;
}

/** The time budget: `ms` from `started`, on the clock `now` (ms). */
export interface Clock {
  ms: number;
  started: number;
  now: () => number;
}

/** With a time budget alone and no time plan, the rounds are planned for this many iterations. */
export const HALVING_PLAN = 1500;
/** How many of the best root actions the time plan's first worlds try. */
const PLAN_ARMS = 4;

/**
 * The chosen arm among `arms` (best first by the evaluation). `world(some)` samples one world and
 * runs one iteration of each of `some` in it. `iterations` may be Infinity (time budget alone).
 */
export function halving<A extends Arm>(
  arms: A[],
  iterations: number,
  clock: Clock,
  timePlan: boolean,
  width: number,
  world: (some: readonly A[]) => void,
): A {
  const timed = !Number.isFinite(iterations);
  const outOfTime = (): boolean => clock.now() - clock.started >= clock.ms;
  const plan = timed && timePlan ? firstWorlds(arms.slice(0, PLAN_ARMS), clock, world) : null;
  let total = plan ? plan.total : timed ? HALVING_PLAN : iterations;
  let alive = arms.slice(0, Math.max(2, Math.ceil(width * Math.sqrt(total))));
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  let used = plan ? plan.used : 0;
  const mean = (e: A): number => (e.n ? e.sum / e.n : -1);
  spend: for (let round = 0; round < rounds && alive.length > 1; round++) {
    if (plan) total = used + remaining(clock, (clock.now() - plan.from) / used);
    const worlds = Math.max(1, Math.floor((total - used) / (rounds - round) / alive.length));
    for (let j = 0; j < worlds; j++) {
      if (used + alive.length > total || outOfTime()) break spend;
      world(alive);
      used += alive.length;
    }
    alive = alive.sort((x, y) => mean(y) - mean(x)).slice(0, Math.ceil(alive.length / 2));
  }
  let best = alive[0]!;
  for (const e of alive) if (mean(e) > mean(best)) best = e;
  return best;
}

/**
 * The time plan's first worlds: `arms` tried in common worlds for about a tenth of the time
 * left (at least one world), and the iterations the rest allows at that rate. Those iterations
 * count: `used` of `total` are spent, from time `from` on.
 */
function firstWorlds<A extends Arm>(
  arms: readonly A[],
  clock: Clock,
  world: (some: readonly A[]) => void,
): { total: number; used: number; from: number } {
  const from = clock.now();
  const slice = Math.max(1, (clock.ms - (from - clock.started)) / 10);
  let used = 0;
  do {
    world(arms);
    used += arms.length;
  } while (clock.now() - from < slice);
  return { total: used + remaining(clock, (clock.now() - from) / used), used, from };
}

/** The iterations the time left allows at `per` ms each. */
const remaining = (clock: Clock, per: number): number =>
  Math.floor(Math.max(0, clock.ms - (clock.now() - clock.started)) / Math.max(per, 1e-3));

// Glicko-2 ratings as lichess keeps them: each rating has a deviation (how sure we are of it)
// and a volatility; a new player starts at 1500 ± 500 and is provisional (shown with a "?",
// left off the leaderboard) while the deviation is above 110; a game moves a rating by more
// the less sure we are of it, and of the opponent's less. The deviation grows again with
// time away (lichess's 0.21436 rating periods a day), so a player back after months moves
// quickly again. One game is one rating period, as on lichess. The algorithm itself is the
// `glicko2` package's (Glickman's paper, step by step); only the bounds are ours.
import { Glicko2 } from 'glicko2';

export const GLICKO = {
  rating: 1500,
  rd: 500,
  vol: 0.09,
  tau: 0.75,
  minRd: 45,
  maxRd: 500,
  provisionalRd: 110,
  periodsPerDay: 0.21436,
} as const;

/** Glicko-2's scale factor between ratings and its internal units. */
const SCALE = 173.7178;
const DAY = 24 * 3_600_000;

export interface Rated {
  rating: number;
  rd: number;
  vol: number;
  /** When the rating last changed (epoch ms). */
  at: number;
}

export const isProvisional = (rd: number): boolean => rd > GLICKO.provisionalRd;

/** The deviation after time away: it grows by the volatility for each rating period passed. */
export function aged(r: Rated, now: number): number {
  const periods = Math.max(0, (now - r.at) / DAY) * GLICKO.periodsPerDay;
  const phi = r.rd / SCALE;
  return Math.min(GLICKO.maxRd, SCALE * Math.sqrt(phi * phi + r.vol * r.vol * periods));
}

/** Both ratings after one game between them; `score` is 1 when `a` won, 0.5 a draw, 0 when `b` won. */
export function afterGame(a: Rated, b: Rated, score: number, now: number): [Rated, Rated] {
  const system = new Glicko2({ tau: GLICKO.tau, rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol });
  const pa = system.makePlayer(a.rating, aged(a, now), a.vol);
  const pb = system.makePlayer(b.rating, aged(b, now), b.vol);
  system.updateRatings([[pa, pb, score]]);
  const out = (p: typeof pa): Rated => ({
    rating: p.getRating(),
    rd: Math.min(GLICKO.maxRd, Math.max(GLICKO.minRd, p.getRd())),
    vol: p.getVol(),
    at: now,
  });
  return [out(pa), out(pb)];
}

// One card game between two bots, each deciding from its own seat's view only: a host's loop
// in miniature (every seat that must decide is asked; each decision is checked to be among
// that seat's legal actions and accepted by the engine). Shared by tests, `dt tournament
// --game cardgame` and the bot pool's workers.
import {
  Rng,
  apply,
  legalActionsFor,
  makeAction,
  newGame,
  toMove,
  view,
  type GameConfig,
} from '@dt/cardgame';
import { cardgameBot, type CardgameLevel } from './index.ts';

export interface CardgameMatchResult {
  /** 0 yellow, 1 blue, -1 draw. */
  winner: -1 | 0 | 1;
  endReason: string;
  turns: number;
  decisions: number;
  vp: [number, number];
}

/** Safety net against a bot that never ends a turn. */
const MAX_DECISIONS = 50_000;

export function playCardgameMatch(
  config: GameConfig,
  seed: string,
  levels: [CardgameLevel, CardgameLevel],
  botSeed: number,
): CardgameMatchResult {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(`bad game: ${g.error.message}`);
  let s = g.value;
  const bots = levels.map(cardgameBot);
  const rngs = [new Rng(`${seed}/${botSeed}/yellow`), new Rng(`${seed}/${botSeed}/blue`)];
  let decisions = 0;
  while (s.phase !== 'over') {
    if (decisions > MAX_DECISIONS) throw new Error(`no end after ${MAX_DECISIONS} decisions`);
    // Simultaneous choices: every seat decides on the same state before either is applied.
    const chosen = toMove(s).map((seat) => {
      const legal = legalActionsFor(s, seat);
      const a = bots[seat]!(view(s, seat), legal, rngs[seat]!);
      decisions++;
      const key = makeAction(a);
      if (!legal.some((l) => makeAction(l) === key)) throw new Error(`bot chose an illegal action: ${key}`);
      return a;
    });
    for (const a of chosen) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`engine refused ${makeAction(a)}: ${r.error.code} ${r.error.message}`);
      s = r.value.state;
    }
  }
  return {
    winner: s.winner ?? -1,
    endReason: s.endReason,
    turns: s.turn,
    decisions,
    vp: [s.vp[0], s.vp[1]],
  };
}

// The board games' bots (Prison and the 2004 Classic set) behind the one Bot shape: `decide`
// (index.ts) at each level, handed the weights a tuning run tries for its player.
import type { Action, View } from '@dt/engine';
import type { BotKind } from './bot.ts';
import { decide, LEVELS, type Level } from './index.ts';

export const boardBots: BotKind<View, Action> = {
  levels: LEVELS,
  bot: (level) => ({
    decide: (view, legal, budget) => decide(view, legal, { ...budget, level: level as Level }),
  }),
  // Each seat's decisions seeded from the match's bot seed and the decision's number.
  player:
    (spec, { botSeed, seat }) =>
    (view, legal, _seat, n) =>
      decide(view, legal, {
        level: spec.level as Level,
        seed: ((botSeed * 2 + 1 + seat) * 7919 + n) | 0,
        iterations: spec.iterations,
        ms: spec.ms,
        weights: spec.weights,
      }),
};

// The card game's bots behind the one Bot shape: a seeded decision is `decideCardgame`; a whole
// game's player keeps one random stream per seat, as the card game's matches always have.
import { Rng, type Action, type View } from '@dt/cardgame';
import { SEAT_NAMES } from '@dt/games';
import type { BotKind } from '../bot.ts';
import { CARDGAME_LEVELS, cardgameBot, decideCardgame, type CardgameLevel } from './index.ts';

export const cardgameBots: BotKind<View, Action> = {
  levels: CARDGAME_LEVELS,
  bot: (level) => ({
    decide: (view, legal, budget) => {
      const a = decideCardgame(view, legal, { level: level as CardgameLevel, seed: budget.seed });
      // No search to report on: one report, at the end.
      budget.onProgress?.({ iterations: 1, elapsedMs: 0, line: [a] });
      return a;
    },
  }),
  player: (spec, { seed, botSeed, seat }) => {
    const bot = cardgameBot(spec.level as CardgameLevel);
    const rng = new Rng(`${seed}/${botSeed}/${SEAT_NAMES[seat]}`);
    return (view, legal) => bot(view, legal, rng);
  },
};

// kind -> bots: the levels each game kind's bots play and the bot of each level, behind the one
// Bot shape. Hosts (the server's bot seats, the pool's workers, the browser's worker, `dt`) ask
// here and never by kind. Found from the registry of kinds (@dt/games facetTable): a kind whose
// entry brings its bots has them loaded from its package when this file is first imported;
// the first kinds' bots are this package's own (their entries say BUILT_IN), listed below, and
// a kind whose entry counts on them without a line here does not compile. The board kinds share
// one AI (`decide`, which reads the set from the view); the card game has its own (cardgame/).
import { facetTable, type ActionOf, type BuiltInFacets, type GameKind, type ViewOf } from '@dt/games';
import type { BotKind, Budget } from './bot.ts';
import { boardBots } from './board-bots.ts';
import { cardgameBots } from './cardgame/bots.ts';

const OWN: BuiltInFacets<'bots'> = {
  prison: boardBots,
  classic: boardBots,
  cardgame: cardgameBots,
};

export const BOTS: { readonly [K in GameKind]: BotKind<ViewOf<K>, ActionOf<K>> } = facetTable('bots', OWN);

/** The highest level of a kind's bots. */
export const topLevel = (kind: GameKind): number => Math.max(...BOTS[kind].levels);

/** One decision of a bot seat, as a host sends it to a worker: the kind says how to read it. */
export type BotRequestOf<K extends GameKind> = {
  kind: K;
  view: ViewOf<K>;
  legal: ActionOf<K>[];
  level: number;
} & Omit<Budget<never>, 'onProgress'>;
export type BotRequest = { [K in GameKind]: BotRequestOf<K> }[GameKind];
/** A request's decision, by its kind's bot of its level. */
export function decideRequest<K extends GameKind>(
  req: BotRequestOf<K>,
  onProgress?: Budget<ActionOf<K>>['onProgress'],
): ActionOf<K> {
  const bots: BotKind<ViewOf<K>, ActionOf<K>> = BOTS[req.kind];
  const budget: Budget<ActionOf<K>> = { seed: req.seed, iterations: req.iterations, ms: req.ms, onProgress };
  return bots.bot(req.level).decide(req.view, req.legal, budget);
}

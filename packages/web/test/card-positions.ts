// Saved card games for the browser tests: played with the card engine in the test process by
// the tests' policy (card-policy.ts) and stored the way every game on this device is saved
// (src/saved.ts), so a test starts where its behaviour happens instead of clicking
// its way there. The page loads them as after a reload ("Continue").
import type { Page } from 'playwright-core';
import {
  apply,
  legalActionsFor,
  makeRecord,
  newGame,
  toMove,
  view,
  type Action,
  type GameConfig,
  type State,
} from '@dt/cardgame';
import { movingPlace } from '../src/cardgame/pointing.ts';
import type { CardGame, CardSession } from '../src/cardgame/session.ts';
import type { SavedGame } from '../src/saved.ts';
import { freshTips } from '../src/tips.ts';
import type { Player } from '../src/session.ts';
import { storeGames } from './positions.ts';
import { pickAction, rng } from './card-policy.ts';

/** A card game played from `seed` by the tests' policy until `until` holds (bounded by 3000 actions). */
export function cardPlayOut(
  config: GameConfig,
  seed: number,
  until: (s: State) => boolean,
): { state: State; actions: Action[] } {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const random = rng(seed);
  const actions: Action[] = [];
  for (let i = 0; i < 3000 && s.phase !== 'over' && !until(s); i++) {
    const seat = toMove(s).find((x) => legalActionsFor(s, x).length > 0)!;
    const legal = legalActionsFor(s, seat);
    const seen = view(s, seat);
    const facts = { viewer: seen.viewer, rows: seen.rows, movingPlace: movingPlace(seen) };
    const a = legal[pickAction(legal, facts, random, 0.3)]!;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.value.state;
  }
  if (!until(s)) throw new Error(`position not reached from seed ${seed}`);
  return { state: s, actions };
}

/** A saved card game at the first position where `until` holds, in the one store of saved games. */
export function cardPosition(
  id: string,
  config: GameConfig,
  seed: number,
  until: (s: State) => boolean,
  players: [Player, Player] = [{ kind: 'human' }, { kind: 'bot', level: 1 }],
): SavedGame {
  const { state, actions } = cardPlayOut(config, seed, until);
  const tips = { seen: [], off: false };
  return {
    id,
    record: makeRecord({ config, seed, actions }),
    players,
    tips: [tips, tips],
    updated: 1,
    turn: state.turn,
    over: state.phase === 'over',
  };
}

/** Puts saved card games in the page's storage before the app loads (as every kind's games). */
export const storeCardGames = (page: Page, games: SavedGame[]): Promise<void> => storeGames(page, games);

/** A card game as the shell hands it to the card table (saved under `id` as it is played). */
export const cardGameOf = (session: CardSession, guidance: boolean, id = 'table-test'): CardGame => ({
  id,
  session,
  tips: freshTips(guidance),
});

// Saved positions for the browser tests: games on this device played with the engine in the
// test process and stored the way the app saves them (saved.ts: the record, the players and
// their guidance), so a test starts where its behaviour happens instead of clicking its way
// there. The page loads them as after a reload.
import type { Page } from 'playwright-core';
import { decide } from '@dt/ai';
import {
  apply,
  legalActionsFor,
  makeRecord,
  newGame,
  toMove,
  view,
  Rng,
  type Action,
  type GameConfig,
  type State,
} from '@dt/engine';
import type { SavedGame } from '../src/saved.ts';
import type { Player } from '../src/session.ts';

/** A game played from `seed`, one action at a time chosen by `choose`, until `until` holds or it ends. */
export function playOut(
  config: GameConfig,
  seed: number,
  choose: (s: State, seat: 0 | 1, legal: Action[], i: number) => Action,
  until: (s: State) => boolean = () => false,
): { state: State; actions: Action[]; seats: (0 | 1)[] } {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const actions: Action[] = [];
  const seats: (0 | 1)[] = [];
  for (let i = 0; i < 5000 && s.phase !== 'over' && !until(s); i++) {
    const seat = toMove(s).find((x) => legalActionsFor(s, x).length > 0)!;
    const legal = legalActionsFor(s, seat);
    const a = choose(s, seat, legal, i);
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    seats.push(seat);
    s = r.value.state;
  }
  return { state: s, actions, seats };
}

/** The computer at level 1 for whichever seat decides, from that seat's view. */
export const computer = (s: State, seat: 0 | 1, legal: Action[], i: number): Action =>
  decide(view(s, seat), legal, { level: 1, seed: i });

/** A game on this device as the app saves it, guidance off. */
export function savedGame(
  id: string,
  config: GameConfig,
  seed: number,
  actions: Action[],
  o: { players?: [Player, Player]; turn?: number } = {},
): SavedGame {
  return {
    id,
    record: makeRecord({ config, seed, actions }),
    players: o.players ?? [{ kind: 'human' }, { kind: 'human' }],
    tips: [
      { seen: [], off: true },
      { seen: [], off: true },
    ],
    updated: Date.now(),
    turn: o.turn ?? 0,
    over: false,
  };
}

/** A hot-seat game played at random from its seed until `until` holds, as a saved game. */
export function randomGame(
  id: string,
  scenario: 'standalone' | 'tutorial-2' | 'classic',
  seed: number,
  until: (s: State) => boolean,
): SavedGame {
  const rng = new Rng(seed);
  const { state, actions } = playOut(
    { scenario },
    seed,
    (_s, _seat, legal) => {
      // Movements first, so the game gets going; ending the turn now and then.
      const moves = legal.filter((a) => a.type === 'move' || a.type === 'reveal' || a.type === 'attack');
      return moves.length && rng.int(4) > 0 ? moves[rng.int(moves.length)]! : legal[rng.int(legal.length)]!;
    },
    until,
  );
  if (!until(state)) throw new Error(`${id}: position not reached`);
  return savedGame(id, { scenario }, seed, actions, { turn: state.turn });
}

/** Puts saved games in the page's storage before the app loads (a page that has them keeps its own). */
export async function storeGames(page: Page, games: SavedGame[]): Promise<void> {
  await page.addInitScript(
    (gs) => {
      try {
        for (const g of gs)
          if (!localStorage.getItem(`dt.game.${g.id}`)) localStorage.setItem(`dt.game.${g.id}`, g.text);
      } catch {
        // A blank page has no storage.
      }
    },
    games.map((g) => ({ id: g.id, text: JSON.stringify(g) })),
  );
}

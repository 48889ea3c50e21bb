// When a game on one device must change hands behind a screen: only when the seat about to
// decide would see something the other seat may not. The team picks of a mutual choice or a
// draft are made in the open (rulebook, Scenarios: "places it before him so that his opponent
// can see it"), so two people pick them passing the device without a screen; the starters, the
// cards in hand while dealing, the facings and every turn of play are secret and keep it.
import { view, type State } from '@dt/cardgame';

const SETUP = new Set(['select', 'handicap', 'starters', 'deal', 'facing']);

/**
 * A seat's view without what every player knows anyway in set-up: the whole Combat decks, the
 * box of cards still to pick from (each colour has the same cards) and, while open teams are
 * picked, the cards taken (the view's public `teams`); the cards in any order.
 */
function seen(state: State, seat: 0 | 1): string {
  const v = view(state, seat);
  if (!SETUP.has(v.phase)) return JSON.stringify({ ...v, viewer: null });
  const hands = v.hands.map((h) => ({ ...h, combat: null }));
  // Picking open teams (view.teams public), the cards taken so far are the teams themselves.
  const open = v.phase === 'select' && v.teams.every((t) => t !== null);
  const pieces = v.pieces
    .filter((p) => p.state !== 'pool' && !(open && p.state === 'hand'))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return JSON.stringify({ ...v, viewer: null, hands, pieces });
}

/** Whether `seat`'s view of the game holds anything the other seat's view does not. */
export function holdsSecrets(state: State, seat: 0 | 1): boolean {
  return seen(state, seat) !== seen(state, (1 - seat) as 0 | 1);
}

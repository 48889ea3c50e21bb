// When a game on this device changes hands behind a hand-off screen, for every kind's table:
// only between two people (hot seat), while the game is on, when the person to decide is not
// the one on screen and would see what the other may not (the board: always; the card game:
// only a position with secrets, cardgame/handoff.ts), and once what is on screen has settled
// (the board waits for the last movement to land and the turn to be passed on). The first
// screen of a hot-seat game is a hand-off too; against the computer the person is on screen.
import type { Seat } from '@dt/games';
import type { Player } from './game-session.ts';

/** Who is on screen when a game opens: the person against the computer, nobody in hot seat. */
export function firstOnScreen(players: readonly [Player, Player]): Seat | null {
  const humans = ([0, 1] as const).filter((s) => players[s].kind === 'human');
  return humans.length === 1 ? humans[0]! : null;
}

/** The person who must take the device now, behind a hand-off screen, or null. */
export function handoffTo(o: {
  hotseat: boolean;
  over: boolean;
  /** The person to decide now. */
  actor: Seat | null;
  onScreen: Seat | null;
  /** Whether the actor's view holds what the other seat may not see (default: yes). */
  secret?: boolean;
  /** Whether what is on screen has settled (default: yes); the first screen need not wait. */
  settled?: boolean;
}): Seat | null {
  if (!o.hotseat || o.over || o.actor === null || o.actor === o.onScreen || o.secret === false) return null;
  return o.onScreen === null || o.settled !== false ? o.actor : null;
}

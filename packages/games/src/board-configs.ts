// The configurations of the board engine's two kinds (Prison and the 2004 Classic set): the
// engine's configuration with each set's scenarios.
import type * as board from '@dt/engine';

/** What the 2004 Classic set's one game takes: no handicap (the set has none). */
export interface ClassicConfig {
  scenario: 'classic';
  vpTarget?: number;
  timerSeconds?: number | null;
  maxTurns?: number | null;
}

/** Prison's games: its tutorials and the stand-alone game. */
export type PrisonConfig = Omit<board.GameConfig, 'scenario'> & { scenario: board.PrisonScenario };

/** A board kind's types, its configuration `C` (kinds/prison.ts, kinds/classic.ts). */
export interface BoardTypes<C extends { scenario: string }> {
  config: C;
  state: board.State;
  action: board.Action;
  view: board.View;
  event: board.GameEvent;
}

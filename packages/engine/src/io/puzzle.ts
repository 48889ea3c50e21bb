// A puzzle as `dt puzzles` writes it and the web's puzzle pages read it: a position from
// self-play where the mover wins within one turn, and the line that does it.
export interface Puzzle {
  id: string;
  scenario: string;
  seat: 'yellow' | 'blue';
  /** How the line wins: an escape, or an elimination (the VP target reached). */
  kind: 'escape' | 'kill';
  /** The position notation, hidden parts included (the page shows the mover's view only). */
  position: string;
  /** The winning line in the action notation, the mover's actions only. */
  line: string[];
  /** Where it came from: the self-play game. */
  source: string;
}

// Types of the `glicko2` package (mmai/glicko2js), which ships none: the part we use.
declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: [Player, Player, number][]): void;
  }
}

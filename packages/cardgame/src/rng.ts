// Seeded randomness: every random choice of a game (rooms, orientations, first players) is
// drawn from its seed at newGame, so the same config + seed + actions replays the same game
// everywhere. The card game draws from the kernel's xoshiro128** (its stream since the first
// record), the board engine from sfc32.
export { Xoshiro128 as Rng } from '@dt/kernel';

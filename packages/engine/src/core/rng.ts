// Seeded randomness (R24): the board engine draws from the kernel's sfc32 (a number seed as it
// is, a text seed hashed), so the same seed gives the same game in Node and in every browser,
// and every stored record replays as it was played.
export { Sfc32 as Rng } from '@dt/kernel';

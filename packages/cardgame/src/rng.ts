// Seeded randomness: every random choice of a game (rooms, orientations, first players) is
// drawn from its seed at newGame, so the same config + seed + actions replays the same game
// everywhere. xoshiro128** seeded through a 32-bit FNV-1a hash of the seed's text.
export class Rng {
  private s: Uint32Array;

  constructor(seed: number | string) {
    let h = 2166136261;
    const text = String(seed);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    // splitmix32 spreads the one hash over the four words of state.
    this.s = new Uint32Array(4);
    for (let i = 0; i < 4; i++) {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      this.s[i] = (z ^ (z >>> 15)) >>> 0;
    }
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const s = this.s;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const s2 = s[2]! ^ s0;
    const s3 = s[3]! ^ s1;
    const r = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    s[0] = s0 ^ s3;
    s[1] = s1 ^ s2;
    s[2] = s2 ^ (s1 << 9);
    s[3] = rotl(s3, 11);
    return r;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('Rng.pick on an empty list');
    return xs[this.int(xs.length)]!;
  }

  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  }
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

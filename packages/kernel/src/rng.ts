// Seeded randomness (STYLE 10): every random draw of a game comes from its seed, so the same
// configuration, seed and actions replay the same game in Node and in every browser. Two
// generators stand behind one interface because records of both games must keep replaying:
// the board engine has always drawn from sfc32 (its seed as a number, or the FNV-1a hash of
// its text, spread by splitmix32), the card game from xoshiro128** (the FNV-1a hash of the
// seed's text, spread by another splitmix32). Their streams differ, so both stay.

/** A source of random numbers; the same seed gives the same stream. */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  next(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  /** Shuffles `xs` in place (Fisher-Yates) and returns it. */
  shuffle<T>(xs: T[]): T[];
}

export const RNG_KINDS = ['sfc32', 'xoshiro128'] as const;
export type RngKind = (typeof RNG_KINDS)[number];

/** What both generators derive from `next`. */
abstract class SeededRng implements Rng {
  abstract next(): number;

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

/** 32-bit FNV-1a of a text. */
export function fnv1a(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/** sfc32, the board engine's generator: a number seed as it is, a text seed hashed. */
export class Sfc32 extends SeededRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    super();
    let h = typeof seed === 'number' ? seed >>> 0 : fnv1a(seed);
    const mix = (): number => {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}

/** xoshiro128**, the card game's generator: the seed's text hashed, whatever its type. */
export class Xoshiro128 extends SeededRng {
  private s = new Uint32Array(4);

  constructor(seed: number | string) {
    super();
    let h = fnv1a(String(seed)) | 0;
    for (let i = 0; i < 4; i++) {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      this.s[i] = (z ^ (z >>> 15)) >>> 0;
    }
  }

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
}

/** A generator of the given kind, seeded. */
export function createRng(kind: RngKind, seed: number | string): Rng {
  return kind === 'sfc32' ? new Sfc32(seed) : new Xoshiro128(seed);
}

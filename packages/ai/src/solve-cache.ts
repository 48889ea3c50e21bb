// Solutions of the card game after an attack, remembered by their payoff matrix. Regret
// matching (cards.ts, solve) is deterministic: the same matrix gives the same strategy and
// value, so a matrix met again (the same combat scored in another iteration of a search, in a
// world that differs only where the combat cannot see) is solved once. A matrix is known by
// its numbers exactly (their bits), so a remembered solution is the one solve would give.

export interface Solved {
  strategy: number[];
  value: number;
}

interface Entry {
  key: Float64Array;
  solved: Solved;
}

/** Most matrices remembered; the memory starts again when full. */
const MAX_ENTRIES = 4096;

export class SolveCache {
  private readonly map = new Map<number, Entry[]>();
  private size = 0;
  private readonly bits = new Float64Array(1);
  private readonly words = new Uint32Array(this.bits.buffer);
  hits = 0;
  misses = 0;

  /** The key of a matrix: its rows, columns, regret-matching rounds and values, in order. */
  keyOf(rows: number, cols: number, rounds: number, value: readonly (readonly number[])[]): Float64Array {
    const key = new Float64Array(3 + rows * cols);
    key[0] = rows;
    key[1] = cols;
    key[2] = rounds;
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) key[3 + i * cols + j] = value[i]![j]!;
    return key;
  }

  get(key: Float64Array): Solved | undefined {
    const found = this.map.get(this.hash(key))?.find((e) => same(e.key, key))?.solved;
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  set(key: Float64Array, solved: Solved): void {
    if (this.size >= MAX_ENTRIES) {
      this.map.clear();
      this.size = 0;
    }
    const h = this.hash(key);
    const list = this.map.get(h);
    if (list) list.push({ key, solved });
    else this.map.set(h, [{ key, solved }]);
    this.size++;
  }

  private hash(key: Float64Array): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) {
      this.bits[0] = key[i]!;
      h = Math.imul(h ^ this.words[0]!, 0x01000193);
      h = Math.imul(h ^ this.words[1]!, 0x01000193);
    }
    return h >>> 0;
  }
}

function same(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

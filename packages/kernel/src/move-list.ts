// Compact moves, as chess engines keep them: inside an engine a decision is a small integer
// record in a reusable buffer, never an Action object. A record is a head word (the engine
// packs its kind and arguments there) and extra words for what does not fit. Searches reuse
// one list for every position they visit; Actions are made only at an engine's boundary.

/** A growable list of move records, reused across positions by searches. */
export class MoveList {
  /** Records back to back. */
  words: Int32Array;
  /** Where each move's record starts in `words`; its end is the next start. */
  starts: Int32Array;
  length = 0;

  /** A list with room for `moves` one-word records to begin with (it grows as needed). */
  constructor(moves = 64) {
    this.words = new Int32Array(moves);
    this.starts = new Int32Array(moves + 1);
  }

  /** Empties the list (its buffers are kept). */
  reset(): this {
    this.length = 0;
    this.starts[0] = 0;
    return this;
  }

  /** Starts a new record with its head word; extra words follow with `word`. */
  push(h: number): void {
    if (this.length + 2 > this.starts.length) {
      const more = new Int32Array(this.starts.length * 2);
      more.set(this.starts);
      this.starts = more;
    }
    const at = this.starts[this.length]!;
    this.ensure(at + 1);
    this.words[at] = h;
    this.starts[++this.length] = at + 1;
  }

  /** Adds an extra word to the record pushed last. */
  word(w: number): void {
    const at = this.starts[this.length]!;
    this.ensure(at + 1);
    this.words[at] = w;
    this.starts[this.length] = at + 1;
  }

  /** Drops the record pushed last. */
  pop(): void {
    this.length--;
  }

  head(i: number): number {
    return this.words[this.starts[i]!]!;
  }

  /** Extra words of move i: from `extraStart(i)` up to `end(i)`. */
  extraStart(i: number): number {
    return this.starts[i]! + 1;
  }
  end(i: number): number {
    return this.starts[i + 1]!;
  }

  /** Appends move i of another list. */
  copyFrom(other: MoveList, i: number): void {
    this.push(other.head(i));
    for (let k = other.extraStart(i); k < other.end(i); k++) this.word(other.words[k]!);
  }

  /** Do move i here and move j of `other` say the same thing? */
  same(i: number, other: MoveList, j: number): boolean {
    const a = this.starts[i]!;
    const b = other.starts[j]!;
    const n = this.starts[i + 1]! - a;
    if (n !== other.starts[j + 1]! - b) return false;
    for (let k = 0; k < n; k++) if (this.words[a + k] !== other.words[b + k]) return false;
    return true;
  }

  private ensure(n: number): void {
    if (n <= this.words.length) return;
    const more = new Int32Array(Math.max(n, this.words.length * 2));
    more.set(this.words);
    this.words = more;
  }
}

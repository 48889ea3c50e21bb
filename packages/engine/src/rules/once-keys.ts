// Outcomes listed once per generation whoever reaches them (an attack joined by every
// neighbour, a portcullis worked by anyone, the Wall-Walker's escape), keyed per ability: a
// short list of the keys seen, as there are only a few per position (no Set per generation).
export class OnceKeys {
  /** The ability whose keys `first` records (set before each ability generates). */
  kind = 0;
  private keys = new Int32Array(16);
  private count = 0;

  clear(): void {
    this.count = 0;
  }

  /** Whether this key (of the current ability) is new this generation; records it. */
  readonly first = (key: number): boolean => {
    const k = this.kind * 65536 + key;
    for (let i = 0; i < this.count; i++) if (this.keys[i] === k) return false;
    if (this.count === this.keys.length) {
      const more = new Int32Array(this.keys.length * 2);
      more.set(this.keys);
      this.keys = more;
    }
    this.keys[this.count++] = k;
    return true;
  };
}

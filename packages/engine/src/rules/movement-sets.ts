// The change sets of the movement search (movement-overlay.ts): what a movement's exchanges
// changed so far, as sorted (item, where) pairs, each distinct set stored once and known by a
// small id (0: nothing changed). A node of the search is a square plus such an id, so "already
// reached" is a table read and nothing per node is hashed or compared; only an exchange, which
// makes a set from its node's set, looks the new set up (interning). Per set the search keeps
// what it reads again and again: the item the mover holds, the squares whose contents changed,
// and the golden-rule checks of those squares, worked out once. Typed arrays, reused by every
// search and grown when needed.

export class ChangeSets {
  count = 1;
  /** Per set: where its pairs start in items/wheres, and how many. */
  off = new Int32Array(64);
  len = new Int16Array(64);
  items = new Int8Array(256);
  wheres = new Int16Array(256);
  private used = 0;
  /** Per set: the item the mover holds; its touched squares (off, count) and their checks. */
  held = new Int8Array(64);
  tOff = new Int32Array(64);
  tLen = new Int16Array(64);
  touched = new Int16Array(256);
  /** Per touched square, then per set (`startOk`) for the start square: -1 unknown, 0, 1. */
  ok = new Int8Array(256);
  fall = new Int8Array(256);
  startOk = new Int8Array(64);
  startFall = new Int8Array(64);
  private tUsed = 0;
  // Interning: open addressing over set ids, stamped per search.
  private table = new Int32Array(256);
  private stamps = new Int32Array(256);
  private stamp = 1;
  private hashes = new Int32Array(64);
  // The set being made: pairs in scratch arrays.
  private nItems = new Int8Array(64);
  private nWheres = new Int16Array(64);
  private n = 0;

  /** Forgets every set but the empty one (id 0, which holds nothing changed). */
  reset(held: number): void {
    this.count = 1;
    this.used = 0;
    this.tUsed = 0;
    this.len[0] = 0;
    this.off[0] = 0;
    this.held[0] = held;
    this.tLen[0] = 0;
    this.startOk[0] = -1;
    this.stamp++;
  }

  /** Starts making a set from set x. */
  from(x: number): void {
    const off = this.off[x]!;
    const len = this.len[x]!;
    if (len > this.nItems.length) this.growScratch(len * 2);
    for (let i = 0; i < len; i++) {
      this.nItems[i] = this.items[off + i]!;
      this.nWheres[i] = this.wheres[off + i]!;
    }
    this.n = len;
  }

  /** The set being made, with `item` now at `at` (dropped when `at` is where it started: `orig`). */
  put(item: number, at: number, orig: number): void {
    let k = 0;
    for (let i = 0; i < this.n; i++) {
      if (this.nItems[i] === item) continue;
      this.nItems[k] = this.nItems[i]!;
      this.nWheres[k++] = this.nWheres[i]!;
    }
    this.n = k;
    if (at === orig) return;
    if (this.n + 1 > this.nItems.length) this.growScratch(this.nItems.length * 2);
    let i = this.n;
    for (; i > 0 && this.nItems[i - 1]! > item; i--) {
      this.nItems[i] = this.nItems[i - 1]!;
      this.nWheres[i] = this.nWheres[i - 1]!;
    }
    this.nItems[i] = item;
    this.nWheres[i] = at;
    this.n++;
  }

  /** The id of the set made (from, put...): an existing one, or a new one (`fresh` then true). */
  intern(): number {
    if (this.n === 0) {
      this.fresh = false;
      return 0;
    }
    let h = 0x9e3779b1;
    for (let i = 0; i < this.n; i++)
      h = Math.imul(h ^ (this.nItems[i]! * 4096 + this.nWheres[i]! + 2048), 0x85ebca6b);
    h = (h ^ (h >>> 15)) | 0;
    if (this.count * 2 > this.table.length) this.growTable();
    const mask = this.table.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) {
        this.stamps[i] = this.stamp;
        const x = this.add(h);
        this.table[i] = x;
        return x;
      }
      const x = this.table[i]!;
      if (this.hashes[x] === h && this.sameAsMade(x)) return x;
    }
  }

  /** Whether the last intern() made a new set. */
  fresh = false;

  private sameAsMade(x: number): boolean {
    if (this.len[x] !== this.n) return false;
    const off = this.off[x]!;
    for (let i = 0; i < this.n; i++)
      if (this.items[off + i] !== this.nItems[i] || this.wheres[off + i] !== this.nWheres[i]) return false;
    this.fresh = false;
    return true;
  }

  private add(h: number): number {
    const x = this.count++;
    if (x >= this.off.length) this.growSets();
    if (this.used + this.n > this.items.length) {
      this.items = grown(this.items, new Int8Array((this.used + this.n) * 2));
      this.wheres = grown(this.wheres, new Int16Array((this.used + this.n) * 2));
    }
    this.off[x] = this.used;
    this.len[x] = this.n;
    for (let i = 0; i < this.n; i++) {
      this.items[this.used + i] = this.nItems[i]!;
      this.wheres[this.used + i] = this.nWheres[i]!;
    }
    this.used += this.n;
    this.hashes[x] = h;
    this.tOff[x] = this.tUsed;
    this.tLen[x] = 0;
    this.startOk[x] = -1;
    this.fresh = true;
    return x;
  }

  /** Adds a touched square to set x (the newest), unless it is there already. */
  touch(x: number, sq: number): void {
    const off = this.tOff[x]!;
    for (let i = off; i < off + this.tLen[x]!; i++) if (this.touched[i] === sq) return;
    if (this.tUsed + 1 > this.touched.length) {
      const n = this.touched.length * 2;
      this.touched = grown(this.touched, new Int16Array(n));
      this.ok = grown(this.ok, new Int8Array(n));
      this.fall = grown(this.fall, new Int8Array(n));
    }
    this.touched[this.tUsed] = sq;
    this.ok[this.tUsed] = -1;
    this.tUsed++;
    this.tLen[x] = this.tLen[x]! + 1;
  }

  private growSets(): void {
    const n = this.off.length * 2;
    this.off = grown(this.off, new Int32Array(n));
    this.len = grown(this.len, new Int16Array(n));
    this.held = grown(this.held, new Int8Array(n));
    this.tOff = grown(this.tOff, new Int32Array(n));
    this.tLen = grown(this.tLen, new Int16Array(n));
    this.startOk = grown(this.startOk, new Int8Array(n));
    this.startFall = grown(this.startFall, new Int8Array(n));
    this.hashes = grown(this.hashes, new Int32Array(n));
  }

  private growTable(): void {
    const n = this.table.length * 2;
    const table = new Int32Array(n);
    const stamps = new Int32Array(n);
    const mask = n - 1;
    for (let x = 1; x < this.count; x++) {
      let i = this.hashes[x]! & mask;
      while (stamps[i] === this.stamp) i = (i + 1) & mask;
      stamps[i] = this.stamp;
      table[i] = x;
    }
    this.table = table;
    this.stamps = stamps;
  }

  private growScratch(n: number): void {
    this.nItems = grown(this.nItems, new Int8Array(n));
    this.nWheres = grown(this.nWheres, new Int16Array(n));
  }
}

function grown<T extends Int8Array | Int16Array | Int32Array>(a: T, b: T): T {
  b.set(a.subarray(0, Math.min(a.length, b.length)));
  return b;
}

// The general movement search's memory (movement.ts): its nodes (where the mover is, how many
// steps it took, how it got there, what changed) and the item changes they point to, in typed
// arrays reused by every search of one owner and grown when needed, so that a search allocates
// nothing per node. A node's changes are sorted (item, where) pairs, shared by the nodes that
// step on without exchanging. Each search context owns its pool (no module state), so two
// searches never write into each other's nodes.

export class NodePool {
  cap = 0;
  pos = new Int16Array(0);
  steps = new Int8Array(0);
  parent = new Int32Array(0);
  op = new Int8Array(0);
  item = new Int8Array(0);
  esc = new Uint8Array(0);
  ex = new Int8Array(0);
  chOff = new Int32Array(0);
  chLen = new Uint8Array(0);
  nodes = 0;
  chCap = 0;
  chItem = new Int8Array(0);
  chWhere = new Int16Array(0);
  chUsed = 0;

  private growNodes(): void {
    const n = Math.max(1024, this.cap * 2);
    this.pos = grow(this.pos, new Int16Array(n));
    this.steps = grow(this.steps, new Int8Array(n));
    this.parent = grow(this.parent, new Int32Array(n));
    this.op = grow(this.op, new Int8Array(n));
    this.item = grow(this.item, new Int8Array(n));
    this.esc = grow(this.esc, new Uint8Array(n));
    this.ex = grow(this.ex, new Int8Array(n));
    this.chOff = grow(this.chOff, new Int32Array(n));
    this.chLen = grow(this.chLen, new Uint8Array(n));
    this.cap = n;
  }

  /** Room for `need` more change pairs. */
  reserveChanges(need: number): void {
    if (this.chUsed + need <= this.chCap) return;
    const n = Math.max(4096, this.chCap * 2, this.chUsed + need);
    this.chItem = grow(this.chItem, new Int8Array(n));
    this.chWhere = grow(this.chWhere, new Int16Array(n));
    this.chCap = n;
  }

  /** A new node; `op` -1 for a step, else the exchange (take, drop, give) made on `item`. */
  node(
    pos: number,
    steps: number,
    off: number,
    len: number,
    parent: number,
    op: number,
    item: number,
    esc: number,
    ex: number,
  ): number {
    if (this.nodes === this.cap) this.growNodes();
    const n = this.nodes++;
    this.pos[n] = pos;
    this.steps[n] = steps;
    this.chOff[n] = off;
    this.chLen[n] = len;
    this.parent[n] = parent;
    this.op[n] = op;
    this.item[n] = item;
    this.esc[n] = esc;
    this.ex[n] = ex;
    return n;
  }

  /** Empties the pool for a new search. */
  reset(): void {
    this.nodes = 0;
    this.chUsed = 0;
  }
}

function grow<T extends Int8Array | Uint8Array | Int16Array | Int32Array>(a: T, b: T): T {
  b.set(a);
  return b;
}

/** A typed list twice as long, with the same start. */
export function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

// The movement search's memory: its nodes (where the mover is, how many steps it took, how it
// got there, what changed) and the item changes they point to, in typed arrays reused by every
// search and grown when needed, so that a search allocates nothing per node. A node's changes
// are sorted (item, where) pairs, shared by the nodes that step on without exchanging.

/** The pools (fields replaced when they grow). */
export const P = {
  cap: 0,
  pos: new Int16Array(0),
  steps: new Int8Array(0),
  parent: new Int32Array(0),
  op: new Int8Array(0),
  item: new Int8Array(0),
  esc: new Uint8Array(0),
  ex: new Int8Array(0),
  chOff: new Int32Array(0),
  chLen: new Uint8Array(0),
  nodes: 0,
  chCap: 0,
  chItem: new Int8Array(0),
  chWhere: new Int16Array(0),
  chUsed: 0,
};

function grow<T extends Int8Array | Uint8Array | Int16Array | Int32Array>(a: T, b: T): T {
  b.set(a);
  return b;
}

function growNodes(): void {
  const n = Math.max(1024, P.cap * 2);
  P.pos = grow(P.pos, new Int16Array(n));
  P.steps = grow(P.steps, new Int8Array(n));
  P.parent = grow(P.parent, new Int32Array(n));
  P.op = grow(P.op, new Int8Array(n));
  P.item = grow(P.item, new Int8Array(n));
  P.esc = grow(P.esc, new Uint8Array(n));
  P.ex = grow(P.ex, new Int8Array(n));
  P.chOff = grow(P.chOff, new Int32Array(n));
  P.chLen = grow(P.chLen, new Uint8Array(n));
  P.cap = n;
}

/** Room for `need` more change pairs. */
export function reserveChanges(need: number): void {
  if (P.chUsed + need <= P.chCap) return;
  const n = Math.max(4096, P.chCap * 2, P.chUsed + need);
  P.chItem = grow(P.chItem, new Int8Array(n));
  P.chWhere = grow(P.chWhere, new Int16Array(n));
  P.chCap = n;
}

/** A new node; `op` -1 for a step, else the exchange (take, drop, give) made on `item`. */
export function node(
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
  if (P.nodes === P.cap) growNodes();
  const n = P.nodes++;
  P.pos[n] = pos;
  P.steps[n] = steps;
  P.chOff[n] = off;
  P.chLen[n] = len;
  P.parent[n] = parent;
  P.op[n] = op;
  P.item[n] = item;
  P.esc[n] = esc;
  P.ex[n] = ex;
  return n;
}

/** Empties the pools for a new search. */
export function resetPools(): void {
  P.nodes = 0;
  P.chUsed = 0;
}

/** A typed list twice as long, with the same start. */
export function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

// Keeping only the most promising movements while they are generated: a search that weighs
// the k best movements of a position by some prior (the bots' playouts: 6 of about 160) needs
// neither the others' records nor a pass over them. The movement search asks this keeper
// about each movement as it finds it; a movement enters the k best when its score beats the
// k-th best so far (ties go to the earlier one, as a stable sort by score would have it), the one
// it pushes out is marked, and the list is compacted once the generation ends. Every other move
// is listed as usual, and the list keeps the order generation would have given it, so the k
// best and every other move come out in the same relative order as from the whole list.
import type { MoveList } from '../core/moves.ts';
import type { PieceId } from '../core/types.ts';

/** Which movements a generation keeps (GenerateOptions.best). */
export interface BestMovements {
  /** How many. */
  k: number;
  /** The score of a movement of `mover` ending on `to` (its exit square when it escapes). */
  score(mover: PieceId, to: number, exchanges: number): number;
}

export class BestKeeper {
  private best: BestMovements | null = null;
  /** The kept movements as a min-heap of (score, list index); the worst kept at the root. */
  private scores = new Float64Array(16);
  private at = new Int32Array(16);
  private n = 0;
  /** Per list index: 1 when the movement there was pushed out. */
  private dead = new Uint8Array(256);
  private deadCount = 0;
  /** Movements never written: their number, for MoveList.skipped. */
  private skipped = 0;

  start(best: BestMovements | null): void {
    this.best = best;
    this.n = 0;
    this.deadCount = 0;
    this.skipped = 0;
    if (best && best.k > this.scores.length) {
      this.scores = new Float64Array(best.k);
      this.at = new Int32Array(best.k);
    }
  }

  get active(): boolean {
    return this.best !== null;
  }

  /**
   * Whether a movement about to be written at index `out.length` is kept, given its mover, end
   * and exchanges; when kept, the movement it pushes out (if any) is marked dead.
   */
  keeps(out: MoveList, mover: PieceId, to: number, exchanges: number): boolean {
    const best = this.best!;
    const score = best.score(mover, to, exchanges);
    if (this.n < best.k) {
      this.push(score, out.length);
      return true;
    }
    // Later movements lose ties: only a higher score enters.
    if (!(score > this.scores[0]!)) {
      this.skipped++;
      return false;
    }
    this.markDead(this.at[0]!);
    this.scores[0] = score;
    this.at[0] = out.length;
    this.siftDown(0);
    return true;
  }

  /** Removes the pushed-out movements from the list (generation order kept), and counts them. */
  finish(out: MoveList): void {
    if (!this.best) return;
    if (this.deadCount > 0) out.compact(this.dead);
    out.skipped = this.skipped + this.deadCount;
    this.dead.fill(0, 0, Math.min(this.dead.length, out.length + this.deadCount));
    this.best = null;
  }

  private markDead(i: number): void {
    if (i >= this.dead.length) {
      const more = new Uint8Array(Math.max(i + 1, this.dead.length * 2));
      more.set(this.dead);
      this.dead = more;
    }
    this.dead[i] = 1;
    this.deadCount++;
  }

  /** Worse first: a lower score, or an equal score written later. */
  private worse(a: number, b: number): boolean {
    const sa = this.scores[a]!;
    const sb = this.scores[b]!;
    return sa < sb || (sa === sb && this.at[a]! > this.at[b]!);
  }

  private push(score: number, at: number): void {
    let i = this.n++;
    this.scores[i] = score;
    this.at[i] = at;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }

  private siftDown(i: number): void {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.n && this.worse(l, m)) m = l;
      if (r < this.n && this.worse(r, m)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }

  private swap(a: number, b: number): void {
    const s = this.scores[a]!;
    this.scores[a] = this.scores[b]!;
    this.scores[b] = s;
    const t = this.at[a]!;
    this.at[a] = this.at[b]!;
    this.at[b] = t;
  }
}

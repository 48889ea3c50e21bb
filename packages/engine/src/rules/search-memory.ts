// What the move searches need besides the list they fill, kept with that list
// (MoveList.memory): the owner of a list owns the searches' context and memory, so no search
// keeps state in the module and two searches filling different lists, interleaved or one
// inside the other (a bot's evaluation generating while a host validates), never share it.
// Created on a list's first use and reused by every later one; the parts only some callers
// need (the general search, the per-seat list) are made when first asked for.
import { BestKeeper } from './best-moves.ts';
import { MoveList } from '../core/moves.ts';
import { Outcomes } from './movement-keys.ts';
import { OverlaySearch } from './movement-overlay.ts';
import { MoveSearch } from './movement.ts';
import { OnceKeys } from './once-keys.ts';

export class Memory {
  /**
   * Generation's (generate.ts): the fast movement search, the outcomes listed by the movers so
   * far, and the outcomes listed once whoever reaches them.
   */
  readonly keeper = new BestKeeper();
  readonly overlay = new OverlaySearch(this.keeper);
  readonly outcomes = new Outcomes();
  readonly once = new OnceKeys();
  private general: MoveSearch | null = null;
  private scratch: MoveList | null = null;

  /** The general movement search: validation of a player's path into this list, isLegal. */
  get movement(): MoveSearch {
    return (this.general ??= new MoveSearch());
  }

  /** A second list: both seats' choices before one seat's are kept, or witness paths found again. */
  get list(): MoveList {
    return (this.scratch ??= new MoveList());
  }
}

export const memoryOf = (out: MoveList): Memory => (out.memory ??= new Memory()) as Memory;

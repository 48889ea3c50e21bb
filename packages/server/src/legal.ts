// A seat's legal actions as the `legal` request answers them. A list is computed once per game,
// version and seat (the stand-alone game's reach hundreds of KB) and filtered per request by
// type or piece. It is built from the game's kind's handle, so the actions travel with their
// kind and the reply is that kind's LegalReply.
import { kindLegal, type GameKind, type KindHandle, type Seat } from '@dt/games';
import type { LegalReply } from '@dt/protocol';

/** Legal lists kept (per game, version and seat). */
const LEGAL_CACHE = 200;

/** What a `legal` request may ask for: one type of action, the actions of one piece. */
export interface LegalFilter {
  type?: string | undefined;
  piece?: string | undefined;
}

export class LegalLists {
  private readonly cache = new Map<string, LegalReply>();

  /** This seat's legal actions at this version (none once the game is not live), filtered. */
  of(
    h: KindHandle,
    state: unknown,
    at: { gameId: string; version: number; seat: Seat; live: boolean },
    filter: LegalFilter,
  ): LegalReply {
    const key = `${at.gameId}:${at.version}:${at.seat}`;
    let list = this.cache.get(key);
    if (!list) {
      list = listOf(h, state, at);
      this.cache.set(key, list);
      if (this.cache.size > LEGAL_CACHE) this.cache.delete(this.cache.keys().next().value!);
    }
    return filtered(list, filter);
  }
}

function listOf<K extends GameKind>(
  h: KindHandle<K>,
  state: unknown,
  at: { version: number; seat: Seat; live: boolean },
): LegalReply<K> {
  const { kind, actions } = kindLegal(h, state, at.seat);
  const live = at.live ? actions : [];
  const counts: Record<string, number> = {};
  for (const a of live) counts[a.type] = (counts[a.type] ?? 0) + 1;
  return { kind, version: at.version, actions: live, counts };
}

/** The list's actions of the type and piece asked for; `counts` stay the whole list's. */
function filtered<K extends GameKind>(list: LegalReply<K>, f: LegalFilter): LegalReply<K> {
  if (f.type === undefined && f.piece === undefined) return list;
  const actions = list.actions.filter(
    (a) => (f.type === undefined || a.type === f.type) && (f.piece === undefined || pieceOf(a) === f.piece),
  );
  return { ...list, actions };
}

const pieceOf = (a: object): unknown => ('piece' in a ? a.piece : undefined);

// Legal-action lists kept as the wire carries them. A seat's list at a version is computed
// once, each action encoded to JSON once, and every `legal` request at that version is
// answered with strings already made: the whole list (what the web client asks for), or the
// actions of one type or one piece, joined from the encoded ones and kept too. Only a seat's
// list at its game's latest version is worth keeping (an older one answers no request but a
// stale one), so there is one entry per game and seat, evicted oldest first beyond a total
// size in characters: the stand-alone game's lists reach a hundred KB.
import type { GameKind } from '@dt/games';

/** One seat's list at one version, encoded. */
export interface LegalList {
  /** The game's kind: the reply says it, so that the client reads the actions as that kind's. */
  kind: GameKind;
  version: number;
  /** Each action's JSON, with what a request may filter it by. */
  items: { type: string; piece: unknown; json: string }[];
  counts: Record<string, number>;
  /** Acknowledgement bodies already made, by filter ('' = the whole list). */
  replies: Map<string, string>;
  chars: number;
}

export class LegalCache {
  private readonly lists = new Map<string, LegalList>();
  private chars = 0;
  /** Lists computed, and requests answered from a kept list (for /metrics and the tests). */
  misses = 0;
  hits = 0;

  constructor(private readonly maxChars = 32_000_000) {}

  /** The kept list of a game's seat at `version`, if any. */
  get(gameId: string, seat: number, version: number): LegalList | undefined {
    const key = `${gameId}:${seat}`;
    const l = this.lists.get(key);
    if (!l || l.version !== version) return undefined;
    this.lists.delete(key);
    this.lists.set(key, l);
    this.hits++;
    return l;
  }

  /** Encodes and keeps a freshly computed list (replacing the seat's older one). */
  put(
    gameId: string,
    seat: number,
    version: number,
    kind: GameKind,
    actions: readonly { type: string; piece?: unknown }[],
  ): LegalList {
    this.misses++;
    const counts: Record<string, number> = {};
    const items = actions.map((a) => {
      counts[a.type] = (counts[a.type] ?? 0) + 1;
      return { type: a.type, piece: 'piece' in a ? a.piece : undefined, json: JSON.stringify(a) };
    });
    const chars = items.reduce((n, i) => n + i.json.length + 1, 0);
    const list: LegalList = { kind, version, items, counts, replies: new Map(), chars };
    const key = `${gameId}:${seat}`;
    this.drop(key);
    this.lists.set(key, list);
    this.chars += chars;
    while (this.chars > this.maxChars && this.lists.size > 1) this.drop(this.lists.keys().next().value!);
    return list;
  }

  /** The acknowledgement body `{ok, version, actions, counts}` of a list, whole or filtered. */
  reply(list: LegalList, type?: string, piece?: string): string {
    const filter = `${type ?? ''}\u0000${piece ?? ''}`;
    let body = list.replies.get(filter);
    if (body === undefined) {
      const kept =
        type === undefined && piece === undefined
          ? list.items
          : list.items.filter(
              (i) => (type === undefined || i.type === type) && (piece === undefined || i.piece === piece),
            );
      body = `{"ok":true,"kind":${JSON.stringify(list.kind)},"version":${list.version},"actions":[${kept.map((i) => i.json).join(',')}],"counts":${JSON.stringify(list.counts)}}`;
      list.replies.set(filter, body);
      list.chars += body.length;
      this.chars += body.length;
    }
    return body;
  }

  private drop(key: string): void {
    const old = this.lists.get(key);
    if (!old) return;
    this.chars -= old.chars;
    this.lists.delete(key);
  }
}

// The card game's perft table (positions.txt): named positions in the position notation with
// the counts the engine gives from them. Read by perft.test.ts; written by record.ts, which
// re-counts every entry (only after a rules fix that the commit and the notes name).
//
// An entry:
//   perft <name>
//   source <where the position comes from>
//   counts d1=<n> d2=<n> [d3=<n>] outcomes=<hash>
//   <the position, in the position notation, up to the next entry>
// d1..d3: decision sequences of that length (perft); outcomes: a hash of the positions the
// legal actions lead to, so that two changes cannot cancel out in a count.
import { apply, clone, legalActions, makePosition, type State } from '../../src/index.ts';
import { generateMoves } from '../../src/generate.ts';
import { MoveList } from '../../src/moves.ts';
import { play } from '../../src/play.ts';
import { perft } from '../../src/perft.ts';

export interface Entry {
  name: string;
  source: string;
  counts: Record<string, number | string>;
  position: string;
}

export function parseTable(text: string): Entry[] {
  const out: Entry[] = [];
  let cur: Entry | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('perft ')) {
      cur = { name: line.slice(6), source: '', counts: {}, position: '' };
      out.push(cur);
    } else if (cur && line.startsWith('source ') && !cur.position) cur.source = line.slice(7);
    else if (cur && line.startsWith('counts ') && !cur.position) {
      for (const w of line.slice(7).split(' ')) {
        const [k, v] = w.split('=');
        cur.counts[k!] = k === 'outcomes' ? v! : Number(v);
      }
    } else if (cur && (cur.position || line.trim() !== '')) cur.position += line + '\n';
  }
  for (const e of out) e.position = e.position.replace(/\n+$/, '\n');
  return out;
}

export function formatTable(header: string, entries: readonly Entry[]): string {
  const blocks = entries.map((e) => {
    const counts = Object.entries(e.counts)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    return `perft ${e.name}\nsource ${e.source}\ncounts ${counts}\n${e.position}`;
  });
  return `${header}\n${blocks.join('\n')}`;
}

/** FNV-1a over the sorted positions the legal actions lead to, as 8 hex digits. */
export function outcomesHash(s: State): string {
  return hashOf(
    legalActions(s).map((a) => {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      return makePosition(r.value.state);
    }),
  );
}

/** The same hash over the positions the legal moves lead to, played unchecked without events. */
export function outcomesHashOfMoves(s: State): string {
  const moves = generateMoves(s, new MoveList(), new MoveList());
  const texts: string[] = [];
  for (let i = 0; i < moves.length; i++) {
    const t = clone(s);
    play(t, moves, i);
    texts.push(makePosition(t));
  }
  return hashOf(texts);
}

function hashOf(texts: string[]): string {
  texts.sort();
  let h = 0x811c9dc5;
  for (const t of texts) {
    for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619);
    h = Math.imul(h ^ 10, 16777619);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The counts of one position to the given depth. */
export function countsOf(s: State, depths: number): Entry['counts'] {
  const counts: Entry['counts'] = {};
  for (let d = 1; d <= depths; d++) counts[`d${d}`] = perft(s, d);
  counts['outcomes'] = outcomesHash(s);
  return counts;
}

/** How deep an entry is counted: depth 3 only where depth 2 stays cheap (a count, not a clock). */
export const MAX_D2_FOR_D3 = 1500;

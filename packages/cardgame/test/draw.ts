// A text drawing of the labyrinth from a view, for writing fixtures and reading failures:
// one block per zone (its name, icon and the cards there), each border drawn as the two
// halves printed on the rooms on either side (see docs/cardgame.md, How to read a position).
import type { View } from '../src/index.ts';

const W = 14;

export function draw(v: View): string {
  const zone = new Map(v.zones.map((z) => [z.name, z]));
  const at = new Map<string, string[]>();
  for (const p of v.pieces) {
    if (!p.place || p.carriedBy) continue;
    const key = /^[a-d]\d+$/.test(p.place) ? p.place : p.place.slice(0, 2);
    const tag = p.id + (p.state === 'wounded' ? '*' : '') + (/^[YB]/.test(p.place) ? p.place.slice(2) : '');
    at.set(key, [...(at.get(key) ?? []), tag]);
  }
  const col = 'abcd';
  const side = (name: string, d: number): string => zone.get(name)?.sides?.[d] ?? '?';
  const lines: string[] = [];
  const startLine = (seat: 'Y' | 'B'): string =>
    `${seat}: west [${(at.get(`${seat}w`) ?? []).join(' ')}]  east [${(at.get(`${seat}e`) ?? []).join(' ')}]`;
  lines.push(startLine('B'));
  for (let r = v.rows; r >= 1; r--) {
    let top = '  ';
    for (let x = 0; x < 4; x++) {
      const n = `${col[x]}${r}`;
      const above = r < v.rows ? side(`${col[x]}${r + 1}`, 2) : '-';
      top += `+${`${above}${side(n, 0)}`.padStart(W / 2 + 1, '-').padEnd(W, '-')}`;
    }
    lines.push(`${top}+`);
    let mid = `${String(r).padStart(2)}`;
    for (let x = 0; x < 4; x++) {
      const n = `${col[x]}${r}`;
      const z = zone.get(n)!;
      const left = x > 0 ? side(`${col[x - 1]}${r}`, 1) : '';
      const body = z.icon ? `${z.icon[0]} ${(at.get(n) ?? []).join(' ')}` : '(face-down)';
      mid += `${left}${side(n, 3)}${body.slice(0, W - 2).padEnd(W - 2)}`;
    }
    lines.push(`${mid}${side(`d${r}`, 1)}`);
  }
  let bottom = '  ';
  for (let x = 0; x < 4; x++)
    bottom += `+${`${side(`${col[x]}1`, 2)}-`.padStart(W / 2 + 1, '-').padEnd(W, '-')}`;
  lines.push(`${bottom}+`);
  lines.push(startLine('Y'));
  return lines.join('\n');
}

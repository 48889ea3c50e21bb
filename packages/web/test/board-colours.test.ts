// The board's colours (issue 38 items 2 and 11): what the player can do (destinations, jumps,
// squares for a token, targets) and what a hint names must stand out from every room floor as
// it is drawn: each stone tone, plain (Prison) or multiplied by a 2004 pair's tint (Classic's
// green, orange, teal and grey rooms). Prison's two gear colours differ from each other as much.
// Distances are CIE76 ΔE in CIELAB: above 40 two colours are not mistaken for one another.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLOOR_TINTS } from '../src/board/classic-art.tsx';
import { STONE, TURN_COLOURS } from '../src/board/defs.tsx';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const css = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** A colour custom property of styles.css (`--dest: #d65cf0;`). */
const cssVar = (name: string): string => {
  const m = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css('styles.css'));
  if (!m) throw new Error(`--${name} not found in styles.css`);
  return m[1]!;
};

const rgb = (h: string): number[] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);

function lab(h: string): number[] {
  const [r, g, b] = rgb(h).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const deltaE = (a: string, b: string): number => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
};

/** A tint drawn with `mix-blend-mode: multiply` over a stone (board.css .floor-tint). */
const multiply = (a: string, b: string): string =>
  '#' +
  rgb(a)
    .map((x, i) =>
      Math.round(x * rgb(b)[i]! * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

describe('the board’s colours', () => {
  const floors = [...STONE, ...Object.values(FLOOR_TINTS).flatMap((t) => STONE.map((s) => multiply(s, t)))];
  const hint = /\.highlight rect \{[^}]*stroke:\s*(#[0-9a-f]{6})/i.exec(css('board.css'))?.[1];

  it('every highlight stands out from every room floor, Prison’s stone and Classic’s tinted rooms', () => {
    expect(hint).toBeDefined();
    const highlights = {
      destination: cssVar('dest'),
      jump: cssVar('blue'),
      token: cssVar('accent'),
      target: cssVar('bad'),
      hint: hint!,
    };
    for (const [name, colour] of Object.entries(highlights))
      for (const floor of floors)
        expect(deltaE(colour, floor), `${name} ${colour} on ${floor}`).toBeGreaterThan(40);
  });

  it('Prison’s gears turning each way differ from each other and from the stone', () => {
    expect(deltaE(TURN_COLOURS.clockwise, TURN_COLOURS.counter)).toBeGreaterThan(40);
    for (const c of Object.values(TURN_COLOURS))
      for (const s of STONE) expect(deltaE(c, s)).toBeGreaterThan(25);
  });
});
